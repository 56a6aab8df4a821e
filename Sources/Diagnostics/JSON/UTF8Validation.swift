/// Whether bytes are well-formed UTF-8, as `String(validating:as:)` decides, without
/// making a string: no overlong forms, no surrogates, nothing past U+10FFFF, no sequence
/// cut short.
enum UTF8Validation {
    static func isValid(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            var position = range.lowerBound
            let end = range.upperBound
            while position < end {
                let first = text[position]
                if first < 0x80 {
                    position += 1
                    continue
                }
                func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                    position + offset < end && range.contains(text[position + offset])
                }
                switch first {
                case 0xC2...0xDF:
                    guard continuation(1) else { return false }
                    position += 2
                case 0xE0:
                    guard continuation(1, 0xA0...0xBF), continuation(2) else { return false }
                    position += 3
                case 0xE1...0xEC, 0xEE...0xEF:
                    guard continuation(1), continuation(2) else { return false }
                    position += 3
                case 0xED:
                    guard continuation(1, 0x80...0x9F), continuation(2) else { return false }
                    position += 3
                case 0xF0:
                    guard continuation(1, 0x90...0xBF), continuation(2), continuation(3) else { return false }
                    position += 4
                case 0xF1...0xF3:
                    guard continuation(1), continuation(2), continuation(3) else { return false }
                    position += 4
                case 0xF4:
                    guard continuation(1, 0x80...0x8F), continuation(2), continuation(3) else { return false }
                    position += 4
                default:
                    return false
                }
            }
            return true
        }
    }
}
