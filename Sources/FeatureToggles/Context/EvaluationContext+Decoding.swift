import Diagnostics
import Foundation

extension EvaluationContext: Decodable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes Unleash's context shape.
    ///
    /// Strings, numbers and booleans are accepted as values (numbers and booleans as their
    /// text); `null` means absent. Top-level keys other than the standard ones are taken
    /// as properties, as Unleash's SDKs do. `currentTime` is an RFC 3339 date-time, kept
    /// to the nanosecond; one that is not is kept as text, for ``warnings``.
    ///
    /// - Throws: `DecodingError` naming the offending key.
    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys {
            if key.stringValue == "properties" {
                if try container.decodeNil(forKey: key) { continue }
                let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: key)
                for property in nested.allKeys {
                    if let value = try Self.scalar(in: nested, key: property) {
                        properties[property.stringValue] = value
                    }
                }
                continue
            }
            guard let value = try Self.scalar(in: container, key: key) else { continue }
            switch key.stringValue {
            case "userId": userId = value
            case "sessionId": sessionId = value
            case "remoteAddress": remoteAddress = value
            case "environment": environment = value
            case "appName": appName = value
            case "currentTime":
                // Unleash's SDKs evaluate with a currentTime that is not a date (their date
                // constraints are false then); so does this, with a warning.
                givenTime = RFC3339.instant(value).map(GivenTime.instant) ?? .unreadable(value, at: nil)
            default: properties[key.stringValue] = value
            }
        }
    }

    private static func scalar(in container: KeyedDecodingContainer<AnyKey>, key: AnyKey) throws -> String? {
        if try container.decodeNil(forKey: key) { return nil }
        if let text = try? container.decode(String.self, forKey: key) { return text }
        if let flag = try? container.decode(Bool.self, forKey: key) { return flag ? "true" : "false" }
        if let integer = try? container.decode(Int.self, forKey: key) { return String(integer) }
        if let number = try? container.decode(Double.self, forKey: key) { return String(number) }
        throw DecodingError.typeMismatch(String.self, .init(
            codingPath: container.codingPath + [key],
            debugDescription: "a context value must be a string, a number, a boolean or null"
        ))
    }

    /// Decodes a context from JSON text, reporting problems at their place.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON, e.g. the argument of `--context`.
    ///   - file: The name to report, e.g. `--context`.
    /// - Returns: The context; its ``warnings`` give line and column.
    /// - Throws: A ``Diagnostic`` with line and column.
    public static func decode(from bytes: [UInt8], file: String? = nil) throws(Diagnostic) -> EvaluationContext {
        var context = try JSONNode.decode(EvaluationContext.self, from: bytes, file: file)
        if case .unreadable(let text, nil)? = context.givenTime {
            let location = (try? JSONNode.parse(bytes, file: file))?["currentTime"]?.location
            context.givenTime = .unreadable(text, at: location)
        }
        return context
    }
}
