import Diagnostics

/// The Adaptive Cards templating language: a card template and its data expanded into a card.
public enum CardTemplating {
    /// Whether `value` is a template: a string with `${`, or a `$data` or `$when` key.
    public static func isTemplate(_ value: CardValue) -> Bool {
        switch value.kind {
        case .string(let text): return text.contains("${")
        case .array(let elements): return elements.contains(where: isTemplate)
        case .object(let members):
            return members.contains { $0.key == "$data" || $0.key == "$when" || isTemplate($0.value) }
        default: return false
        }
    }

    /// What expanding a template came to.
    public struct Expansion: Sendable {
        /// The card, `nil` when the template expands to nothing.
        public var value: CardValue?
        /// The problems found: bindings that could not be resolved, expressions that could not be read.
        public var diagnostics: [Diagnostic] = []
    }

    /// Expands a template with its data.
    public static func expand(_ template: CardValue, data: CardValue?, host: CardValue?) -> Expansion {
        Expansion(value: template)
    }
}
