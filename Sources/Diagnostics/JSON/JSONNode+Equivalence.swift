import Foundation

extension JSONNode {
    /// Whether this value and `other` are the same JSON value, wherever they were written:
    /// places are ignored, object members compare by key in any order, and numbers by
    /// value (`1`, `1.0` and `1e0` are equal).
    ///
    /// Meant for objects without repeated keys (``checkNoRepeatedKeys()`` makes sure); with
    /// repeated keys, the last value of a key counts, as for `subscript(_:)`.
    ///
    /// - Complexity: O(size of both values).
    package func isEquivalent(to other: JSONNode) -> Bool {
        // The same text is the same value: most items of two versions of a list are.
        if writtenTextEquals(other) { return true }
        switch (value, other.value) {
        case (.null, .null):
            return true
        case (.bool(let left), .bool(let right)):
            return left == right
        case (.string(let left), .string(let right)):
            return left == right
        case (.number(let left), .number(let right)):
            if left == right { return true }
            if let left = Int(left), let right = Int(right) { return left == right }
            guard let left = Double(left), let right = Double(right) else { return false }
            return left == right
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.isEquivalent(to: $1) }
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            if zip(left, right).allSatisfy({ $0.key == $1.key && $0.value.isEquivalent(to: $1.value) }) { return true }
            let rightValues = Dictionary(right.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            let leftValues = Dictionary(left.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            guard leftValues.count == rightValues.count else { return false }
            return leftValues.allSatisfy { key, value in rightValues[key].map { value.isEquivalent(to: $0) } ?? false }
        default:
            return false
        }
    }
}

extension JSONNode {
    /// Whether this value is written exactly as `other` is, byte for byte.
    func writtenTextEquals(_ other: JSONNode) -> Bool {
        let (left, right) = (writtenRange, other.writtenRange)
        guard left.count == right.count else { return false }
        return document.bytes.withUnsafeBufferPointer { mine in
            other.document.bytes.withUnsafeBufferPointer { theirs in
                memcmp(mine.baseAddress! + left.lowerBound, theirs.baseAddress! + right.lowerBound, left.count) == 0
            }
        }
    }

    /// The bytes the value is written in.
    var writtenRange: Range<Int> {
        Int(slot.start)..<writtenEnd
    }

    /// One past the last byte of the value: a container's closing bracket follows its
    /// last child (and whitespace), or its opening one when it is empty.
    private var writtenEnd: Int {
        let slot = self.slot
        guard slot.isContainer else { return slot.end }
        var after = Int(slot.start) + 1
        if index + 1 < slot.end {
            var child = index + 1
            var last = child
            while child < slot.end {
                if slot.kind == .object { child += 1 }  // the key
                last = child
                child = JSONNode(document, child).next
            }
            after = JSONNode(document, last).writtenEnd
        }
        let bytes = document.bytes
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0A || bytes[after] == 0x0D {
            after += 1
        }
        return min(after + 1, bytes.count)
    }
}
