/// A list of variants prepared for Unleash's `selectVariantDefinition`: the total weight
/// and cumulative weights summed, overrides flattened, stickiness parsed, the group's
/// hash prefix computed and every variant resolved.
///
/// A class, so that evaluations share it rather than copy its arrays.
final class CompiledVariants: Sendable {
    /// Each variant as an evaluation reports it, by position in the list.
    let resolved: [ResolvedVariant]
    /// The sum of the positive weights; no variant is chosen when it is not positive (or
    /// when the sum does not fit an `Int`).
    let totalWeight: Int
    /// The one variant with weight, when exactly one has: it needs no hash.
    let onlyWeighted: Int?
    /// Every override of every variant, in order.
    let overrides: [Override]
    /// The variants with weight, in order, with their cumulative weights.
    let weighted: [Weighted]
    let stickiness: Stickiness
    let groupId: String
    /// The murmur3 state after `"groupId:"` with the variant seed.
    let prefix: Murmur3

    struct Override: Sendable {
        var variant: Int
        var field: ContextField
        var values: [String]
    }

    struct Weighted: Sendable {
        var variant: Int
        /// The sum of this variant's weight and those of the weighted variants before it.
        var cumulative: Int
    }

    /// Prepares a list; `nil` when it is empty.
    ///
    /// - Parameters:
    ///   - variants: The variants.
    ///   - groupId: The strategy's `groupId`, or the toggle's name.
    ///   - stickiness: The stickiness asked for; `nil` for `default`.
    init?(_ variants: [VariantDefinition], groupId: String, stickiness: String?) {
        guard !variants.isEmpty else { return nil }
        resolved = variants.map { ResolvedVariant(name: $0.name, enabled: true, payload: $0.payload) }
        var total = 0
        var overflow = false
        var weighted: [Weighted] = []
        for (index, variant) in variants.enumerated() where variant.weight > 0 {
            let (sum, overflowed) = total.addingReportingOverflow(variant.weight)
            overflow = overflow || overflowed
            total = sum
            weighted.append(Weighted(variant: index, cumulative: total))
        }
        totalWeight = overflow ? 0 : total
        self.weighted = weighted
        onlyWeighted = weighted.count == 1 ? weighted[0].variant : nil
        overrides = variants.enumerated().flatMap { index, variant in
            variant.overrides.map { Override(variant: index, field: $0.field, values: $0.values) }
        }
        self.stickiness = Stickiness(stickiness)
        self.groupId = groupId
        prefix = Murmur3(seed: Bucketing.variantSeed, prefix: groupId)
    }

    /// The stickiness value the context gives; `nil` when it gives none, and a random
    /// number is hashed instead.
    @inline(__always)
    func contextValue(in context: EvaluationContext) -> String? {
        switch stickiness {
        case .default: context.userId.nonEmpty ?? context.sessionId.nonEmpty ?? context.remoteAddress.nonEmpty
        case .random: nil
        case .field(let field): context.value(of: field)
        }
    }

    /// The bucket of `value`, from 1 to ``totalWeight``, which must be positive.
    @inline(__always)
    func bucket(of value: String) -> Int {
        var hasher = prefix
        hasher.combine(value)
        return Self.bucket(finishing: hasher, totalWeight: totalWeight)
    }

    /// The bucket a hash that has taken `"groupId:value"` gives, from 1 to `totalWeight`
    /// (which must be positive).
    @inline(__always)
    static func bucket(finishing hasher: Murmur3, totalWeight: Int) -> Int {
        Int(UInt64(hasher.finalize()) % UInt64(totalWeight)) + 1
    }

    /// The weighted variant whose cumulative weight first reaches `bucket`.
    @inline(__always)
    func variant(inBucket bucket: Int) -> Weighted? {
        for index in weighted.indices where weighted[index].cumulative >= bucket { return weighted[index] }
        return nil
    }

    /// The explanation of a bucket.
    func bucketing(value: String, bucket: Int, threshold: Int) -> Bucketing {
        Bucketing(
            purpose: .variant, stickiness: stickiness.name, stickinessValue: value, groupId: groupId,
            seed: Bucketing.variantSeed, bucket: bucket, modulus: totalWeight, threshold: Double(threshold)
        )
    }
}

/// Strings to test membership in: a short list is compared one by one, which is cheaper
/// than hashing; a longer one is a `Set`. Both compare as `String`'s `==` does.
struct TextSet: Sendable {
    private let list: [String]
    private let set: Set<String>?

    /// The longest list that is compared one by one.
    static let longestList = 8

    init(_ texts: some Collection<String>) {
        if texts.count > Self.longestList {
            list = []
            set = Set(texts)
        } else {
            list = Array(texts)
            set = nil
        }
    }

    @inline(__always)
    func contains(_ text: String) -> Bool {
        if let set { return set.contains(text) }
        for index in list.indices where list[index] == text { return true }
        return false
    }
}
