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
