import Essentials

/// A JSON value: what events write, and what an item carries as it was written (a card).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// An array's elements, in order.
    case array([JSONValue])
    /// An object's members, in order.
    case object([Member])

    /// A member of an object.
    public struct Member: Hashable, Sendable {
        /// Its key.
        public var key: String
        /// Its value.
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value as JSON text.
    public var text: String { jsonText.text() }

    /// The value for the package's one JSON writer.
    package var jsonText: JSONText {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(\.jsonText))
        case .object(let members): .object(members.map { ($0.key, $0.value.jsonText) })
        }
    }
}
