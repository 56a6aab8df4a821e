import Foundation

extension JSONNode {
    /// Decodes a `Decodable` value from JSON text and reports any problem at its place.
    ///
    /// Syntax errors come from ``parse(_:file:)-(Bytes,_)``; type errors, read as
    /// `JSONDecoder` reads (with its default strategies), are turned into diagnostics that point at the offending value, with
    /// the JSON type that was found and the one that was expected.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: UTF-8 JSON text.
    ///   - file: The file name to report.
    /// - Returns: The decoded value.
    /// - Throws: A ``Diagnostic``.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], file: String? = nil) throws(Diagnostic) -> T {
        try parse(bytes, file: file).decode(type, from: bytes)
    }

    /// Decodes a `Decodable` value from the JSON text this document was parsed from, for
    /// a caller that checked the tree first; type errors are reported at their place.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: The UTF-8 JSON text this node is the root of (the node holds it; kept
    ///     for callers written before the decoder read the node).
    /// - Returns: The decoded value.
    /// - Throws: A ``Diagnostic``.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(Diagnostic) -> T {
        let root = self
        do {
            return try JSONNodeDecoder.decode(T.self, from: root, at: [])
        } catch let error as DecodingError {
            throw root.diagnostic(for: error)
        } catch let error as Diagnostic {
            throw error
        } catch {
            throw Diagnostic(.error, at: root.location, "\(error)")
        }
    }

    /// Turns a `DecodingError` raised while decoding this document into a diagnostic
    /// at the place its coding path names.
    public func diagnostic(for error: DecodingError) -> Diagnostic {
        switch error {
        case .typeMismatch(let expected, let context):
            let found = node(at: context.codingPath)
            return Diagnostic(
                .error, at: found?.location ?? location,
                "\(Self.describe(context.codingPath)) must be \(Self.jsonName(of: expected)), not \(found?.typeWithArticle ?? "this")"
            )
        case .valueNotFound(let expected, let context):
            let found = node(at: context.codingPath)
            return Diagnostic(
                .error, at: found?.location ?? location,
                "\(Self.describe(context.codingPath)) must be \(Self.jsonName(of: expected)), not null"
            )
        case .keyNotFound(let key, let context):
            let container = node(at: context.codingPath)
            return Diagnostic(
                .error, at: container?.location ?? location,
                "missing key \"\(key.stringValue)\" in \(context.codingPath.isEmpty ? "the top-level object" : Self.describe(context.codingPath))"
            )
        case .dataCorrupted(let context):
            let found = node(at: context.codingPath)
            return Diagnostic(.error, at: found?.location ?? location, context.debugDescription)
        @unknown default:
            return Diagnostic(.error, at: location, "\(error)")
        }
    }

    /// A coding path as a reader would write it: `features[2].name`.
    public static func describe(_ path: [any CodingKey]) -> String {
        if path.isEmpty { return "the value" }
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || Int(key.stringValue) == index {
                text += "[\(index)]"
            } else {
                let name = Excerpt.of(key.stringValue)
                text += text.isEmpty ? name : ".\(name)"
            }
        }
        // Keys as excerpts, and a deep path's end only: a message stays short.
        if text.count > 200 { text = "…" + text.suffix(199) }
        return text.hasPrefix("[") ? "element \(text)" : "\"\(text)\""
    }

    static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type, is Character.Type: "a string"
        case is Bool.Type: "a boolean"
        case is any BinaryInteger.Type: "an integer"
        case is any BinaryFloatingPoint.Type: "a number"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "an array"
        default:
            String(describing: type).hasPrefix("Array") ? "an array"
                : String(describing: type).hasPrefix("Dictionary") ? "an object" : "\(type)"
        }
    }
}
