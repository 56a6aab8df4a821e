import Diagnostics

/// A JSON value of a card, a card template or its data, with the place it was written.
///
/// Cards are read into this tree first (``CardValue/parse(_:file:limits:)``): templating
/// turns a template and its data into another tree of these, keeping the places of the
/// template's values, so that a problem found after templating is still reported at the
/// `file:line:column` an author wrote.
public struct CardValue: Hashable, Sendable {
    /// The shape of a value.
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([CardValue])
        /// Members in written order.
        case object([Member])
    }

    /// A member of an object.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: CardValue
        /// Where the key is written, when it is.
        public var keyLocation: SourceLocation?

        /// Creates a member.
        public init(key: String, value: CardValue, keyLocation: SourceLocation? = nil) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation
        }
    }

    /// The value.
    public var kind: Kind
    /// Where it is written; `nil` for a value made by templating from data.
    public var location: SourceLocation?

    /// Creates a value.
    public init(_ kind: Kind, at location: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
    }

    /// `null`, with no place.
    public static let null = CardValue(.null)

    /// A string value.
    public static func string(_ text: String, at location: SourceLocation? = nil) -> CardValue { CardValue(.string(text), at: location) }
    /// A number value.
    public static func number(_ number: Double, at location: SourceLocation? = nil) -> CardValue { CardValue(.number(number), at: location) }
    /// A boolean value.
    public static func bool(_ flag: Bool, at location: SourceLocation? = nil) -> CardValue { CardValue(.bool(flag), at: location) }
    /// An array value.
    public static func array(_ elements: [CardValue], at location: SourceLocation? = nil) -> CardValue { CardValue(.array(elements), at: location) }
    /// An object value.
    public static func object(_ members: [Member], at location: SourceLocation? = nil) -> CardValue { CardValue(.object(members), at: location) }
}

extension CardValue {
    /// The text when this is a string.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The value when this is a boolean.
    public var bool: Bool? {
        if case .bool(let flag) = kind { return flag }
        return nil
    }

    /// The value when this is a number.
    public var number: Double? {
        if case .number(let number) = kind { return number }
        return nil
    }

    /// The elements when this is an array.
    public var elements: [CardValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The members when this is an object.
    public var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { kind == .null }

    /// The last value written for `key` when this is an object.
    public subscript(key: String) -> CardValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The JSON name of the value's type, for messages: "an object", "a string"…
    public var typeWithArticle: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// How many values the tree holds, this one included.
    /// - Complexity: O(n) in the values.
    public var valueCount: Int {
        switch kind {
        case .array(let elements): elements.reduce(1) { $0 + $1.valueCount }
        case .object(let members): members.reduce(1) { $0 + $1.value.valueCount }
        default: 1
        }
    }

    /// The number as a card writes it in text: whole numbers without a fraction.
    static func text(of number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number > 0 ? "Infinity" : "-Infinity") }
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
