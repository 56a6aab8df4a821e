import DynamicHome

/// The grid template: cards in as many columns as the width allows, each with the
/// kind, the title over two lines and the byline; the highlighted card has a heavy
/// border.
///
/// Keys, clicks and the wheel are the kit's (``/DynamicHome/ItemTemplate``): up/down (k/j) and the
/// wheel move a row, page up/down and home/end jump, enter opens the card as its kind
/// says, space opens a quick look of any card (`shortSelected`), `v` asks to be replaced
/// by the list, `s` opens settings; tab and shift-tab move to the next or previous card.
/// A click highlights a card, a click on the highlighted card opens it.
public final class GridTemplate: ItemTemplate {
    public static let style = TemplateStyle.grid
    public static let summary = "cards in columns that adapt to the width"
    public static let alternative: TemplateStyle? = .list
    public static let spaceOpensQuickLook = true

    static let minimumCardWidth = 24
    static let cardHeight = 6

    public var kit = ItemKit()

    public init() {}

    /// As many columns of cards at least 24 wide as fit, one column apart; the cards fill
    /// the width, so the scroll marks take a column of their own when rows are hidden.
    public func layout(at size: Size) -> ItemLayout {
        let columns = max(1, (size.width + 1) / (Self.minimumCardWidth + 1))
        let cardWidth = max(1, (size.width - (columns - 1)) / columns)
        return ItemLayout(
            area: Rect(size), entrySize: Size(width: cardWidth, height: Self.cardHeight), perRow: columns, gap: 1,
            scrollMarks: .ownColumn)
    }

    /// The next and previous card (tab and shift-tab).
    public func handleTemplateCommand(_ command: KeyCommand) -> EventHandling? {
        switch command {
        case .nextEntry: moveHighlight(by: 1)
        case .previousEntry: moveHighlight(by: -1)
        default: nil
        }
    }

    public func drawEntry(_ item: HomeItem, highlighted: Bool, in card: inout Canvas, theme: Theme) {
        Self.drawCard(item, highlighted: highlighted, in: &card, theme: theme)
    }

    /// One card: a box (heavy when highlighted) with the kind and length, the title over
    /// two lines and the byline; the shelves' cards too.
    static func drawCard(_ item: HomeItem, highlighted: Bool, in card: inout Canvas, theme: Theme) {
        Box.draw(in: &card, rect: card.bounds, style: highlighted ? theme.selectedBorder : theme.border, lines: highlighted ? .heavy : .rounded)
        let inner = card.width - 4
        guard inner > 0 else { return }
        card.draw(item.kind.label, at: Point(column: 2, row: 1), style: theme.badge(item.kind))
        let length = item.lengthLabel
        let lengthWidth = TextLayout.width(length)
        if !length.isEmpty, lengthWidth + 7 <= inner {
            card.draw(length, at: Point(column: 2 + inner - lengthWidth, row: 1), style: theme.secondary)
        }
        for (offset, line) in TextLayout.wrap(item.title, width: inner, maxLines: 2).enumerated() {
            card.draw(line, at: Point(column: 2, row: 2 + offset), style: highlighted ? theme.selection : theme.title)
        }
        if let byline = item.byline ?? item.description {
            card.draw(byline, at: Point(column: 2, row: 4), style: theme.secondary, maxWidth: inner)
        }
    }
}
