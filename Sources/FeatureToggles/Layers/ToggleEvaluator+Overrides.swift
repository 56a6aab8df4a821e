extension ToggleEvaluator {
    /// The details an override sets, on top of the definition it overrides (if any).
    func applying(_ override: ToggleOverride, to toggle: Toggle?, context: EvaluationContext) -> EvaluationDetails {
        var details = EvaluationDetails(
            name: override.name, enabled: false, reason: .static, message: "set by \(override.source)",
            layer: override.layer, category: toggle?.category
        )
        switch override.value {
        case .enabled(false):
            details.reason = .disabled
        case .enabled(true):
            details.enabled = true
            if let toggle, !toggle.variants.isEmpty,
               let choice = chooseVariant(
                   among: toggle.variants, groupId: toggle.name,
                   stickiness: toggle.variantStickiness ?? toggle.variants[0].stickiness, context: context
               ) {
                details.variant = toggle.variants[choice.index].resolved
                details.variantBucketing = choice.bucketing
                if choice.bucketing != nil { details.reason = .split }
            }
        case .variant(let name):
            details.enabled = true
            let defined = toggle.flatMap { toggle in
                (toggle.variants + toggle.strategies.flatMap(\.variants)).first { $0.name == name }
            }
            let payload = defined?.payload ?? Self.inferredPayload(name)
            details.variant = ResolvedVariant(name: name, enabled: true, payload: payload)
        }
        return details
    }

    /// A number payload for text that reads as a number, a string payload otherwise.
    static func inferredPayload(_ text: String) -> Payload {
        if !text.isEmpty, let number = JavaScriptNumber.parse(text), number.isFinite {
            return Payload(type: "number", value: text)
        }
        return .string(text)
    }
}
