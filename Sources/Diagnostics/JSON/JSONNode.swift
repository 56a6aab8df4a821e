/// A JSON value that remembers where it stood in its text.
///
/// Parse with `JSONNode.parse(_:file:)`, from bytes or a string. Every value, and every
/// object key, knows the line and column where it starts, so a problem found later (a
/// wrong type, an unknown key, a weight that does not add up) can be reported at its
/// exact place.
///
/// A node is a place in a ``JSONDocument``: the text as it was read and one 8-byte slot
/// a value (and a key), nothing boxed. Strings, numbers, members and elements are made
/// when they are asked for; places are worked out from the byte a value starts at.
public struct JSONNode: Hashable, Sendable {
    /// A member of a JSON object, in the order it was written.
    public struct Member: Hashable, Sendable {
        /// The key.
        public let key: String
        /// The key as a string node, where it is written.
        public let keyNode: JSONNode
        /// The value.
        public let value: JSONNode
        /// Where the key starts (its opening quote).
        public var keyLocation: SourceLocation { keyNode.location }
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

    /// The document the node is a place in.
    public let document: JSONDocument
    /// The node's slot in the document.
    let index: Int

    init(_ document: JSONDocument, _ index: Int) {
        self.document = document
        self.index = index
    }

    var slot: JSONDocument.Slot { document.slots[index] }
    var kind: JSONDocument.Kind { slot.kind }

    /// The value, made from the text: a container's elements or members, a string decoded.
    /// - Complexity: O(n) in the value's children (not their descendants) or its text.
    public var value: Value {
        switch kind {
        case .null: .null
        case .false: .bool(false)
        case .true: .bool(true)
        case .number: .number(document.text(of: slot))
        case .string: .string(document.string(of: slot))
        case .array: .array(elements ?? [])
        case .object: .object(members ?? [])
        }
    }

    /// Where the value starts.
    public var location: SourceLocation { document.location(ofByte: Int(slot.start)) }

    /// Whether both are the same value at the same place: the same slot of one
    /// document, or values and places that are equal (as a tree of nodes compared them).
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        if lhs.document === rhs.document, lhs.index == rhs.index { return true }
        return lhs.location == rhs.location && lhs.value == rhs.value
    }

    /// Hashes the place and the kind of value, which equal nodes share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(kind)
    }
}

extension JSONNode {
    /// The JSON name of this value's type, for messages: "object", "array", "string"…
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .false, .true: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The members when this is an object.
    public var members: [Member]? {
        guard kind == .object else { return nil }
        var members: [Member] = []
        members.reserveCapacity(count)
        forEachMember { members.append($0) }
        return members
    }

    /// The elements when this is an array.
    public var elements: [JSONNode]? {
        guard kind == .array else { return nil }
        var elements: [JSONNode] = []
        elements.reserveCapacity(count)
        forEachElement { elements.append($0) }
        return elements
    }

    /// How many elements or members this array or object has; 0 for anything else.
    /// - Complexity: O(n) in the elements or members (not their descendants).
    public var count: Int {
        let slot = self.slot
        guard slot.kind == .array || slot.kind == .object else { return 0 }
        let step = slot.kind == .object ? 1 : 0  // an object's key before each value
        var count = 0
        var child = index + 1
        while child < slot.end {
            count += 1
            child = JSONNode(document, child + step).next
        }
        return count
    }

    /// Calls `body` with each member of this object, in written order, without making
    /// the list of them.
    public func forEachMember<Failure: Error>(_ body: (Member) throws(Failure) -> Void) throws(Failure) {
        let slot = self.slot
        guard slot.kind == .object else { return }
        var child = index + 1
        while child < slot.end {
            let key = JSONNode(document, child)
            let value = JSONNode(document, child + 1)
            try body(Member(key: document.string(of: key.slot), keyNode: key, value: value))
            child = value.next
        }
    }

    /// Calls `body` with each element of this array, in order, without making the list
    /// of them.
    public func forEachElement<Failure: Error>(_ body: (JSONNode) throws(Failure) -> Void) throws(Failure) {
        let slot = self.slot
        guard slot.kind == .array else { return }
        var child = index + 1
        while child < slot.end {
            let node = JSONNode(document, child)
            try body(node)
            child = node.next
        }
    }

    /// The slot after this value and everything in it.
    var next: Int {
        let slot = self.slot
        return slot.kind == .array || slot.kind == .object ? slot.end : index + 1
    }

    /// The text when this is a string.
    public var string: String? {
        kind == .string ? document.string(of: slot) : nil
    }

    /// The value when this is a boolean.
    public var bool: Bool? {
        switch kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The value when this is a number.
    public var double: Double? {
        kind == .number ? Double(document.text(of: slot)) : nil
    }

    /// The value when this is a number without fraction or exponent that fits an `Int`.
    public var int: Int? {
        kind == .number ? Int(document.text(of: slot)) : nil
    }

    /// The last value written for `key` when this is an object (JSON's usual reading).
    /// - Complexity: O(n) in the members; keys are compared without being made.
    public subscript(key: String) -> JSONNode? {
        let slot = self.slot
        guard slot.kind == .object else { return nil }
        var found: JSONNode?
        var child = index + 1
        while child < slot.end {
            let value = JSONNode(document, child + 1)
            if document.string(of: document.slots[child], equals: key) { found = value }
            child = value.next
        }
        return found
    }

    /// The node at a path of object keys and array indices, as a `Decoder` names it.
    public func node(at path: [any CodingKey]) -> JSONNode? {
        var node = self
        for key in path {
            if node.kind == .array {
                guard let index = key.intValue, index >= 0 else { return nil }
                let end = node.slot.end
                var child = node.index + 1
                for _ in 0..<index where child < end { child = JSONNode(document, child).next }
                guard child < end else { return nil }
                node = JSONNode(document, child)
            } else if let member = node[key.stringValue] {
                node = member
            } else {
                return nil
            }
        }
        return node
    }
}
