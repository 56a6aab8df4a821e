import Diagnostics
import Essentials
import DynamicHome
import FeatureToggles
import Foundation

extension FuzzTarget {
    /// The toggles reader and validator (`FeatureToggles` Loading and Validation), native
    /// and Unleash formats alike (the top-level key tells them apart).
    ///
    /// - Every diagnostic has `toggles.json:line:column` inside the input, the
    ///   diagnostics come in the order of their places, and no message quotes its input
    ///   whole.
    /// - A file is valid exactly when it has no error.
    /// - A valid file's toggles evaluate, for contexts with and without the values the
    ///   file names, with no evaluation failing (reason ERROR); evaluating again from the
    ///   same seed gives the same answers; and each answer writes as JSON that parses.
    static let toggles = FuzzTarget(
        name: "toggles", summary: "the toggles reader and validator, native and Unleash: places, evaluation",
        check: checkToggles)

    private static func checkToggles(_ bytes: [UInt8]) throws(OracleFailure) {
        let file = "toggles.json"
        let places = TextPlaces(bytes, file: file)
        let options = ValidationOptions(today: CalendarDay(year: 2026, month: 11, day: 16), variantNames: [VariantNameRule(toggles: .name(FeatureDecisions.Key.template), names: ["list", "grid", "hero", "shelves"], noun: "registered template style", listLabel: "registered styles")])
        let result = ToggleFile.parse(bytes, file: file, options: options)
        var previous: (line: Int, column: Int) = (0, 0)
        for diagnostic in result.diagnostics.all {
            try places.check(diagnostic.location, of: "the \(diagnostic.severity.rawValue) \"\(Excerpt.of(diagnostic.message, width: 160))\"")
            try checkLength(ofMessage: diagnostic.description)
            let place = (diagnostic.location!.line, diagnostic.location!.column)
            try expect(place >= previous, "the diagnostic at \(place.0):\(place.1) comes after one at \(previous.0):\(previous.1)")
            previous = place
        }
        try expect(result.isValid == !result.diagnostics.hasErrors, "the file is \(result.isValid ? "valid with errors" : "invalid without an error")")
        guard let configuration = result.configuration else { return }
        let contexts = evaluationContexts(from: bytes)
        let first = answers(configuration, contexts: contexts)
        let second = answers(configuration, contexts: contexts)
        for (answer, again) in zip(first, second) {
            try expect(answer.reason != .error, "the valid file's toggle \"\(Excerpt.of(answer.name))\" fails to evaluate: \(answer.message ?? "")")
            try expect(
                answer.name == again.name && answer.enabled == again.enabled && answer.variant == again.variant && answer.reason == again.reason,
                "the toggle \"\(Excerpt.of(answer.name))\" answers differently when evaluated again from the same seed")
            let text: String
            do {
                text = try JSONText(encoding: answer).text()
            } catch {
                throw OracleFailure("the answer for \"\(Excerpt.of(answer.name))\" does not encode: \(error)")
            }
            do {
                _ = try JSONNode.parse(text)
            } catch {
                throw OracleFailure("the answer for \"\(Excerpt.of(answer.name))\" writes as JSON that does not parse: \(error)")
            }
        }
    }

    /// Every toggle's answer for each context, from a seeded evaluator with a fixed clock.
    private static func answers(_ configuration: ToggleConfiguration, contexts: [EvaluationContext]) -> [EvaluationDetails] {
        let evaluator = ToggleEvaluator(
            file: configuration, random: .seeded(24), now: { Date(timeIntervalSince1970: 1_794_816_000) })
        return contexts.flatMap { evaluator.evaluateAll(context: $0) }
    }

    /// An empty context, a full one, and contexts made of the first strings the file
    /// holds, so that constraints, user lists and addresses it names can match.
    private static func evaluationContexts(from bytes: [UInt8]) -> [EvaluationContext] {
        var contexts = [
            EvaluationContext(),
            EvaluationContext(
                userId: "42", sessionId: "s-7", remoteAddress: "10.0.0.1", environment: "production",
                appName: "dynamic-home", currentTime: Date(timeIntervalSince1970: 1_794_816_000),
                properties: ["country": "norway", "version": "1.2.3"]),
        ]
        guard let root = try? JSONNode.parse(bytes) else { return contexts }
        let strings = Array(strings(in: root).prefix(16))
        for (index, value) in strings.enumerated() where index < 4 {
            var properties: [String: String] = [:]
            for name in strings { properties[name] = value }
            contexts.append(EvaluationContext(
                userId: value, sessionId: value, remoteAddress: value, environment: value, appName: value,
                properties: properties))
        }
        return contexts
    }

    /// The strings of a document, keys aside, in the order of the text.
    private static func strings(in node: JSONNode) -> [String] {
        switch node.value {
        case .string(let text): [text]
        case .array(let elements): elements.flatMap(strings(in:))
        case .object(let members): members.flatMap { strings(in: $0.value) }
        default: []
        }
    }
}
