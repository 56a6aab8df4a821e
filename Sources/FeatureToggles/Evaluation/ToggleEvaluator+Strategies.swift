extension ToggleEvaluator {
    struct StrategyOutcome {
        var holds: Bool
        /// The rollout's bucket, from 1 to 100, when the strategy is a rollout and its
        /// constraints held; 0 otherwise.
        var bucket = 0
        /// The hashed stickiness value, when a hash decided.
        var value = ""
    }

    /// Whether a strategy holds: its constraints and its segments' (a segment that does not
    /// exist makes it fail, as in Unleash), then its rule.
    func check(_ strategy: CompiledStrategy, context: EvaluationContext) -> StrategyOutcome {
        let now = self.now
        let limit = strategy.constraintsBeforeMissingSegment ?? strategy.constraints.count
        guard CompiledCondition.allHold(strategy.constraints, count: limit, context: context, now: now) else {
            return StrategyOutcome(holds: false)
        }
        if strategy.constraintsBeforeMissingSegment != nil { return StrategyOutcome(holds: false) }
        return check(strategy.rule, context: context)
    }

    private func check(_ rule: CompiledRule, context: EvaluationContext) -> StrategyOutcome {
        switch rule {
        case .everyone:
            return StrategyOutcome(holds: true)
        case .users(let users):
            return StrategyOutcome(holds: context.userId.map(users.contains) ?? false)
        case .rollout(let plan):
            let value: String?
            switch plan.stickiness {
            case .default: value = context.userId.nonEmpty ?? context.sessionId.nonEmpty ?? randomStickinessValue(upTo: 10_000)
            case .random: value = randomStickinessValue(upTo: 10_000)
            case .field(let field): value = plan.standardFieldOnly ? context.standardValue(of: field) : context.value(of: field)
            }
            guard let value else { return StrategyOutcome(holds: false) }
            let bucket = plan.bucket(of: value)
            // On only above 0%; a percentage that is not a number is never on.
            let holds = plan.percentage.map { $0 > 0 && Double(bucket) <= $0 } ?? false
            return StrategyOutcome(holds: holds, bucket: bucket, value: value)
        case .randomRollout(let percentage):
            let bucket = random.next(upTo: 100)
            return StrategyOutcome(holds: percentage.map { $0 >= Double(bucket) } ?? false, bucket: bucket)
        case .addresses(let exact, let ranges):
            guard let text = context.remoteAddress, !text.isEmpty else { return StrategyOutcome(holds: false) }
            if exact.contains(text) { return StrategyOutcome(holds: true) }
            guard let address = IPAddress(text.trimmingWhitespace) else { return StrategyOutcome(holds: false) }
            return StrategyOutcome(holds: ranges.contains { $0.contains(address) })
        case .unknown:
            return StrategyOutcome(holds: false)
        }
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
