/// What a person changed of a card: the inputs' values, the elements shown or hidden,
/// the cards actions show, the overflow menus open, the carousels' pages, and where the
/// focus is. Kept apart from the card, as a list's selection is kept apart from its
/// items: the same card draws differently in another state.
public struct CardState: Hashable, Sendable {
    /// The inputs' values by the input's path (``CardElement/path``), where changed.
    public var values: [String: String] = [:]
    /// Elements shown or hidden by actions, by element id.
    public var visibility: [String: Bool] = [:]
    /// The paths of the `Action.ShowCard`s whose cards are shown.
    public var shownCards: Set<String> = []
    /// The paths of the action sets whose overflow menus (`mode: secondary`) are open.
    public var openOverflows: Set<String> = []
    /// The first page shown of each carousel, by its path.
    public var carouselPages: [String: Int] = [:]
    /// The paths of the inputs the last submit found missing.
    public var invalid: Set<String> = []
    /// The path of the focused target (``CardTarget/path``), if any.
    public var focus: String?

    /// Nothing changed, nothing focused.
    public init() {}

    /// The value of `input` (at `path`): as changed, or as the card writes it.
    public func value(of input: CardInput, at path: String) -> String {
        values[path] ?? input.initialValue
    }

    /// Whether the element shows: as an action made it, or as the card writes it.
    public func isVisible(_ element: CardElement) -> Bool {
        element.id.flatMap { visibility[$0] } ?? element.isVisible
    }
}
