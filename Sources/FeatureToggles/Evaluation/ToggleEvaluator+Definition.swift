import Foundation

extension ToggleEvaluator {
    /// Unleash's evaluation of one compiled definition, with its layer.
    ///
    /// The details are built once, at the exit that decides them, so that no field is
    /// written twice and no explanation is built (see ``DeferredBucketing``).
    func evaluateDefinition(_ toggle: CompiledToggle, context: EvaluationContext, depth: Int) -> EvaluationDetails {
        guard toggle.enabled else {
            return .evaluated(
                name: toggle.name, enabled: false, variant: .disabled, reason: .disabled,
                message: "the toggle is switched off", layer: toggle.layer, category: toggle.category
            )
        }
        if !toggle.dependencies.isEmpty, let unmet = unmetDependency(of: toggle, context: context, depth: depth) {
            return .evaluated(
                name: toggle.name, enabled: false, variant: .disabled, reason: .default,
                message: unmet, layer: toggle.layer, category: toggle.category
            )
        }
        if !toggle.constraints.isEmpty {
            let now = self.now
            if !CompiledCondition.allHold(toggle.constraints, count: toggle.constraints.count, context: context, now: now) {
                return .evaluated(
                    name: toggle.name, enabled: false, variant: .disabled, reason: .default,
                    message: "a feature-level constraint does not hold", layer: toggle.layer, category: toggle.category
                )
            }
        }

        var reason: EvaluationReason
        var matched = DeferredBucketing.none
        var rollout = StrategyOutcome(holds: false)
        if toggle.strategies.isEmpty {
            reason = toggle.isTargeted ? .targetingMatch : toggle.staticReason
        } else {
            reason = .default
            // The first rollout that bucketed the context out explains a miss.
            var bucketedOut = DeferredBucketing.none
            for index in toggle.strategies.indices {
                let outcome = check(toggle.strategies[index], context: context)
                if outcome.holds {
                    matched = index
                    if outcome.bucket != 0 {
                        rollout = outcome
                        reason = .split
                    } else {
                        reason = toggle.strategies[index].isStatic ? toggle.staticReason : .targetingMatch
                    }
                    break
                }
                if bucketedOut == DeferredBucketing.none, outcome.bucket != 0 {
                    bucketedOut = index
                    rollout = outcome
                }
            }
            guard matched != DeferredBucketing.none else {
                guard bucketedOut != DeferredBucketing.none else {
                    return .evaluated(
                        name: toggle.name, enabled: false, variant: .disabled, reason: .default,
                        message: "no strategy holds for this context", layer: toggle.layer, category: toggle.category
                    )
                }
                var bucketing = DeferredBucketing(toggle: toggle)
                bucketing.setRollout(strategy: bucketedOut, bucket: rollout.bucket, value: rollout.value)
                return .evaluated(
                    name: toggle.name, enabled: false, variant: .disabled, reason: .split,
                    message: "the rollout's bucket is above its percentage", layer: toggle.layer, category: toggle.category,
                    deferredBucketing: bucketing
                )
            }
        }

        var list = DeferredBucketing.none
        var choice: VariantChoice?
        if matched != DeferredBucketing.none, let variants = toggle.strategies[matched].variants {
            choice = chooseVariant(among: variants, context: context)
            list = matched
        }
        if choice == nil, let variants = toggle.variants {
            choice = chooseVariant(among: variants, context: context)
            list = DeferredBucketing.toggleVariants
        }
        guard let choice else {
            var bucketing: DeferredBucketing?
            if rollout.bucket != 0 {
                bucketing = DeferredBucketing(toggle: toggle)
                bucketing?.setRollout(strategy: matched, bucket: rollout.bucket, value: rollout.value)
            }
            return .evaluated(
                name: toggle.name, enabled: true, variant: .disabled, reason: reason, message: nil, layer: toggle.layer,
                category: toggle.category, strategy: matched == DeferredBucketing.none ? nil : toggle.strategies[matched].name,
                deferredBucketing: bucketing
            )
        }
        if choice.byOverride {
            if reason != .split { reason = .targetingMatch }
        } else if choice.bucket != 0 {
            reason = .split
        }
        var bucketing: DeferredBucketing?
        if rollout.bucket != 0 || choice.bucket != 0 {
            var record = DeferredBucketing(toggle: toggle)
            if rollout.bucket != 0 { record.setRollout(strategy: matched, bucket: rollout.bucket, value: rollout.value) }
            if choice.bucket != 0 { record.setVariant(list: list, choice: choice) }
            bucketing = record
        }
        let variants = list == DeferredBucketing.toggleVariants ? toggle.variants! : toggle.strategies[list].variants!
        return .evaluated(
            name: toggle.name, enabled: true, variant: variants.resolved[choice.index], reason: reason, message: nil,
            layer: toggle.layer, category: toggle.category,
            strategy: matched == DeferredBucketing.none ? nil : toggle.strategies[matched].name,
            deferredBucketing: bucketing
        )
    }

    /// Why a dependency is not satisfied, or `nil` when all are (Unleash's `checkParent`:
    /// one level deep; a parent that has parents of its own is never satisfied).
    private func unmetDependency(of toggle: CompiledToggle, context: EvaluationContext, depth: Int) -> String? {
        for dependency in toggle.dependencies {
            if let problem = dependency.problem { return problem }
            guard depth < 1 else { return "dependencies are nested too deeply" }
            let parent = evaluate(table.toggles[dependency.parent], context: context, depth: depth + 1)
            if dependency.mustBeEnabled {
                if !dependency.variants.isEmpty {
                    guard parent.enabled, dependency.variants.contains(parent.variant.name) else { return dependency.unmet }
                } else if !parent.enabled {
                    return dependency.unmet
                }
            } else if parent.enabled {
                return dependency.unmet
            }
        }
        return nil
    }
}
