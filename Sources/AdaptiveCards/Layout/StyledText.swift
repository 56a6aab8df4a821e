import TextCanvas

/// One glyph of laid-out text with its style, and the run it came from (for a run that
/// can be chosen).
struct StyledGlyph: Hashable, Sendable {
    var glyph: Glyph
    var style: Style
    /// The index of the run with a select action it belongs to, if any.
    var run: Int?
}

/// Text in styled glyphs, broken into lines.
enum StyledText {
    /// The glyphs of `text` in `style`.
    static func glyphs(_ text: some StringProtocol, style: Style, run: Int? = nil) -> [StyledGlyph] {
        // Printable ASCII, most of a card's text, from glyphs made once.
        var glyphs: [StyledGlyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else {
                return TextLayout.glyphs(text).map { StyledGlyph(glyph: $0, style: style, run: run) }
            }
            glyphs.append(StyledGlyph(glyph: ascii[Int(byte) - 0x20], style: style, run: run))
        }
        return glyphs
    }

    /// The glyphs of the printable ASCII characters, from the space on.
    private static let ascii: [Glyph] = (0x20..<0x7F).map { Glyph(Character(Unicode.Scalar(UInt8($0)))) ?? .space }

    /// The columns glyphs take.
    static func width(_ glyphs: [StyledGlyph]) -> Int {
        glyphs.reduce(0) { $0 + $1.glyph.width }
    }

    /// Breaks a paragraph into lines of at most `width` columns: at spaces, between wide
    /// glyphs, and inside a word longer than a line. With more than `maxLines` lines, the
    /// last one ends in "…".
    static func wrap(_ glyphs: [StyledGlyph], width: Int, maxLines: Int = .max) -> [[StyledGlyph]] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [[StyledGlyph]] = []
        var line: [StyledGlyph] = []
        var lineWidth = 0
        var index = 0
        var pendingSpace: StyledGlyph?
        while index < glyphs.count {
            if glyphs[index].glyph == .space {
                if lineWidth > 0 { pendingSpace = glyphs[index] }
                index += 1
                continue
            }
            // The next token: a run of narrow glyphs, or one wide glyph.
            var end = index
            var tokenWidth = 0
            repeat {
                tokenWidth += glyphs[end].glyph.width
                end += 1
            } while end < glyphs.count && glyphs[end].glyph != .space && glyphs[end].glyph.width == 1 && glyphs[end - 1].glyph.width == 1
            let separator = pendingSpace != nil && lineWidth > 0 ? 1 : 0
            if lineWidth + separator + tokenWidth > width, lineWidth > 0 {
                lines.append(line)
                line = []
                lineWidth = 0
            } else if separator == 1, let space = pendingSpace {
                line.append(space)
                lineWidth += 1
            }
            pendingSpace = nil
            for glyph in glyphs[index..<end] where glyph.glyph.width <= width {
                if lineWidth + glyph.glyph.width > width {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                line.append(glyph)
                lineWidth += glyph.glyph.width
            }
            index = end
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > maxLines else { return lines }
        var last = lines[maxLines - 1]
        while Self.width(last) + 1 > width, !last.isEmpty { last.removeLast() }
        while last.last?.glyph == .space { last.removeLast() }
        last.append(StyledGlyph(glyph: .ellipsis, style: last.last?.style ?? .plain))
        return Array(lines.prefix(maxLines - 1)) + [last]
    }

    /// Cuts glyphs to `width` columns, ending in "…" when something was cut.
    static func fit(_ glyphs: [StyledGlyph], width: Int) -> [StyledGlyph] {
        guard width > 0 else { return [] }
        guard self.width(glyphs) > width else { return glyphs }
        var result: [StyledGlyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.glyph.width > width - 1 { break }
            result.append(glyph)
            used += glyph.glyph.width
        }
        result.append(StyledGlyph(glyph: .ellipsis, style: glyphs.last?.style ?? .plain))
        return result
    }
}

extension Canvas {
    /// Draws styled glyphs in a row from `origin`; returns the columns used.
    @discardableResult
    mutating func draw(styled glyphs: [StyledGlyph], at origin: Point) -> Int {
        var column = origin.column
        for glyph in glyphs {
            put(glyph.glyph, style: glyph.style, column: column, row: origin.row)
            column += glyph.glyph.width
        }
        return column - origin.column
    }
}
