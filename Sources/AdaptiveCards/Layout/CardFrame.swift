import TextCanvas

/// Something in a drawn card that takes the focus: an action's button, an input (or a
/// choice of an expanded choice set), an element with a `selectAction`, an overflow
/// menu, a carousel.
public struct CardTarget: Hashable, Sendable {
    /// What the target is.
    public enum Kind: Hashable, Sendable {
        /// A button or a chosen element: what choosing it does.
        case action(CardAction)
        /// An input; `choice` is the choice of an expanded choice set.
        case input(CardInput, path: String, choice: Int?)
        /// The `…` that opens an action set's secondary actions.
        case overflow(setPath: String)
        /// A carousel: choosing it shows its next pages.
        case carousel(path: String, pages: Int, visible: Int)
    }

    /// The target's identity, stable across frames: the path of its action or input (with
    /// `#2` for a choice, `#more` for an overflow).
    public var path: String
    /// What it is.
    public var kind: Kind
    /// Where it is drawn, in the card's frame.
    public var rect: Rect

    /// Creates a target.
    public init(path: String, kind: Kind, rect: Rect) {
        self.path = path
        self.kind = kind
        self.rect = rect
    }

    /// The target moved by `offset`.
    func offset(by origin: Point) -> CardTarget {
        var moved = self
        moved.rect.column += origin.column
        moved.rect.row += origin.row
        return moved
    }
}

/// A card drawn at a width: the canvas, as tall as the card, and the targets in reading order.
public struct CardFrame: Hashable, Sendable {
    /// The drawing.
    public var canvas: Canvas
    /// What takes the focus, in reading order, with where each is drawn.
    public var targets: [CardTarget]

    /// Creates a frame.
    public init(canvas: Canvas, targets: [CardTarget]) {
        self.canvas = canvas
        self.targets = targets
    }

    /// The target with `path`, if it is drawn.
    public func target(_ path: String?) -> CardTarget? {
        guard let path else { return nil }
        return targets.first { $0.path == path }
    }
}
