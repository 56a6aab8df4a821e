import TextCanvas

/// Draws a card into a canvas at a width, as tall as it is, with the targets a host moves
/// the focus between.
///
/// The layout of a terminal: text wraps at the width (a `wrap: false` block too, so that
/// no words are lost in narrow columns; `maxLines` still cuts), column sets share the
/// width as their columns' widths say (and stack when the columns would be too narrow to
/// read), images and media are frames with their alternative text, inputs show their
/// label and value (or placeholder), actions are buttons (`mode: secondary` ones behind
/// a `…`), a shown card opens under its button, and spacing comes in whole rows from the
/// host config's pixels.
///
/// ```swift
/// let layout = CardLayout(card: card)
/// let frame = layout.frame(width: 60)
/// print(PlainTextEncoder().encode(frame.canvas))
/// ```
public struct CardLayout: Sendable {
    /// The card.
    public var card: AdaptiveCard
    /// What the host says of spacing, colours and actions.
    public var host: HostConfig

    /// A layout of `card` on `host`.
    public init(card: AdaptiveCard, host: HostConfig = .terminal) {
        self.card = card
        self.host = host
    }

    /// The card drawn at `width` in `state`.
    ///
    /// - Parameters:
    ///   - width: The columns; at least 1.
    ///   - state: The inputs' values, what is shown, where the focus is.
    ///   - showsFocus: Whether the focused target is drawn highlighted.
    /// - Returns: The canvas, as tall as the card (at least one row), and its targets.
    /// - Complexity: O(n) in the card's elements and text, for each width and state.
    public func frame(width: Int, state: CardState = CardState(), showsFocus: Bool = true) -> CardFrame {
        let renderer = CardRenderer(host: host, state: state, showsFocus: showsFocus)
        var context = LayoutContext()
        context.rtl = card.rtl ?? false
        var block = renderer.card(card, width: max(1, width), context: context)
        if block.height == 0 { block = Block(width: max(1, width), height: 1, context: context) }
        if let minHeight = card.minHeight, host.rows(forPixels: minHeight) > block.height {
            var taller = Block(width: block.width, height: host.rows(forPixels: minHeight), context: context)
            let top = card.verticalContentAlignment == .bottom ? taller.height - block.height
                : card.verticalContentAlignment == .center ? (taller.height - block.height) / 2 : 0
            taller.place(block, at: Point(column: 0, row: top))
            block = taller
        }
        return CardFrame(canvas: block.canvas, targets: block.targets)
    }
}
