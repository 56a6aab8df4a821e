import DynamicHome

extension TemplateStyle {
    /// One big story, the rest in a strip: `HeroTemplate`.
    public static let hero: TemplateStyle = "hero"
}

/// The hero template: the selected item large at the top, in a heavy box with its kind
/// and length in the edge, its title over up to three lines, the byline and two lines
/// of description; below it, a strip of every item, one line each, the selected one
/// marked.
///
/// Keys: up/down (k/j) select, page up/down and home/end jump, enter opens the item as
/// its kind says, space opens a quick look of any item (`shortSelected`), `s` opens
/// settings, `v` asks to be replaced by the list, left/right (h/l) swipe to the
/// previous or next day. A click on a strip row selects it, a click on the selected row
/// or on the hero opens it; the wheel moves the selection.
public final class HeroTemplate: HomeTemplate, HomeCallbackStorage, HasViewModel, Refreshable {
    public static let style = TemplateStyle.hero
    public static let summary = "the selected item large at the top, the rest in a strip below"

    public var callbacks = HomeCallbacks()

    public var viewModel = HomeViewModel()

    /// The items on screen, the selection and the animation of the last change.
    private var presentation = ItemPresentation()
    /// The items on screen, as of the last refresh.
    public var items: [HomeItem] { presentation.items }
    private var selection: SelectionModel {
        get { presentation.selection }
        set { presentation.selection = newValue }
    }
    /// Where the hero and the strip were in the last canvas drawn, for paging and clicks.
    private var layout = HeroLayout(width: 80, height: 24)

    public init() {}

    public var selectedIndex: Int? { selection.selected }

    public func didAppear() { didLaunch() }

    public func refresh() { presentation.present(viewModel) }

    public func isAnimating(at time: Duration) -> Bool { presentation.isAnimating(at: time) }

    // MARK: Input

    public func handle(_ event: InputEvent) -> EventHandling {
        if let shared = handleSharedInput(event) { return shared }
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse): return handle(mouse)
        case .swipe: return .ignored
        }
    }

    private func handle(_ key: Key) -> EventHandling {
        switch key {
        case .up, .character("k"): return moveSelection(by: -1)
        case .down, .character("j"): return moveSelection(by: 1)
        case .pageUp: return moveSelection(by: -max(1, layout.stripRows))
        case .pageDown: return moveSelection(by: max(1, layout.stripRows))
        case .home: return moveSelection(by: -items.count)
        case .end: return moveSelection(by: items.count)
        case .enter: return openSelected(quickLook: false)
        case .space: return openSelected(quickLook: true)
        case .character("v"):
            replaceWith(.list)
            return .handled
        default: return .ignored
        }
    }

    private func handle(_ mouse: MouseEvent) -> EventHandling {
        switch mouse.action {
        case .press:
            if mouse.row >= 0, mouse.row < layout.heroHeight { return openSelected(quickLook: false) }
            let index = selection.offset + mouse.row - layout.heroHeight
            guard mouse.row < layout.heroHeight + layout.stripRows, items.indices.contains(index) else { return .ignored }
            if index == selection.selected { return openSelected(quickLook: false) }
            selection.select(index)
            return .handled
        case .scrollUp: return moveSelection(by: -1)
        case .scrollDown: return moveSelection(by: 1)
        case .drag, .release: return .ignored
        }
    }

    private func moveSelection(by delta: Int) -> EventHandling {
        selection.move(by: delta)
        selection.scrollToSelection(visibleRows: max(1, layout.stripRows))
        return .handled
    }

    private func openSelected(quickLook: Bool) -> EventHandling {
        guard let selected = presentation.selectedItem else { return .ignored }
        if quickLook { shortSelected(selected) } else { open(selected) }
        return .handled
    }

    // MARK: Drawing

    public func draw(in canvas: inout Canvas, context: DrawContext) {
        let theme = context.theme
        guard let selected = presentation.selectedItem else {
            ItemPresentation.drawEmptyDay(in: &canvas, theme: theme)
            return
        }
        let hero = HeroLayout.heroLines(selected.item, width: canvas.width)
        layout = HeroLayout(width: canvas.width, height: canvas.height)
        selection.scrollToSelection(visibleRows: max(1, layout.stripRows))
        drawHero(selected.item, lines: hero, in: &canvas, theme: theme)
        guard layout.stripRows > 0 else { return }
        var strip = Canvas(width: canvas.width, height: layout.stripRows)
        if let animation = presentation.runningAnimation(at: context.time, motion: context.motion) {
            let oldOffset = presentation.offsetBeforeChange
            let newOffset = selection.offset
            animation.draw(
                in: &strip, at: context.time, entrySize: Size(width: canvas.width, height: 1),
                oldPlacement: { ChangeAnimation.Placement(column: 0, row: Double($0 - oldOffset)) },
                newPlacement: { ChangeAnimation.Placement(column: 0, row: Double($0 - newOffset)) },
                seed: context.motion.seed
            ) { item, index in
                var row = Canvas(width: canvas.width, height: 1)
                drawStripRow(item, selected: index != nil && index == selection.selected, in: &row, theme: theme)
                return row
            }
        } else {
            for row in 0..<layout.stripRows {
                let index = selection.offset + row
                guard items.indices.contains(index) else { break }
                var line = Canvas(width: canvas.width, height: 1)
                drawStripRow(items[index], selected: index == selected.index, in: &line, theme: theme)
                strip.draw(line, at: Point(column: 0, row: row))
            }
        }
        drawScrollMarks(in: &strip, theme: theme)
        canvas.draw(strip, at: Point(column: 0, row: layout.heroHeight))
    }

    /// The hero: a heavy box titled with the kind and length, holding the title, the
    /// byline and the description; plain lines when the area is too small for a box.
    private func drawHero(_ item: HomeItem, lines: [HeroLayout.Line], in canvas: inout Canvas, theme: Theme) {
        let boxed = layout.isBoxed
        let inset = boxed ? 2 : 0
        let rows = layout.heroHeight - (boxed ? 2 : 0)
        for (offset, line) in lines.prefix(rows).enumerated() {
            let style = switch line.role {
            case .title: theme.title
            case .badge: theme.badge(item.kind)
            case .secondary: theme.secondary
            }
            canvas.draw(line.text, at: Point(column: inset, row: offset + (boxed ? 1 : 0)), style: style, maxWidth: canvas.width - 2 * inset)
        }
        if boxed {
            let title = [item.kind.label, item.lengthLabel].filter { !$0.isEmpty }.joined(separator: " · ")
            Box.draw(
                in: &canvas, rect: Rect(column: 0, row: 0, width: canvas.width, height: layout.heroHeight),
                style: theme.selectedBorder, lines: .heavy, title: " \(title) ")
        }
    }

    /// One strip row: `▸ LONG  Title……………… 12 min`.
    private func drawStripRow(_ item: HomeItem, selected: Bool, in row: inout Canvas, theme: Theme) {
        let width = row.width
        let base = selected ? theme.selection : theme.text
        if selected { row.fill(row.bounds, with: Cell(.space, style: base)) }
        var column = row.draw(selected ? "▸ " : "  ", at: Point(column: 0, row: 0), style: base)
        if width >= 24 {
            column += row.draw(item.kind.badge, at: Point(column: column, row: 0), style: selected ? base : theme.badge(item.kind))
            column += 2
        }
        let length = item.lengthLabel
        let lengthWidth = width >= 40 && !length.isEmpty ? TextLayout.width(length) + 2 : 0
        row.draw(item.title, at: Point(column: column, row: 0), style: base, maxWidth: width - column - lengthWidth - 1)
        if lengthWidth > 0 {
            row.draw(length, at: Point(column: width - lengthWidth + 1, row: 0), style: selected ? base : theme.secondary)
        }
    }

    /// "↑" and "↓" in the strip's last column when rows are hidden above or below.
    private func drawScrollMarks(in strip: inout Canvas, theme: Theme) {
        guard strip.width >= 2 else { return }
        if selection.offset > 0 {
            strip.draw("↑", at: Point(column: strip.width - 1, row: 0), style: theme.secondary)
        }
        if selection.offset + strip.height < items.count {
            strip.draw("↓", at: Point(column: strip.width - 1, row: strip.height - 1), style: theme.secondary)
        }
    }
}

/// How the hero template divides its height: the hero on top, the strip below.
struct HeroLayout: Hashable {
    /// A line of the hero and what it shows.
    struct Line: Hashable {
        enum Role: Hashable { case badge, title, secondary }
        var text: String
        var role: Role
    }

    static let titleLines = 3
    static let descriptionLines = 2

    /// Rows of the hero, box included.
    let heroHeight: Int
    /// Rows of the strip below it.
    let stripRows: Int
    /// Whether the hero is drawn in a box: when the area has room for one around a line.
    let isBoxed: Bool

    /// The most lines the hero shows: a title of three, the byline, a description of two.
    static let maximumLines = titleLines + 1 + descriptionLines

    /// The hero takes the rows its longest content needs (and a box around them), the
    /// same whichever item is selected, so that the strip stays still; the strip keeps at
    /// least two rows once the area has six, and takes all rows the hero leaves.
    init(width: Int, height: Int) {
        let boxable = width >= 8
        let wanted = boxable ? Self.maximumLines + 2 : Self.maximumLines + 1
        let hero = max(0, height >= 6 ? min(wanted, height - 2) : height)
        heroHeight = hero
        stripRows = max(0, height - hero)
        isBoxed = boxable && hero >= 3
    }

    /// The hero's lines at a width: the title wrapped, the byline, the description
    /// wrapped. The kind and length go in the box's edge, or on a first line of their
    /// own when the hero is too narrow for a box.
    static func heroLines(_ item: HomeItem, width: Int) -> [Line] {
        let inner = width >= 8 ? width - 4 : width
        var lines: [Line] = []
        if width < 8 { lines.append(Line(text: item.kind.label, role: .badge)) }
        lines += TextLayout.wrap(item.title, width: max(1, inner), maxLines: titleLines).map { Line(text: $0, role: .title) }
        if let byline = item.byline { lines.append(Line(text: byline, role: .secondary)) }
        if let description = item.description {
            lines += TextLayout.wrap(description, width: max(1, inner), maxLines: descriptionLines).map { Line(text: $0, role: .secondary) }
        }
        return lines
    }
}
