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
    /// ``variants``, for evaluation to borrow.
    let borrowedVariants: Borrowed<CompiledVariants>?
    /// Where the variant is chosen when this rollout matches on a value from the context,
    /// if that list hashes the same value after the same group id (see
    /// ``PairedVariants``): the rollout then hashes it for both at once.
    let pairedVariants: PairedVariants?

    /// Which variant list hashes what a rollout hashes, after the same group id.
    struct PairedVariants: Sendable {
        /// The list's murmur3 state after `"groupId:"` with the variant seed.
        let prefix: Murmur3
        let totalWeight: Int
        /// Whether it is the toggle's list (the strategy's own has no weight); otherwise
        /// it is the strategy's own.
        let isToggleList: Bool
    }

    /// Compiles a strategy of a toggle.
    ///
    /// - Parameters:
    ///   - strategy: The strategy.
    ///   - toggleName: The toggle's name, the default group id.
    ///   - toggleIsTargeted: Whether parents or feature-level constraints target the toggle.
    ///   - toggleVariants: The toggle's own variants, compiled.
    ///   - segments: All segments by id.
    init(
        _ strategy: Strategy, toggleName: String, toggleIsTargeted: Bool, toggleVariants: CompiledVariants?,
        segments: [String: Segment]
    ) {
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
        borrowedVariants = variants.map(Borrowed.init)
        pairedVariants = Self.pairing(rule, own: variants, toggle: toggleVariants)
    }

    /// The variant list a match of `rule` chooses from by hashing the very value the
    /// rollout hashed, after the same group id; `nil` when there is none.
    ///
    /// A match uses the strategy's own list when it has weight, else the toggle's. That
    /// list hashes the same value when its stickiness is the rollout's and not random:
    /// a field gives the same text (a rollout that reads only the standard field found it
    /// there, and a variant reads the standard field first), and `default` gives the same
    /// user or session id (the rollout reads no further, or it hashes a random number and
    /// nothing is paired).
    private static func pairing(_ rule: CompiledRule, own: CompiledVariants?, toggle: CompiledVariants?) -> PairedVariants? {
        guard case .rollout(let plan) = rule else { return nil }
        let isToggleList = (own?.totalWeight ?? 0) <= 0
        guard let list = isToggleList ? toggle : own, list.totalWeight > 0, list.onlyWeighted == nil,
              list.groupId == plan.groupId, list.stickiness == plan.stickiness, list.stickiness != .random
        else { return nil }
        return PairedVariants(prefix: list.prefix, totalWeight: list.totalWeight, isToggleList: isToggleList)
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
    /// On for a context address in one of the listed addresses and ranges.
    case addresses(ranges: [AddressRange])
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
        case .addresses(let ranges):
            self = .addresses(ranges: ranges)
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

    /// The stickiness value the context gives; `nil` when it gives none: a field
    /// stickiness then fails, and `default` and `random` hash a random number.
    @inline(__always)
    func contextValue(in context: EvaluationContext) -> String? {
        switch stickiness {
        case .default: context.userId.nonEmpty ?? context.sessionId.nonEmpty
        case .random: nil
        case .field(let field): standardFieldOnly ? context.standardValue(of: field) : context.value(of: field)
        }
    }

    /// Whether a context in `bucket` is in the rollout: only above 0 %, and never when the
    /// percentage is not a number.
    @inline(__always)
    func holds(bucket: Int) -> Bool {
        percentage.map { $0 > 0 && Double(bucket) <= $0 } ?? false
    }

    /// The bucket of `value`, from 1 to 100.
    @inline(__always)
    func bucket(of value: String) -> Int {
        var hasher = prefix
        hasher.combine(value)
        return Self.bucket(finishing: hasher)
    }

    /// The bucket a hash that has taken `"groupId:value"` gives, from 1 to 100.
    @inline(__always)
    static func bucket(finishing hasher: Murmur3) -> Int {
        Int(hasher.finalize() % 100) + 1
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
