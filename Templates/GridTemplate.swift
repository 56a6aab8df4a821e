import DynamicHome

extension TemplateStyle {
    /// Cards in columns: `GridTemplate`.
    public static let grid: TemplateStyle = "grid"
}

/// The grid template: cards in as many columns as the width allows, each with the
/// kind, the title over two lines and the byline; the selected card has a heavy
/// border.
///
/// Keys: up/down (k/j) move a row, tab and shift-tab the next or previous card,
/// enter opens the card as its kind says, space opens a quick look of any card
/// (`shortSelected`), `s` opens settings, `v` asks to be replaced by the list,
/// left/right (h/l) swipe to the previous or next day. A click selects a card, a
/// click on the selected card opens it.
public final class GridTemplate: HomeTemplate, HomeCallbackStorage, HasViewModel, Refreshable {
    public static let style = TemplateStyle.grid
    public static let summary = "cards in columns that adapt to the width"

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
    /// The layout of the last canvas drawn, for moving by rows and hit-testing clicks.
    private var layout = GridLayout(width: 80, height: 24)

    public init() {}

    public var selectedIndex: Int? { selection.selected }

    public func didAppear() { didLaunch() }

    public func refresh() { presentation.present(viewModel, itemsPerRow: layout.columns) }

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
        case .up, .character("k"): return moveSelection(by: -layout.columns)
        case .down, .character("j"): return moveSelection(by: layout.columns)
        case .tab: return moveSelection(by: 1)
        case .backtab: return moveSelection(by: -1)
        case .pageUp: return moveSelection(by: -layout.columns * layout.visibleRows)
        case .pageDown: return moveSelection(by: layout.columns * layout.visibleRows)
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
            guard let index = layout.item(atColumn: mouse.column, row: mouse.row, offset: selection.offset),
                  items.indices.contains(index)
            else { return .ignored }
            if index == selection.selected { return openSelected(quickLook: false) }
            selection.select(index)
            return .handled
        case .scrollUp: return moveSelection(by: -layout.columns)
        case .scrollDown: return moveSelection(by: layout.columns)
        case .drag, .release: return .ignored
        }
    }

    private func moveSelection(by delta: Int) -> EventHandling {
        selection.move(by: delta)
        selection.scrollToSelection(visibleRows: layout.visibleRows, itemsPerRow: layout.columns)
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
        guard !items.isEmpty else {
            ItemPresentation.drawEmptyDay(in: &canvas, theme: theme)
            return
        }
        layout = GridLayout(width: canvas.width, height: canvas.height)
        selection.scrollToSelection(visibleRows: layout.visibleRows, itemsPerRow: layout.columns)
        if let animation = presentation.runningAnimation(at: context.time, motion: context.motion) {
            let layout = self.layout
            let oldOffset = presentation.offsetBeforeChange
            let newOffset = selection.offset
            func placement(_ index: Int, offset: Int) -> ChangeAnimation.Placement {
                let frame = layout.frame(column: index % layout.columns, row: index / layout.columns - offset)
                return ChangeAnimation.Placement(column: Double(frame.column), row: Double(frame.row))
            }
            animation.draw(
                in: &canvas, at: context.time, entrySize: Size(width: layout.cardWidth, height: GridLayout.cardHeight),
                oldPlacement: { placement($0, offset: oldOffset) }, newPlacement: { placement($0, offset: newOffset) },
                seed: context.motion.seed
            ) { item, index in
                var card = Canvas(width: layout.cardWidth, height: GridLayout.cardHeight)
                drawCard(item, selected: index != nil && index == selection.selected, frame: card.bounds, in: &card, theme: theme)
                return card
            }
            return
        }
        let rowsToDraw = (canvas.height + GridLayout.cardHeight - 1) / GridLayout.cardHeight
        for row in 0..<rowsToDraw {
            for column in 0..<layout.columns {
                let index = (selection.offset + row) * layout.columns + column
                guard items.indices.contains(index) else { break }
                let frame = layout.frame(column: column, row: row)
                drawCard(items[index], selected: index == selection.selected, frame: frame, in: &canvas, theme: theme)
            }
        }
    }

    private func drawCard(_ item: HomeItem, selected: Bool, frame: Rect, in canvas: inout Canvas, theme: Theme) {
        Box.draw(
            in: &canvas, rect: frame, style: selected ? theme.selectedBorder : theme.border,
            lines: selected ? .heavy : .rounded)
        let inner = frame.width - 4
        guard inner > 0 else { return }
        let left = frame.column + 2
        canvas.draw(item.kind.label, at: Point(column: left, row: frame.row + 1), style: theme.badge(item.kind))
        let length = item.lengthLabel
        let lengthWidth = TextLayout.width(length)
        if !length.isEmpty, lengthWidth + 7 <= inner {
            canvas.draw(length, at: Point(column: left + inner - lengthWidth, row: frame.row + 1), style: theme.secondary)
        }
        let titleStyle = selected ? theme.selection : theme.title
        for (offset, line) in TextLayout.wrap(item.title, width: inner, maxLines: 2).enumerated() {
            canvas.draw(line, at: Point(column: left, row: frame.row + 2 + offset), style: titleStyle)
        }
        if let byline = item.byline ?? item.description {
            canvas.draw(byline, at: Point(column: left, row: frame.row + 4), style: theme.secondary, maxWidth: inner)
        }
    }
}

/// Where the grid's cards go at a size.
struct GridLayout: Hashable {
    static let minimumCardWidth = 24
    static let cardHeight = 6
    static let gap = 1

    let columns: Int
    let cardWidth: Int
    let visibleRows: Int

    init(width: Int, height: Int) {
        columns = max(1, (width + Self.gap) / (Self.minimumCardWidth + Self.gap))
        cardWidth = max(1, (width - (columns - 1) * Self.gap) / columns)
        visibleRows = max(1, height / Self.cardHeight)
    }

    /// The card at a column and row of cards on screen.
    func frame(column: Int, row: Int) -> Rect {
        Rect(column: column * (cardWidth + Self.gap), row: row * Self.cardHeight, width: cardWidth, height: Self.cardHeight)
    }

    /// The index of the item under a point, given the first row on screen.
    func item(atColumn x: Int, row y: Int, offset: Int) -> Int? {
        guard x >= 0, y >= 0 else { return nil }
        let column = x / (cardWidth + Self.gap)
        guard column < columns, x % (cardWidth + Self.gap) < cardWidth else { return nil }
        return (offset + y / Self.cardHeight) * columns + column
    }
}
