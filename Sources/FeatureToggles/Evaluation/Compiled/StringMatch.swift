/// `hasPrefix` and `hasSuffix` over the UTF-8 bytes of ASCII text, with `String`'s answers.
///
/// `String` compares characters: for ASCII text that is comparing bytes, except that
/// "\r\n" is one character, so a prefix may not end (nor a suffix start) between a CR and
/// an LF. Text that is not ASCII is left to `String` (some non-ASCII characters equal
/// ASCII ones, e.g. U+212A KELVIN SIGN and "K").
enum StringMatch {
    /// Whether `text` starts with any of `operands` (ASCII bytes), or `nil` when `text` is
    /// not ASCII (ask `String`).
    static func asciiHasPrefix(_ text: String, _ operands: [[UInt8]]) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard isASCII(bytes) else { return nil }
            for index in operands.indices where hasPrefix(bytes, operands[index]) { return true }
            return false
        } ?? nil
    }

    /// Whether `text` ends with any of `operands` (ASCII bytes), or `nil` when `text` is
    /// not ASCII (ask `String`).
    static func asciiHasSuffix(_ text: String, _ operands: [[UInt8]]) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard isASCII(bytes) else { return nil }
            for index in operands.indices where hasSuffix(bytes, operands[index]) { return true }
            return false
        } ?? nil
    }

    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return high < 0x80
    }

    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ operand: [UInt8]) -> Bool {
        let count = operand.count
        guard count <= bytes.count else { return false }
        for index in 0..<count where bytes[index] != operand[index] { return false }
        return isCharacterBoundary(bytes, at: count)
    }

    static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ operand: [UInt8]) -> Bool {
        let start = bytes.count - operand.count
        guard start >= 0 else { return false }
        for index in operand.indices where bytes[start + index] != operand[index] { return false }
        return isCharacterBoundary(bytes, at: start)
    }

    /// Whether `offset` falls between two characters of ASCII text: anywhere but between
    /// a CR and an LF.
    @inline(__always)
    static func isCharacterBoundary(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset == 0 || offset == bytes.count || !(bytes[offset - 1] == UInt8(ascii: "\r") && bytes[offset] == UInt8(ascii: "\n"))
    }
}
