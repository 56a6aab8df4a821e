import DynamicHome

/// What a terminal sends: keys and mouse reports.
package enum TerminalInput: Hashable, Sendable {
    case key(Key)
    case mouse(TerminalMouse)
}

/// A mouse report in SGR form (`ESC [ < b ; x ; y M` or `m`), with the screen's
/// 0-based column and row.
package struct TerminalMouse: Hashable, Sendable {
    package enum Action: Hashable, Sendable {
        case press(button: Int)
        case drag(button: Int)
        case release(button: Int)
        case scrollUp, scrollDown
        case move
    }

    package var action: Action
    package var column: Int
    package var row: Int
}

/// Turns the bytes a terminal sends into keys and mouse reports.
///
/// Bytes arrive in arbitrary pieces: an escape sequence or a UTF-8 character may be cut
/// between two reads. The decoder keeps an unfinished piece until the rest arrives. A
/// lone ESC cannot be told from the start of a sequence until a moment passes without
/// more bytes; then the session calls ``flush()`` and it becomes the escape key.
package struct InputDecoder {
    private var pending: [UInt8] = []

    package init() {}

    /// Whether bytes are waiting for the rest of a sequence.
    package var hasPending: Bool { !pending.isEmpty }

    /// How many bytes wait for the rest of a sequence: never more than the longest
    /// sequence read (a control sequence gives up after 32 bytes).
    package var pendingCount: Int { pending.count }

    /// Decodes what the new bytes complete.
    package mutating func feed(_ bytes: [UInt8]) -> [TerminalInput] {
        pending += bytes
        var inputs: [TerminalInput] = []
        var index = 0
        while index < pending.count {
            guard let (input, length) = decode(at: index) else { break }  // needs more bytes
            if let input { inputs.append(input) }
            index += length
        }
        pending.removeFirst(index)
        return inputs
    }

    /// Turns what is waiting into keys: a lone ESC is the escape key; an unfinished
    /// sequence after it is dropped.
    package mutating func flush() -> [TerminalInput] {
        defer { pending.removeAll() }
        return pending.first == 0x1B ? [.key(.escape)] : []
    }

    /// The input starting at `index` and the bytes it takes, or `nil` when the bytes so
    /// far are the start of something longer. An input of `nil` means bytes to skip.
    private func decode(at index: Int) -> (TerminalInput?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return decodeEscape(at: index)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x20: return (.key(.space), 1)
        case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x00..<0x20: return (nil, 1)
        case 0x21..<0x7F: return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
        default: return decodeUTF8(at: index)
        }
    }

    private func decodeUTF8(at index: Int) -> (TerminalInput?, Int)? {
        let lead = pending[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0 else { return (nil, 1) }  // a stray continuation byte
        guard index + length <= pending.count else { return nil }
        guard let text = String(validating: pending[index..<index + length], as: UTF8.self), let character = text.first else {
            return (nil, 1)
        }
        // C1 control characters are not keys.
        if let scalar = text.unicodeScalars.first, (0x80..<0xA0).contains(scalar.value) { return (nil, length) }
        return (.key(.character(character)), length)
    }

    private func decodeEscape(at index: Int) -> (TerminalInput?, Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            return (Self.cursorKey(pending[index + 2]).map { .key($0) }, 3)
        default:
            // A second ESC, or ESC then a key (alt held): the escape comes first.
            return (.key(.escape), 1)
        }
    }

    /// The key of a cursor sequence's final byte (`ESC [ A` or, in application cursor
    /// mode, `ESC O A`).
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private func decodeControlSequence(at index: Int) -> (TerminalInput?, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
            end += 1
            if end - index > 32 { return (nil, end - index) }  // not a sequence we know
        }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[index + 2..<end], as: UTF8.self)
        let final = pending[end]
        let length = end - index + 1
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m")).map { .mouse($0) }, length)
        }
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        let key: Key? = switch final {
        case UInt8(ascii: "Z"): .backtab
        case UInt8(ascii: "~"):
            switch numbers.first ?? 0 {
            case 1, 7: .home
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            default: nil
            }
        default: Self.cursorKey(final)
        }
        return (key.map { .key($0) }, length)
    }

    private func mouse(_ parameters: Substring, released: Bool) -> TerminalMouse? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        let numbers = fields.compactMap(Self.reportNumber)
        guard numbers.count == 3 else { return nil }
        let code = numbers[0]
        let column = max(0, numbers[1] - 1)
        let row = max(0, numbers[2] - 1)
        let button = code & 0b11
        let action: TerminalMouse.Action
        if code & 64 != 0 {
            // 64 and 65 turn the wheel up and down; 66 and 67 tilt it sideways (ignored).
            guard button < 2 else { return nil }
            action = button == 0 ? .scrollUp : .scrollDown
        } else if code & 32 != 0 {
            action = button == 3 ? .move : .drag(button: button)
        } else {
            action = released ? .release(button: button) : .press(button: button)
        }
        return TerminalMouse(action: action, column: column, row: row)
    }

    /// The largest number a mouse report's field is read as: a terminal counts its cells
    /// from 1, and no screen is this wide; longer runs of digits read as this.
    package static let largestReportNumber = 100_000

    /// A field of a mouse report: decimal digits only (no sign), saturating at
    /// ``largestReportNumber``; `nil` for anything else, which drops the report.
    private static func reportNumber(_ field: Substring) -> Int? {
        guard !field.isEmpty else { return nil }
        var value = 0
        for byte in field.utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = min(largestReportNumber, value * 10 + Int(byte - UInt8(ascii: "0")))
        }
        return value
    }
}
