extension ToggleEvaluator {
    struct VariantChoice {
        /// The chosen variant's position in the list it was chosen from.
        var index: Int
        var byOverride: Bool
        /// The bucket, when weights decided (more than one variant had weight); 0 otherwise.
        var bucket = 0
        /// The chosen variant's cumulative weight, when weights decided.
        var threshold = 0
        /// The hashed stickiness value, when weights decided.
        var value = ""
    }

    /// Unleash's `selectVariantDefinition`: an override first, then the first variant whose
    /// cumulative weight reaches `murmur3("groupId:stickiness", 86028157) % total + 1`.
    ///
    /// - Returns: `nil` when the total weight is not positive.
    func chooseVariant(among variants: CompiledVariants, context: EvaluationContext) -> VariantChoice? {
        guard variants.totalWeight > 0 else { return nil }
        for index in variants.overrides.indices {
            if let value = context.value(of: variants.overrides[index].field), variants.overrides[index].values.contains(value) {
                return VariantChoice(index: variants.overrides[index].variant, byOverride: true)
            }
        }
        if let only = variants.onlyWeighted {
            // One variant with weight: every bucket lands on it, so no hash is needed.
            return VariantChoice(index: only, byOverride: false)
        }
        let value: String
        switch variants.stickiness {
        case .default:
            value = context.userId.nonEmpty ?? context.sessionId.nonEmpty ?? context.remoteAddress.nonEmpty
                ?? String(random.next(upTo: 100_001) - 1)
        case .random:
            value = String(random.next(upTo: 100_001) - 1)
        case .field(let field):
            value = context.value(of: field) ?? String(random.next(upTo: 100_001) - 1)
        }
        let bucket = variants.bucket(of: value)
        guard let chosen = variants.variant(inBucket: bucket) else { return nil }
        return VariantChoice(index: chosen.variant, byOverride: false, bucket: bucket, threshold: chosen.cumulative, value: value)
    }
}
