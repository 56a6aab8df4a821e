import DynamicHome

extension TemplateStyle {
    /// One row per item: `ListTemplate`.
    public static let list: TemplateStyle = "list"
}

/// The list template: one entry per item, a badge, the title and a line of
/// description, with a highlighted selection that scrolls into view.
///
/// Keys: up/down (j/k) select, page up/down and home/end jump, enter opens the item
/// as its kind says, `s` opens settings, `v` asks to be replaced by the grid,
/// left/right (h/l) swipe to the previous or next day. A click selects a row, a click
/// on the selected row opens it; the wheel moves the selection.
public final class ListTemplate: HomeTemplate, HomeCallbackStorage, HasViewModel, Refreshable {
    public static let style = TemplateStyle.list
    public static let summary = "one row per item: badge, title and a line of description"

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
    /// Rows an entry takes: its title line and its description line.
    static let rowsPerItem = 2
    /// Entries that fit the last canvas drawn, for paging.
    private var visibleItems = 1

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
        case .pageUp: return moveSelection(by: -visibleItems)
        case .pageDown: return moveSelection(by: visibleItems)
        case .home: return moveSelection(by: -items.count)
        case .end: return moveSelection(by: items.count)
        case .enter: return openSelected()
        case .character("v"):
            replaceWith(.grid)
            return .handled
        default: return .ignored
        }
    }

    private func handle(_ mouse: MouseEvent) -> EventHandling {
        switch mouse.action {
        case .press:
            let index = selection.offset + mouse.row / Self.rowsPerItem
            guard items.indices.contains(index) else { return .ignored }
            if index == selection.selected { return openSelected() }
            selection.select(index)
            return .handled
        case .scrollUp: return moveSelection(by: -1)
        case .scrollDown: return moveSelection(by: 1)
        case .drag, .release: return .ignored
        }
    }

    private func moveSelection(by delta: Int) -> EventHandling {
        selection.move(by: delta)
        selection.scrollToSelection(visibleRows: visibleItems)
        return .handled
    }

    private func openSelected() -> EventHandling {
        guard let selected = presentation.selectedItem else { return .ignored }
        open(selected)
        return .handled
    }

    // MARK: Drawing

    public func draw(in canvas: inout Canvas, context: DrawContext) {
        let theme = context.theme
        guard !items.isEmpty else {
            ItemPresentation.drawEmptyDay(in: &canvas, theme: theme)
            return
        }
        visibleItems = max(1, canvas.height / Self.rowsPerItem)
        selection.scrollToSelection(visibleRows: visibleItems)
        if let animation = presentation.runningAnimation(at: context.time, motion: context.motion) {
            let width = canvas.width
            let oldOffset = presentation.offsetBeforeChange
            let newOffset = selection.offset
            animation.draw(
                in: &canvas, at: context.time, entrySize: Size(width: width, height: Self.rowsPerItem),
                oldPlacement: { ChangeAnimation.Placement(column: 0, row: Double(($0 - oldOffset) * Self.rowsPerItem)) },
                newPlacement: { ChangeAnimation.Placement(column: 0, row: Double(($0 - newOffset) * Self.rowsPerItem)) },
                seed: context.motion.seed
            ) { item, index in
                var entry = Canvas(width: width, height: Self.rowsPerItem)
                drawEntry(item, selected: index != nil && index == selection.selected, row: 0, in: &entry, theme: theme)
                return entry
            }
        } else {
            for slot in 0..<(canvas.height + Self.rowsPerItem - 1) / Self.rowsPerItem {
                let index = selection.offset + slot
                guard items.indices.contains(index) else { break }
                drawEntry(items[index], selected: index == selection.selected, row: slot * Self.rowsPerItem, in: &canvas, theme: theme)
            }
        }
        drawScrollMarks(in: &canvas, theme: theme)
    }

    /// One entry: `▸ LONG  Title……………… 12 min` over `        description…`.
    private func drawEntry(_ item: HomeItem, selected: Bool, row: Int, in canvas: inout Canvas, theme: Theme) {
        let width = canvas.width
        let base = selected ? theme.selection : theme.text
        if selected {
            canvas.fill(Rect(column: 0, row: row, width: width, height: Self.rowsPerItem), with: Cell(.space, style: base))
        }
        var column = canvas.draw(selected ? "▸ " : "  ", at: Point(column: 0, row: row), style: base)
        let showBadge = width >= 24
        if showBadge {
            let badgeStyle = selected ? base : theme.badge(item.kind)
            column += canvas.draw(item.kind.badge, at: Point(column: column, row: row), style: badgeStyle)
            column += 2
        }
        let length = item.lengthLabel
        let lengthWidth = width >= 40 && !length.isEmpty ? TextLayout.width(length) + 2 : 0
        let titleRoom = width - column - lengthWidth - 1
        canvas.draw(item.title, at: Point(column: column, row: row), style: selected ? base : theme.title, maxWidth: titleRoom)
        if lengthWidth > 0 {
            canvas.draw(length, at: Point(column: width - lengthWidth + 1, row: row), style: selected ? base : theme.secondary)
        }
        let secondLine = item.description ?? item.byline ?? ""
        canvas.draw(
            secondLine, at: Point(column: column, row: row + 1),
            style: selected ? base : theme.secondary, maxWidth: width - column - 1)
    }

    /// "↑" and "↓" in the last column when entries are hidden above or below.
    private func drawScrollMarks(in canvas: inout Canvas, theme: Theme) {
        guard canvas.width >= 2 else { return }
        if selection.offset > 0 {
            canvas.draw("↑", at: Point(column: canvas.width - 1, row: 0), style: theme.secondary)
        }
        if selection.offset + visibleItems < items.count {
            canvas.draw("↓", at: Point(column: canvas.width - 1, row: canvas.height - 1), style: theme.secondary)
        }
    }
}
