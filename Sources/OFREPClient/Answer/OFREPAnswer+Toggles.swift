import Diagnostics
import FeatureToggles

extension OFREPAnswer {
    /// The answer as toggles, each the service's evaluation (``RemoteEvaluation``): what
    /// the decisions read in place of a toggles file, under the environment's and the
    /// command line's overrides.
    ///
    /// - A string becomes a value whose variant is named after it (as `"value": "grid"`
    ///   in a toggles file: the template it names), a number a number payload, an object
    ///   a `json` payload, a boolean whether the toggle is on; a `DISABLED` flag is off.
    /// - The service's reason is kept (`STATIC`, `TARGETING_MATCH`, `SPLIT`, `DISABLED`,
    ///   `DEFAULT`, `ERROR`); another (`UNKNOWN`, `CACHED`) reads as `DEFAULT`, and the
    ///   message names it. The service's variant, when it is not the value, is named in
    ///   the message.
    /// - A failure is reason `ERROR` with OpenFeature's code (`FLAG_NOT_FOUND`,
    ///   `PARSE_ERROR`, `TYPE_MISMATCH`, `TARGETING_KEY_MISSING`, `INVALID_CONTEXT`,
    ///   `GENERAL`; another code reads as `GENERAL`), and a flag without a value defers to
    ///   the application: both take the value of `defaults`' toggle of that name (off
    ///   when it has none), as an OpenFeature application falls back to its code default.
    ///
    /// - Parameter defaults: The application's built-in toggles.
    /// - Returns: A configuration of one toggle a flag.
    public func configuration(defaults: ToggleConfiguration) -> ToggleConfiguration {
        ToggleConfiguration(toggles: flags.map { $0.toggle(defaults: defaults) })
    }
}

extension OFREPFlag {
    /// The flag as a toggle that reports the service's evaluation.
    func toggle(defaults: ToggleConfiguration) -> Toggle {
        let fallback = defaults.toggle(named: key) ?? Toggle.flag(key, enabled: false)
        if let errorCode {
            let code = EvaluationErrorCode(rawValue: errorCode) ?? .general
            var message = errorDetails.map { Excerpt.of($0, width: 200) } ?? "the service answered \(Excerpt.of(errorCode))"
            if code.rawValue != errorCode { message += " (the service's code \(Excerpt.of(errorCode)))" }
            return Self.answering(fallback, RemoteEvaluation(reason: .error, errorCode: code, message: message))
        }
        let (reason, reasonNote) = Self.reason(self.reason)
        guard let value else {
            let message = ["the service defers to the application's default", reasonNote].compactMap { $0 }.joined(separator: "; ")
            return Self.answering(fallback, RemoteEvaluation(reason: reason, message: message))
        }
        var toggle: Toggle
        var shown: String?
        switch value {
        case .bool(let enabled):
            toggle = Toggle.flag(key, enabled: enabled)
        case .string(let text):
            toggle = Toggle.value(key, .string(text))
            shown = text
        case .number(let text):
            toggle = Toggle.value(key, Payload(type: "number", value: text))
            shown = text
        case .object(let json):
            toggle = Toggle(name: key, variants: [VariantDefinition(name: variant ?? key, weight: 100, payload: Payload(type: "json", value: json))])
            shown = variant ?? key
        }
        if reason == .disabled { toggle.enabled = false }
        let variantNote = variant.flatMap { $0 == shown ? nil : "the service's variant \"\(Excerpt.of($0))\"" }
        let message = [variantNote, reasonNote].compactMap { $0 }.joined(separator: "; ")
        return Self.answering(toggle, RemoteEvaluation(reason: reason, message: message.isEmpty ? nil : message))
    }

    /// `toggle`, reporting `evaluation`.
    private static func answering(_ toggle: Toggle, _ evaluation: RemoteEvaluation) -> Toggle {
        var toggle = toggle
        toggle.remoteEvaluation = evaluation
        return toggle
    }

    /// OpenFeature's reason for the service's word, and a note when it is not one of them.
    static func reason(_ word: String?) -> (EvaluationReason, note: String?) {
        guard let word else { return (.default, "the service gave no reason") }
        if let reason = EvaluationReason(rawValue: word) { return (reason, nil) }
        return (.default, "the service's reason \(Excerpt.of(word))")
    }
}
