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
        case .object(let members): .object(members.map { ($0.key, $0.value.jsonText) })
        }
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else as it is (the package's one JSON writer's escaping).
    package static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }

    /// The value's text as it is written in the document, from its first byte to its
    /// last (an object's closing brace), spaces and escapes as they are: a document
    /// inside a document, read on its own with places that are the same text's.
    ///
    /// - Complexity: O(n) in the value's text.
    public var writtenText: String {
        let bytes = document.bytes
        let start = Int(slot.start)
        guard slot.isContainer else { return String(decoding: bytes[start..<slot.end], as: UTF8.self) }
        var depth = 0
        var position = start
        var inString = false
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            }
            position += 1
        }
        return String(decoding: bytes[start..<min(position + 1, bytes.count)], as: UTF8.self)
    }
}
