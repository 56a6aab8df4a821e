/// Writes a canvas as plain text: no escape codes, every line exactly the canvas's
/// width in display columns, each ended by a line feed.
///
/// This is what `home` prints when its output is not a terminal, and what golden frame
/// files hold.
public struct PlainTextEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The frame's lines, without line feeds.
    ///
    /// - Complexity: O(width × height).
    public func lines(_ canvas: Canvas) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(canvas.height)
        canvas.cells.withUnsafeBufferPointer { cells in
            for row in 0..<canvas.height {
                var output = ByteWriter(capacity: canvas.width + 16)
                Self.write(cells, row * canvas.width..<(row + 1) * canvas.width, into: &output)
                lines.append(output.string)
            }
        }
        return lines
    }

    /// The whole frame: `height` lines, each followed by "\n".
    ///
    /// - Complexity: O(width × height).
    public func encode(_ canvas: Canvas) -> String {
        var output = ByteWriter(capacity: canvas.width * canvas.height + canvas.height)
        canvas.cells.withUnsafeBufferPointer { cells in
            for row in 0..<canvas.height {
                Self.write(cells, row * canvas.width..<(row + 1) * canvas.width, into: &output)
                output.append(UInt8(ascii: "\n"))
            }
        }
        return output.string
    }

    /// Writes the glyphs of a row of cells: those at `row`'s indices. (Indices, not a
    /// slice: iterating a slice of a buffer is generic code, slow in debug builds.)
    static func write(_ cells: UnsafeBufferPointer<Cell>, _ row: Range<Int>, into output: inout ByteWriter) {
        for index in row where !cells[index].glyph.isContinuation {
            output.append(cells[index].glyph)
        }
    }
}

extension Canvas {
    /// The canvas as plain text, as ``PlainTextEncoder`` writes it.
    public var plainText: String { PlainTextEncoder().encode(self) }
}
