/// A JSON value that remembers where it stood in its text.
///
/// Parse with `JSONNode.parse(_:file:)`, from bytes or a string. Every value, and every
/// object key, carries the line and column where it starts, so a problem found later (a
/// wrong type, an unknown key, a weight that does not add up) can be reported at its
/// exact place.
public struct JSONNode: Hashable, Sendable {
    /// A member of a JSON object, in the order it was written.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// Where the key starts (its opening quote).
        public var keyLocation: SourceLocation
        /// The value.
        public var value: JSONNode
    }

    /// The shape of a JSON value.
    public enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        /// A number, kept as written so that integers stay exact.
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in written order; a repeated key appears as often as it was written.
        case object([Member])
    }

    /// The value.
    public var value: Value
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension JSONNode {
    /// The JSON name of this value's type, for messages: "object", "array", "string"…
    public var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The members when this is an object.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements when this is an array.
    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text when this is a string.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The value when this is a boolean.
    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The value when this is a number.
    public var double: Double? {
        if case .number(let text) = value { return Double(text) }
        return nil
    }

    /// The value when this is a number without fraction or exponent that fits an `Int`.
    public var int: Int? {
        if case .number(let text) = value { return Int(text) }
        return nil
    }

    /// The last value written for `key` when this is an object (JSON's usual reading).
    public subscript(key: String) -> JSONNode? {
        members?.last { $0.key == key }?.value
    }

    /// The node at a path of object keys and array indices, as a `Decoder` names it.
    public func node(at path: [any CodingKey]) -> JSONNode? {
        var node = self
        for key in path {
            if let elements = node.elements {
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                node = elements[index]
            } else if let member = node[key.stringValue] {
                node = member
            } else {
                return nil
            }
        }
        return node
    }
}
