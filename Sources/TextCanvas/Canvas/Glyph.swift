/// What one grapheme cluster draws: its text and the columns it takes.
///
/// A wide glyph (two columns) sits in its first cell; the cell to its right holds
/// ``continuation``, so a canvas row always has exactly as many cells as columns.
///
/// Glyphs compare by the bytes they print, not by canonical equivalence: "é"
/// precomposed and "e" followed by U+0301 are different glyphs, so an encoder that
/// skips equal cells still writes the bytes of the frame it was given.
///
/// A glyph is two words and holds no reference (see `Glyph+Storage.swift`), so cells
/// and canvases copy, compare and hash as plain memory.
public struct Glyph: Hashable, Sendable, CustomStringConvertible {
    /// The first eight UTF-8 bytes of the cluster, first byte lowest; or, for a
    /// cluster longer than ``inlineCapacity`` bytes, its number in ``GlyphTable``.
    @usableFromInline var low: UInt64
    /// Bytes 8 to 14 of the cluster in the low seven bytes, and in the top byte its
    /// length (bits 60 to 63), whether it is in the table (bit 58) and its width
    /// (bits 56 and 57).
    @usableFromInline var high: UInt64

    /// The grapheme cluster, or "" for a continuation.
    public var text: String { storedText }

    /// 0 for a continuation, else 1 or 2.
    @inlinable
    public var width: Int { Int(truncatingIfNeeded: high >> 56 & 0b11) }

    /// A glyph for one grapheme cluster; control characters and a lone half of a
    /// flag become U+FFFD.
    ///
    /// A cluster that starts with marks, joiners, selectors or emoji modifiers (only
    /// possible at the start of a text) loses them: drawn after another glyph they
    /// would join it and change its width. A cluster of nothing else cannot stand in a
    /// cell of its own, and gives `nil`.
    public init?(_ character: Character) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            self.init(ascii: ascii)
            return
        }
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex, Glyph.standsAlone(first),
            !Glyph.isControl(first), !Glyph.joinsPrevious(first)
        {
            // One scalar that stands alone, as most glyphs of most texts are: its bytes
            // and its width, without a string made and measured for it.
            let width = DisplayWidth.of(first)
            guard width > 0 else { return nil }
            self.init(utf8Of: first, width: width)
            return
        }
        self.init(cluster: character)
    }

    /// What ``init(_:)`` makes of any character, the long way: the text made, cut to
    /// what stands alone, and measured.
    init?(cluster character: Character) {
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

    /// A space.
    public static let space = Glyph(unchecked: " ", width: 1)
    /// The right half of a wide glyph.
    public static let continuation = Glyph(unchecked: "", width: 0)
    /// "…", what truncated text ends with.
    public static let ellipsis = Glyph(unchecked: "…", width: 1)

    /// Whether this is the right half of a wide glyph.
    @inlinable
    public var isContinuation: Bool { high >> 56 & 0b11 == 0 }

    public var description: String { text }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}
