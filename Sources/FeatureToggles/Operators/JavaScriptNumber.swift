/// Reads a number the way JavaScript's `Number(text)` does, which is how Unleash reads
/// numeric constraint values and rollout percentages: surrounding white space is ignored,
/// the empty text is 0, `Infinity` and `0x`/`0o`/`0b` prefixes are allowed, and anything
/// else that is not a decimal number is not a number.
enum JavaScriptNumber {
    static func parse(_ text: String) -> Double? {
        // The common case, a plain decimal such as "130" or "-2.5e3", without copying the text.
        let scan = text.utf8.withContiguousStorageIfAvailable(scanPlain) ?? Array(text.utf8).withUnsafeBufferPointer(scanPlain)
        switch scan {
        case .whole(let value): return value
        case .decimal: return Double(text)
        case .other: break
        }
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty { return 0 }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        let lower = trimmed.lowercased()
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lower.hasPrefix(prefix) {
            return UInt64(lower.dropFirst(2), radix: radix).map { Double($0) }
        }
        // Swift's parser also takes "nan", "inf" and hexadecimal floats; JavaScript does not.
        let allowed = lower.utf8.allSatisfy { (48...57).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        guard allowed, lower.utf8.contains(where: { (48...57).contains($0) }) else { return nil }
        return Double(trimmed)
    }

    private enum PlainScan {
        /// A sign and at most 15 digits: a whole number below 2^53, which `Double(text)`
        /// would read exactly, computed here without `strtod`.
        case whole(Double)
        /// Only digits (at least one), signs, points and exponent marks: for `Double(text)`.
        case decimal
        /// Anything else, or nothing: for the general reading.
        case other
    }

    private static func scanPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainScan {
        guard !bytes.isEmpty else { return .other }
        var sawDigit = false
        var isWhole = true
        var isNegative = false
        var digits = 0
        var whole: Int64 = 0
        for position in bytes.indices {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                whole = whole &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
                digits &+= 1
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                if position == 0 { isNegative = byte == UInt8(ascii: "-") } else { isWhole = false }
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                isWhole = false
            default:
                return .other
            }
        }
        guard sawDigit else { return .other }
        guard isWhole, digits <= 15 else { return .decimal }
        return .whole(isNegative ? -Double(whole) : Double(whole))
    }
}
