import Diagnostics

/// An action: a button of an action set or of the card, an input's inline action, or
/// what choosing an element does (`selectAction`).
public struct CardAction: Hashable, Sendable {
    /// What an action does.
    public indirect enum Kind: Hashable, Sendable {
        /// Opens a URL.
        case openURL(String)
        /// Sends the inputs' values with `data`.
        case submit(data: CardValue?, associatedInputs: AssociatedInputs)
        /// Sends the inputs' values with `data` and a verb (1.4).
        case execute(verb: String?, data: CardValue?, associatedInputs: AssociatedInputs)
        /// Shows a card inline, under the action.
        case showCard(AdaptiveCard)
        /// Shows, hides or toggles elements by id.
        case toggleVisibility([ToggleTarget])
    }

    /// An element an ``Kind/toggleVisibility(_:)`` action names.
    public struct ToggleTarget: Hashable, Sendable {
        /// The element's id.
        public var elementID: String
        /// What it makes the element: shown, hidden, or (`nil`) the other of what it is.
        public var isVisible: Bool?

        /// Creates a target.
        public init(elementID: String, isVisible: Bool? = nil) {
            self.elementID = elementID
            self.isVisible = isVisible
        }
    }

    /// What it does.
    public var kind: Kind
    /// Its title: the button's words.
    public var title: String = ""
    /// Its id.
    public var id: String?
    /// The URL of its icon, as written.
    public var iconURL: String?
    /// The button's style.
    public var style = ActionStyle.default
    /// A button, or in the overflow menu.
    public var mode = ActionMode.primary
    /// Whether it can be chosen.
    public var isEnabled = true
    /// What a pointer resting on it shows.
    public var tooltip: String?
    /// Where it is in the document: `/actions/1`, `/body/0/items/2/selectAction`.
    public var path: String
    /// The path of the card it is in: "" for the root card.
    public var cardPath: String = ""
    /// Where it is written.
    public var location: SourceLocation?

    /// Creates an action.
    public init(kind: Kind, title: String = "", path: String, location: SourceLocation? = nil) {
        self.kind = kind
        self.title = title
        self.path = path
        self.location = location
    }

    /// The type name the format gives it: "Action.Submit"…
    public var typeName: String {
        switch kind {
        case .openURL: "Action.OpenUrl"
        case .submit: "Action.Submit"
        case .execute: "Action.Execute"
        case .showCard: "Action.ShowCard"
        case .toggleVisibility: "Action.ToggleVisibility"
        }
    }
}
