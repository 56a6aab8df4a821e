/// Writes frames to a terminal screen, sending only what changed since the last one.
///
/// Given the frame before, it writes only the cells that differ, moves the cursor only
/// when the next changed cell is not where the cursor already is, and sets a style only
/// when it differs from the terminal's current one. A frame equal to the last writes
/// nothing at all. Each frame is one string, for one write to the terminal.
///
/// The encoder assumes it is the only writer to the screen between frames. After
/// anything else touches the screen (a resize, a suspend), call ``invalidate()``: the
/// next frame is then drawn whole.
public struct IncrementalEncoder: Sendable {
    /// The colour mode.
    public var mode: ColorMode
    /// The frame the terminal shows, as far as the encoder knows.
    public private(set) var screen: Canvas?
    /// Where the terminal's cursor is, when known.
    private var cursor: Point?
    /// The terminal's current style, when known.
    private var style: Style?

    /// Creates an encoder for a screen of unknown contents.
    public init(mode: ColorMode) {
        self.mode = mode
    }

    /// Forgets what the screen shows: the next frame clears it and is drawn whole.
    public mutating func invalidate() {
        screen = nil
        cursor = nil
        style = nil
    }

    /// The bytes that turn the screen into `frame`.
    ///
    /// - Complexity: O(width × height) to compare; the output is proportional to the
    ///   changed cells.
    public mutating func encode(_ frame: Canvas) -> String {
        var output = ByteWriter(capacity: frame.width * frame.height * 2)
        let previous: Canvas?
        if let screen, screen.size == frame.size {
            previous = screen
        } else {
            // Unknown or resized: start from a cleared screen in the default style.
            output.append(SelectGraphicRendition.reset)
            output.append("\u{1B}[2J")
            style = .plain
            cursor = nil
            previous = nil
        }
        var writer = FrameWriter(mode: mode, width: frame.width, cursor: cursor, style: style)
        frame.cells.withUnsafeBufferPointer { cells in
            if let previous {
                previous.cells.withUnsafeBufferPointer { before in
                    writer.write(cells, height: frame.height, into: &output) { before[$0] == $1 }
                }
            } else {
                writer.write(cells, height: frame.height, into: &output) { $1 == .blank }
            }
        }
        cursor = writer.cursor
        style = writer.style
        if !output.isEmpty, style != .plain, mode != .none {
            output.append(SelectGraphicRendition.reset)
            style = .plain
        }
        screen = frame
        return output.string
    }
}

/// The loop of ``IncrementalEncoder/encode(_:)`` over one frame's cells, with the
/// cursor and the style the terminal has as it goes.
private struct FrameWriter {
    let mode: ColorMode
    let width: Int
    /// Where the terminal's cursor is, when known.
    var cursor: Point?
    /// The terminal's current style, when known.
    var style: Style?

    init(mode: ColorMode, width: Int, cursor: Point?, style: Style?) {
        self.mode = mode
        self.width = width
        self.cursor = cursor
        self.style = style
    }

    /// Writes the cells that `isUnchanged(index, cell)` says differ from the screen.
    @inline(__always)
    mutating func write(
        _ cells: UnsafeBufferPointer<Cell>, height: Int, into output: inout ByteWriter,
        isUnchanged: (Int, Cell) -> Bool
    ) {
        for row in 0..<height {
            let base = row * width
            var column = 0
            while column < width {
                let cell = cells[base + column]
                if cell.glyph.isContinuation || isUnchanged(base + column, cell) {
                    column += 1
                    continue
                }
                moveCursor(to: Point(column: column, row: row), in: cells, output: &output)
                if mode != .none, cell.style != style {
                    SelectGraphicRendition.write(cell.style, mode: mode, into: &output)
                    style = cell.style
                }
                output.append(cell.glyph)
                column += cell.glyph.width
                cursor = Point(column: min(column, width - 1), row: row)
                // After the last column a terminal holds a pending wrap, and after a
                // cluster of several scalars a terminal may have moved by another width
                // than ours: either way the cursor's place is no longer known, and the
                // next write moves it absolutely.
                if column >= width || !cell.glyph.isSingleScalar { cursor = nil }
            }
        }
    }

    /// Moves the cursor as cheaply as it can: not at all, a few unchanged cells
    /// rewritten, a relative move along the row, or an absolute move.
    private mutating func moveCursor(to target: Point, in cells: UnsafeBufferPointer<Cell>, output: inout ByteWriter) {
        if let cursor, cursor == target { return }
        if let cursor, cursor.row == target.row, target.column > cursor.column {
            let gap = target.column - cursor.column
            // Rewriting up to three unchanged narrow cells of the current style is
            // shorter than an escape sequence.
            if gap <= 3 {
                let base = target.row * width
                let skipped = cells[base + cursor.column..<base + target.column]
                if skipped.allSatisfy({ $0.glyph.width == 1 && $0.style == style }) {
                    for cell in skipped { output.append(cell.glyph) }
                    self.cursor = target
                    return
                }
            }
            if gap == 1 {
                output.append("\u{1B}[C")
            } else {
                output.append("\u{1B}[")
                output.appendDecimal(gap)
                output.append(UInt8(ascii: "C"))
            }
        } else {
            output.append("\u{1B}[")
            output.appendDecimal(target.row + 1)
            output.append(UInt8(ascii: ";"))
            output.appendDecimal(target.column + 1)
            output.append(UInt8(ascii: "H"))
        }
        cursor = target
    }
}
