import Testing
@testable import FeatureToggles

/// Details that evaluation makes read their texts and explanations from the compiled
/// toggle; details changed field by field, or made by the public initializer, store them.
/// Both read alike, compare alike, and a change touches only the field changed.
struct EvaluationDetailsTests {
    static let evaluator = ToggleEvaluator(
        file: ToggleFile.parse(Array("""
            {"version": 1, "toggles": {
              "t": {"category": "experiment", "rollout": {"percentage": 100, "stickiness": "userId"},
                    "variants": [{"name": "a", "weight": 50, "payload": {"type": "string", "value": "A"}}, {"name": "b", "weight": 50}]},
              "off": {"enabled": false},
              "child": {"dependencies": [{"feature": "off"}]},
              "random": {"rollout": {"percentage": 100, "stickiness": "random"}, "variants": [{"name": "x", "weight": 30}, {"name": "y", "weight": 70}]}
            }}
            """.utf8)).configuration!,
        overrides: [ToggleOverride.commandLine(key: "off", value: "on")],
        random: .seeded(7)
    )

    /// The same details, stored field by field through the public initializer.
    static func stored(_ details: EvaluationDetails) -> EvaluationDetails {
        EvaluationDetails(
            name: details.name, enabled: details.enabled, variant: details.variant, reason: details.reason,
            errorCode: details.errorCode, message: details.message, layer: details.layer, category: details.category,
            strategy: details.strategy, rollout: details.rollout, variantBucketing: details.variantBucketing
        )
    }

    @Test(arguments: ["t", "off", "child", "random", "missing"])
    func evaluatedDetailsEqualTheirFieldsStored(_ name: String) {
        let context = EvaluationContext(userId: "user-\(name.count)")
        let details = Self.evaluator.evaluate(name, context: context)
        let copy = Self.stored(details)
        #expect(copy == details && copy.hashValue == details.hashValue)
        #expect(copy.rollout == details.rollout && copy.variantBucketing == details.variantBucketing)
    }

    @Test func changingOneFieldKeepsTheOthers() throws {
        let details = Self.evaluator.evaluate("t", context: EvaluationContext(userId: "42"))
        let rollout = try #require(details.rollout)
        let variantBucketing = try #require(details.variantBucketing)
        #expect(rollout.stickinessValue == "42" && variantBucketing.stickinessValue == "42")
        #expect(details.reason == .split && details.category == .experiment && details.strategy == "flexibleRollout")

        var changed = details
        changed.message = "changed"
        #expect(changed.message == "changed" && details.message == nil)
        #expect(changed.name == "t" && changed.enabled && changed.variant == details.variant && changed.reason == .split)
        #expect(changed.layer == .file && changed.category == .experiment && changed.strategy == "flexibleRollout")
        #expect(changed.rollout == rollout && changed.variantBucketing == variantBucketing)
        #expect(changed != details)
        changed.message = nil
        #expect(changed == details)

        let failed = details.failing(.invalidContext, message: "no such template", fallback: .disabled)
        #expect(failed.reason == .error && failed.errorCode == .invalidContext && failed.variant == .disabled)
        #expect(failed.rollout == rollout && details.errorCode == nil && details.variant.name != "disabled")
    }

    @Test func overridesReportTheirOwnNameLayerAndMessage() {
        let details = Self.evaluator.evaluate("off")
        #expect(details.enabled && details.reason == .static && details.layer == .commandLine)
        #expect(details.message == "set by the override off=on" && details.name == "off")
    }

    @Test func randomStickinessIsExplainedByTheNumbersDrawn() throws {
        let details = Self.evaluator.evaluate("random")
        let rollout = try #require(details.rollout)
        let variant = try #require(details.variantBucketing)
        #expect(rollout.stickiness == "random" && Int(rollout.stickinessValue).map { (1...10_000).contains($0) } == true)
        #expect(Int(variant.stickinessValue).map { (0...100_000).contains($0) } == true)
        let recomputed = Bucketing.normalizedValue(rollout.stickinessValue, groupId: rollout.groupId, modulus: 100, seed: Bucketing.rolloutSeed)
        #expect(recomputed == rollout.bucket)
    }

    @Test func detailsDescribeTheirFieldsNotTheirRecord() {
        let text = String(describing: Self.evaluator.evaluate("t", context: EvaluationContext(userId: "42")))
        #expect(text.contains("name: \"t\"") && text.contains("reason: ") && text.contains("variant: "))
        #expect(!text.contains("record") && !text.contains("CompiledToggle"))
    }
}
