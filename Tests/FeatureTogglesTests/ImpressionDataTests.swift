import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles

/// `"impressionData": true`, in both formats, and the impression events evaluations make,
/// as Unleash's SDKs shape them.
struct ImpressionDataTests {
    static let native = Array("""
        {
          "version": 1,
          "toggles": {
            "home.template": { "impressionData": true, "variants": [{ "name": "grid" }] },
            "home.analytics": { "impressionData": false, "enabled": true },
            "beta": { "enabled": false, "impressionData": true },
            "plain": { "value": "x" }
          }
        }
        """.utf8)

    static let unleash = Array("""
        {"version": 2, "features": [
          {"name": "home.template", "enabled": true, "impressionData": true, "strategies": [{"name": "default"}],
           "variants": [{"name": "grid", "weight": 1000, "stickiness": "default", "weightType": "variable"}]},
          {"name": "home.analytics", "enabled": true, "impressionData": false, "strategies": []},
          {"name": "beta", "enabled": true, "impressionData": null, "strategies": []},
          {"name": "plain", "enabled": true, "strategies": []}
        ]}
        """.utf8)

    static func configuration(_ bytes: [UInt8]) throws -> ToggleConfiguration {
        let result = ToggleFile.parse(bytes, file: "t.json")
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics)")
        return try #require(result.configuration)
    }

    @Test func theNativeFormatReadsTheFlag() throws {
        let configuration = try Self.configuration(Self.native)
        #expect(configuration.format == .native)
        #expect(configuration.toggles.map(\.impressionData) == [true, false, true, false])
        let evaluator = ToggleEvaluator(file: configuration)
        #expect(evaluator.evaluate("home.template").impressionData)
        #expect(evaluator.evaluate("beta").impressionData)
        #expect(!evaluator.evaluate("plain").impressionData)
        #expect(!evaluator.evaluate("no.such.toggle").impressionData)
    }

    @Test func theUnleashFormatReadsTheFlagAndNullIsFalse() throws {
        let configuration = try Self.configuration(Self.unleash)
        #expect(configuration.format == .unleash)
        #expect(configuration.toggles.map(\.impressionData) == [true, false, false, false])
        #expect(ToggleEvaluator(file: configuration).evaluate("home.template").impressionData)
    }

    @Test func aFlagThatIsNotABooleanIsAnErrorAtItsPlace() {
        let native = ValidationTests.file(#"{ "impressionData": "true" }"#)
        #expect(ValidationTests.problems(native) == [
            "t.json:4:42: error: \"impressionData\" of toggle \"home.template\" must be true or false, not a string (write true without quotes)",
        ])
        let unleash = Array(#"{"features": [{"name": "a", "enabled": true, "impressionData": 1}]}"#.utf8)
        #expect(ToggleFile.parse(unleash, file: "u.json").diagnostics.errors.map(\.description) == [
            "u.json:1:64: error: \"impressionData\" of feature \"a\" must be true or false, not a number",
        ])
    }

    @Test func theFlagBelongsToTheDefinitionWhicheverLayerDecides() throws {
        let evaluator = ToggleEvaluator(file: try Self.configuration(Self.native), environment: [:], commandLine: [(key: "home.template", value: "list")])
        let details = evaluator.evaluate("home.template")
        #expect(details.layer == .commandLine)
        #expect(details.variantName == "list")
        #expect(details.impressionData)
    }

    @Test func aVariantQuestionGivesTheVariantAndAFlagQuestionNone() throws {
        let evaluator = ToggleEvaluator(file: try Self.configuration(Self.unleash))
        let context = EvaluationContext(userId: "42", sessionId: "s-1", properties: ["country": "no"])
        let details = evaluator.evaluate("home.template", context: context)
        #expect(ImpressionEvent(details, eventType: .getVariant, context: context) == ImpressionEvent(
            eventType: .getVariant, featureName: "home.template", enabled: true, variant: "grid", context: context))
        #expect(ImpressionEvent(details, eventType: .isEnabled, context: context) == ImpressionEvent(
            eventType: .isEnabled, featureName: "home.template", enabled: true, variant: nil, context: context))
    }

    @Test func anOffToggleGivesTheDisabledVariantAsUnleashsSDKsDo() throws {
        let evaluator = ToggleEvaluator(file: try Self.configuration(Self.native))
        let details = evaluator.evaluate("beta")
        #expect(ImpressionEvent(details, eventType: .getVariant, context: EvaluationContext()) == ImpressionEvent(
            eventType: .getVariant, featureName: "beta", enabled: false, variant: "disabled", context: EvaluationContext()))
        #expect(ImpressionEvent(details, eventType: .isEnabled, context: EvaluationContext())?.enabled == false)
    }

    @Test func togglesWithoutTheFlagMakeNoEvent() throws {
        let evaluator = ToggleEvaluator(file: try Self.configuration(Self.native))
        for name in ["home.analytics", "plain", "no.such.toggle"] {
            let details = evaluator.evaluate(name)
            #expect(ImpressionEvent(details, eventType: .getVariant, context: EvaluationContext()) == nil, "\(name)")
            #expect(ImpressionEvent(details, eventType: .isEnabled, context: EvaluationContext()) == nil, "\(name)")
        }
    }

    @Test func theContextsStandardFieldsComeInUnleashsOrder() throws {
        var context = EvaluationContext(
            userId: "42", sessionId: "", remoteAddress: "10.0.0.1", environment: "production", appName: "home",
            currentTime: Date(timeIntervalSince1970: 1_790_000_000.25), properties: ["country": "no"])
        #expect(context.standardFields.map { "\($0.name)=\($0.value)" } == [
            "userId=42", "remoteAddress=10.0.0.1", "environment=production", "appName=home", "currentTime=2026-09-21T14:13:20.250Z",
        ])
        context = EvaluationContext()
        #expect(context.standardFields.isEmpty)
    }
}
