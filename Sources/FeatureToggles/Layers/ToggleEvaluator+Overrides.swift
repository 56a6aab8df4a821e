extension ToggleEvaluator {
    /// The details an override sets, on top of the definition it overrides (if any).
    func applying(_ override: CompiledOverride, to toggle: CompiledToggle, context: EvaluationContext) -> EvaluationDetails {
        switch override.value {
        case .off:
            return .evaluated(
                name: override.name, enabled: false, variant: .disabled, reason: .disabled, message: override.message,
                layer: override.layer, category: toggle.category
            )
        case .on:
            guard toggle.isDefined, let variants = toggle.variants, let choice = chooseVariant(among: variants, context: context) else {
                return .evaluated(
                    name: override.name, enabled: true, variant: .disabled, reason: .static, message: override.message,
                    layer: override.layer, category: toggle.category
                )
            }
            var bucketing: DeferredBucketing?
            if choice.bucket != 0 {
                bucketing = DeferredBucketing(toggle: toggle)
                bucketing?.setVariant(list: DeferredBucketing.toggleVariants, choice: choice)
            }
            return .evaluated(
                name: override.name, enabled: true, variant: variants.resolved[choice.index], reason: choice.bucket != 0 ? .split : .static,
                message: override.message, layer: override.layer, category: toggle.category, deferredBucketing: bucketing
            )
        case .variant(let variant):
            return .evaluated(
                name: override.name, enabled: true, variant: variant, reason: .static, message: override.message,
                layer: override.layer, category: toggle.category
            )
        }
    }

    /// A number payload for text that reads as a number, a string payload otherwise.
    static func inferredPayload(_ text: String) -> Payload {
        if !text.isEmpty, let number = JavaScriptNumber.parse(text), number.isFinite {
            return Payload(type: "number", value: text)
        }
        return .string(text)
    }
}
