import AdaptiveCards
import DynamicHome

/// The card style: each item's Adaptive Card (`"card"` in a day file, with `"data"` for
/// a template) in a feed, one card a row, as tall as the tallest of the first hundred
/// cards at the width (at most the screen); an item without a card shows its title and
/// description as one. A day of sections handed to it alone is a rail of cards a section
/// (left and right move along).
///
/// Keys are the kit's (``/DynamicHome/ItemTemplate``) with the card's (``ShowsCards``):
/// tab and shift-tab move through the highlighted card's buttons and fields, enter and
/// space carry them out (`cardSubmitted` and `urlOpened` reach analytics), typing changes
/// a field, `v` asks for the grid of cards.
public final class CardTemplate: ShowsCards {
    public static let style: TemplateStyle = "card"
    public static let summary = "each item's Adaptive Card in a feed, its buttons and fields focusable"
    public static let alternative: TemplateStyle? = "card-grid"
    public static var keyBindings: [KeyBinding] { cardKeyBindings }

    public var kit = ItemKit()
    public let cards: CardEntries

    public init() { cards = CardEntries() }

    /// A card a row, the width of the screen (its last column for the scroll marks); a
    /// rail a section, one card wide, when the day's sections are rails.
    public func layout(at size: Size) -> ItemLayout {
        if sectionsAsRails {
            let width = max(1, size.width - 2)
            return ItemLayout(
                area: Rect(size), entrySize: Size(width: width, height: entryHeight(forWidth: width, limit: max(3, size.height - 1))), gap: 1,
                scrollMarks: .ownColumn, rails: true)
        }
        let width = max(1, size.width - 1)
        return ItemLayout(area: Rect(size), entrySize: Size(width: width, height: entryHeight(forWidth: width, limit: max(3, size.height))))
    }
}

/// The card grid style: the items' Adaptive Cards side by side, as many columns of 36
/// or more as fit, each row as tall as the tallest card (a rail a section, when the day's
/// sections are rails); as ``CardTemplate`` otherwise.
public final class CardGridTemplate: ShowsCards {
    public static let style: TemplateStyle = "card-grid"
    public static let summary = "the items' Adaptive Cards side by side in columns"
    public static let alternative: TemplateStyle? = "card"
    public static var keyBindings: [KeyBinding] { cardKeyBindings }

    static let minimumCardWidth = 36

    public var kit = ItemKit()
    public let cards: CardEntries

    public init() { cards = CardEntries() }

    public func layout(at size: Size) -> ItemLayout {
        let columns = max(1, (size.width + 1) / (Self.minimumCardWidth + 1))
        let width = max(1, (size.width - (columns - 1)) / columns)
        let height = entryHeight(forWidth: width, limit: max(3, size.height - (sectionsAsRails ? 1 : 0)))
        return ItemLayout(
            area: Rect(size), entrySize: Size(width: width, height: height), perRow: sectionsAsRails ? 1 : columns, gap: 1,
            scrollMarks: .ownColumn, rails: sectionsAsRails)
    }
}
