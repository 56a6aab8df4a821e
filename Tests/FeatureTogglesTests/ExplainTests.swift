import Foundation
import Testing
@testable import FeatureToggles

struct ExplainTests {
    static let evaluator: ToggleEvaluator = {
        let json = """
        {"version": 1, "toggles": {
          "home.template": {"category": "experiment", "variants": [{"name": "list"}, {"name": "grid", "payload": {"columns": 2}}], "stickiness": "userId"},
          "home.crossfade.durationMs": {"value": 400},
          "beta": {"rollout": {"percentage": 30, "stickiness": "userId"}},
          "off": {"enabled": false}
        }}
        """
        let configuration = ToggleFile.parse(Array(json.utf8)).configuration!
        return ToggleEvaluator(file: configuration, environment: [:], commandLine: [(key: "off", value: "off")])
    }()

    @Test func theJSONIsAnArrayOfObjectsWithTheAgreedKeys() throws {
        let details = Self.evaluator.evaluateAll(context: EvaluationContext(userId: "42")) + [Self.evaluator.evaluate("missing")]
        let json = ToggleExplanation.json(details)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.count == 5)
        for object in array {
            for key in ["name", "enabled", "variant", "reason", "layer"] { #expect(object[key] != nil, "\(key) in \(object)") }
            let variant = try #require(object["variant"] as? [String: Any])
            #expect(Set(variant.keys) == ["name", "enabled", "payload"])
        }
        let byName = Dictionary(uniqueKeysWithValues: array.map { ($0["name"] as! String, $0) })
        let template = try #require(byName["home.template"])
        #expect(template["reason"] as? String == "SPLIT")
        #expect(template["layer"] as? String == "file")
        let bucketing = try #require((template["bucketing"] as? [String: Any])?["variant"] as? [String: Any])
        #expect(bucketing["hashInput"] as? String == "home.template:42")
        #expect(bucketing["seed"] as? Int == 86_028_157)
        #expect(bucketing["modulus"] as? Int == 100)
        let expectedBucket = Bucketing.normalizedValue("42", groupId: "home.template", modulus: 100, seed: Bucketing.variantSeed)
        #expect(bucketing["bucket"] as? Int == expectedBucket)
        #expect((template["variant"] as? [String: Any])?["name"] as? String == (expectedBucket <= 50 ? "list" : "grid"))
        let beta = try #require(byName["beta"])
        let rollout = try #require((beta["bucketing"] as? [String: Any])?["rollout"] as? [String: Any])
        #expect(rollout["hashInput"] as? String == "beta:42")
        #expect(rollout["threshold"] as? Int == 30)
        #expect(byName["off"]?["layer"] as? String == "command line")
        #expect(byName["off"]?["reason"] as? String == "DISABLED")
        #expect(byName["missing"]?["layer"] is NSNull)
        #expect(byName["missing"]?["errorCode"] as? String == "FLAG_NOT_FOUND")
        #expect(((byName["home.crossfade.durationMs"]?["variant"] as? [String: Any])?["payload"] as? [String: Any])?["type"] as? String == "number")
    }

    @Test func theTableRowsShowEveryToggle() {
        let details = Self.evaluator.evaluateAll(context: EvaluationContext(userId: "42"))
        let rows = ToggleExplanation.rows(details)
        #expect(rows.count == 5)
        #expect(rows[0] == ["NAME", "ENABLED", "VARIANT", "PAYLOAD", "REASON", "LAYER", "BUCKETING"])
        #expect(rows[2] == ["home.crossfade.durationMs", "on", "400", "400", "STATIC", "file", "-"])
        #expect(rows[3].first == "home.template")
        let bucket = Bucketing.normalizedValue("42", groupId: "home.template", modulus: 100, seed: Bucketing.variantSeed)
        #expect(rows[3].last == "variant: murmur3(\"home.template:42\", seed 86028157) % 100 + 1 = \(bucket) <= \(bucket <= 50 ? 50 : 100)")
        #expect(rows[4] == ["off", "off", "-", "-", "DISABLED", "command line", "-"])
    }
}

struct ExposureTests {
    @Test func experimentsAreExposedOncePerRun() {
        let evaluator = ExplainTests.evaluator
        var log = ExposureLog()
        let first = log.record(evaluator.evaluate("home.template", context: EvaluationContext(userId: "1")))
        #expect(first?.name == "home.template")
        #expect(first?.reason == .split)
        #expect(log.record(evaluator.evaluate("home.template", context: EvaluationContext(userId: "2"))) == nil)
        #expect(log.record(evaluator.evaluate("beta")) == nil)
        #expect(log.record(evaluator.evaluate("missing")) == nil)
        #expect(log.exposed == ["home.template"])
    }
}
