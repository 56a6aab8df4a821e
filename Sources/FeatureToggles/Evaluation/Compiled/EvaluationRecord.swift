/// An evaluation as it was made, kept as positions in the compiled toggle and a few
/// numbers: which strategy matched, which variant list and variant decided, the buckets,
/// which message applies. ``EvaluationDetails`` reads its name, variant, message and
/// bucketing explanations from it only when asked, so that an evaluation copies no text,
/// allocates nothing, and leaves details whose destruction releases one or two references.
///
/// Details that hold a record keep its compiled toggle alive, even after the evaluator that
/// made them is gone. The value a rollout hashed is kept inline when it has at most 16
/// bytes (``InlineText``); otherwise, and for a variant list that hashed a value of its own,
/// the record keeps the context the value came from.
struct EvaluationRecord: Sendable {
    /// A position that says nothing decided.
    static let none: Int32 = -1
    /// The variant list position of the toggle's own variants.
    static let toggleVariants: Int32 = -2
    /// The variant list position of an override's variant.
    static let overrideVariant: Int32 = -3

    /// Which sentence ``EvaluationDetails/message`` reads.
    enum Message: Sendable {
        case none
        case switchedOff
        case featureConstraint
        case noStrategy
        case bucketAbove
        /// The override's `set by …`.
        case override
        /// The problem of the dependency at this position.
        case dependencyProblem(Int32)
        /// The unmet state of the dependency at this position.
        case dependencyUnmet(Int32)
        case nestedTooDeeply
    }

    let toggle: CompiledToggle
    /// The context, when a hash of one of its values decided and that value is not kept
    /// in ``rolloutValue``: the explanations read the hashed value from it again.
    var context: EvaluationContext?
    /// The value the rollout hashed, when it came from the context and fits inline: a
    /// reference to the context would cost an atomic count on every evaluation.
    var rolloutValue = InlineText.none
    /// Whether the variant weights hashed ``rolloutValue`` too (a paired list, see
    /// ``CompiledStrategy/pairedVariants``).
    var variantSharesRolloutValue = false
    var enabled: Bool
    var reason: EvaluationReason
    var message: Message
    /// Whether the toggle's override decided (its name, layer and message are reported).
    var byOverride = false
    /// The position of the strategy that matched, or ``none``.
    var strategy = Self.none
    /// The strategy whose variants decided, ``toggleVariants``, ``overrideVariant`` or ``none``.
    var variantList = Self.none
    /// The chosen variant's position in that list.
    var variantIndex: Int32 = 0
    /// The position of the rollout strategy that bucketed the context, or ``none``.
    var rolloutStrategy = Self.none
    /// The rollout's bucket, from 1 to 100.
    var rolloutBucket: Int32 = 0
    /// The random stickiness value hashed by the rollout (from 1 to 10,000); 0 when the
    /// value came from the context.
    var rolloutRandom: Int32 = 0
    /// Whether weights chose the variant (so ``variantBucket`` explains it).
    var variantBucketed = false
    /// The random stickiness value hashed for the variant (from 0 to 100,000); -1 when the
    /// value came from the context.
    var variantRandom: Int32 = -1
    /// The variant's bucket, from 1 to the total weight.
    var variantBucket = 0
    /// The chosen variant's cumulative weight.
    var variantThreshold = 0

    init(toggle: CompiledToggle, enabled: Bool, reason: EvaluationReason, message: Message) {
        self.toggle = toggle
        self.enabled = enabled
        self.reason = reason
        self.message = message
    }

    /// The record of details whose fields were set one by one: it is never read.
    static let placeholder = EvaluationRecord(
        toggle: CompiledToggle(
            name: "", definition: nil, layer: .defaults, override: nil, segments: [:], position: { _ in nil }
        ),
        enabled: false, reason: .default, message: .none
    )

    /// Notes how a rollout strategy bucketed the context.
    @inline(__always)
    mutating func setRollout(strategy: Int, outcome: ToggleEvaluator.StrategyOutcome, value: InlineText, context: EvaluationContext) {
        rolloutStrategy = Int32(truncatingIfNeeded: strategy)
        rolloutBucket = Int32(truncatingIfNeeded: outcome.bucket)
        rolloutRandom = outcome.random
        rolloutValue = value
        if outcome.random == 0, !value.exists, self.context == nil { self.context = context }
    }

    /// Notes the variant chosen from a list (a strategy's position, ``toggleVariants``),
    /// and how weights chose it when they did.
    @inline(__always)
    mutating func setVariant(list: Int32, choice: ToggleEvaluator.VariantChoice, context: EvaluationContext) {
        variantList = list
        variantIndex = Int32(truncatingIfNeeded: choice.index)
        guard choice.bucket != 0 else { return }
        variantBucketed = true
        variantBucket = choice.bucket
        variantThreshold = choice.threshold
        variantRandom = choice.random
        if choice.random < 0 {
            if choice.isPaired, rolloutValue.exists {
                variantSharesRolloutValue = true
            } else if self.context == nil {
                self.context = context
            }
        }
    }

    /// The list the variant came from, when one did.
    var variants: CompiledVariants? {
        switch variantList {
        case Self.none, Self.overrideVariant: nil
        case Self.toggleVariants: toggle.variants
        default: toggle.strategies[Int(variantList)].variants
        }
    }
}

extension EvaluationRecord {
    /// The name evaluations report: the override's when it decided.
    var name: String { byOverride ? toggle.override!.name : toggle.name }

    /// The layer the value came from: the override's when it decided.
    var layer: ToggleLayer { byOverride ? toggle.override!.layer : toggle.layer }

    /// The variant, ``ResolvedVariant/disabled`` when none was chosen.
    var variant: ResolvedVariant {
        if variantList == Self.overrideVariant, case .variant(let variant)? = toggle.override?.value { return variant }
        return variants?.resolved[Int(variantIndex)] ?? .disabled
    }

    /// The name of the strategy that matched.
    var strategyName: String? { strategy == Self.none ? nil : toggle.strategies[Int(strategy)].name }

    /// The sentence about the decision, when there is one.
    var messageText: String? {
        switch message {
        case .none: nil
        case .switchedOff: "the toggle is switched off"
        case .featureConstraint: "a feature-level constraint does not hold"
        case .noStrategy: "no strategy holds for this context"
        case .bucketAbove: "the rollout's bucket is above its percentage"
        case .override: toggle.override?.message
        case .dependencyProblem(let index): toggle.dependencies[Int(index)].problem
        case .dependencyUnmet(let index): toggle.dependencies[Int(index)].unmet
        case .nestedTooDeeply: "dependencies are nested too deeply"
        }
    }

    /// The rollout's explanation, when a rollout bucketed the context.
    var rollout: Bucketing? {
        guard rolloutStrategy >= 0 else { return nil }
        let bucket = Int(rolloutBucket)
        switch toggle.strategies[Int(rolloutStrategy)].rule {
        case .rollout(let plan):
            let value = rolloutRandom != 0 ? String(rolloutRandom) : rolloutValue.string ?? context.flatMap(plan.contextValue(in:)) ?? ""
            return plan.bucketing(value: value, bucket: bucket)
        case .randomRollout(let percentage):
            return Bucketing(
                purpose: .rollout, stickiness: "random", stickinessValue: String(bucket), groupId: "",
                seed: Bucketing.rolloutSeed, isHashed: false, bucket: bucket, modulus: 100, threshold: percentage ?? .nan
            )
        default:
            return nil
        }
    }

    /// The variant split's explanation, when weights decided.
    var variantBucketing: Bucketing? {
        guard variantBucketed, let variants else { return nil }
        let value = if variantRandom >= 0 {
            String(variantRandom)
        } else if variantSharesRolloutValue, let shared = rolloutValue.string {
            shared
        } else {
            context.flatMap(variants.contextValue(in:)) ?? ""
        }
        return variants.bucketing(value: value, bucket: variantBucket, threshold: variantThreshold)
    }
}
