extension ToggleEvaluator {
    struct StrategyOutcome {
        var holds: Bool
        /// The rollout's bucket, from 1 to 100, when the strategy is a rollout and its
        /// constraints held; 0 otherwise.
        var bucket = 0
        /// The random stickiness value hashed, from 1 to 10,000; 0 when the context gave
        /// the value (or nothing was hashed).
        var random: Int32 = 0
        /// The variant bucket, from 1 to the total weight, when the rollout hashed its value
        /// for the paired variant list too (``CompiledStrategy/pairedVariants``); 0 otherwise.
        var variantBucket = 0
        /// Whether ``variantBucket`` is for the toggle's list rather than the strategy's own.
        var variantBucketIsToggleList = false
    }

    /// Whether a strategy holds: its constraints and its segments' (a segment that does not
    /// exist makes it fail, as in Unleash), then its rule. A rollout leaves the value from
    /// the context it hashed in `value`, when the value fits inline.
    @inline(__always)
    func check(_ strategy: CompiledStrategy, context: EvaluationContext, keeping value: inout InlineText) -> StrategyOutcome {
        let limit = strategy.constraintsBeforeMissingSegment ?? strategy.constraints.count
        if limit > 0 {
            let now = self.now
            guard CompiledCondition.allHold(strategy.constraints, count: limit, context: context, now: now) else {
                return StrategyOutcome(holds: false)
            }
        }
        if strategy.constraintsBeforeMissingSegment != nil { return StrategyOutcome(holds: false) }
        return check(strategy.rule, paired: strategy.pairedVariants, context: context, keeping: &value)
    }

    @inline(__always)
    private func check(
        _ rule: CompiledRule, paired: CompiledStrategy.PairedVariants?, context: EvaluationContext, keeping kept: inout InlineText
    ) -> StrategyOutcome {
        switch rule {
        case .everyone:
            return StrategyOutcome(holds: true)
        case .users(let users):
            return StrategyOutcome(holds: context.userId.map(users.contains) ?? false)
        case .rollout(let plan):
            // The user id, the commonest value, is hashed where the context stores it: no
            // copy of it is made or released.
            if plan.stickiness.readsUserIdFirst,
               let outcome = context.withUserId({ Self.bucket($0, by: plan, paired: paired, keeping: &kept) }) {
                return outcome
            }
            if let found = plan.contextValue(in: context) { return Self.bucket(found, by: plan, paired: paired, keeping: &kept) }
            if case .field = plan.stickiness { return StrategyOutcome(holds: false) }
            let number = random.next(upTo: 10_000)
            let bucket = plan.bucket(of: String(number))
            return StrategyOutcome(holds: plan.holds(bucket: bucket), bucket: bucket, random: Int32(number))
        case .randomRollout(let percentage):
            let bucket = random.next(upTo: 100)
            return StrategyOutcome(holds: percentage.map { $0 >= Double(bucket) } ?? false, bucket: bucket)
        case .addresses(let ranges):
            guard let address = context.remoteAddress.flatMap(IPAddress.init) else { return StrategyOutcome(holds: false) }
            return StrategyOutcome(holds: ranges.contains { $0.contains(address) })
        case .unknown:
            return StrategyOutcome(holds: false)
        }
    }
}

extension ToggleEvaluator {
    /// How a rollout buckets a value from the context; a paired variant list (the same
    /// value after the same group id) is bucketed at the same time, from the same bytes,
    /// and the value is left in `kept` when it fits inline.
    @inline(__always)
    static func bucket(
        _ value: String, by plan: RolloutPlan, paired: CompiledStrategy.PairedVariants?, keeping kept: inout InlineText
    ) -> StrategyOutcome {
        if let outcome = value.utf8.withContiguousStorageIfAvailable({ bucket($0, by: plan, paired: paired, keeping: &kept) }) {
            return outcome
        }
        // Text that is not stored as UTF-8 (bridged) is copied first.
        return Array(value.utf8).withUnsafeBufferPointer { bucket($0, by: plan, paired: paired, keeping: &kept) }
    }

    @inline(__always)
    private static func bucket(
        _ bytes: UnsafeBufferPointer<UInt8>, by plan: RolloutPlan, paired: CompiledStrategy.PairedVariants?,
        keeping kept: inout InlineText
    ) -> StrategyOutcome {
        var outcome = StrategyOutcome(holds: false)
        var rolloutHash = plan.prefix
        if let paired {
            var variantHash = paired.prefix
            Murmur3.combine(bytes, into: &rolloutHash, and: &variantHash)
            outcome.variantBucket = CompiledVariants.bucket(finishing: variantHash, totalWeight: paired.totalWeight)
            outcome.variantBucketIsToggleList = paired.isToggleList
        } else {
            rolloutHash.combine(bytes)
        }
        outcome.bucket = RolloutPlan.bucket(finishing: rolloutHash)
        outcome.holds = plan.holds(bucket: outcome.bucket)
        kept = InlineText(bytes)
        return outcome
    }
}

extension Optional where Wrapped == String {
    /// The text unless it is `nil` or empty.
    var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
