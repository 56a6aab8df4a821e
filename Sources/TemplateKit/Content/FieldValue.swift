import Diagnostics

/// One value of an item's own fields (``HomeItem/fields``): a string, a number or a
/// boolean, as a day file writes it.
///
/// ```json
/// {"identifier": "aapl", "title": "Apple", "kind": "short",
///  "fields": {"price": "189.20 $", "change": -1.5, "open": true}}
/// ```
public enum FieldValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Text, shown as it is.
    case string(String)
    /// A number, shown in its shortest form ("-1.5", "12"); a string keeps a form of its
    /// own ("12.50").
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)

    /// The value as a template shows it: the text, the number's shortest form, or
    /// "true" / "false".
    public var description: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number):
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
    }

    /// Whether a template counts the value as there: not an empty string, not `false`.
    public var isPresent: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .number: true
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            let name = decoder.codingPath.last.map { "the field \"\(Excerpt.of($0.stringValue))\"" } ?? "a field"
            let found = container.decodeNil() ? "null" : "an array or an object"
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(name) must be a string, a number or a boolean, not \(found)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        }
    }
}

extension HomeItem {
    /// The most fields an item may have.
    public static let maximumFields = 32
    /// The longest name of a field, in characters.
    public static let maximumFieldNameLength = 64
    /// The longest string value of a field, in characters.
    public static let maximumFieldValueLength = 1_000

    /// Whether `name` can name a field: a letter or `_`, then letters, digits, `_` and
    /// `-`, at most ``maximumFieldNameLength`` characters; what `${fields.NAME}` reads.
    public static func isFieldName(_ name: String) -> Bool {
        // ASCII alone, so its bytes are its characters.
        let bytes = name.utf8
        guard let first = bytes.first, bytes.count <= maximumFieldNameLength, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Checks fields as a day file gives them: their count, each name, each value's length.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the offending field, saying what would be right.
    static func checkFields(_ fields: [String: FieldValue], codingPath: [any CodingKey]) throws {
        guard fields.count <= maximumFields else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "an item has at most \(maximumFields) fields, not \(fields.count)"))
        }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            guard isFieldName(name) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "'\(Excerpt.of(name))' cannot name a field: a letter or _, then letters, digits, _ and -, "
                        + "at most \(maximumFieldNameLength) characters"))
            }
            if case .string(let text) = value, text.count > maximumFieldValueLength {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: codingPath + [FieldKey(name)],
                    debugDescription: "the field \"\(name)\" is \(text.count) characters long; a field's text has at most \(maximumFieldValueLength)"))
            }
        }
    }

    /// A field's name as a coding key, for the place of a problem.
    struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
