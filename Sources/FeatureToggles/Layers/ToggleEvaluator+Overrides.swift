extension ToggleEvaluator {
    /// The details an override sets, on top of the definition it overrides (if any).
    func applying(_ override: CompiledOverride, to toggle: CompiledToggle, context: EvaluationContext) -> EvaluationDetails {
        var record = EvaluationRecord(toggle: toggle, enabled: true, reason: .static, message: .override)
        record.byOverride = true
        switch override.value {
        case .off:
            record.enabled = false
            record.reason = .disabled
        case .on:
            if toggle.isDefined, let variants = toggle.variants, let choice = chooseVariant(among: variants, context: context) {
                record.setVariant(list: EvaluationRecord.toggleVariants, choice: choice, context: context)
                if choice.bucket != 0 { record.reason = .split }
            }
        case .variant:
            record.variantList = EvaluationRecord.overrideVariant
        }
        return EvaluationDetails(record)
    }

    /// A number payload for text that reads as a number, a string payload otherwise.
    static func inferredPayload(_ text: String) -> Payload {
        if !text.isEmpty, let number = JavaScriptNumber.parse(text), number.isFinite {
            return Payload(type: "number", value: text)
        }
        return .string(text)
    }
}
