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
        var output = ""
        let previous: Canvas?
        if let screen, screen.size == frame.size {
            previous = screen
        } else {
            // Unknown or resized: start from a cleared screen in the default style.
            output += SelectGraphicRendition.reset + "\u{1B}[2J"
            style = .plain
            cursor = nil
            previous = nil
        }
        let width = frame.width
        for row in 0..<frame.height {
            let base = row * width
            var column = 0
            while column < width {
                let cell = frame.cells[base + column]
                let unchanged = previous.map { $0.cells[base + column] == cell } ?? (cell == .blank)
                if unchanged || cell.glyph.isContinuation {
                    column += 1
                    continue
                }
                moveCursor(to: Point(column: column, row: row), in: frame, output: &output)
                setStyle(cell.style, output: &output)
                output += cell.glyph.text
                column += cell.glyph.width
                cursor = Point(column: min(column, width - 1), row: row)
                // After the last column a terminal holds a pending wrap: the cursor's
                // place is no longer reliable.
                if column >= width { cursor = nil }
            }
        }
        if !output.isEmpty, style != .plain, mode != .none {
            output += SelectGraphicRendition.reset
            style = .plain
        }
        screen = frame
        return output
    }

    /// Moves the cursor as cheaply as it can: not at all, a few unchanged cells
    /// rewritten, a relative move along the row, or an absolute move.
    private mutating func moveCursor(to target: Point, in frame: Canvas, output: inout String) {
        if let cursor, cursor == target { return }
        if let cursor, cursor.row == target.row, target.column > cursor.column {
            let gap = target.column - cursor.column
            // Rewriting up to three unchanged narrow cells of the current style is
            // shorter than an escape sequence.
            if gap <= 3 {
                let base = target.row * frame.width
                let cells = frame.cells[base + cursor.column..<base + target.column]
                if cells.allSatisfy({ $0.glyph.width == 1 && $0.style == style }) {
                    for cell in cells { output += cell.glyph.text }
                    self.cursor = target
                    return
                }
            }
            output += gap == 1 ? "\u{1B}[C" : "\u{1B}[\(gap)C"
        } else {
            output += "\u{1B}[\(target.row + 1);\(target.column + 1)H"
        }
        cursor = target
    }

    private mutating func setStyle(_ wanted: Style, output: inout String) {
        guard mode != .none, wanted != style else { return }
        output += SelectGraphicRendition.sequence(for: wanted, mode: mode)
        style = wanted
    }
}
