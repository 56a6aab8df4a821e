/// A value of an attribute or a body, as OTLP's `AnyValue` holds it: a string, a
/// boolean, a 64-bit integer, a double, a list of values or a list of key-value pairs.
///
/// Its JSON is the protobuf JSON mapping of `AnyValue`: `{"stringValue": "list"}`,
/// `{"intValue": "3"}` (64-bit integers as strings), `{"doubleValue": 0.5}`,
/// `{"arrayValue": {"values": [...]}}`, `{"kvlistValue": {"values": [...]}}`.
public indirect enum AnyValue: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case array([AnyValue])
    case keyValueList([KeyValue])

    /// An integer of any width.
    public static func int(_ value: Int) -> AnyValue { .int(Int64(value)) }
}

/// An attribute: a key and its value, as OTLP's `KeyValue`.
public struct KeyValue: Hashable, Sendable {
    /// The attribute's name, e.g. `feature_flag.key`.
    public var key: String
    /// Its value.
    public var value: AnyValue

    /// Creates an attribute.
    public init(_ key: String, _ value: AnyValue) {
        self.key = key
        self.value = value
    }
}

extension AnyValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension [KeyValue] {
    /// The value of the first attribute called `key`.
    public subscript(key: String) -> AnyValue? {
        first { $0.key == key }?.value
    }
}
