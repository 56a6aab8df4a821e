import Foundation

extension ToggleEvaluator {
    /// Unleash's evaluation of one compiled definition, with its layer.
    ///
    /// The details are a record of positions and numbers (see ``EvaluationRecord``),
    /// built once at the exit that decides them: no text is copied and no explanation
    /// is built.
    func evaluateDefinition(_ toggle: CompiledToggle, context: EvaluationContext, depth: Int) -> EvaluationDetails {
        guard toggle.enabled else {
            return EvaluationDetails(EvaluationRecord(toggle: toggle, enabled: false, reason: .disabled, message: .switchedOff))
        }
        if !toggle.dependencies.isEmpty, let unmet = unmetDependency(of: toggle, context: context, depth: depth) {
            return EvaluationDetails(EvaluationRecord(toggle: toggle, enabled: false, reason: .default, message: unmet))
        }
        if !toggle.constraints.isEmpty {
            let now = self.now
            if !CompiledCondition.allHold(toggle.constraints, count: toggle.constraints.count, context: context, now: now) {
                return EvaluationDetails(EvaluationRecord(toggle: toggle, enabled: false, reason: .default, message: .featureConstraint))
            }
        }

        var record = EvaluationRecord(toggle: toggle, enabled: true, reason: .default, message: .none)
        var matched = -1
        var hit = StrategyOutcome(holds: false)
        if toggle.strategies.isEmpty {
            record.reason = toggle.isTargeted ? .targetingMatch : toggle.staticReason
        } else {
            // The first rollout that bucketed the context out explains a miss.
            var bucketedOut = -1
            var missed = StrategyOutcome(holds: false)
            var missedValue = InlineText.none
            for index in toggle.strategies.indices {
                var value = InlineText.none
                let outcome = toggle.borrowedStrategies[index].with { check($0, context: context, keeping: &value) }
                if outcome.holds {
                    matched = index
                    hit = outcome
                    if outcome.bucket != 0 {
                        record.setRollout(strategy: index, outcome: outcome, value: value, context: context)
                        record.reason = .split
                    } else {
                        record.reason = toggle.strategies[index].isStatic ? toggle.staticReason : .targetingMatch
                    }
                    break
                }
                if bucketedOut < 0, outcome.bucket != 0 {
                    bucketedOut = index
                    missed = outcome
                    missedValue = value
                }
            }
            guard matched >= 0 else {
                record.enabled = false
                guard bucketedOut >= 0 else {
                    record.message = .noStrategy
                    return EvaluationDetails(record)
                }
                record.reason = .split
                record.message = .bucketAbove
                record.setRollout(strategy: bucketedOut, outcome: missed, value: missedValue, context: context)
                return EvaluationDetails(record)
            }
            record.strategy = Int32(truncatingIfNeeded: matched)
            let strategyVariants = toggle.borrowedStrategies[matched].with(\.borrowedVariants)
            let ownBucket = hit.variantBucketIsToggleList ? 0 : hit.variantBucket
            if let choice = strategyVariants?.with({ chooseVariant(among: $0, context: context, pairedBucket: ownBucket) }) {
                record.setVariant(list: Int32(truncatingIfNeeded: matched), choice: choice, context: context)
                record.reason = Self.reason(record.reason, after: choice)
                return EvaluationDetails(record)
            }
        }
        let toggleBucket = hit.variantBucketIsToggleList ? hit.variantBucket : 0
        if let choice = toggle.borrowedVariants?.with({ chooseVariant(among: $0, context: context, pairedBucket: toggleBucket) }) {
            record.setVariant(list: EvaluationRecord.toggleVariants, choice: choice, context: context)
            record.reason = Self.reason(record.reason, after: choice)
        }
        return EvaluationDetails(record)
    }

    /// The reason once a variant is chosen: an override of the variant is a targeting
    /// match (unless a rollout split), weights are a split.
    @inline(__always)
    static func reason(_ reason: EvaluationReason, after choice: VariantChoice) -> EvaluationReason {
        if choice.byOverride { return reason == .split ? .split : .targetingMatch }
        return choice.bucket != 0 ? .split : reason
    }

    /// Why a dependency is not satisfied, or `nil` when all are (Unleash's `checkParent`:
    /// one level deep; a parent that has parents of its own is never satisfied).
    private func unmetDependency(of toggle: CompiledToggle, context: EvaluationContext, depth: Int) -> EvaluationRecord.Message? {
        for (index, dependency) in toggle.dependencies.enumerated() {
            let position = Int32(truncatingIfNeeded: index)
            if dependency.problem != nil { return .dependencyProblem(position) }
            guard depth < 1 else { return .nestedTooDeeply }
            let parent: EvaluationDetails
            if !added.isEmpty, let overridden = added[dependency.feature] {
                parent = evaluate(overridden, context: context, depth: depth + 1)
            } else {
                parent = evaluate(table.toggles[dependency.parent], context: context, depth: depth + 1)
            }
            if dependency.mustBeEnabled {
                if !dependency.variants.isEmpty {
                    guard parent.enabled, dependency.variants.contains(parent.variant.name) else { return .dependencyUnmet(position) }
                } else if !parent.enabled {
                    return .dependencyUnmet(position)
                }
            } else if parent.enabled {
                return .dependencyUnmet(position)
            }
        }
        return nil
    }
}
