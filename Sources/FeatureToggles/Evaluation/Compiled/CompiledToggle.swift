/// A toggle prepared for evaluation when the evaluator is made: parents resolved to
/// positions, segments merged into the strategies that name them, parameters parsed,
/// group ids and stickiness decided, the murmur3 state of every `"groupId:"` prefix
/// computed and every message written. Evaluation only reads it.
///
/// A class, so that a look-up and an evaluation share one instance instead of copying
/// its fields; everything in it is immutable.
final class CompiledToggle: Sendable {
    /// The definition's name (the first override's when only overrides name the toggle):
    /// the name evaluations report and variants are grouped by.
    let name: String
    /// The definition from the strongest of defaults and file, when either has one.
    let definition: Toggle?
    /// Whether there is a ``definition`` (read without copying it).
    let isDefined: Bool
    /// The layer of that definition, or of the override when only an override names it.
    let layer: ToggleLayer
    /// What a decision that is the same for everyone is called: STATIC, but DEFAULT for a
    /// built-in default.
    let staticReason: EvaluationReason
    /// The strongest override, when there is one: it decides instead of the definition.
    let override: CompiledOverride?
    /// That override as it was given, to compile the toggle again over a new override of
    /// its parent (``ToggleEvaluator/addOverride(_:)``).
    let givenOverride: ToggleOverride?
    let category: ToggleCategory?
    /// Whether evaluations emit impression events (the definition's `impressionData`).
    let impressionData: Bool
    /// The kill switch.
    let enabled: Bool
    /// Parents, in order.
    let dependencies: [CompiledDependency]
    /// Feature-level constraints.
    let constraints: [CompiledCondition]
    /// Whether parents or feature-level constraints target the toggle, which makes a match
    /// TARGETING_MATCH rather than STATIC.
    let isTargeted: Bool
    let strategies: [CompiledStrategy]
    /// ``strategies`` again, unretained, for evaluation to borrow instead of retaining
    /// each one it checks; ``strategies`` keeps them alive as long as the toggle.
    let borrowedStrategies: [Borrowed<CompiledStrategy>]
    /// The toggle's own variants; `nil` when it has none.
    let variants: CompiledVariants?
    /// ``variants``, for evaluation to borrow.
    let borrowedVariants: Borrowed<CompiledVariants>?
    /// The details of a toggle that is a remote service's answer (``Toggle/remoteEvaluation``):
    /// its evaluation, made once.
    let remote: EvaluationDetails?

    /// Compiles one entry of the evaluator.
    ///
    /// - Parameters:
    ///   - name: The name the toggle is looked up by.
    ///   - definition: The definition from defaults or the file, if any.
    ///   - layer: Its layer (the override's when there is no definition).
    ///   - override: The strongest override, if any.
    ///   - segments: All segments by id.
    ///   - position: Where a toggle name sits in the evaluator's table, and its definition
    ///     when it has one and no override (for the one-level rule of dependencies).
    init(
        name: String, definition: Toggle?, layer: ToggleLayer, override: ToggleOverride?,
        segments: [String: Segment], position: (String) -> (index: Int, plainDefinition: Toggle?)?
    ) {
        let toggle = definition ?? Toggle(name: name)
        self.name = toggle.name
        self.definition = definition
        isDefined = definition != nil
        self.layer = layer
        staticReason = layer == .defaults ? .default : .static
        self.override = override.map { CompiledOverride($0, toggle: definition) }
        givenOverride = override
        category = toggle.category
        impressionData = toggle.impressionData
        enabled = toggle.enabled
        dependencies = toggle.dependencies.map { CompiledDependency($0, parent: position($0.feature)) }
        constraints = toggle.constraints.map(CompiledCondition.init)
        isTargeted = !toggle.dependencies.isEmpty || !toggle.constraints.isEmpty
        let variants = CompiledVariants(
            toggle.variants, groupId: toggle.name, stickiness: toggle.variantStickiness ?? toggle.variants.first?.stickiness
        )
        self.variants = variants
        borrowedVariants = variants.map(Borrowed.init)
        strategies = toggle.strategies.map { strategy in
            CompiledStrategy(
                strategy, toggleName: toggle.name, toggleIsTargeted: !toggle.dependencies.isEmpty || !toggle.constraints.isEmpty,
                toggleVariants: variants, segments: segments)
        }
        borrowedStrategies = strategies.map(Borrowed.init)
        remote = definition?.remoteEvaluation.map { answer in
            let variant = toggle.enabled ? toggle.variants.first.map { ResolvedVariant(name: $0.name, enabled: true, payload: $0.payload) } : nil
            return EvaluationDetails(
                name: toggle.name, enabled: toggle.enabled, variant: variant ?? .disabled, reason: answer.reason, errorCode: answer.errorCode,
                message: answer.message, layer: layer, category: toggle.category, impressionData: toggle.impressionData)
        }
    }
}

/// An override prepared for evaluation: its message written and, for a variant, the
/// variant resolved against the definition.
struct CompiledOverride: Sendable {
    enum Value: Sendable {
        case off
        /// On; the toggle's own variants (if any) are chosen as usual.
        case on
        /// On with this variant.
        case variant(ResolvedVariant)
    }

    /// The name as the override wrote it.
    let name: String
    let layer: ToggleLayer
    /// `set by <source>`.
    let message: String
    let value: Value

    init(_ override: ToggleOverride, toggle: Toggle?) {
        name = override.name
        layer = override.layer
        message = "set by \(override.source)"
        switch override.value {
        case .enabled(false):
            value = .off
        case .enabled(true):
            value = .on
        case .variant(let variantName):
            let defined = toggle.flatMap { toggle in
                (toggle.variants + toggle.strategies.flatMap(\.variants)).first { $0.name == variantName }
            }
            let payload = defined?.payload ?? ToggleEvaluator.inferredPayload(variantName)
            value = .variant(ResolvedVariant(name: variantName, enabled: true, payload: payload))
        }
    }
}

/// A parent prepared for evaluation: its position, and every message it can give.
struct CompiledDependency: Sendable {
    /// Why the parent cannot be evaluated at all (it does not exist, or has parents of its
    /// own); when set, ``parent`` is meaningless.
    let problem: String?
    /// The parent's name.
    let feature: String
    /// The parent's position in the evaluator's table; -1 when only an override added
    /// later names it.
    let parent: Int
    /// Whether the parent must be on (otherwise off).
    let mustBeEnabled: Bool
    /// When not empty, the parent's variant must be one of these.
    let variants: [String]
    /// What to say when the parent is not in the required state.
    let unmet: String

    init(_ dependency: ToggleDependency, parent: (index: Int, plainDefinition: Toggle?)?) {
        let feature = dependency.feature
        self.feature = feature
        if let parent {
            self.parent = parent.index
            if let definition = parent.plainDefinition, !definition.dependencies.isEmpty {
                problem = "its parent \"\(feature)\" has parents of its own (only one level is allowed)"
            } else {
                problem = nil
            }
        } else {
            self.parent = -1
            problem = "its parent \"\(feature)\" does not exist"
        }
        mustBeEnabled = dependency.enabled
        variants = dependency.variants
        if !dependency.enabled {
            unmet = "its parent \"\(feature)\" is on, and it must be off"
        } else if dependency.variants.isEmpty {
            unmet = "its parent \"\(feature)\" is off"
        } else {
            unmet = "its parent \"\(feature)\" is not on with variant \(dependency.variants.map { "\"\($0)\"" }.joined(separator: " or "))"
        }
    }
}
