/// A variant's payload in Unleash's shape: a type (`string`, `number`, `json`, `csv`) and
/// the value as text.
public struct Payload: Sendable, Hashable, Codable {
    /// `string`, `number`, `json` or `csv`.
    public var type: String
    /// The value as text, whatever its type.
    public var value: String

    /// Creates a payload.
    public init(type: String, value: String) {
        self.type = type
        self.value = value
    }

    /// A `string` payload.
    public static func string(_ text: String) -> Payload { Payload(type: "string", value: text) }

    /// A `number` payload, written without a fraction when the number is whole.
    public static func number(_ number: Double) -> Payload {
        Payload(type: "number", value: PayloadNumber.format(number))
    }

    /// The value as a number, when it reads as one (any payload type).
    public var number: Double? { JavaScriptNumber.parse(value).flatMap { value.trimmingWhitespace.isEmpty ? nil : $0 } }

    /// The value as a whole number, when it reads as one that fits an `Int`.
    public var integer: Int? {
        guard let number, number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }
}

enum PayloadNumber {
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 9.0e15 { return String(Int(number)) }
        return String(number)
    }
}

/// A rule that gives a variant to contexts whose field has one of some values.
public struct VariantOverride: Sendable, Hashable {
    /// The context field.
    public var contextName: String
    /// The values that get the variant.
    public var values: [String]

    let field: ContextField

    /// Creates an override.
    public init(contextName: String, values: [String]) {
        self.contextName = contextName
        self.values = values
        field = ContextField(contextName)
    }

    public static func == (lhs: VariantOverride, rhs: VariantOverride) -> Bool {
        lhs.contextName == rhs.contextName && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contextName)
        hasher.combine(values)
    }
}

/// One variant a toggle can hand out, with its share of contexts.
public struct VariantDefinition: Sendable, Hashable {
    /// The name, e.g. a template style such as `grid`.
    public var name: String
    /// The share: this variant gets `weight / total weight` of contexts.
    public var weight: Int
    /// What the variant carries.
    public var payload: Payload?
    /// The context field that keeps a context in the same variant (`default`, `userId`…).
    public var stickiness: String?
    /// Contexts that get this variant whatever their bucket.
    public var overrides: [VariantOverride]

    /// Creates a variant.
    public init(name: String, weight: Int, payload: Payload? = nil, stickiness: String? = nil, overrides: [VariantOverride] = []) {
        self.name = name
        self.weight = weight
        self.payload = payload
        self.stickiness = stickiness
        self.overrides = overrides
    }
}

/// The variant an evaluation resolved to: Unleash's `{name, enabled, payload}`.
public struct ResolvedVariant: Sendable, Hashable {
    /// The name; `disabled` when there is none.
    public var name: String
    /// Whether a variant was chosen (false for the `disabled` placeholder).
    public var enabled: Bool
    /// The payload, when the variant has one.
    public var payload: Payload?

    /// Creates a resolved variant.
    public init(name: String, enabled: Bool, payload: Payload? = nil) {
        self.name = name
        self.enabled = enabled
        self.payload = payload
    }

    /// Unleash's placeholder when no variant applies.
    public static let disabled = ResolvedVariant(name: "disabled", enabled: false)
}
