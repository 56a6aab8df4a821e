import Essentials

extension JSONNode {
    /// The JSON type with an article, for messages: "a string", "an object", "null".
    public var typeWithArticle: String {
        switch value {
        case .null: "null"
        case .array, .object: "an \(typeName)"
        default: "a \(typeName)"
        }
    }

    /// The value as compact JSON text (keys in written order), for `json` payloads;
    /// written by the package's one JSON writer.
    public var compactText: String { jsonText.text() }

    /// The value for the JSON writer.
    package var jsonText: JSONText {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.jsonText))
        case .object(let members): .object(members.map { JSONText.Member($0.key, $0.value.jsonText) })
        }
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else as it is (the package's one JSON writer's escaping).
    public static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
