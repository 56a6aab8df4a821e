import Diagnostics

/// A typed value and the evaluation it came from.
public struct TypedEvaluation<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value, or the caller's default when the toggle is off or could not be read.
    public var value: Value
    /// The evaluation; reason ERROR with TYPE_MISMATCH or PARSE_ERROR when the toggle's
    /// value is not of the type asked for.
    public var details: EvaluationDetails

    /// Creates a typed evaluation.
    public init(value: Value, details: EvaluationDetails) {
        self.value = value
        self.details = details
    }
}

extension ToggleEvaluator {
    /// Whether a toggle is on (`false` for an unknown name).
    public func isEnabled(_ name: String, context: EvaluationContext = EvaluationContext()) -> Bool {
        evaluate(name, context: context).enabled
    }

    /// The name of the variant a context gets, or `nil` when the toggle is off or has none.
    public func variantName(_ name: String, context: EvaluationContext = EvaluationContext()) -> String? {
        evaluate(name, context: context).variantName
    }

    /// A toggle's number payload as a whole number.
    ///
    /// - Parameters:
    ///   - name: The toggle, e.g. `home.crossfade.durationMs`.
    ///   - defaultValue: What to use when the toggle is off, unknown or not a whole number.
    ///   - context: What to evaluate for.
    /// - Returns: The value and details; a payload that is not a whole number gives the
    ///   default with reason ERROR (TYPE_MISMATCH, or PARSE_ERROR for a `number` payload
    ///   that does not read as one).
    public func integer(_ name: String, default defaultValue: Int, context: EvaluationContext = EvaluationContext()) -> TypedEvaluation<Int> {
        typed(name, default: defaultValue, context: context, typeName: "a whole number") { $0.integer }
    }

    /// A toggle's number payload. See ``integer(_:default:context:)``.
    public func double(_ name: String, default defaultValue: Double, context: EvaluationContext = EvaluationContext()) -> TypedEvaluation<Double> {
        typed(name, default: defaultValue, context: context, typeName: "a number") { $0.number }
    }

    /// A toggle's payload text (any payload type), or the variant's name when it has no payload.
    public func string(_ name: String, default defaultValue: String, context: EvaluationContext = EvaluationContext()) -> TypedEvaluation<String> {
        let details = evaluate(name, context: context)
        guard details.enabled, details.variant.enabled else { return TypedEvaluation(value: defaultValue, details: details) }
        return TypedEvaluation(value: details.variant.payload?.value ?? details.variant.name, details: details)
    }

    private func typed<Value>(
        _ name: String, default defaultValue: Value, context: EvaluationContext, typeName: String,
        read: (Payload) -> Value?
    ) -> TypedEvaluation<Value> {
        let details = evaluate(name, context: context)
        guard details.enabled, details.variant.enabled else { return TypedEvaluation(value: defaultValue, details: details) }
        guard let payload = details.variant.payload else {
            return TypedEvaluation(value: defaultValue, details: details.failing(
                .typeMismatch, message: "the variant \"\(details.variant.name)\" has no payload; expected \(typeName)"))
        }
        if let value = read(payload) { return TypedEvaluation(value: value, details: details) }
        let readsAsNumber = payload.number != nil
        let code: EvaluationErrorCode = payload.type == "number" && !readsAsNumber ? .parseError : .typeMismatch
        return TypedEvaluation(value: defaultValue, details: details.failing(
            code, message: "the payload \"\(Excerpt.of(payload.value))\" (\(payload.type)) is not \(typeName)"))
    }
}
