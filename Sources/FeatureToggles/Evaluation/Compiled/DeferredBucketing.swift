/// How a rollout and a variant split bucketed one evaluation, kept as the few numbers and
/// texts that evaluation has anyway: the compiled toggle, which strategy and which variant
/// list decided, the buckets and the hashed values. ``rollout`` and ``variant`` expand it
/// into ``Bucketing`` values only when someone reads them (`home toggles explain`, tests),
/// so that an evaluation builds no explanation and allocates nothing for it.
///
/// Details that hold one keep their compiled toggle alive (one reference), even after
/// the evaluator that made them is gone.
struct DeferredBucketing: Sendable {
    /// Where ``variantList`` says the toggle's own variants decided.
    static let toggleVariants = -2
    /// Where a position says nothing decided.
    static let none = -1

    /// The toggle the positions refer to.
    let toggle: CompiledToggle
    /// The position of the rollout strategy, or ``none``.
    var rolloutStrategy = Self.none
    /// The rollout's bucket, from 1 to 100.
    var rolloutBucket = 0
    /// The hashed value; unused for a random draw (`gradualRolloutRandom`).
    var rolloutValue = ""
    /// The position of the strategy whose variants decided, ``toggleVariants``, or ``none``.
    var variantList = Self.none
    /// The variant's bucket, from 1 to the total weight.
    var variantBucket = 0
    /// The chosen variant's cumulative weight.
    var variantThreshold = 0
    /// The hashed value.
    var variantValue = ""

    init(toggle: CompiledToggle) {
        self.toggle = toggle
    }

    /// Notes how a rollout strategy bucketed the context.
    @inline(__always)
    mutating func setRollout(strategy: Int, bucket: Int, value: String) {
        rolloutStrategy = strategy
        rolloutBucket = bucket
        rolloutValue = value
    }

    /// Notes how weights chose a variant from a list (a strategy's position, or
    /// ``toggleVariants``).
    @inline(__always)
    mutating func setVariant(list: Int, choice: ToggleEvaluator.VariantChoice) {
        variantList = list
        variantBucket = choice.bucket
        variantThreshold = choice.threshold
        variantValue = choice.value
    }

    /// The rollout's explanation, when a rollout bucketed the context.
    var rollout: Bucketing? {
        guard rolloutStrategy >= 0 else { return nil }
        switch toggle.strategies[rolloutStrategy].rule {
        case .rollout(let plan):
            return plan.bucketing(value: rolloutValue, bucket: rolloutBucket)
        case .randomRollout(let percentage):
            return Bucketing(
                purpose: .rollout, stickiness: "random", stickinessValue: String(rolloutBucket), groupId: "",
                seed: Bucketing.rolloutSeed, isHashed: false, bucket: rolloutBucket, modulus: 100, threshold: percentage ?? .nan
            )
        default:
            return nil
        }
    }

    /// The variant split's explanation, when weights decided.
    var variant: Bucketing? {
        let variants: CompiledVariants?
        switch variantList {
        case Self.none: return nil
        case Self.toggleVariants: variants = toggle.variants
        default: variants = toggle.strategies[variantList].variants
        }
        return variants?.bucketing(value: variantValue, bucket: variantBucket, threshold: variantThreshold)
    }
}
