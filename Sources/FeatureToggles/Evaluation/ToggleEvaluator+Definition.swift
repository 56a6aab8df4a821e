import Foundation

extension ToggleEvaluator {
    /// Unleash's evaluation of one definition; the caller fills in the layer.
    func evaluate(_ toggle: Toggle, context: EvaluationContext, depth: Int) -> EvaluationDetails {
        var details = EvaluationDetails(name: toggle.name, enabled: false, reason: .disabled, layer: nil, category: toggle.category)
        guard toggle.enabled else {
            details.message = "the toggle is switched off"
            return details
        }
        if let unmet = unmetDependency(of: toggle, context: context, depth: depth) {
            details.reason = .default
            details.message = unmet
            return details
        }
        var targeted = !toggle.dependencies.isEmpty
        if !toggle.constraints.isEmpty {
            // A plain loop: a closure here would copy the whole toggle.
            for index in toggle.constraints.indices where !toggle.constraints[index].holds(in: context, now: now) {
                details.reason = .default
                details.message = "a feature-level constraint does not hold"
                return details
            }
            targeted = true
        }

        var matched: Int?
        var rollout: Bucketing?
        if toggle.strategies.isEmpty {
            details.reason = targeted ? .targetingMatch : .static
        } else {
            var bucketedOut: Bucketing?
            // Indices, so that strategies are read in place rather than copied.
            for index in toggle.strategies.indices {
                let outcome = check(toggle.strategies[index], toggleName: toggle.name, context: context)
                if outcome.holds {
                    matched = index
                    details.strategy = toggle.strategies[index].name
                    rollout = outcome.bucketing
                    if outcome.bucketing != nil {
                        details.reason = .split
                    } else if case .everyone = toggle.strategies[index].rule, !targeted,
                              toggle.strategies[index].constraints.isEmpty, toggle.strategies[index].segments.isEmpty {
                        details.reason = .static
                    } else {
                        details.reason = .targetingMatch
                    }
                    break
                }
                if bucketedOut == nil, let bucketing = outcome.bucketing { bucketedOut = bucketing }
            }
            guard matched != nil else {
                details.rollout = bucketedOut
                details.reason = bucketedOut == nil ? .default : .split
                details.message = bucketedOut == nil ? "no strategy holds for this context" : "the rollout's bucket is above its percentage"
                return details
            }
        }
        details.enabled = true

        var choice: VariantChoice?
        if let matched, !toggle.strategies[matched].variants.isEmpty {
            let parameters = toggle.strategies[matched].parameters
            choice = chooseVariant(
                among: toggle.strategies[matched].variants,
                groupId: parameters["groupId"].flatMap { $0.isEmpty ? nil : $0 } ?? toggle.name,
                stickiness: parameters["stickiness"] ?? toggle.strategies[matched].variants[0].stickiness, context: context
            )
            if let found = choice { details.variant = toggle.strategies[matched].variants[found.index].resolved }
        }
        if choice == nil, !toggle.variants.isEmpty {
            choice = chooseVariant(
                among: toggle.variants, groupId: toggle.name,
                stickiness: toggle.variantStickiness ?? toggle.variants[0].stickiness, context: context
            )
            if let found = choice { details.variant = toggle.variants[found.index].resolved }
        }
        if let choice { apply(choice, to: &details) }
        details.bucketing = BucketingPair.make(rollout: rollout, variant: choice?.bucketing)
        return details
    }

    private func apply(_ choice: VariantChoice, to details: inout EvaluationDetails) {
        if choice.byOverride {
            if details.reason != .split { details.reason = .targetingMatch }
        } else if choice.bucketing != nil {
            details.reason = .split
        }
    }

    /// Why a dependency is not satisfied, or `nil` when all are (Unleash's `checkParent`:
    /// one level deep; a parent that has parents of its own is never satisfied).
    private func unmetDependency(of toggle: Toggle, context: EvaluationContext, depth: Int) -> String? {
        for dependency in toggle.dependencies {
            guard let parentEntry = entries[dependency.feature], parentEntry.isDefined || parentEntry.override != nil else {
                return "its parent \"\(dependency.feature)\" does not exist"
            }
            if parentEntry.isDefined, !parentEntry.toggle.dependencies.isEmpty, parentEntry.override == nil {
                return "its parent \"\(dependency.feature)\" has parents of its own (only one level is allowed)"
            }
            guard depth < 1 else { return "dependencies are nested too deeply" }
            let parent = evaluate(dependency.feature, context: context, depth: depth + 1)
            if dependency.enabled {
                if !dependency.variants.isEmpty {
                    guard parent.enabled, dependency.variants.contains(parent.variant.name) else {
                        return "its parent \"\(dependency.feature)\" is not on with variant \(dependency.variants.map { "\"\($0)\"" }.joined(separator: " or "))"
                    }
                } else if !parent.enabled {
                    return "its parent \"\(dependency.feature)\" is off"
                }
            } else if parent.enabled {
                return "its parent \"\(dependency.feature)\" is on, and it must be off"
            }
        }
        return nil
    }
}
