/// A template whose entries say more than their items' titles (a card's text, its
/// buttons), and whose focus may be inside an entry (on a card's button): what the screen
/// reader says of them (``ScreenReading``).
@MainActor
public protocol DescribesEntries: AnyObject {
    /// The words of `item`'s entry, as a person who cannot see it should hear them;
    /// `nil` to say the item as every template does (its title and kind).
    func spokenWords(for item: HomeItem) -> String?
    /// Where the focus is inside the highlighted entry ("Button: Send."); `nil` when it
    /// is on the entry as a whole.
    var spokenFocus: String? { get }
}
