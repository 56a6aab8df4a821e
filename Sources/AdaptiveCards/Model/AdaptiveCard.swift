import Diagnostics

/// An Adaptive Card, read: its body of elements, its actions, and what the card says of
/// itself. Make one with ``CardDocument/read(_:file:data:host:)``.
///
/// Everything in it is what will be drawn: elements of unknown types have been replaced
/// by their fallbacks or dropped, templates expanded, values that could not be read
/// left at their defaults (each with a diagnostic in the reading).
public struct AdaptiveCard: Hashable, Sendable {
    /// The version of the format the card is written for.
    public var version: CardVersion?
    /// The elements, top to bottom.
    public var body: [CardElement] = []
    /// The card's actions, drawn as buttons under the body.
    public var actions: [CardAction] = []
    /// What choosing the card as a whole does.
    public var selectAction: CardAction?
    /// What to show where the card cannot be drawn (a newer version).
    public var fallbackText: String?
    /// What a screen reader says instead of the card's text, when given.
    public var speak: String?
    /// The card's language, as written.
    public var lang: String?
    /// Whether the card reads right to left; `nil` when it does not say.
    public var rtl: Bool?
    /// The least height, in pixels as written.
    public var minHeight: Int?
    /// Where the body goes in a taller card.
    public var verticalContentAlignment: VerticalAlignment = .top
    /// The URL of the background image, as written.
    public var backgroundImage: String?
    /// Where the card is in the document: "" for the root, `/actions/0/card` for a card
    /// shown by an action.
    public var path: String = ""

    /// An empty card.
    public init() {}

    /// A card of one wrapped text block: how a card of a newer version is drawn (its
    /// fallback text), and how a host says a card could not be drawn.
    ///
    /// - Parameter text: The text.
    /// - Returns: The card.
    public static func message(_ text: String) -> AdaptiveCard {
        var card = AdaptiveCard()
        card.version = .supported
        var block = TextBlock(text: text)
        block.wrap = true
        card.body = [CardElement(content: .text(block), path: "/body/0")]
        return card
    }
}
