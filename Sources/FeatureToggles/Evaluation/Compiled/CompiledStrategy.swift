/// A strategy prepared for evaluation: its segments' constraints appended to its own,
/// its rule's parameters parsed, its rollout's group id and hash prefix decided.
final class CompiledStrategy: Sendable {
    /// The strategy's name, as evaluations report it.
    let name: String
    /// Its own constraints, then those of each segment it names, in order.
    let constraints: [CompiledCondition]
    /// How many of ``constraints`` precede the first segment that does not exist, which
    /// makes the strategy fail; `nil` when every segment exists.
    let constraintsBeforeMissingSegment: Int?
    let rule: CompiledRule
    /// Whether a match is STATIC: on for everyone, with no constraints or segments, in a
    /// toggle that nothing else targets.
    let isStatic: Bool
    /// Variants that take precedence over the toggle's; `nil` when it has none.
    let variants: CompiledVariants?

    init(_ strategy: Strategy, toggleName: String, toggleIsTargeted: Bool, segments: [String: Segment]) {
        name = strategy.name
        var constraints = strategy.constraints
        var missing: Int?
        for id in strategy.segments {
            guard let segment = segments[id] else {
                missing = constraints.count
                break
            }
            constraints += segment.constraints
        }
        self.constraints = constraints.map(CompiledCondition.init)
        constraintsBeforeMissingSegment = missing
        rule = CompiledRule(strategy.rule, toggleName: toggleName)
        if case .everyone = strategy.rule {
            isStatic = !toggleIsTargeted && strategy.constraints.isEmpty && strategy.segments.isEmpty
        } else {
            isStatic = false
        }
        let parameters = strategy.parameters
        variants = CompiledVariants(
            strategy.variants,
            groupId: parameters["groupId"].flatMap { $0.isEmpty ? nil : $0 } ?? toggleName,
            stickiness: parameters["stickiness"] ?? strategy.variants.first?.stickiness
        )
    }
}

/// A strategy's rule with everything that does not depend on the context decided.
enum CompiledRule: Sendable {
    /// On for everyone.
    case everyone
    /// On for the listed users.
    case users(TextSet)
    /// On for a percentage of contexts, bucketed by the murmur3 hash of a stickiness value:
    /// `gradualRolloutUserId`, `gradualRolloutSessionId` and `flexibleRollout`.
    case rollout(RolloutPlan)
    /// On for a random percentage of evaluations.
    case randomRollout(percentage: Double?)
    /// On for the listed addresses and ranges.
    case addresses(exact: TextSet, ranges: [AddressRange])
    /// A strategy Unleash does not define: never on.
    case unknown

    init(_ rule: StrategyRule, toggleName: String) {
        switch rule {
        case .everyone:
            self = .everyone
        case .users(let users):
            self = .users(TextSet(users))
        case .fieldRollout(let field, let percentage, let groupId):
            self = .rollout(RolloutPlan(stickiness: .field(field), percentage: percentage, groupId: groupId, standardFieldOnly: true))
        case .randomRollout(let percentage):
            self = .randomRollout(percentage: percentage)
        case .flexibleRollout(let percentage, let stickiness, let groupId):
            self = .rollout(RolloutPlan(stickiness: stickiness, percentage: percentage, groupId: groupId ?? toggleName))
        case .addresses(let exact, let ranges):
            self = .addresses(exact: TextSet(exact), ranges: ranges)
        case .unknown:
            self = .unknown
        }
    }
}

/// A hashed percentage rollout: whose value is hashed, with which group, against which
/// percentage.
struct RolloutPlan: Sendable {
    /// Where the hashed value comes from. `gradualRolloutUserId` and
    /// `gradualRolloutSessionId` use a field; `flexibleRollout` any stickiness.
    let stickiness: Stickiness
    /// The percentage; `nil` when the parameter is not a number (never on).
    let percentage: Double?
    let groupId: String
    /// Whether a field stickiness reads the standard field alone, never a property of
    /// the same name: `gradualRolloutUserId` and `gradualRolloutSessionId` read
    /// `context.userId` and `context.sessionId` in Unleash's SDKs, as `userWithId` does.
    let standardFieldOnly: Bool
    /// The murmur3 state after `"groupId:"` with the rollout seed.
    let prefix: Murmur3

    init(stickiness: Stickiness, percentage: Double?, groupId: String, standardFieldOnly: Bool = false) {
        self.stickiness = stickiness
        self.percentage = percentage
        self.groupId = groupId
        self.standardFieldOnly = standardFieldOnly
        prefix = Murmur3(seed: Bucketing.rolloutSeed, prefix: groupId)
    }

    /// The bucket of `value`, from 1 to 100.
    @inline(__always)
    func bucket(of value: String) -> Int {
        var hasher = prefix
        hasher.combine(value)
        return Int(hasher.finalize() % 100) + 1
    }

    /// The explanation of a bucket.
    func bucketing(value: String, bucket: Int) -> Bucketing {
        Bucketing(
            purpose: .rollout, stickiness: stickiness.name, stickinessValue: value, groupId: groupId,
            seed: Bucketing.rolloutSeed, bucket: bucket, modulus: 100, threshold: percentage ?? .nan
        )
    }
}

extension Murmur3 {
    /// The state after `"groupId:"`, so that only the stickiness value is left to hash.
    init(seed: UInt32, prefix groupId: String) {
        self.init(seed: seed)
        combine(groupId)
        combine(UInt8(ascii: ":"))
    }
}
