/// Reads a number the way JavaScript's `Number(text)` does, which is how Unleash reads
/// numeric constraint values and rollout percentages: surrounding white space is ignored,
/// the empty text is 0, `Infinity` and `0x`/`0o`/`0b` prefixes are allowed, and anything
/// else that is not a decimal number is not a number.
enum JavaScriptNumber {
    static func parse(_ text: String) -> Double? {
        // The common case, a plain decimal such as "130" or "-2.5e3", without copying the text.
        var plain = !text.isEmpty
        var sawDigit = false
        // The commonest: a sign and at most 15 digits, a whole number below 2^53 that
        // `Double(text)` would read exactly; it is computed here without `strtod`.
        var isWhole = true
        var isNegative = false
        var digits = 0
        var whole: Int64 = 0
        var position = 0
        for byte in text.utf8 {
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
                plain = false
            }
            if !plain { break }
            position &+= 1
        }
        if plain, sawDigit {
            if isWhole, digits <= 15 { return isNegative ? -Double(whole) : Double(whole) }
            return Double(text)
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
}
