extension ToggleEvaluator {
    struct StrategyOutcome {
        var holds: Bool
        /// How a rollout bucketed the context, when the strategy is a rollout and its
        /// constraints held.
        var bucketing: Bucketing?
    }

    /// Whether a strategy holds: its constraints and segments, then its rule.
    func check(_ strategy: Strategy, toggleName: String, context: EvaluationContext) -> StrategyOutcome {
        let now = self.now
        // Indices rather than `for … in`, which would copy every constraint.
        for index in strategy.constraints.indices where !strategy.constraints[index].holds(in: context, now: now) {
            return StrategyOutcome(holds: false)
        }
        for id in strategy.segments {
            // A segment that does not exist makes the strategy fail, as in Unleash.
            guard let segment = segments[id] else { return StrategyOutcome(holds: false) }
            for index in segment.constraints.indices where !segment.constraints[index].holds(in: context, now: now) {
                return StrategyOutcome(holds: false)
            }
        }
        return check(strategy.rule, toggleName: toggleName, context: context)
    }

    private func check(_ rule: StrategyRule, toggleName: String, context: EvaluationContext) -> StrategyOutcome {
        switch rule {
        case .everyone:
            return StrategyOutcome(holds: true)
        case .users(let users):
            return StrategyOutcome(holds: context.userId.map(users.contains) ?? false)
        case .fieldRollout(let field, let percentage, let groupId):
            guard let value = context.value(of: field) else { return StrategyOutcome(holds: false) }
            return rollout(percentage, stickiness: field.name, value: value, groupId: groupId)
        case .randomRollout(let percentage):
            let bucket = random.next(upTo: 100)
            let bucketing = Bucketing(
                purpose: .rollout, stickiness: "random", stickinessValue: String(bucket), groupId: "",
                seed: Bucketing.rolloutSeed, isHashed: false, bucket: bucket, modulus: 100, threshold: percentage ?? .nan
            )
            return StrategyOutcome(holds: percentage.map { $0 >= Double(bucket) } ?? false, bucketing: bucketing)
        case .flexibleRollout(let percentage, let stickiness, let groupId):
            let value: String?
            switch stickiness {
            case .default: value = context.userId.nonEmpty ?? context.sessionId.nonEmpty ?? randomStickinessValue(upTo: 10_000)
            case .random: value = randomStickinessValue(upTo: 10_000)
            case .field(let field): value = context.value(of: field)
            }
            guard let value else { return StrategyOutcome(holds: false) }
            return rollout(percentage, stickiness: stickiness.name, value: value, groupId: groupId ?? toggleName)
        case .addresses(let exact, let ranges):
            guard let text = context.remoteAddress, !text.isEmpty else { return StrategyOutcome(holds: false) }
            if exact.contains(text) { return StrategyOutcome(holds: true) }
            guard let address = IPAddress(text.trimmingWhitespace) else { return StrategyOutcome(holds: false) }
            return StrategyOutcome(holds: ranges.contains { $0.contains(address) })
        case .unknown:
            return StrategyOutcome(holds: false)
        }
    }

    /// `normalizedValue(value, groupId) <= percentage`, and on only above 0%.
    private func rollout(_ percentage: Double?, stickiness: String, value: String, groupId: String) -> StrategyOutcome {
        let bucket = Bucketing.normalizedValue(value, groupId: groupId, modulus: 100, seed: Bucketing.rolloutSeed)
        let bucketing = Bucketing(
            purpose: .rollout, stickiness: stickiness, stickinessValue: value, groupId: groupId,
            seed: Bucketing.rolloutSeed, bucket: bucket, modulus: 100, threshold: percentage ?? .nan
        )
        guard let percentage else { return StrategyOutcome(holds: false, bucketing: bucketing) }
        return StrategyOutcome(holds: percentage > 0 && Double(bucket) <= percentage, bucketing: bucketing)
    }

    /// A random stickiness value, as Unleash's SDKs make one: a number from 1 to `upperBound`.
    func randomStickinessValue(upTo upperBound: UInt64) -> String {
        String(random.next(upTo: upperBound))
    }
}

extension Optional where Wrapped == String {
    /// The text unless it is `nil` or empty.
    var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
