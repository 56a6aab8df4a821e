import Foundation

/// A constraint prepared for evaluation: its field resolved, its operand parsed, its
/// operator reduced to a ``Kind`` without payload.
///
/// A class, so that evaluation reads it in place: copying a constraint costs more than
/// checking it. The operands are plain stored properties (only the one the kind uses is
/// meaningful), so that checking reads them directly instead of copying an enum's payload.
final class CompiledCondition: Sendable {
    enum Kind: Sendable {
        /// An unknown operator, or a regular expression that does not compile: never
        /// holds, inverted or not.
        case never
        /// A number, date or version operand that does not parse: false, then inverted.
        case unusableOperand
        case membership, notMembership
        case startsWith, endsWith, contains
        case numberEquals, numberGreaterThan, numberGreaterThanOrEqual, numberLessThan, numberLessThanOrEqual
        case dateAfter, dateBefore
        case versionEquals, versionGreaterThan, versionGreaterThanOrEqual, versionLessThan, versionLessThanOrEqual
        case regex
        case addresses
    }

    let field: ContextField
    let kind: Kind
    let inverted: Bool
    /// Whether the string operators lower-case the context value as JavaScript does
    /// (their operands already are).
    let caseInsensitive: Bool
    /// `IN` / `NOT_IN`: the trimmed, non-empty values.
    let members: TextSet
    /// `STR_*`: the operands, lower-cased when the comparison ignores case.
    let texts: [String]
    /// `STR_STARTS_WITH` / `STR_ENDS_WITH`: the operands' UTF-8 bytes when all are ASCII,
    /// for ``StringMatch``; empty otherwise.
    let asciiTexts: [[UInt8]]
    let number: Double
    /// `DATE_*`: the operand, to the nanosecond.
    let instant: Instant
    let version: SemanticVersion?
    let regex: RegexProgram?
    let ranges: [AddressRange]

    init(_ constraint: Constraint) {
        field = constraint.field
        inverted = constraint.inverted
        var caseInsensitive = false
        var members = TextSet([])
        var texts: [String] = []
        var number = 0.0
        var instant = Instant(seconds: 0, nanoseconds: 0)
        var version: SemanticVersion?
        var regex: RegexProgram?
        var ranges: [AddressRange] = []
        switch constraint.compiled {
        case .unknown, .regex(nil, _):
            kind = .never
        case .membership(let values, let negated):
            kind = negated ? .notMembership : .membership
            members = values
        case .string(let operation, let values, let ignoringCase):
            switch operation {
            case .stringStartsWith: kind = .startsWith
            case .stringEndsWith: kind = .endsWith
            default: kind = .contains
            }
            texts = values
            caseInsensitive = ignoringCase
        case .number(_, nil), .date(_, nil), .semanticVersion(_, nil):
            kind = .unusableOperand
        case .number(let operation, let operand?):
            switch operation {
            case .numberEquals: kind = .numberEquals
            case .numberGreaterThan: kind = .numberGreaterThan
            case .numberGreaterThanOrEqual: kind = .numberGreaterThanOrEqual
            case .numberLessThan: kind = .numberLessThan
            default: kind = .numberLessThanOrEqual
            }
            number = operand
        case .date(let operation, let operand?):
            kind = operation == .dateAfter ? .dateAfter : .dateBefore
            instant = operand
        case .semanticVersion(let operation, let operand?):
            switch operation {
            case .semanticVersionEquals: kind = .versionEquals
            case .semanticVersionGreaterThan: kind = .versionGreaterThan
            case .semanticVersionGreaterThanOrEqual: kind = .versionGreaterThanOrEqual
            case .semanticVersionLessThan: kind = .versionLessThan
            default: kind = .versionLessThanOrEqual
            }
            version = operand
        case .regex(let program?, _):
            kind = .regex
            regex = program
        case .addressRanges(let parsed):
            kind = .addresses
            ranges = parsed
        }
        self.caseInsensitive = caseInsensitive
        self.members = members
        self.texts = texts
        asciiTexts = texts.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? texts.map { Array($0.utf8) } : []
        self.number = number
        self.instant = instant
        self.version = version
        self.regex = regex
        self.ranges = ranges
    }

    /// Whether the constraint holds for `context`, exactly as Unleash decides it.
    ///
    /// An unknown operator or a regular expression that does not compile never holds,
    /// inverted or not. Otherwise a missing context value makes the operator false
    /// (`NOT_IN` true), and `inverted` negates the operator's result. A value longer than
    /// ``EvaluationContext/longestConstraintValue`` is missing here.
    ///
    /// - Parameters:
    ///   - context: The evaluation context.
    ///   - now: The clock for `currentTime` when the context has none.
    /// - Returns: Whether it holds.
    func holds(in context: EvaluationContext, now: () -> Date) -> Bool {
        let result: Bool
        switch kind {
        case .never:
            return false
        case .unusableOperand:
            result = false
        case .membership:
            result = context.constraintValue(of: field).map(members.contains) ?? false
        case .notMembership:
            result = !(context.constraintValue(of: field).map(members.contains) ?? false)
        case .startsWith, .endsWith, .contains:
            result = context.constraintValue(of: field).map(matchesText) ?? false
        case .numberEquals, .numberGreaterThan, .numberGreaterThanOrEqual, .numberLessThan, .numberLessThanOrEqual:
            if let text = context.constraintValue(of: field), let value = JavaScriptNumber.parse(text) {
                switch kind {
                case .numberEquals: result = value == number
                case .numberGreaterThan: result = value > number
                case .numberGreaterThanOrEqual: result = value >= number
                case .numberLessThan: result = value < number
                default: result = value <= number
                }
            } else {
                result = false
            }
        case .dateAfter, .dateBefore:
            let value: Instant? = field == .currentTime
                ? context.currentInstant(now: now)
                : context.constraintValue(of: field).flatMap(RFC3339.instant)
            if let value {
                result = kind == .dateAfter ? value > instant : value < instant
            } else {
                result = false
            }
        case .versionEquals, .versionGreaterThan, .versionGreaterThanOrEqual, .versionLessThan, .versionLessThanOrEqual:
            if let version, let value = context.constraintValue(of: field).flatMap(SemanticVersion.init) {
                switch kind {
                case .versionEquals: result = value == version
                case .versionGreaterThan: result = value > version
                case .versionGreaterThanOrEqual: result = value >= version
                case .versionLessThan: result = value < version
                default: result = value <= version
                }
            } else {
                result = false
            }
        case .regex:
            result = context.constraintValue(of: field).map { regex?.matches($0) ?? false } ?? false
        case .addresses:
            if let address = context.constraintValue(of: field).flatMap(IPAddress.init) {
                result = ranges.contains { $0.contains(address) }
            } else {
                result = false
            }
        }
        return result != inverted
    }

    /// `STR_STARTS_WITH`, `STR_ENDS_WITH` and `STR_CONTAINS`: any operand matches.
    private func matchesText(_ value: String) -> Bool {
        let text = caseInsensitive ? JavaScriptCase.lowercased(value) : value
        switch kind {
        case .startsWith:
            if !asciiTexts.isEmpty, let result = StringMatch.asciiHasPrefix(text, asciiTexts) { return result }
            return texts.contains { text.hasPrefix($0) }
        case .endsWith:
            if !asciiTexts.isEmpty, let result = StringMatch.asciiHasSuffix(text, asciiTexts) { return result }
            return texts.contains { text.hasSuffix($0) }
        default:
            return texts.contains { text.contains($0) }
        }
    }
}

extension CompiledCondition {
    /// Whether the first `count` conditions all hold, checked in order until one does not.
    @inline(__always)
    static func allHold(_ conditions: [CompiledCondition], count: Int, context: EvaluationContext, now: () -> Date) -> Bool {
        for index in 0..<count where !conditions[index].holds(in: context, now: now) { return false }
        return true
    }
}
