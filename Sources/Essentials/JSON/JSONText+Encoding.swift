extension JSONText {
    /// The JSON of an `Encodable` value, members in the order the value encodes them.
    ///
    /// - Throws: What the value's `encode(to:)` throws.
    package init(encoding value: some Encodable) throws {
        let root = Slot()
        try value.encode(to: TreeEncoder(slot: root, codingPath: []))
        self = root.value
    }
}

/// Where an encoder puts what it encodes: a value, or a container filled in later.
private final class Slot {
    enum Content {
        case value(JSONText)
        case array([Slot])
        case object([(String, Slot)])
    }

    var content = Content.value(.null)

    var value: JSONText {
        switch content {
        case .value(let value): value
        case .array(let slots): .array(slots.map(\.value))
        case .object(let members): .object(members.map { JSONText.Member($0.0, $0.1.value) })
        }
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// The slot of `key` in this object, made if new.
    func member(_ key: String) -> Slot {
        guard case .object(var members) = content else { return Slot() }
        if let existing = members.first(where: { $0.0 == key }) { return existing.1 }
        let slot = Slot()
        members.append((key, slot))
        content = .object(members)
        return slot
    }

    /// A new slot at the end of this array.
    func appended() -> Slot {
        guard case .array(var slots) = content else { return Slot() }
        let slot = Slot()
        slots.append(slot)
        content = .array(slots)
        return slot
    }

    var count: Int {
        if case .array(let slots) = content { return slots.count }
        return 0
    }
}

private struct TreeEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return UnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot, codingPath: codingPath)
    }
}

/// A JSON value for the standard library's leaf types, or `nil` for one that encodes
/// itself.
private func leaf(_ value: some Encodable) -> JSONText? {
    switch value {
    case let text as String: .string(text)
    case let flag as Bool: .bool(flag)
    case let number as Double: .number(number)
    case let number as Float: .number(Double(number))
    case let number as Int: .number(number)
    case let number as Int64: .number(number)
    case let number as UInt64: .number(number)
    case let number as Int32: .number(number)
    case let number as UInt32: .number(number)
    case let number as UInt: .number(number)
    default: nil
    }
}

private func encode(_ value: some Encodable, into slot: Slot, codingPath: [any CodingKey]) throws {
    if let leaf = leaf(value) {
        slot.content = .value(leaf)
    } else {
        try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try Essentials.encode(value, into: slot.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: slot.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    private var nextPath: [any CodingKey] { codingPath + [IndexKey(intValue: count)] }

    mutating func encodeNil() throws { slot.appended().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try Essentials.encode(value, into: slot.appended(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return TreeEncoder(slot: slot.appended(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return TreeEncoder(slot: slot.appended(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return TreeEncoder(slot: slot.appended(), codingPath: path)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try Essentials.encode(value, into: slot, codingPath: codingPath)
    }
}
