import Foundation

/// The operators of Unleash constraints.
public enum ConstraintOperator: String, Sendable, Hashable, CaseIterable, Codable {
    case `in` = "IN"
    case notIn = "NOT_IN"
    case stringContains = "STR_CONTAINS"
    case stringStartsWith = "STR_STARTS_WITH"
    case stringEndsWith = "STR_ENDS_WITH"
    case numberEquals = "NUM_EQ"
    case numberGreaterThan = "NUM_GT"
    case numberGreaterThanOrEqual = "NUM_GTE"
    case numberLessThan = "NUM_LT"
    case numberLessThanOrEqual = "NUM_LTE"
    case dateAfter = "DATE_AFTER"
    case dateBefore = "DATE_BEFORE"
    case semanticVersionEquals = "SEMVER_EQ"
    case semanticVersionGreaterThan = "SEMVER_GT"
    case semanticVersionGreaterThanOrEqual = "SEMVER_GTE"
    case semanticVersionLessThan = "SEMVER_LT"
    case semanticVersionLessThanOrEqual = "SEMVER_LTE"
    case regex = "REGEX"
    case inCIDR = "IN_CIDR"

    /// Whether the operator compares with a list in `values` (otherwise with `value`).
    public var takesValueList: Bool {
        switch self {
        case .in, .notIn, .stringContains, .stringStartsWith, .stringEndsWith, .inCIDR: true
        default: false
        }
    }
}

/// A condition on one context field: `environment IN [dev, stage]`.
///
/// The operand is parsed once, when the constraint is made (numbers, dates, versions,
/// address ranges, the regular expression), so evaluation only compares.
public struct Constraint: Sendable {
    /// The context field: `userId`, `environment`, `currentTime`… or any property name.
    public let contextName: String
    /// The operator as written; ``operator`` is `nil` when it names none Unleash knows.
    public let operatorName: String
    /// The list operand (`IN`, `STR_*`, `IN_CIDR`).
    public let values: [String]
    /// The single operand (`NUM_*`, `DATE_*`, `SEMVER_*`, `REGEX`).
    public let value: String?
    /// Whether the result is negated.
    public let inverted: Bool
    /// Whether string operators and `REGEX` ignore case.
    public let caseInsensitive: Bool

    let field: ContextField
    let compiled: CompiledConstraint

    /// Creates a constraint and prepares its operand.
    public init(
        contextName: String, operator operatorName: String, values: [String] = [], value: String? = nil,
        inverted: Bool = false, caseInsensitive: Bool = false
    ) {
        self.contextName = contextName
        self.operatorName = operatorName
        self.values = values
        self.value = value
        self.inverted = inverted
        self.caseInsensitive = caseInsensitive
        field = ContextField(contextName)
        compiled = CompiledConstraint(operatorName: operatorName, values: values, value: value, caseInsensitive: caseInsensitive)
    }

    /// The operator, or `nil` for one Unleash does not define (such a constraint never holds).
    public var `operator`: ConstraintOperator? { ConstraintOperator(rawValue: operatorName) }

    /// Why the operand cannot be used, when it cannot: a regular expression that does not
    /// compile, a number or date that does not parse.
    public var operandProblem: String? { compiled.problem }
}

extension Constraint: Hashable {
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs.contextName == rhs.contextName && lhs.operatorName == rhs.operatorName && lhs.values == rhs.values
            && lhs.value == rhs.value && lhs.inverted == rhs.inverted && lhs.caseInsensitive == rhs.caseInsensitive
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contextName)
        hasher.combine(operatorName)
        hasher.combine(values)
        hasher.combine(value)
        hasher.combine(inverted)
        hasher.combine(caseInsensitive)
    }
}

/// A constraint's operand, parsed for its operator.
enum CompiledConstraint: Sendable {
    /// `IN` / `NOT_IN`: the trimmed, non-empty values.
    case membership(TextSet, negated: Bool)
    case string(ConstraintOperator, [String], caseInsensitive: Bool)
    case number(ConstraintOperator, Double?)
    case date(ConstraintOperator, Instant?)
    case semanticVersion(ConstraintOperator, SemanticVersion?)
    case regex(RegexProgram?, problem: String?)
    case addressRanges([AddressRange])
    /// An operator Unleash does not define: never holds, inverted or not.
    case unknown

    init(operatorName: String, values: [String], value: String?, caseInsensitive: Bool) {
        guard let kind = ConstraintOperator(rawValue: operatorName) else {
            self = .unknown
            return
        }
        // Unleash drops empty values and trims the rest.
        let cleaned = values.filter { !$0.isEmpty }.map(\.trimmingWhitespace)
        switch kind {
        case .in, .notIn:
            self = .membership(TextSet(cleaned), negated: kind == .notIn)
        case .stringContains, .stringStartsWith, .stringEndsWith:
            self = .string(kind, caseInsensitive ? cleaned.map(JavaScriptCase.lowercased) : cleaned, caseInsensitive: caseInsensitive)
        case .numberEquals, .numberGreaterThan, .numberGreaterThanOrEqual, .numberLessThan, .numberLessThanOrEqual:
            self = .number(kind, value.flatMap(JavaScriptNumber.parse))
        case .dateAfter, .dateBefore:
            self = .date(kind, value.flatMap(RFC3339.instant))
        case .semanticVersionEquals, .semanticVersionGreaterThan, .semanticVersionGreaterThanOrEqual,
             .semanticVersionLessThan, .semanticVersionLessThanOrEqual:
            self = .semanticVersion(kind, value.flatMap(SemanticVersion.init))
        case .regex:
            guard let value else {
                self = .regex(nil, problem: "REGEX needs a pattern in \"value\"")
                return
            }
            do {
                self = .regex(try RegexProgram(pattern: value, caseInsensitive: caseInsensitive), problem: nil)
            } catch {
                self = .regex(nil, problem: error.description)
            }
        case .inCIDR:
            self = .addressRanges(cleaned.compactMap(AddressRange.init))
        }
    }

    var problem: String? {
        switch self {
        case .unknown: "unknown operator"
        case .number(_, nil): "the value is not a number"
        case .date(_, nil): "the value is not an RFC 3339 date-time"
        case .semanticVersion(_, nil): "the value is not a semantic version (MAJOR.MINOR.PATCH, each at most \(SemanticVersion.largestNumber))"
        case .regex(_, let problem): problem
        default: nil
        }
    }
}
