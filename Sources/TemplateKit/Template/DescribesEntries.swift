/// What the screen reader (``ScreenReading``) says of a template's entries: their own
/// words, as UIKit's `accessibilityLabel` gives a view its own, and where the focus is
/// inside the highlighted entry.
///
/// The screen reader says every item by its line, "Item 2 of 5: Title. Long read,
/// 12 min.", built from the item: its title, kind and length. That is the kit's
/// default, and all a person hears of an entry whose template does not adopt this
/// protocol, or returns `nil`. An entry that shows more (a price, a badge, a card's text
/// and buttons) says it in ``spokenWords(for:)``, after the item line:
///
/// ```swift
/// extension PriceTemplate: DescribesEntries {
///     /// "On sale. £1.99.": the badge and the price, as the entry draws them.
///     public func spokenWords(for item: HomeItem) -> String? {
///         guard let price = item.fields["price"] else { return nil }
///         return (item.fields["sale"] != nil ? "On sale. " : "") + "\(price)."
///     }
/// }
/// ```
///
/// Say what the entry shows and the item line does not, in reading order, as sentences;
/// leave out what only decorates (borders, rules, arrows). The words are read at every
/// step of a screen reader's session for every item on screen: keep them cheap, and the
/// same for the same item. A data template says the text its entry draws.
@MainActor
public protocol DescribesEntries: AnyObject {
    /// The words of `item`'s entry, as a person who cannot see it should hear them after
    /// its item line; `nil` to say the item line alone (its title and kind).
    func spokenWords(for item: HomeItem) -> String?
    /// Where the focus is inside the highlighted entry ("Button: Send."); `nil` (the
    /// default) when it is on the entry as a whole.
    var spokenFocus: String? { get }
}

extension DescribesEntries {
    /// The focus is on the highlighted entry as a whole.
    public var spokenFocus: String? { nil }
}
