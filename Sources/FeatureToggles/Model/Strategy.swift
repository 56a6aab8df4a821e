/// One way a toggle can be on for a context, with Unleash's names and parameters:
/// `default`, `userWithId`, `gradualRolloutUserId`, `gradualRolloutSessionId`,
/// `gradualRolloutRandom`, `flexibleRollout` and `remoteAddress`.
///
/// A strategy holds when all its constraints (its own and its segments') hold and its
/// rule lets the context in. An unknown strategy never holds.
public struct Strategy: Sendable {
    /// The strategy's name.
    public let name: String
    /// Its parameters, as text (Unleash sends them as strings).
    public let parameters: [String: String]
    /// Constraints that must all hold.
    public let constraints: [Constraint]
    /// Segments whose constraints must also hold, by id.
    public let segments: [String]
    /// Variants that take precedence over the toggle's when this strategy is the one that holds.
    public let variants: [VariantDefinition]

    let rule: StrategyRule

    /// Creates a strategy and prepares its parameters.
    public init(
        name: String, parameters: [String: String] = [:], constraints: [Constraint] = [],
        segments: [String] = [], variants: [VariantDefinition] = []
    ) {
        self.name = name
        self.parameters = parameters
        self.constraints = constraints
        self.segments = segments
        self.variants = variants
        rule = StrategyRule(name: name, parameters: parameters)
    }

    /// Whether Unleash defines this strategy.
    public var isKnown: Bool {
        if case .unknown = rule { return false }
        return true
    }

    /// The names of the strategies Unleash defines.
    public static let knownNames = [
        "default", "userWithId", "gradualRolloutUserId", "gradualRolloutSessionId",
        "gradualRolloutRandom", "flexibleRollout", "remoteAddress",
    ]
}

extension Strategy: Hashable {
    public static func == (lhs: Strategy, rhs: Strategy) -> Bool {
        lhs.name == rhs.name && lhs.parameters == rhs.parameters && lhs.constraints == rhs.constraints
            && lhs.segments == rhs.segments && lhs.variants == rhs.variants
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(parameters)
        hasher.combine(constraints)
        hasher.combine(segments)
        hasher.combine(variants)
    }
}

/// A strategy's rule with its parameters parsed.
enum StrategyRule: Sendable {
    /// On for everyone.
    case everyone
    /// On for the listed users.
    case users(Set<String>)
    /// On for a percentage of a field's values (`gradualRolloutUserId`/`SessionId`).
    case fieldRollout(ContextField, percentage: Double?, groupId: String)
    /// On for a random percentage of evaluations.
    case randomRollout(percentage: Double?)
    /// On for a percentage, by stickiness; `groupId` defaults to the toggle's name.
    case flexibleRollout(percentage: Double?, stickiness: Stickiness, groupId: String?)
    /// On for a context address in one of the listed addresses and ranges. The list is
    /// split at commas and each entry trimmed, as Unleash's SDKs split it; an entry that
    /// is not an address or range is left out. The context's address is read strictly
    /// (no spaces, no zone index, as Unleash's Rust engine reads it): anything else is
    /// no address and matches nothing, not even an identical entry.
    case addresses(ranges: [AddressRange])
    case unknown

    init(name: String, parameters: [String: String]) {
        func percentage(_ key: String) -> Double? { parameters[key].flatMap(JavaScriptNumber.parse) }
        switch name {
        case "default":
            self = .everyone
        case "userWithId":
            self = .users(Set(Self.list(parameters["userIds"])))
        case "gradualRolloutUserId":
            self = .fieldRollout(.userId, percentage: percentage("percentage"), groupId: parameters["groupId"] ?? "")
        case "gradualRolloutSessionId":
            self = .fieldRollout(.sessionId, percentage: percentage("percentage"), groupId: parameters["groupId"] ?? "")
        case "gradualRolloutRandom":
            self = .randomRollout(percentage: percentage("percentage"))
        case "flexibleRollout":
            let groupId = parameters["groupId"].flatMap { $0.isEmpty ? nil : $0 }
            self = .flexibleRollout(percentage: percentage("rollout"), stickiness: Stickiness(parameters["stickiness"]), groupId: groupId)
        case "remoteAddress":
            self = .addresses(ranges: Self.list(parameters["IPs"]).compactMap(AddressRange.init))
        default:
            self = .unknown
        }
    }

    /// A comma-separated parameter, trimmed.
    static func list(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
    }
}

/// Which context field keeps a context in the same bucket.
enum Stickiness: Sendable, Hashable {
    /// `userId`, then `sessionId` (then `remoteAddress` for variants), then random.
    case `default`
    case random
    case field(ContextField)

    init(_ name: String?) {
        switch name {
        case nil, "", "default": self = .default
        case "random": self = .random
        case let name?: self = .field(ContextField(name))
        }
    }

    /// Whether the value is the user id whenever the context has one (for rollouts and
    /// variants alike), so that evaluation can hash it in place.
    var readsUserIdFirst: Bool {
        switch self {
        case .default, .field(.userId): true
        case .random, .field: false
        }
    }

    var name: String {
        switch self {
        case .default: "default"
        case .random: "random"
        case .field(let field): field.name
        }
    }
}
