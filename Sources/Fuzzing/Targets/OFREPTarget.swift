import Diagnostics
import FeatureToggles
import OFREPClient

extension FuzzTarget {
    /// The reader of OFREP bulk answers (`OFREPClient`'s `OFREPAnswer`) and the toggles
    /// it makes of them.
    ///
    /// - Every diagnostic has `answer.json:line:column` inside the input; the answer comes
    ///   exactly when there is no error.
    /// - The toggles are the answer's flags, one a key, and each evaluates to what the
    ///   service said: ERROR with OpenFeature's code for a failure, the service's reason
    ///   when it names one, and its string or number value as the variant.
    static let ofrep = FuzzTarget(
        name: "ofrep", summary: "OFREP bulk answers: places, and the decisions they become", check: checkOFREP)

    private static func checkOFREP(_ bytes: [UInt8]) throws(OracleFailure) {
        let file = "answer.json"
        let places = TextPlaces(bytes, file: file)
        let result = OFREPAnswer.parse(bytes, source: file)
        for diagnostic in result.diagnostics.all {
            try places.check(diagnostic.location, of: "the \(diagnostic.severity.rawValue) \"\(Excerpt.of(diagnostic.message, width: 160))\"")
            try checkLength(ofMessage: diagnostic.description)
        }
        try expect((result.answer != nil) == !result.diagnostics.hasErrors, "an answer came \(result.answer == nil ? "not without" : "with") errors")
        guard let answer = result.answer else { return }
        let keys = answer.flags.map(\.key)
        try expect(Set(keys).count == keys.count, "a key comes twice among the flags")
        let configuration = answer.configuration(defaults: .empty)
        try expect(configuration.toggles.count == answer.flags.count, "\(answer.flags.count) flags made \(configuration.toggles.count) toggles")
        let evaluator = ToggleEvaluator(file: configuration, fileLayer: .server)
        for flag in answer.flags {
            let details = evaluator.evaluate(flag.key)
            if flag.errorCode != nil {
                try expect(details.reason == .error && details.errorCode != nil, "the failed flag \"\(Excerpt.of(flag.key))\" evaluates to \(details.reason)")
                continue
            }
            if let reason = flag.reason.flatMap(EvaluationReason.init(rawValue:)) {
                try expect(details.reason == reason, "the flag \"\(Excerpt.of(flag.key))\" has the reason \(details.reason), not the service's \(reason)")
            }
            guard details.reason != .disabled else { continue }
            switch flag.value {
            case .string(let text)?, .number(let text)?:
                try expect(details.variantName == text, "the flag \"\(Excerpt.of(flag.key))\" of value \(Excerpt.of(text)) has the variant \(details.variantName ?? "none")")
            case .bool(let on)?:
                try expect(details.enabled == on, "the flag \"\(Excerpt.of(flag.key))\" of value \(on) evaluates \(details.enabled ? "on" : "off")")
            default:
                break
            }
        }
    }
}
