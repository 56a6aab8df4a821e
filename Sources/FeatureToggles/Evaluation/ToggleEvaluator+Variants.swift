extension ToggleEvaluator {
    struct VariantChoice {
        /// The chosen variant's position in the list it was chosen from.
        var index: Int
        var byOverride: Bool
        /// The bucket, when weights decided (more than one variant had weight); 0 otherwise.
        var bucket = 0
        /// The chosen variant's cumulative weight, when weights decided.
        var threshold = 0
        /// The random stickiness value hashed, from 0 to 100,000, when weights decided on
        /// one; -1 when the context gave the value.
        var random: Int32 = -1
        /// Whether a rollout hashed the value for this list (the bucket was paired).
        var isPaired = false
    }

    /// Unleash's `selectVariantDefinition`: an override first, then the first variant whose
    /// cumulative weight reaches `murmur3("groupId:stickiness", 86028157) % total + 1`.
    ///
    /// - Parameters:
    ///   - variants: The list.
    ///   - context: What to evaluate for.
    ///   - pairedBucket: The bucket a rollout already hashed for this list (the same value
    ///     after the same group id), or 0.
    /// - Returns: `nil` when the total weight is not positive.
    func chooseVariant(among variants: CompiledVariants, context: EvaluationContext, pairedBucket: Int = 0) -> VariantChoice? {
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
        var drawn: Int32 = -1
        let bucket: Int
        if pairedBucket != 0 {
            bucket = pairedBucket
        } else if variants.stickiness.readsUserIdFirst, let hashed = context.withUserId(variants.bucket(of:)) {
            // The user id is hashed where the context stores it, without a copy.
            bucket = hashed
        } else if let found = variants.contextValue(in: context) {
            bucket = variants.bucket(of: found)
        } else {
            let number = random.next(upTo: 100_001) - 1
            drawn = Int32(number)
            bucket = variants.bucket(of: String(number))
        }
        guard let chosen = variants.variant(inBucket: bucket) else { return nil }
        return VariantChoice(
            index: chosen.variant, byOverride: false, bucket: bucket, threshold: chosen.cumulative, random: drawn,
            isPaired: pairedBucket != 0
        )
    }
}
