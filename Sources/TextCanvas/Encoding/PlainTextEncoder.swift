/// Writes a canvas as plain text: no escape codes, every line exactly the canvas's
/// width in display columns, each ended by a line feed.
///
/// This is what `home` prints when its output is not a terminal, and what golden frame
/// files hold.
public struct PlainTextEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The frame's lines, without line feeds.
    public func lines(_ canvas: Canvas) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(canvas.height)
        for row in 0..<canvas.height {
            var line = ""
            line.reserveCapacity(canvas.width)
            for cell in canvas.row(row) where !cell.glyph.isContinuation {
                line += cell.glyph.text
            }
            lines.append(line)
        }
        return lines
    }

    /// The whole frame: `height` lines, each followed by "\n".
    public func encode(_ canvas: Canvas) -> String {
        var text = ""
        text.reserveCapacity(canvas.width * canvas.height + canvas.height)
        for line in lines(canvas) {
            text += line
            text += "\n"
        }
        return text
    }
}

extension Canvas {
    /// The canvas as plain text, as ``PlainTextEncoder`` writes it.
    public var plainText: String { PlainTextEncoder().encode(self) }
}
