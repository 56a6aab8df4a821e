/// A JSON value read from a day file as it is written: what an item carries of its own
/// for a template to read whole (``HomeItem/card``, ``HomeItem/data``). An object's
/// members come in the order of their keys (a decoder does not keep the written order).
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            let members = try container.decode([String: JSONValue].self)
            self = .object(members.sorted { $0.key < $1.key }.map { Member(key: $0.key, value: $0.value) })
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }))
        }
    }

    /// The members when this is an object.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }
}
