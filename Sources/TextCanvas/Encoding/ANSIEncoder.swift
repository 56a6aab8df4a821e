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
    ///
    /// - Complexity: O(width × height).
    public func encode(_ canvas: Canvas) -> String {
        guard mode != .none else { return PlainTextEncoder().encode(canvas) }
        var output = ByteWriter(capacity: canvas.width * canvas.height * 2)
        canvas.cells.withUnsafeBufferPointer { cells in
            for row in 0..<canvas.height {
                var current: Style?
                for cell in cells[row * canvas.width..<(row + 1) * canvas.width] where !cell.glyph.isContinuation {
                    if cell.style != current {
                        SelectGraphicRendition.write(cell.style, mode: mode, into: &output)
                        current = cell.style
                    }
                    output.append(cell.glyph)
                }
                output.append(SelectGraphicRendition.reset)
                output.append(UInt8(ascii: "\n"))
            }
        }
        return output.string
    }
}
