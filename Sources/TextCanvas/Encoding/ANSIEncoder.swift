/// Writes a whole canvas as lines of text with colour escape codes: what `home render
/// --color always` prints. Each line ends in a reset, so nothing leaks past it.
///
/// With ``ColorMode/none`` the output is exactly ``PlainTextEncoder``'s.
public struct ANSIEncoder: Sendable {
    /// The colour mode.
    public var mode: ColorMode

    /// Creates an encoder.
    public init(mode: ColorMode) {
        self.mode = mode
    }

    /// The frame: `height` lines, each followed by "\n".
    public func encode(_ canvas: Canvas) -> String {
        guard mode != .none else { return PlainTextEncoder().encode(canvas) }
        var text = ""
        text.reserveCapacity(canvas.width * canvas.height * 2)
        for row in 0..<canvas.height {
            var current: Style?
            for cell in canvas.row(row) where !cell.glyph.isContinuation {
                if cell.style != current {
                    text += SelectGraphicRendition.sequence(for: cell.style, mode: mode)
                    current = cell.style
                }
                text += cell.glyph.text
            }
            text += SelectGraphicRendition.reset
            text += "\n"
        }
        return text
    }
}
