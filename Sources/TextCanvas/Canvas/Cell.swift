/// What one grapheme cluster draws: its text and the columns it takes.
///
/// A wide glyph (two columns) sits in its first cell; the cell to its right holds
/// ``continuation``, so a canvas row always has exactly as many cells as columns.
public struct Glyph: Hashable, Sendable, CustomStringConvertible {
    /// The grapheme cluster, or "" for a continuation.
    public let text: String
    /// 0 for a continuation, else 1 or 2.
    public let width: Int

    /// A glyph for one grapheme cluster; control characters and a lone half of a
    /// flag become U+FFFD.
    ///
    /// A cluster that starts with marks, joiners, selectors or emoji modifiers (only
    /// possible at the start of a text) loses them: drawn after another glyph they
    /// would join it and change its width. A cluster of nothing else cannot stand in a
    /// cell of its own, and gives `nil`.
    public init?(_ character: Character) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            self.init(unchecked: String(character), width: 1)
            return
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        if Glyph.isControl(first) {
            self.init(unchecked: "\u{FFFD}", width: 1)
            return
        }
        if Glyph.joinsPrevious(first) {
            let kept = String(String.UnicodeScalarView(scalars.drop(while: Glyph.joinsPrevious)))
            guard let character = kept.first else { return nil }
            guard kept.count == 1 else {
                self.init(unchecked: "\u{FFFD}", width: 1)
                return
            }
            self.init(character)
            return
        }
        var text = String(character)
        if scalars.count > 1 || !Glyph.standsAlone(first) {
            // Drop what would join the next cell's glyph (a trailing zero-width joiner,
            // a virama); what cannot be made to stand alone becomes U+FFFD.
            var kept = Array(scalars)
            while !Glyph.isSelfContained(text) {
                kept.removeLast()
                guard !kept.isEmpty else {
                    self.init(unchecked: "\u{FFFD}", width: 1)
                    return
                }
                text = String(String.UnicodeScalarView(kept))
            }
        }
        guard let cluster = text.first, text.count == 1 else {
            self.init(unchecked: "\u{FFFD}", width: 1)
            return
        }
        let width = DisplayWidth.of(cluster)
        guard width > 0 else { return nil }
        self.init(unchecked: text, width: width)
    }

    /// Whether a single scalar is known never to join the glyph after it: most
    /// alphabets, symbols, CJK, Hangul syllables and emoji. Others are probed.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0600, 0x2000...0x2BFF, 0x3000...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFFFF, 0x1F300...0x1FAFF:
            true
        default:
            false
        }
    }

    /// Whether `text` stays one grapheme cluster of its own whatever follows it: it
    /// does not join a letter, an emoji, a consonant of an Indic script or a Hangul
    /// leading consonant. (What precedes it cannot join it: leading joiners are
    /// dropped.)
    static func isSelfContained(_ text: String) -> Bool {
        for probe in ["a", "\u{1F600}", "\u{0915}", "\u{1100}", "\u{1F1E6}"] where (text + probe).count != 2 {
            return false
        }
        return true
    }

    /// Whether a scalar attaches to whatever comes before it: marks, format
    /// characters such as the zero-width joiner, variation selectors, emoji
    /// modifiers, and Hangul medial vowels and final consonants.
    static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: break
        }
        let value = scalar.value
        return scalar.properties.isEmojiModifier || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }

    init(unchecked text: String, width: Int) {
        self.text = text
        self.width = width
    }

    /// A space.
    public static let space = Glyph(unchecked: " ", width: 1)
    /// The right half of a wide glyph.
    public static let continuation = Glyph(unchecked: "", width: 0)
    /// "…", what truncated text ends with.
    public static let ellipsis = Glyph(unchecked: "…", width: 1)

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }

    public var description: String { text }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    public static func == (lhs: Glyph, rhs: Glyph) -> Bool {
        // Byte equality, not canonical equivalence: frames are compared as the bytes
        // they print.
        lhs.width == rhs.width && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}

/// One column of one row of a canvas.
public struct Cell: Hashable, Sendable {
    /// What the cell shows.
    public var glyph: Glyph
    /// How it is drawn.
    public var style: Style

    /// Creates a cell.
    public init(_ glyph: Glyph = .space, style: Style = .plain) {
        self.glyph = glyph
        self.style = style
    }

    /// A space in the terminal's default look.
    public static let blank = Cell()
}

/// A column and a row, both from 0.
public struct Point: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A size in columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(_ size: Size) { self.init(column: 0, row: 0, width: size.width, height: size.height) }

    public var size: Size { Size(width: width, height: height) }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var maxColumn: Int { column + width }
    public var maxRow: Int { row + height }

    /// The part of this rectangle inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(column, other.column)
        let top = max(row, other.row)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return Rect(column: left, row: top, width: right - left, height: bottom - top)
    }

    /// This rectangle with `amount` taken off every side.
    public func inset(by amount: Int) -> Rect {
        Rect(column: column + amount, row: row + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
