/// What happens to text wider than the space it is given.
public enum Truncation: Sendable {
    /// The text ends in "…" within the space.
    case ellipsis
    /// The text is cut at the last whole glyph that fits.
    case clip
}

/// Turning strings into glyphs that fit a number of columns.
public enum TextLayout {
    /// The glyphs a string draws as, one per grapheme cluster.
    ///
    /// Tabs and line breaks become spaces, other control characters U+FFFD, so no
    /// text can smuggle an escape sequence into a frame; clusters of zero width are
    /// dropped.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func glyphs<S: StringProtocol>(_ text: S) -> [Glyph] {
        var result: [Glyph] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\t" || character.isNewline {
                result.append(.space)
            } else if let glyph = Glyph(character) {
                result.append(glyph)
            }
        }
        return result
    }

    /// The columns a string draws in: the sum of its glyphs' widths.
    public static func width<S: StringProtocol>(_ text: S) -> Int {
        glyphs(text).reduce(0) { $0 + $1.width }
    }

    /// The longest prefix of `glyphs` that fits `width` columns, ending in "…" when
    /// something was cut and the truncation asks for it.
    public static func fit(_ glyphs: [Glyph], width: Int, truncation: Truncation = .ellipsis) -> [Glyph] {
        guard width > 0 else { return [] }
        var total = 0
        for glyph in glyphs { total += glyph.width }
        if total <= width { return glyphs }
        let room = truncation == .ellipsis ? width - 1 : width
        var result: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > room { break }
            result.append(glyph)
            used += glyph.width
        }
        if truncation == .ellipsis { result.append(.ellipsis) }
        return result
    }

    /// `text` cut to `width` columns, with "…" when it was cut.
    public static func truncate<S: StringProtocol>(_ text: S, toWidth width: Int, truncation: Truncation = .ellipsis) -> String {
        string(fit(glyphs(text), width: width, truncation: truncation))
    }

    /// Breaks text into lines of at most `width` columns.
    ///
    /// Lines break at spaces, and between any two wide glyphs (CJK text has no spaces);
    /// a word longer than a line is broken where it must. When the text needs more than
    /// `maxLines` lines, the last one ends in "…".
    ///
    /// - Returns: The lines, none wider than `width`, at most `maxLines` of them.
    public static func wrap<S: StringProtocol>(_ text: S, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        func breakLine() {
            lines.append(line)
            line = []
            lineWidth = 0
        }
        for token in tokens(glyphs(text)) {
            let separator = token.spaceBefore && lineWidth > 0 ? 1 : 0
            if lineWidth + separator + token.width <= width {
                if separator == 1 {
                    line.append(.space)
                    lineWidth += 1
                }
            } else if lineWidth > 0 {
                breakLine()
            }
            for glyph in token.glyphs where glyph.width <= width {
                if lineWidth + glyph.width > width { breakLine() }
                line.append(glyph)
                lineWidth += glyph.width
            }
        }
        if !line.isEmpty { lines.append(line) }

        if lines.count > maxLines {
            var last = lines[maxLines - 1]
            var lastWidth = last.reduce(0) { $0 + $1.width }
            while lastWidth + 1 > width, let removed = last.popLast() { lastWidth -= removed.width }
            while last.last == .space { last.removeLast() }
            last.append(.ellipsis)
            lines = Array(lines.prefix(maxLines - 1)) + [last]
        }
        return lines.map(string)
    }

    /// The text of glyphs one after another.
    static func string(_ glyphs: [Glyph]) -> String {
        var output = ByteWriter(capacity: glyphs.count * 4)
        for glyph in glyphs { output.append(glyph) }
        return output.string
    }

    /// Units that a line may not break inside: a run of narrow glyphs between spaces,
    /// or a single wide glyph (CJK text breaks between any two characters).
    private static func tokens(_ glyphs: [Glyph]) -> [(glyphs: [Glyph], width: Int, spaceBefore: Bool)] {
        var result: [(glyphs: [Glyph], width: Int, spaceBefore: Bool)] = []
        var current: [Glyph] = []
        var currentWidth = 0
        var spaceBefore = false
        var pendingSpace = false
        func finish() {
            guard !current.isEmpty else { return }
            result.append((current, currentWidth, spaceBefore))
            current = []
            currentWidth = 0
        }
        for glyph in glyphs {
            if glyph == .space {
                finish()
                pendingSpace = true
                continue
            }
            if glyph.width == 2 || current.last?.width == 2 { finish() }
            if current.isEmpty {
                spaceBefore = pendingSpace
                pendingSpace = false
            }
            current.append(glyph)
            currentWidth += glyph.width
        }
        finish()
        return result
    }
}

extension Canvas {
    /// Draws one line of text, clipped to the canvas and to `maxWidth` columns.
    ///
    /// - Parameters:
    ///   - text: The text; line breaks and tabs draw as spaces.
    ///   - origin: Where the first glyph goes.
    ///   - style: The style of every cell drawn.
    ///   - maxWidth: The most columns to use; `nil` means up to the right edge.
    ///   - truncation: What to do when the text is wider.
    /// - Returns: The columns used.
    @discardableResult
    public mutating func draw<S: StringProtocol>(
        _ text: S, at origin: Point, style: Style = .plain,
        maxWidth: Int? = nil, truncation: Truncation = .ellipsis
    ) -> Int {
        let room = min(maxWidth ?? .max, width - origin.column)
        guard room > 0, origin.row >= 0, origin.row < height else { return 0 }
        return draw(glyphs: TextLayout.fit(TextLayout.glyphs(text), width: room, truncation: truncation), at: origin, style: style)
    }

    /// Draws glyphs in a row from `origin`; returns the columns used.
    @discardableResult
    public mutating func draw(glyphs: [Glyph], at origin: Point, style: Style = .plain) -> Int {
        var column = origin.column
        for glyph in glyphs {
            if column >= 0 { put(glyph, style: style, column: column, row: origin.row) }
            column += glyph.width
        }
        return column - origin.column
    }
}
