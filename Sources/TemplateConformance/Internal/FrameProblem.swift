/// What is wrong with a frame drawn at a size, if anything.
struct FrameProblem {
    /// A short key, so that the same problem at many sizes is one failure.
    var kind: String
    /// The problem, to follow "drawing at 24x8 with 8 items".
    var text: String
    /// A comment for the reproduction saying what to look at.
    var check: String

    /// The first problem of a canvas meant to be `size`.
    static func of(_ canvas: Canvas, size: Size) -> FrameProblem? {
        if canvas.size != size {
            return FrameProblem(
                kind: "size", text: "changed the canvas to \(canvas.size); draw into the canvas given, never replace it",
                check: "// canvas.size is \(canvas.size), not \(size)")
        }
        if !canvas.wideGlyphsArePaired {
            return FrameProblem(
                kind: "wide glyph", text: "left a wide glyph without its other half",
                check: "// canvas.wideGlyphsArePaired is false")
        }
        for (row, line) in PlainTextEncoder().lines(canvas).enumerated() where width(of: line) != size.width {
            return FrameProblem(
                kind: "line width", text: "drew line \(row + 1) \(DisplayWidth.of(line)) columns wide instead of \(size.width)",
                check: "// DisplayWidth.of(PlainTextEncoder().lines(canvas)[\(row)]) is \(DisplayWidth.of(line))")
        }
        return nil
    }

    /// `DisplayWidth.of(line)`, counted a byte a column when the line is printable ASCII
    /// (most lines of most frames): each such byte is a grapheme cluster one column wide.
    ///
    /// - Complexity: O(n) in the line's UTF-8 bytes.
    static func width(of line: String) -> Int {
        var line = line
        let printableASCII = line.withUTF8 { bytes in
            for index in 0..<bytes.count where bytes[index] < 0x20 || bytes[index] >= 0x7F { return false }
            return true
        }
        return printableASCII ? line.utf8.count : DisplayWidth.of(line)
    }
}
