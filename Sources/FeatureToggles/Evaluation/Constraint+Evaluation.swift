import Foundation

extension Constraint {
    /// Whether the constraint holds for `context`, exactly as Unleash decides it.
    ///
    /// An unknown operator or a regular expression that does not compile never holds,
    /// inverted or not. Otherwise a missing context value makes the operator false
    /// (`NOT_IN` true), and `inverted` negates the operator's result.
    ///
    /// - Parameters:
    ///   - context: The evaluation context.
    ///   - now: The clock for `currentTime` when the context has none.
    /// - Returns: Whether it holds.
    func holds(in context: EvaluationContext, now: () -> Date) -> Bool {
        let result: Bool
        switch compiled {
        case .unknown, .regex(nil, _):
            return false
        case .membership(let values, let negated):
            let found = context.value(of: field).map { values.contains($0) } ?? false
            result = found != negated
        case .string(let kind, let values, let caseInsensitive):
            if var text = context.value(of: field) {
                if caseInsensitive { text = text.lowercased() }
                switch kind {
                case .stringStartsWith: result = values.contains { text.hasPrefix($0) }
                case .stringEndsWith: result = values.contains { text.hasSuffix($0) }
                default: result = values.contains { text.contains($0) }
                }
            } else {
                result = false
            }
        case .number(let kind, let operand):
            if let operand, let text = context.value(of: field), let number = JavaScriptNumber.parse(text) {
                switch kind {
                case .numberEquals: result = number == operand
                case .numberGreaterThan: result = number > operand
                case .numberGreaterThanOrEqual: result = number >= operand
                case .numberLessThan: result = number < operand
                default: result = number <= operand
                }
            } else {
                result = false
            }
        case .date(let kind, let operand):
            let date: Date? = field == .currentTime
                ? (context.currentTime ?? now())
                : context.value(of: field).flatMap(RFC3339.parse)
            if let operand, let date {
                result = kind == .dateAfter ? date > operand : date < operand
            } else {
                result = false
            }
        case .semanticVersion(let kind, let operand):
            if let operand, let version = context.value(of: field).flatMap(SemanticVersion.init) {
                switch kind {
                case .semanticVersionEquals: result = version == operand
                case .semanticVersionGreaterThan: result = version > operand
                case .semanticVersionGreaterThanOrEqual: result = version >= operand
                case .semanticVersionLessThan: result = version < operand
                default: result = version <= operand
                }
            } else {
                result = false
            }
        case .regex(let program?, _):
            result = context.value(of: field).map(program.matches) ?? false
        case .addressRanges(let ranges):
            if let address = context.value(of: field).flatMap({ IPAddress($0.trimmingWhitespace) }) {
                result = ranges.contains { $0.contains(address) }
            } else {
                result = false
            }
        }
        return result != inverted
    }
}
