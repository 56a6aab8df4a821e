import Foundation

/// A `Decoder` that reads a value from a parsed ``JSONNode`` tree: what
/// ``JSONNode/decode(_:from:)`` decodes with, instead of parsing the text a second time
/// with `JSONDecoder`.
///
/// It reads as `JSONDecoder` does with its default strategies, so a type decodes to the
/// same value and fails with the same `DecodingError` either way (`JSONNodeDecoderTests`
/// compares the two), with two differences: a number its type cannot hold is said at its
/// own coding path (`JSONDecoder` says it at the root), and an object's keys come in
/// written order (`JSONDecoder`'s come in its dictionary's order, so which of two wrong
/// values is said first differs). Read the same: integers from a number that is whole
/// ("1.0", "1e2"), a number too large for its type an error; the first of a repeated key;
/// `Decimal` from the number as written, `URL` from a string, `Data` from Base64, `Date`
/// from its seconds since 2001. It asks the runtime nothing about conformances (no
/// `as?`, no `is` on a protocol), each of which would scan the whole program's
/// conformance tables the first time it is asked: the most of what `JSONDecoder` cost
/// `home` at start-up.
struct JSONNodeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: JSONNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.kind == .object else {
            throw Self.mismatch([String: Any].self, at: codingPath, found: node)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard node.kind == .array else {
            throw Self.mismatch([Any].self, at: codingPath, found: node)
        }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(node: node, codingPath: codingPath)
    }
}

// MARK: - Reading one value

extension JSONNodeDecoder {
    /// A null, for a super decoder of a key that is not there.
    static let null: JSONNode = {
        guard let node = try? JSONNode.parse(Array("null".utf8), file: nil) else { preconditionFailure("null is JSON") }
        return node
    }()

    /// Reads `node` as `T`: scalars directly, the types `JSONDecoder` treats specially
    /// as it does, anything else through its own `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode, at path: [any CodingKey]) throws -> T {
        if T.self == String.self { return try string(node, at: path) as! T }
        if T.self == Bool.self { return try bool(node, at: path) as! T }
        if T.self == Double.self { return try double(node, at: path) as! T }
        if T.self == Int.self { return try integer(Int.self, node, at: path) as! T }
        if T.self == Decimal.self { return try decimal(node, at: path) as! T }
        if T.self == URL.self { return try url(node, at: path) as! T }
        if T.self == Data.self { return try data(node, at: path) as! T }
        return try T(from: JSONNodeDecoder(node: node, codingPath: path))
    }

    static func string(_ node: JSONNode, at path: [any CodingKey]) throws -> String {
        guard node.kind == .string else { throw mismatch(String.self, at: path, found: node) }
        return node.document.string(of: node.slot)
    }

    static func bool(_ node: JSONNode, at path: [any CodingKey]) throws -> Bool {
        switch node.kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, at: path, found: node)
        }
    }

    static func double(_ node: JSONNode, at path: [any CodingKey]) throws -> Double {
        let text = try numberText(Double.self, node, at: path)
        guard let value = Double(text), value.isFinite else { throw unrepresentable(text, at: path) }
        return value
    }

    static func float(_ node: JSONNode, at path: [any CodingKey]) throws -> Float {
        let text = try numberText(Float.self, node, at: path)
        guard let wide = Double(text), wide.isFinite, abs(wide) <= Double(Float.greatestFiniteMagnitude) else {
            throw unrepresentable(text, at: path)
        }
        return Float(wide)
    }

    /// A whole number as `T`: written as one ("12"), or as a number whose value is one
    /// ("12.0", "1.2e1"); anything else, or out of `T`'s range, is an error.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ node: JSONNode, at path: [any CodingKey]) throws -> T {
        let text = try numberText(T.self, node, at: path)
        if let value = T(text) { return value }
        if let wide = Double(text), wide.isFinite, let value = T(exactly: wide) { return value }
        throw unrepresentable(text, at: path)
    }

    static func decimal(_ node: JSONNode, at path: [any CodingKey]) throws -> Decimal {
        let text = try numberText(Decimal.self, node, at: path)
        guard let value = Decimal(string: text, locale: nil) else { throw unrepresentable(text, at: path) }
        return value
    }

    static func url(_ node: JSONNode, at path: [any CodingKey]) throws -> URL {
        let text = try string(node, at: path)
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Invalid URL string."))
        }
        return url
    }

    static func data(_ node: JSONNode, at path: [any CodingKey]) throws -> Data {
        let text = try string(node, at: path)
        guard let data = Data(base64Encoded: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Encountered Data is not valid Base64."))
        }
        return data
    }

    static func numberText(_ type: Any.Type, _ node: JSONNode, at path: [any CodingKey]) throws -> String {
        guard node.kind == .number else { throw mismatch(type, at: path, found: node) }
        return node.document.text(of: node.slot)
    }

    /// `valueNotFound` for a null where a value was expected, `typeMismatch` otherwise,
    /// as `JSONDecoder` says them.
    static func mismatch(_ type: Any.Type, at path: [any CodingKey], found node: JSONNode) -> DecodingError {
        if node.kind == .null {
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(node.typeWithArticle) instead."))
    }

    static func unrepresentable(_ text: String, at path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: "Number \(Excerpt.of(text)) is not representable in Swift."))
    }
}

// MARK: - Containers

/// The key of an array's element in a coding path, as `JSONDecoder` names it.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

extension JSONNodeDecoder {
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let codingPath: [any CodingKey]
        /// The value of each key, the first written where one is repeated (as
        /// `JSONDecoder` reads it).
        let values: [String: JSONNode]
        /// The keys in written order, each once.
        let order: [String]

        init(node: JSONNode, codingPath: [any CodingKey]) {
            self.codingPath = codingPath
            var values: [String: JSONNode] = [:]
            var order: [String] = []
            node.forEachMember { member in
                guard values[member.key] == nil else { return }
                values[member.key] = member.value
                order.append(member.key)
            }
            self.values = values
            self.order = order
        }

        var allKeys: [Key] { order.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        func value(for key: Key) throws -> JSONNode {
            guard let node = values[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
            }
            return node
        }

        func decodeNil(forKey key: Key) throws -> Bool { try value(for: key).kind == .null }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
            try JSONNodeDecoder.bool(value(for: key), at: codingPath + [key])
        }
        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            try JSONNodeDecoder.string(value(for: key), at: codingPath + [key])
        }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
            try JSONNodeDecoder.double(value(for: key), at: codingPath + [key])
        }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
            try JSONNodeDecoder.float(value(for: key), at: codingPath + [key])
        }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

        func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
            try JSONNodeDecoder.integer(T.self, value(for: key), at: codingPath + [key])
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try JSONNodeDecoder.decode(T.self, from: value(for: key), at: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONNodeDecoder(node: value(for: key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONNodeDecoder(node: value(for: key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            try superDecoder(named: "super")
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            try superDecoder(named: key.stringValue, key: key)
        }

        private func superDecoder(named name: String, key: (any CodingKey)? = nil) throws -> any Decoder {
            let key = key ?? JSONSuperKey()
            // A missing key decodes as null, as JSONDecoder's does.
            return JSONNodeDecoder(node: values[name] ?? JSONNodeDecoder.null, codingPath: codingPath + [key])
        }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let codingPath: [any CodingKey]
        let elements: [JSONNode]
        private(set) var currentIndex = 0

        init(node: JSONNode, codingPath: [any CodingKey]) {
            self.codingPath = codingPath
            elements = node.elements ?? []
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private var path: [any CodingKey] { codingPath + [JSONIndexKey(index: currentIndex)] }

        private func current(_ type: Any.Type) throws -> JSONNode {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, .init(
                    codingPath: path, debugDescription: "Unkeyed container is at end."))
            }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard try current(Never.self).kind == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func next<T>(_ read: (JSONNode, [any CodingKey]) throws -> T) throws -> T {
            let value = try read(current(T.self), path)
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try next(JSONNodeDecoder.bool) }
        mutating func decode(_ type: String.Type) throws -> String { try next(JSONNodeDecoder.string) }
        mutating func decode(_ type: Double.Type) throws -> Double { try next(JSONNodeDecoder.double) }
        mutating func decode(_ type: Float.Type) throws -> Float { try next(JSONNodeDecoder.float) }
        mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

        mutating func integer<T: FixedWidthInteger>() throws -> T {
            try next { try JSONNodeDecoder.integer(T.self, $0, at: $1) }
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try next { try JSONNodeDecoder.decode(T.self, from: $0, at: $1) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try next { try JSONNodeDecoder(node: $0, codingPath: $1).container(keyedBy: type) }
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next { try JSONNodeDecoder(node: $0, codingPath: $1).unkeyedContainer() }
        }

        mutating func superDecoder() throws -> any Decoder {
            try next { JSONNodeDecoder(node: $0, codingPath: $1) }
        }
    }

    struct SingleValue: SingleValueDecodingContainer {
        let node: JSONNode
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { node.kind == .null }
        func decode(_ type: Bool.Type) throws -> Bool { try JSONNodeDecoder.bool(node, at: codingPath) }
        func decode(_ type: String.Type) throws -> String { try JSONNodeDecoder.string(node, at: codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try JSONNodeDecoder.double(node, at: codingPath) }
        func decode(_ type: Float.Type) throws -> Float { try JSONNodeDecoder.float(node, at: codingPath) }
        func decode(_ type: Int.Type) throws -> Int { try integer() }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
        func decode(_ type: UInt.Type) throws -> UInt { try integer() }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

        func integer<T: FixedWidthInteger>() throws -> T {
            try JSONNodeDecoder.integer(T.self, node, at: codingPath)
        }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONNodeDecoder.decode(T.self, from: node, at: codingPath)
        }
    }
}

/// The key of a `super` decoder, as `JSONDecoder` names it.
struct JSONSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
