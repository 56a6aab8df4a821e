import Diagnostics

/// A value an item carries of its own, beside its six fixed fields: a price, a rating,
/// whether it is new. In a day file, the members of an item's `"fields"` object.
public enum FieldValue: Hashable, Sendable, CustomStringConvertible {
    /// Text, e.g. `"£4.99"`.
    case string(String)
    /// A number, e.g. `4.5`.
    case number(Double)
    /// A flag, e.g. `true`.
    case bool(Bool)

    /// The value as a template shows it: text as written, a whole number without a
    /// decimal point (`3`, not `3.0`), other numbers as Swift writes them (`4.5`),
    /// flags as `true` or `false`.
    public var description: String {
        switch self {
        case .string(let text): text
        case .number(let number):
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    /// The text, when the value is text.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when the value is a number.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The flag, when the value is a flag.
    public var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// Whether the value counts as present for a template: not an empty string and not
    /// `false`.
    public var isPresent: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .number: true
        case .bool(let flag): flag
        }
    }
}

/// The fields an item carries of its own, by name: what `"fields"` holds in a day file.
///
/// Bounded so that no day file can make an item unboundedly large: at most
/// ``maximumCount`` fields, names of 1 to ``maximumNameLength`` characters, and text of
/// at most ``maximumTextLength`` characters.
public struct ItemFields: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The most fields an item may carry.
    public static let maximumCount = 32
    /// The longest name of a field, in characters.
    public static let maximumNameLength = 64
    /// The longest text value, in characters.
    public static let maximumTextLength = 1_000

    private var values: [String: FieldValue]

    /// No fields.
    public init() {
        values = [:]
    }

    /// The fields given (not checked against the limits: a value made in code is trusted).
    public init(_ values: [String: FieldValue]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, FieldValue)...) {
        values = Dictionary(elements) { _, last in last }
    }

    /// The value of the field `name`, if the item has it.
    public subscript(name: String) -> FieldValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Whether the item carries no field.
    public var isEmpty: Bool { values.isEmpty }
    /// How many fields the item carries.
    public var count: Int { values.count }
    /// The names, sorted.
    public var names: [String] { values.keys.sorted() }

    /// The fields in the order of their names.
    public func makeIterator() -> IndexingIterator<[(name: String, value: FieldValue)]> {
        names.map { (name: $0, value: values[$0]!) }.makeIterator()
    }
}

extension ItemFields: Codable {
    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Name.self)
        let keys = container.allKeys
        guard keys.count <= Self.maximumCount else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "\"fields\" holds \(keys.count) fields, more than the limit of \(Self.maximumCount); keep the ones templates draw"))
        }
        var values: [String: FieldValue] = [:]
        for key in keys {
            let name = key.stringValue
            guard !name.isEmpty, name.count <= Self.maximumNameLength else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "a field's name must have 1 to \(Self.maximumNameLength) characters, not \(name.count)")
            }
            if let flag = try? container.decode(Bool.self, forKey: key) {
                values[name] = .bool(flag)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                values[name] = .number(number)
            } else if let text = try? container.decode(String.self, forKey: key) {
                guard text.count <= Self.maximumTextLength else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "field \"\(Excerpt.of(name))\" has \(text.count) characters, more than the limit of \(Self.maximumTextLength)")
                }
                values[name] = .string(text)
            } else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "field \"\(Excerpt.of(name))\" must be a string, a number or a boolean (true or false)")
            }
        }
        self.values = values
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        for (name, value) in self {
            let key = Name(stringValue: name)
            switch value {
            case .string(let text): try container.encode(text, forKey: key)
            case .number(let number): try container.encode(number, forKey: key)
            case .bool(let flag): try container.encode(flag, forKey: key)
            }
        }
    }
}
