import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles

struct EvaluationTests {
    static func evaluator(_ json: String, random: RandomSource = .seeded(1)) throws -> ToggleEvaluator {
        let result = ToggleFile.parse(Array(json.utf8), file: "e.json")
        let configuration = try #require(result.configuration, "\(result.diagnostics)")
        return ToggleEvaluator(file: configuration, random: random, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    static let file = """
    {
      "version": 1,
      "toggles": {
        "on": { "category": "release" },
        "off": { "enabled": false, "value": "x" },
        "fixed": { "value": 400 },
        "targeted": { "constraints": [{ "contextName": "environment", "operator": "IN", "values": ["prod"] }] },
        "users": { "strategies": [{ "name": "userWithId", "parameters": { "userIds": "1, 2" } }] },
        "rollout": { "rollout": 50, "variants": [{ "name": "a" }, { "name": "b" }], "category": "experiment" },
        "split": { "variants": [{ "name": "list", "weight": 50 }, { "name": "grid", "weight": 50 }], "stickiness": "userId" },
        "custom": { "variants": [{ "name": "x" }, { "name": "y" }, { "name": "z" }], "stickiness": "tenant" },
        "strategyVariants": {
          "strategies": [
            { "name": "default", "constraints": [{ "contextName": "userId", "operator": "IN", "values": ["7"] }],
              "variants": [{ "name": "from-strategy", "payload": { "size": 3 } }] },
            { "name": "default" }
          ],
          "variants": [{ "name": "from-toggle" }]
        },
        "override": { "variants": [{ "name": "a", "weight": 50, "overrides": [{ "contextName": "userId", "values": ["vip"] }] }, { "name": "b", "weight": 50 }] },
        "child": { "dependencies": [{ "feature": "split", "variants": ["grid"] }] },
        "notWhenOff": { "dependencies": [{ "feature": "off", "enabled": false }] },
        "grandchild": { "dependencies": [{ "feature": "child" }] },
        "random": { "strategies": [{ "name": "gradualRolloutRandom", "parameters": { "percentage": "50" } }] },
        "future": { "constraints": [{ "contextName": "currentTime", "operator": "DATE_AFTER", "value": "2030-01-01T00:00:00Z" }] }
      }
    }
    """

    @Test func reasonsFollowOpenFeature() throws {
        let evaluator = try Self.evaluator(Self.file)
        #expect(evaluator.evaluate("on").reason == .static)
        #expect(evaluator.evaluate("off").reason == .disabled)
        #expect(evaluator.evaluate("off").variant == .disabled)
        #expect(evaluator.evaluate("fixed").reason == .static)
        #expect(evaluator.evaluate("fixed").variant == ResolvedVariant(name: "400", enabled: true, payload: Payload(type: "number", value: "400")))
        #expect(evaluator.evaluate("targeted", context: EvaluationContext(environment: "prod")).reason == .targetingMatch)
        #expect(evaluator.evaluate("targeted", context: EvaluationContext(environment: "dev")).reason == .default)
        #expect(evaluator.evaluate("users", context: EvaluationContext(userId: "2")).reason == .targetingMatch)
        #expect(evaluator.evaluate("users", context: EvaluationContext(userId: "3")).reason == .default)
        #expect(evaluator.evaluate("split", context: EvaluationContext(userId: "3")).reason == .split)
        let missing = evaluator.evaluate("nope")
        #expect(missing.reason == .error)
        #expect(missing.errorCode == .flagNotFound)
        #expect(missing.layer == nil)
        #expect(!missing.enabled)
    }

    @Test func rolloutsExplainTheirBucket() throws {
        let evaluator = try Self.evaluator(Self.file)
        var sawOn = false
        var sawOff = false
        for user in 0..<40 {
            let details = evaluator.evaluate("rollout", context: EvaluationContext(userId: String(user)))
            let rollout = try #require(details.rollout)
            #expect(rollout.hashInput == "rollout:\(user)")
            #expect(rollout.seed == 0)
            #expect(rollout.modulus == 100)
            #expect(rollout.threshold == 50)
            #expect(rollout.bucket == Bucketing.normalizedValue(String(user), groupId: "rollout", modulus: 100, seed: 0))
            #expect(details.enabled == (rollout.bucket <= 50))
            #expect(details.reason == .split)
            if details.enabled {
                sawOn = true
                let variant = try #require(details.variantBucketing)
                #expect(variant.seed == 86_028_157)
                #expect(variant.modulus == 100)
                #expect(variant.hashInput == "rollout:\(user)")
                #expect(details.variant.name == (variant.bucket <= 50 ? "a" : "b"))
                #expect(variant.threshold == (variant.bucket <= 50 ? 50 : 100))
            } else {
                sawOff = true
                #expect(details.variant == .disabled)
            }
        }
        #expect(sawOn && sawOff)
    }

    @Test func customStickinessHashesAnyContextField() throws {
        let evaluator = try Self.evaluator(Self.file)
        let details = evaluator.evaluate("custom", context: EvaluationContext(userId: "ignored", properties: ["tenant": "acme"]))
        let bucketing = try #require(details.variantBucketing)
        #expect(bucketing.hashInput == "custom:acme")
        #expect(bucketing.stickiness == "tenant")
        #expect(bucketing.modulus == 100)
        let again = evaluator.evaluate("custom", context: EvaluationContext(userId: "other", properties: ["tenant": "acme"]))
        #expect(again.variant == details.variant)
    }

    @Test func strategyVariantsTakePrecedence() throws {
        let evaluator = try Self.evaluator(Self.file)
        let matched = evaluator.evaluate("strategyVariants", context: EvaluationContext(userId: "7"))
        #expect(matched.variant == ResolvedVariant(name: "from-strategy", enabled: true, payload: Payload(type: "json", value: #"{"size":3}"#)))
        #expect(matched.reason == .targetingMatch)
        #expect(evaluator.evaluate("strategyVariants", context: EvaluationContext(userId: "8")).variant.name == "from-toggle")
    }

    @Test func variantOverridesWinOverBuckets() throws {
        let evaluator = try Self.evaluator(Self.file)
        let details = evaluator.evaluate("override", context: EvaluationContext(userId: "vip"))
        #expect(details.variant.name == "a")
        #expect(details.reason == .targetingMatch)
        #expect(details.variantBucketing == nil)
    }

    @Test func dependenciesNeedTheirParent() throws {
        let evaluator = try Self.evaluator(Self.file)
        var grid = 0
        for user in 0..<30 {
            let context = EvaluationContext(userId: String(user))
            let parent = evaluator.evaluate("split", context: context)
            let child = evaluator.evaluate("child", context: context)
            #expect(child.enabled == (parent.variant.name == "grid"))
            if child.enabled { grid += 1 } else { #expect(child.reason == .default) }
            // A parent with parents of its own is never satisfied: one level only.
            #expect(!evaluator.isEnabled("grandchild", context: context))
        }
        #expect(grid > 0 && grid < 30)
        #expect(evaluator.isEnabled("notWhenOff"))
    }

    @Test func randomRolloutsUseTheInjectedSource() throws {
        let first = try Self.evaluator(Self.file, random: .seeded(42))
        let second = try Self.evaluator(Self.file, random: .seeded(42))
        let a = (0..<50).map { _ in first.isEnabled("random") }
        let b = (0..<50).map { _ in second.isEnabled("random") }
        #expect(a == b)
        #expect(a.contains(true) && a.contains(false))
        let alwaysLow = try Self.evaluator(Self.file, random: RandomSource { 0 })
        let details = alwaysLow.evaluate("random")
        #expect(details.enabled)
        #expect(details.rollout?.bucket == 1)
        #expect(details.rollout?.hashInput == nil)
    }

    @Test func dateConstraintsUseTheContextOrTheClock() throws {
        let evaluator = try Self.evaluator(Self.file)
        #expect(!evaluator.isEnabled("future"))  // the clock says 2027
        let later = EvaluationContext(currentTime: RFC3339.parse("2031-01-01T00:00:00Z"))
        #expect(evaluator.isEnabled("future", context: later))
    }

    @Test func typedAccessorsReportMismatches() throws {
        let evaluator = try Self.evaluator(Self.file)
        #expect(evaluator.integer("fixed", default: 1).value == 400)
        #expect(evaluator.double("fixed", default: 1).value == 400)
        let text = evaluator.integer("split", default: 9, context: EvaluationContext(userId: "1"))
        #expect(text.value == 9)
        #expect(text.details.reason == .error)
        #expect(text.details.errorCode == .typeMismatch)
        let off = evaluator.integer("off", default: 5)
        #expect(off.value == 5)
        #expect(off.details.reason == .disabled)
        #expect(off.details.errorCode == nil)
        #expect(evaluator.string("fixed", default: "").value == "400")
        #expect(evaluator.variantName("off") == nil)
        let notANumber = ToggleEvaluator(file: ToggleConfiguration(toggles: [.value("n", Payload(type: "number", value: "many"))]))
        #expect(notANumber.integer("n", default: 3).details.errorCode == .parseError)
    }

    @Test func contextsDecodeFromUnleashShape() throws {
        let context = try EvaluationContext.decode(from: Array("""
        {"userId": "u", "sessionId": "s", "remoteAddress": "1.2.3.4", "environment": "prod", "appName": "home",
         "currentTime": "2026-11-16T09:30:00Z", "properties": {"tier": "gold", "age": 42, "beta": true, "gone": null}, "tenant": "acme"}
        """.utf8), file: "--context")
        #expect(context.userId == "u")
        #expect(context.sessionId == "s")
        #expect(context.remoteAddress == "1.2.3.4")
        #expect(context.environment == "prod")
        #expect(context.appName == "home")
        #expect(context.currentTime == RFC3339.parse("2026-11-16T09:30:00Z"))
        #expect(context.properties == ["tier": "gold", "age": "42", "beta": "true", "tenant": "acme"])
        #expect(context.warnings.isEmpty)
        #expect(throws: Diagnostic.self) { try EvaluationContext.decode(from: Array(#"{"userId": [1]}"#.utf8)) }
    }
}
