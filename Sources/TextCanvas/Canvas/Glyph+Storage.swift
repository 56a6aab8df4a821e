/// How a glyph keeps its text: inside itself, two words and no reference.
///
/// A cluster of up to 15 UTF-8 bytes (every letter, CJK ideograph, emoji with a
/// skin tone or a selector, flag, and most clusters with marks) sits in the glyph's
/// bytes, the rest zero. A longer one (a family emoji, a subdivision flag, a letter
/// under a stack of marks) is kept once in ``GlyphTable`` and the glyph holds its
/// number. Either way one byte string has exactly one representation, so comparing
/// and hashing the two words compares and hashes the bytes the glyph prints.
extension Glyph {
    /// The most UTF-8 bytes a glyph holds in itself.
    static let inlineCapacity = 15

    static let tableBit: UInt64 = 1 << 58

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A printable ASCII character, one column wide.
    init(ascii: UInt8) {
        self.init(low: UInt64(ascii), high: 1 << 60 | 1 << 56)
    }

    /// A glyph whose text and width are known to be right.
    init(unchecked text: String, width: Int) {
        #if DYNAMIC_HOME_INVARIANTS
        assert((0...2).contains(width), "Glyph: width \(width) of \(text.debugDescription)")
        #endif
        var text = text
        let (low, high) = text.withUTF8 { Glyph.pack($0, width: width) }
        self.init(low: low, high: high)
    }

    /// A glyph of one scalar whose width is known to be right: its UTF-8 bytes (one to
    /// four) packed as ``pack(_:width:)`` packs them.
    init(utf8Of scalar: Unicode.Scalar, width: Int) {
        let value = UInt64(scalar.value)
        let low: UInt64
        let count: UInt64
        switch value {
        case ..<0x80:
            (low, count) = (value, 1)
        case ..<0x800:
            (low, count) = ((0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8, 2)
        case ..<0x1_0000:
            (low, count) = ((0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16, 3)
        default:
            (low, count) = (
                (0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
                    | (0x80 | value & 0x3F) << 24, 4)
        }
        self.init(low: low, high: count << 60 | UInt64(truncatingIfNeeded: width & 0b11) << 56)
    }

    static func pack(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> (low: UInt64, high: UInt64) {
        let widthBits = UInt64(truncatingIfNeeded: width & 0b11) << 56
        guard bytes.count <= inlineCapacity else {
            return (GlyphTable.current.number(for: Array(bytes)), tableBit | widthBits)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        // An index loop: `enumerated()` is generic code, slow in debug builds, and this
        // runs for every glyph drawn.
        for index in 0..<bytes.count {
            let byte = UInt64(bytes[index])
            if index < 8 {
                low |= byte << (8 * index)
            } else {
                high |= byte << (8 * (index - 8))
            }
        }
        return (low, high | UInt64(bytes.count) << 60 | widthBits)
    }

    /// Whether the text is kept in ``GlyphTable``.
    var isInTable: Bool { high & Glyph.tableBit != 0 }

    /// The number of UTF-8 bytes of a glyph that holds its text itself.
    var inlineCount: Int { Int(truncatingIfNeeded: high >> 60) }

    /// Whether the glyph is one Unicode scalar: its bytes are exactly the first byte's
    /// sequence. A cluster of several scalars (a flag, a ZWJ sequence, a base and its
    /// marks) is where terminals may disagree about the width.
    var isSingleScalar: Bool {
        guard !isInTable else { return false }
        let first = UInt8(truncatingIfNeeded: low)
        let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        return inlineCount == length
    }

    var storedText: String {
        if isInTable { return GlyphTable.current.cluster(low)?.text ?? forgottenText }
        return withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    /// What a glyph whose cluster the table forgot prints (see ``GlyphTable``): U+FFFD,
    /// and a space after it for a wide one, so that it still fills its columns.
    var forgottenText: String { width == 2 ? "\u{FFFD} " : "\u{FFFD}" }

    /// Calls `body` with the UTF-8 bytes of the text.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if isInTable {
            return try (GlyphTable.current.cluster(low)?.bytes ?? Array(forgottenText.utf8)).withUnsafeBytes(body)
        }
        let words = (low.littleEndian, high.littleEndian)
        let count = inlineCount
        return try withUnsafeBytes(of: words) { try body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }
}
