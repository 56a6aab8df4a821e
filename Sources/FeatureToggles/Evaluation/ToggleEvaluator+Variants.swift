extension ToggleEvaluator {
    struct VariantChoice {
        /// The chosen variant's position in the list it was chosen from.
        var index: Int
        var byOverride: Bool
        /// How weights decided, when more than one variant had weight.
        var bucketing: Bucketing?
    }

    /// Unleash's `selectVariantDefinition`: an override first, then the first variant whose
    /// cumulative weight reaches `murmur3("groupId:stickiness", 86028157) % total + 1`.
    ///
    /// - Returns: `nil` when the total weight is not positive.
    func chooseVariant(among variants: [VariantDefinition], groupId: String, stickiness: String?, context: EvaluationContext) -> VariantChoice? {
        var total = 0
        var weighted = 0
        for index in variants.indices where variants[index].weight > 0 {
            total += variants[index].weight
            weighted += 1
        }
        guard total > 0 else { return nil }
        for index in variants.indices where !variants[index].overrides.isEmpty {
            for override in variants[index].overrides {
                if let value = context.value(of: override.field), override.values.contains(value) {
                    return VariantChoice(index: index, byOverride: true)
                }
            }
        }
        if weighted == 1, let only = variants.firstIndex(where: { $0.weight > 0 }) {
            // One variant with weight: every bucket lands on it, so no hash is needed.
            return VariantChoice(index: only, byOverride: false)
        }
        let stickiness = Stickiness(stickiness)
        let value: String
        switch stickiness {
        case .default:
            value = context.userId.nonEmpty ?? context.sessionId.nonEmpty ?? context.remoteAddress.nonEmpty
                ?? String(random.next(upTo: 100_001) - 1)
        case .random:
            value = String(random.next(upTo: 100_001) - 1)
        case .field(let field):
            value = context.value(of: field) ?? String(random.next(upTo: 100_001) - 1)
        }
        let bucket = Bucketing.normalizedValue(value, groupId: groupId, modulus: total, seed: Bucketing.variantSeed)
        var cumulative = 0
        for index in variants.indices where variants[index].weight > 0 {
            cumulative += variants[index].weight
            if cumulative >= bucket {
                let bucketing = Bucketing(
                    purpose: .variant, stickiness: stickiness.name, stickinessValue: value, groupId: groupId,
                    seed: Bucketing.variantSeed, bucket: bucket, modulus: total, threshold: Double(cumulative)
                )
                return VariantChoice(index: index, byOverride: false, bucketing: bucketing)
            }
        }
        return nil
    }
}

extension VariantDefinition {
    /// The variant as an evaluation reports it.
    var resolved: ResolvedVariant { ResolvedVariant(name: name, enabled: true, payload: payload) }
}
