import Foundation

/// A parsed JSON text, kept compact: the text as it was read, one 8-byte slot for each
/// value and each key (in the order they are written), and where lines start.
///
/// Reading a 60 MB file of a million small objects as a tree of boxed nodes cost about
/// 1.35 KB an item (3 GB); here a value costs its slot and its text, which the document
/// keeps. Strings and numbers are made from the text when asked for, and a place
/// (line and column) from the byte a value starts at.
public final class JSONDocument: Sendable {
    /// What a slot holds.
    enum Kind: UInt32, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value, or one key: 8 bytes. `start` is the value's first byte (a string's or
    /// key's opening quote); ``end`` is one past a scalar's last byte, or for an array or
    /// object the slot after its last descendant (its children are the slots up to there,
    /// an object's a key slot and a value each).
    struct Slot: Sendable {
        var start: UInt32
        /// The kind in the low 3 bits; bit 3 set for a string with escapes; above, a
        /// scalar's length in bytes, or a container's end slot.
        var info: UInt32

        init(kind: Kind, start: Int, end: Int = 0, hasEscapes: Bool = false) {
            self.start = UInt32(truncatingIfNeeded: start)
            info = kind.rawValue | (hasEscapes ? 8 : 0) | UInt32(truncatingIfNeeded: max(0, end - start)) << 4
        }

        var kind: Kind { Kind(rawValue: info & 7)! }
        var hasEscapes: Bool { info & 8 != 0 }
        var isContainer: Bool { info & 7 >= Kind.array.rawValue }

        /// One past a scalar's last byte; the slot after an array's or object's last
        /// descendant.
        var end: Int { isContainer ? Int(info >> 4) : Int(start) + Int(info >> 4) }

        /// Ends an array or object before the slot `end`.
        mutating func close(end: Int) {
            info = info & 15 | UInt32(truncatingIfNeeded: end) << 4
        }
    }

    /// The largest text a document holds: a scalar's length and a container's end slot
    /// take 28 bits of a slot (256 MiB), and inputs are limited far below that (64 MiB).
    public static let maximumBytes = 1 << 28 - 1

    /// The UTF-8 text, as read.
    let bytes: [UInt8]
    /// The file name places name.
    let file: String?
    let slots: [Slot]
    /// Where each line after the first starts.
    private let lineStarts: [UInt32]
    /// The column of every 1,024th byte, so that a place in a long line is found without
    /// counting the line from its start.
    private let marks: [UInt32]
    /// Where the first line starts: after a byte order mark, if there is one.
    private let firstLineStart: Int

    static let markSpacing = 1_024

    init(bytes: [UInt8], file: String?, slots: [Slot], firstLineStart: Int) {
        self.bytes = bytes
        self.file = file
        self.slots = slots
        self.firstLineStart = firstLineStart
        var lineStarts: [UInt32] = []
        var marks: [UInt32] = []
        marks.reserveCapacity(bytes.count / Self.markSpacing + 1)
        var column: UInt32 = 1
        bytes.withUnsafeBufferPointer { text in
            for offset in 0..<text.count {
                if offset % Self.markSpacing == 0 { marks.append(column) }
                let byte = text[offset]
                if byte == 0x0A {
                    lineStarts.append(UInt32(truncatingIfNeeded: offset + 1))
                    column = 1
                } else if byte & 0xC0 != 0x80, offset >= firstLineStart {
                    column += 1
                }
            }
        }
        self.lineStarts = lineStarts
        self.marks = marks
    }

    /// The root value.
    public var root: JSONNode { JSONNode(self, 0) }

    /// The bytes this document keeps: its text, its slots and its line table.
    public var storedBytes: Int {
        bytes.count + slots.count * MemoryLayout<Slot>.stride + (lineStarts.count + marks.count) * 4
    }

    /// How many slots (values and keys) the document has.
    public var slotCount: Int { slots.count }

    // MARK: Places

    /// The line and column of a byte: columns count scalars from the start of the line.
    /// - Complexity: O(log l) in the lines, and at most 1,024 bytes counted.
    func location(ofByte offset: Int) -> SourceLocation {
        // The first line start after `offset`: lines before it end at or before it.
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if Int(lineStarts[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        let line = low + 1
        let lineStart = low == 0 ? firstLineStart : Int(lineStarts[low - 1])
        let mark = offset / Self.markSpacing * Self.markSpacing
        var (position, column) = mark > lineStart && mark < marks.count * Self.markSpacing
            ? (mark, Int(marks[mark / Self.markSpacing])) : (lineStart, 1)
        bytes.withUnsafeBufferPointer { text in
            while position < offset {
                if text[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    // MARK: Text

    /// The text of a number, as written.
    func text(of slot: Slot) -> String {
        String(decoding: bytes[Int(slot.start)..<slot.end], as: UTF8.self)
    }

    /// The text of a string or key: its escapes resolved (the parser checked them).
    func string(of slot: Slot) -> String {
        Self.string(of: slot, in: bytes)
    }

    /// The text of a string or key in `bytes`.
    static func string(of slot: Slot, in bytes: [UInt8]) -> String {
        let inside = Int(slot.start) + 1..<slot.end - 1
        guard slot.hasEscapes else { return String(decoding: bytes[inside], as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var position = inside.lowerBound
        var run = position
        while position < inside.upperBound {
            guard bytes[position] == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            scalars.append(contentsOf: String(decoding: bytes[run..<position], as: UTF8.self).unicodeScalars)
            let (scalar, length) = Self.escape(bytes, at: position)
            scalars.append(scalar)
            position += length
            run = position
        }
        scalars.append(contentsOf: String(decoding: bytes[run..<position], as: UTF8.self).unicodeScalars)
        return String(scalars)
    }

    /// Whether a string or key is `text`, as `String`'s `==` says; text without escapes
    /// is compared byte by byte, without making a string (bytes that differ are another
    /// string when both are ASCII; canonical equivalence decides otherwise).
    func string(of slot: Slot, equals text: String) -> Bool {
        guard !slot.hasEscapes else { return string(of: slot) == text }
        let start = Int(slot.start) + 1
        let count = slot.end - 1 - start
        var text = text
        let equal = text.withUTF8 { other -> Bool? in
            bytes.withUnsafeBufferPointer { text -> Bool? in
                guard let base = text.baseAddress.map({ $0 + start }) else { return nil }
                if other.count == count, count == 0 || memcmp(base, other.baseAddress!, count) == 0 { return true }
                var high: UInt8 = 0
                for byte in other { high |= byte }
                for offset in 0..<count { high |= base[offset] }
                return high < 0x80 ? false : nil
            }
        }
        return equal ?? (string(of: slot) == text)
    }

    /// The scalar an escape stands for and how many bytes it takes, for an escape the
    /// parser accepted.
    static func escape(_ bytes: [UInt8], at position: Int) -> (Unicode.Scalar, Int) {
        func hex(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in bytes[at..<at + 4] {
                let digit: UInt8 = switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                default: byte - UInt8(ascii: "A") + 10
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        switch bytes[position + 1] {
        case UInt8(ascii: "b"): return ("\u{08}", 2)
        case UInt8(ascii: "f"): return ("\u{0C}", 2)
        case UInt8(ascii: "n"): return ("\n", 2)
        case UInt8(ascii: "r"): return ("\r", 2)
        case UInt8(ascii: "t"): return ("\t", 2)
        case UInt8(ascii: "u"):
            let high = hex(position + 2)
            if (0xD800..<0xDC00).contains(high) {
                let low = hex(position + 8)
                return (Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!, 12)
            }
            return (Unicode.Scalar(high)!, 6)
        default:
            return (Unicode.Scalar(bytes[position + 1]), 2)
        }
    }
}
