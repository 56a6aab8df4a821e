import DynamicHome

/// Draws one entry from a template's node tree: each node in the rectangle its parent
/// gives it, text cut to its width with "…" (or wrapped over its lines), every string
/// through the canvas's filter (control characters draw as U+FFFD, as content's do).
///
/// A row gives its children their widths: a number as given, `"fill"` a share of what
/// the others leave, and a text without a width as much as its text takes. A column
/// gives its children their heights: a text its `lines`, a row its tallest child, a
/// `space` its number, `"fill"` a share of what is left.
struct EntryDrawing {
    let item: HomeItem
    let highlighted: Bool
    let theme: Theme
    /// Where the text drawn is written down, node by node, when the entry is drawn to
    /// be read aloud (``EntryWords``).
    var heard: EntryWords.Recorder?

    /// Draws `node` for the item into `canvas` (the kit's canvas leaves out the scroll
    /// marks' column); the highlighted entry is in the theme's selection style throughout.
    static func draw(_ node: TemplateNode, item: HomeItem, highlighted: Bool, in canvas: inout Canvas, theme: Theme) {
        if highlighted { canvas.fill(canvas.bounds, with: Cell(.space, style: theme.selection)) }
        EntryDrawing(item: item, highlighted: highlighted, theme: theme).draw(node, in: canvas.bounds, canvas: &canvas)
    }

    // MARK: Drawing

    func draw(_ node: TemplateNode, in rect: Rect, canvas: inout Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        switch node {
        case .text(let text):
            drawText(text, in: rect, canvas: &canvas)
        case .badge(let text):
            // A badge is a chip: its whole width in its style, the text on it.
            canvas.fill(Rect(column: rect.column, row: rect.row, width: rect.width, height: 1), with: Cell(.space, style: style(text.style)))
            drawText(text, in: rect, canvas: &canvas)
        case .row(let children, let gap, _):
            drawRow(children, gap: gap, in: rect, canvas: &canvas)
        case .column(let children, let gap, _):
            drawColumn(children, gap: gap, in: rect, canvas: &canvas)
        case .when(let path, let then, let otherwise):
            draw(path.holds(for: item, highlighted: highlighted) ? then : otherwise, in: rect, canvas: &canvas)
        case .rule(let rule):
            guard let glyph = TextLayout.glyphs(rule.character).first, glyph.width > 0 else { return }
            let count = rect.width / glyph.width
            canvas.draw(glyphs: Array(repeating: glyph, count: count), at: Point(column: rect.column, row: rect.row), style: style(rule.style))
        case .space, .nothing:
            return
        }
    }

    private func drawText(_ text: TextNode, in rect: Rect, canvas: inout Canvas) {
        // Only as much text as the rectangle shows is resolved.
        let lines = min(text.lines, rect.height)
        let string = text.text.resolve(item, columns: rect.width, lines: text.lines == 1 ? nil : lines)
        guard !string.isEmpty else { return }
        let style = style(text.style)
        if text.lines == 1 {
            let glyphs = TextLayout.fit(TextLayout.glyphs(string), width: rect.width)
            drawLine(glyphs, align: text.align, in: rect, row: rect.row, style: style, canvas: &canvas)
            heard?.hear(glyphs.map(\.text).joined(), of: text.text, item: item)
            return
        }
        let wrapped = TextLayout.wrap(string, width: rect.width, maxLines: lines)
        for (offset, line) in wrapped.enumerated() {
            drawLine(TextLayout.glyphs(line), align: text.align, in: rect, row: rect.row + offset, style: style, canvas: &canvas)
        }
        heard?.hear(wrapped.joined(separator: " "), of: text.text, item: item)
    }

    private func drawLine(_ glyphs: [Glyph], align: Alignment, in rect: Rect, row: Int, style: Style, canvas: inout Canvas) {
        var used = 0
        for glyph in glyphs { used += glyph.width }
        let offset = switch align {
        case .left: 0
        case .right: max(0, rect.width - used)
        case .center: max(0, (rect.width - used) / 2)
        }
        canvas.draw(glyphs: glyphs, at: Point(column: rect.column + offset, row: row), style: style)
    }

    private func drawRow(_ children: [TemplateNode], gap: Int, in rect: Rect, canvas: inout Canvas) {
        let widths = Self.share(rect.width, among: children.map { widthWanted($0, within: rect.width) }, gap: gap)
        var column = rect.column
        for (child, width) in zip(children, widths) {
            let room = min(width, rect.maxColumn - column)
            if room > 0 { draw(child, in: Rect(column: column, row: rect.row, width: room, height: rect.height), canvas: &canvas) }
            column += width + gap
            if column >= rect.maxColumn { break }
        }
    }

    private func drawColumn(_ children: [TemplateNode], gap: Int, in rect: Rect, canvas: inout Canvas) {
        let heights = Self.share(rect.height, among: children.map { heightWanted($0) }, gap: gap)
        var row = rect.row
        for (child, height) in zip(children, heights) {
            let room = min(height, rect.maxRow - row)
            let width = switch widthWanted(child, inColumn: true) {
            case .fixed(let columns): min(columns, rect.width)
            case .fill: rect.width
            }
            if room > 0 { draw(child, in: Rect(column: rect.column, row: row, width: width, height: room), canvas: &canvas) }
            row += height + gap
            if row >= rect.maxRow { break }
        }
    }

    /// Sizes along a row (or a column) of `total`: each fixed one as wanted, in order
    /// while they fit; the fills an equal share of what is left, the first ones one more
    /// when it does not divide.
    static func share(_ total: Int, among wanted: [Extent], gap: Int) -> [Int] {
        var fixed = gap * max(0, wanted.count - 1)
        var fills = 0
        for extent in wanted {
            switch extent {
            case .fixed(let size): fixed += size
            case .fill: fills += 1
            }
        }
        let left = max(0, total - fixed)
        var extra = fills > 0 ? left % fills : 0
        return wanted.map { extent in
            switch extent {
            case .fixed(let size): return size
            case .fill:
                let size = left / fills + (extra > 0 ? 1 : 0)
                extra -= 1
                return size
            }
        }
    }

    // MARK: Measuring

    /// The width a node asks for in a row: its `width`, else as much as its text takes;
    /// rows, columns and rules fill by default. In a column, text without a width takes
    /// the column's width.
    ///
    /// Text is measured only as far as `available`: a text wider than the row takes all
    /// of it whatever its width, so more than `available` is enough to know.
    func widthWanted(_ node: TemplateNode, inColumn: Bool = false, within available: Int = .max) -> Extent {
        switch node {
        case .text(let text), .badge(let text):
            if let width = text.width { return width }
            if inColumn { return .fill }
            let bounded = available < .max
            let width = TextLayout.width(bounded ? text.text.resolve(item, columns: available) : text.text.resolve(item))
            return .fixed(bounded ? min(width, available + 1) : width)
        case .row(_, _, let width), .column(_, _, let width):
            return width
        case .when(let path, let then, let otherwise):
            return widthWanted(path.holds(for: item, highlighted: highlighted) ? then : otherwise, inColumn: inColumn, within: available)
        case .rule(let rule):
            return rule.width ?? .fill
        case .space(let extent):
            return inColumn ? .fixed(0) : extent
        case .nothing:
            return .fixed(0)
        }
    }

    /// The height a node asks for in a column (or, with `inRow`, as a child of a row): a
    /// text its lines, a row its tallest child, a column the sum of its children, a
    /// rule one, a space its number in a column and none in a row.
    func heightWanted(_ node: TemplateNode, inRow: Bool = false) -> Extent {
        switch node {
        case .text(let text), .badge(let text):
            return .fixed(text.lines)
        case .row(let children, _, _):
            var tallest = 0
            for child in children {
                if case .fixed(let height) = heightWanted(child, inRow: true) { tallest = max(tallest, height) }
            }
            return .fixed(tallest)
        case .column(let children, let gap, _):
            var total = gap * max(0, children.count - 1)
            for child in children {
                if case .fixed(let height) = heightWanted(child) { total += height }
            }
            return .fixed(total)
        case .when(let path, let then, let otherwise):
            return heightWanted(path.holds(for: item, highlighted: highlighted) ? then : otherwise, inRow: inRow)
        case .rule:
            return .fixed(1)
        case .space(let extent):
            // Blank columns in a row take no height.
            return inRow ? .fixed(0) : extent
        case .nothing:
            return .fixed(0)
        }
    }

    /// The theme's style of a name, for this item; the selection style when highlighted.
    func style(_ name: StyleName) -> Style {
        if highlighted { return theme.selection }
        return switch name {
        case .text: theme.text
        case .title: theme.title
        case .secondary: theme.secondary
        case .accent: theme.selectedBorder
        case .badge: theme.badge(item.kind)
        case .border: theme.border
        case .error: theme.error
        }
    }
}
