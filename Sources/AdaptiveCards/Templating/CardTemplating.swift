import Diagnostics

/// The Adaptive Cards templating language: a card template and its data expanded into a
/// card, as the language defines it.
///
/// - `${expression}` in a string is replaced by the expression's value (a string that
///   is one binding and nothing else takes the value's type: a number, an array); paths
///   (`a.b[0]`), `$root`, `$data`, `$index` and `$host`, operators and the common
///   functions (string, math, logical, comparison, collection and date formatting).
/// - `"$data"` on an element in an array repeats it for each item of an array, each
///   with the item as its data and its place as `$index`; on anything else it sets the
///   data of what is inside.
/// - `"$when"` keeps an element only when its expression is `true`.
/// - A binding that cannot be resolved (a name the data does not have, `null`) is left
///   as written, with a warning at its place; an expression that cannot be read or
///   evaluated too.
///
/// What expansion makes is bounded as a card is (``CardLimits/card``'s count of values).
public enum CardTemplating {
    /// Whether `value` is a template: a string with `${`, or a `$data` or `$when` key.
    public static func isTemplate(_ value: CardValue) -> Bool {
        switch value.kind {
        case .string(let text): return text.containsBytes(UInt8(ascii: "$"), UInt8(ascii: "{"))
        case .array(let elements): return elements.contains(where: isTemplate)
        case .object(let members):
            return members.contains { $0.key == "$data" || $0.key == "$when" || isTemplate($0.value) }
        default: return false
        }
    }

    /// What expanding a template came to.
    public struct Expansion: Sendable {
        /// The card, `nil` when the template expands to nothing or goes past a limit.
        public var value: CardValue?
        /// The problems found: bindings left as written, expressions that could not be read.
        public var diagnostics: [Diagnostic] = []
    }

    /// Expands a template with its data.
    ///
    /// - Parameters:
    ///   - template: The card template.
    ///   - data: The data (`$root`); the template's own `$data` when `nil`.
    ///   - host: What `$host` is.
    ///   - now: The time `utcNow()` gives, as an ISO 8601 string; undefined when `nil`.
    /// - Returns: The expanded card and the problems found.
    public static func expand(_ template: CardValue, data: CardValue?, host: CardValue? = nil, now: String? = nil) -> Expansion {
        var expander = TemplateExpander(scope: ExpressionScope(data: nil, root: data, host: host, now: now.flatMap(CardDate.init)))
        if data == nil, let inline = template["$data"] {
            // The template's own data is its root.
            expander.scope.root = expander.binding(inline)
        }
        let value = expander.expand(template)
        var expansion = Expansion(value: value, diagnostics: expander.diagnostics)
        if expander.tooLarge {
            expansion.value = nil
        } else if value == nil {
            expansion.diagnostics.append(Diagnostic(.error, at: template.location, "the template's \"$when\" is false: it expands to no card"))
        }
        return expansion
    }

    /// Reads one expression (the text inside `${…}`), for a check or a fuzzer.
    ///
    /// - Returns: `nil` when it reads, else what was expected where.
    package static func problem(inExpression text: String) -> String? {
        do {
            _ = try ExpressionParser.parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    /// Evaluates the bindings of `text` with `data` as `$root`, for a check or a fuzzer:
    /// the text with its bindings replaced, or left as written where they cannot be.
    package static func interpolate(_ text: String, data: CardValue?) -> String {
        var expander = TemplateExpander(scope: ExpressionScope(data: nil, root: data))
        return ExpressionEvaluator.text(expander.interpolate(.string(text)))
    }
}
