/// What the settings screen lists.
public struct SettingsSummary: Hashable, Sendable {
    /// The template style on screen.
    public var style: TemplateStyle
    /// Why that style was chosen, e.g. "toggle home.template (STATIC, file)".
    public var styleReason: String
    /// Every registered style.
    public var styles: [TemplateStyle]
    /// Where the toggles came from.
    public var togglesSource: String
    /// Where the content came from.
    public var contentSource: String
    /// How to choose another template, in the words of whoever runs the screen (the
    /// command line names its own options).
    public var howToChoose: String

    /// Creates a summary.
    public init(
        style: TemplateStyle, styleReason: String, styles: [TemplateStyle], togglesSource: String, contentSource: String,
        howToChoose: String = "Edit the toggles to choose the template; on the home screen, t switches to the next one."
    ) {
        self.style = style
        self.styleReason = styleReason
        self.styles = styles
        self.togglesSource = togglesSource
        self.contentSource = contentSource
        self.howToChoose = howToChoose
    }
}

/// Draws the screens the home screen leads to: item details, the player and settings.
public enum DestinationScreen {
    /// How far towards the background the home screen goes under an overlay.
    static let dimmedHome = 0.6

    /// Draws a destination filling the canvas; an overlay (``Destination/isOverlay``, the
    /// quick look) is drawn over what the canvas holds (the home screen), dimmed around it.
    public static func draw(_ destination: Destination, in canvas: inout Canvas, theme: Theme, settings: SettingsSummary) {
        if destination.isOverlay {
            canvas = canvas.towardsBackground(by: dimmedHome)
        } else {
            canvas.fill(canvas.bounds)
        }
        switch destination {
        case .longDetail(let item): drawArticle(item, in: &canvas, theme: theme)
        case .shortDetail(let item): drawQuickLook(item, in: &canvas, theme: theme)
        case .stream(let item): drawPlayer(item, in: &canvas, theme: theme)
        case .settings: drawSettings(settings, in: &canvas, theme: theme)
        }
    }

    /// Draws lines of wrapped text from `row`; returns the next free row.
    @discardableResult
    static func paragraph(
        _ text: String, in canvas: inout Canvas, row: Int, column: Int = 2,
        style: Style, maxLines: Int = .max, reserve: Int = 0
    ) -> Int {
        let width = canvas.width - column * 2
        let room = min(maxLines, canvas.height - row - reserve)
        guard width > 0, room > 0 else { return row }
        var current = row
        for line in TextLayout.wrap(text, width: width, maxLines: room) {
            canvas.draw(line, at: Point(column: column, row: current), style: style)
            current += 1
        }
        return current
    }

    static func drawArticle(_ item: HomeItem, in canvas: inout Canvas, theme: Theme) {
        var row = 1
        let badge = canvas.draw(item.kind.label, at: Point(column: 2, row: row), style: theme.badge(item.kind))
        if !item.lengthLabel.isEmpty {
            canvas.draw(" · \(item.lengthLabel) read", at: Point(column: 2 + badge, row: row), style: theme.secondary)
        }
        row = paragraph(item.title, in: &canvas, row: row + 2, style: theme.title, maxLines: 3)
        if let byline = item.byline {
            row = paragraph("by \(byline)", in: &canvas, row: row, style: theme.secondary, maxLines: 1)
        }
        row += 1
        if row < canvas.height {
            canvas.draw(String(repeating: "─", count: max(0, canvas.width - 4)), at: Point(column: 2, row: row), style: theme.border)
        }
        row += 2
        paragraph(item.description ?? "This story has no summary yet.", in: &canvas, row: row, style: theme.text, reserve: 1)
    }

    static func drawQuickLook(_ item: HomeItem, in canvas: inout Canvas, theme: Theme) {
        let width = min(canvas.width - 4, 60)
        let lines = TextLayout.wrap(item.description ?? item.title, width: max(1, width - 4), maxLines: 6)
        let height = min(canvas.height - 2, lines.count + 6)
        guard width >= 8, height >= 5 else {
            // Too small for a panel over the home screen: the title alone, on a clear screen.
            canvas.fill(canvas.bounds)
            paragraph(item.title, in: &canvas, row: 0, column: 0, style: theme.title)
            return
        }
        let box = Rect(column: (canvas.width - width) / 2, row: max(1, (canvas.height - height) / 2), width: width, height: height)
        // A clear column each side sets the panel apart from entries cut off beside it.
        canvas.fill(Rect(column: box.column - 1, row: box.row, width: box.width + 2, height: box.height), with: Cell(.space, style: theme.text))
        Box.draw(in: &canvas, rect: box, style: theme.selectedBorder, title: " Quick look ")
        canvas.draw(item.title, at: Point(column: box.column + 2, row: box.row + 1), style: theme.title, maxWidth: width - 4)
        canvas.draw(item.meta, at: Point(column: box.column + 2, row: box.row + 2), style: theme.secondary, maxWidth: width - 4)
        for (offset, line) in lines.prefix(max(0, height - 5)).enumerated() {
            canvas.draw(line, at: Point(column: box.column + 2, row: box.row + 4 + offset), style: theme.text)
        }
    }

    static func drawPlayer(_ item: HomeItem, in canvas: inout Canvas, theme: Theme) {
        var row = 1
        let live = canvas.draw("● LIVE", at: Point(column: 2, row: row), style: theme.badge(.stream))
        if let byline = item.byline {
            canvas.draw("  \(byline)", at: Point(column: 2 + live, row: row), style: theme.secondary)
        }
        row = paragraph(item.title, in: &canvas, row: row + 2, style: theme.title, maxLines: 2)
        row += 1
        if row < canvas.height, canvas.width > 8 {
            let barWidth = canvas.width - 10
            canvas.draw("▶ ", at: Point(column: 2, row: row), style: theme.badge(.stream))
            canvas.draw(String(repeating: "━", count: barWidth), at: Point(column: 4, row: row), style: theme.border)
            canvas.draw("●", at: Point(column: 4 + barWidth, row: row), style: theme.badge(.stream))
        }
        row += 2
        paragraph(item.description ?? "Streaming now.", in: &canvas, row: row, style: theme.text, reserve: 1)
    }

    static func drawSettings(_ settings: SettingsSummary, in canvas: inout Canvas, theme: Theme) {
        canvas.draw("Settings", at: Point(column: 2, row: 1), style: theme.title)
        let rows: [(String, String)] = [
            ("Template", settings.style.rawValue),
            ("Chosen by", settings.styleReason),
            ("Templates", settings.styles.map(\.rawValue).joined(separator: ", ")),
            ("Toggles", settings.togglesSource),
            ("Content", settings.contentSource),
        ]
        let labelWidth = 11
        for (offset, (label, value)) in rows.enumerated() {
            let row = 3 + offset
            canvas.draw(label, at: Point(column: 2, row: row), style: theme.secondary, maxWidth: labelWidth)
            canvas.draw(value, at: Point(column: 2 + labelWidth + 1, row: row), style: theme.text, maxWidth: canvas.width - labelWidth - 5)
        }
        paragraph(settings.howToChoose, in: &canvas, row: 4 + rows.count, style: theme.secondary)
    }
}
