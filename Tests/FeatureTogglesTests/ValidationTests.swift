import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles

struct ValidationTests {
    /// Wraps one toggle's body (lines 4 on) in a native file.
    static func file(_ toggleBody: String, name: String = "home.template", extra: String = "") -> [UInt8] {
        Array("""
        {
          "version": 1,\(extra)
          "toggles": {
            "\(name)": \(toggleBody)
          }
        }
        """.utf8)
    }

    static func problems(_ bytes: [UInt8], today: CalendarDay? = nil, styles: Set<String>? = nil) -> [String] {
        ToggleFile.validate(bytes, file: "t.json", today: today, variantNames: styles.map { [VariantNameRule(toggles: .name("home.template"), names: $0, noun: "registered template style", listLabel: "registered styles", exemptPayloadType: "json")] } ?? []).all.map(\.description)
    }

    @Test func theRepositoryFileIsValid() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FeatureToggles.json").path
        let result = ToggleFile.load(contentsOf: path, options: ValidationOptions(today: CalendarDay("2026-11-21"), variantNames: [VariantNameRule(toggles: .name("home.template"), names: ["list", "grid"], noun: "registered template style", listLabel: "registered styles", exemptPayloadType: "json")]))
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics)")
        let configuration = try #require(result.configuration)
        #expect(configuration.names == ["home.template", "home.crossfade.durationMs", "home.crossfade.fps", "home.deck.behind", "home.deck.ahead", "home.analytics"])
        let evaluator = ToggleEvaluator(file: configuration)
        #expect(evaluator.variantName("home.template", context: EvaluationContext(userId: "anyone")) == "list")
        #expect(evaluator.integer("home.crossfade.durationMs", default: 0).value == 400)
        #expect(evaluator.integer("home.crossfade.fps", default: 0).value == 30)
        #expect(evaluator.integer("home.deck.behind", default: 0).value == 2)
        #expect(evaluator.integer("home.deck.ahead", default: 0).value == 4)
        #expect(evaluator.isEnabled("home.analytics"))
        #expect(configuration.toggle(named: "home.template")?.category == .experiment)
    }

    @Test func unknownKeysAreErrorsWithASuggestion() {
        let bytes = Self.file(#"{ "enabeld": true, "value": "list" }"#)
        #expect(Self.problems(bytes) == [
            "t.json:4:24: error: unknown key \"enabeld\" in toggle \"home.template\" (did you mean 'enabled'?)",
        ])
    }

    @Test func wrongTypesSayWhatWasFoundAndWhatBelongs() {
        let problems = Self.problems(Self.file(#"{ "enabled": "true", "owner": 42 }"#))
        #expect(problems.contains("t.json:4:35: error: \"enabled\" of toggle \"home.template\" must be true or false, not a string (write true without quotes)"))
        #expect(problems.contains("t.json:4:52: error: \"owner\" of toggle \"home.template\" must be a string, not a number"))
        #expect(problems.count == 2)
    }

    @Test func weightsMustAddUpAndNotBeNegative() {
        let sum = Self.file(#"{ "variants": [{ "name": "list", "weight": 60 }, { "name": "grid", "weight": 30 }] }"#)
        #expect(Self.problems(sum) == [
            "t.json:4:36: error: the weights of \"variants\" of toggle \"home.template\" add up to 90; they must add up to 100 (weights are percentages; leave a weight out to give that variant the rest)",
        ])
        let negative = Self.file(#"{ "variants": [{ "name": "list", "weight": -10 }, { "name": "grid" }] }"#)
        #expect(Self.problems(negative).first == "t.json:4:65: error: \"weight\" of variant 1 of \"variants\" of toggle \"home.template\" must not be negative, not -10")
    }

    @Test func weightsLeftOutShareTheRest() throws {
        let bytes = Self.file(#"{ "variants": [{ "name": "a", "weight": 50 }, { "name": "b" }, { "name": "c" }, { "name": "d" }] }"#)
        let configuration = try #require(ToggleFile.parse(bytes).configuration)
        #expect(configuration.toggle(named: "home.template")?.variants.map(\.weight) == [50, 17, 17, 16])
        let none = try #require(ToggleFile.parse(Self.file(#"{ "variants": [{ "name": "a" }, { "name": "b" }, { "name": "c" }] }"#)).configuration)
        #expect(none.toggle(named: "home.template")?.variants.map(\.weight) == [34, 33, 33])
    }

    @Test func unknownOperatorsAndBadRegularExpressionsAreErrors() {
        let bytes = Self.file("""
        {
              "constraints": [
                { "contextName": "version", "operator": "NUM_GTEE", "value": "3" },
                { "contextName": "userId", "operator": "REGEX", "value": "(regex" },
                { "contextName": "userId", "operator": "REGEX", "value": "^(a)\\\\1$" }
              ]
            }
        """)
        #expect(Self.problems(bytes) == [
            "t.json:6:49: error: unknown operator \"NUM_GTEE\" in constraint 1 of \"constraints\" of toggle \"home.template\" (did you mean 'NUM_GTE'?)",
            "t.json:7:66: error: the regular expression of constraint 2 of \"constraints\" of toggle \"home.template\" does not compile: unclosed group: expected ')' at position 1 of the pattern",
            "t.json:8:66: error: the regular expression of constraint 3 of \"constraints\" of toggle \"home.template\" does not compile: backreferences are not supported (RE2 has none) at position 5 of the pattern",
        ])
    }

    @Test func unknownCategoriesAndExpiredTogglesAreReported() {
        let bytes = Self.file(#"{ "category": "experimnet", "owner": "home-team", "expires": "2026-01-31", "value": "list" }"#)
        #expect(Self.problems(bytes, today: CalendarDay("2026-11-21")) == [
            "t.json:4:36: error: unknown category \"experimnet\" of toggle \"home.template\" (did you mean 'experiment'?)",
            "t.json:4:83: warning: toggle \"home.template\" expired on 2026-01-31 (owner: home-team) (remove the toggle, or move \"expires\" later)",
        ])
        #expect(Self.problems(bytes, today: CalendarDay("2026-01-31")).count == 1)
        #expect(Self.problems(bytes).count == 1)
    }

    @Test func variantsOfTheTemplateToggleMustNameRegisteredStyles() {
        let bytes = Self.file(#"{ "variants": [{ "name": "list", "weight": 50 }, { "name": "grdi", "weight": 50 }] }"#)
        #expect(Self.problems(bytes, styles: ["list", "grid"]) == [
            "t.json:4:81: error: the variant \"grdi\" of \"home.template\" names no registered template style (did you mean 'grid'?)",
        ])
        #expect(Self.problems(bytes).isEmpty)
        #expect(Self.problems(Self.file(#"{ "value": "carousel" }"#), styles: ["list", "grid"]) == [
            "t.json:4:33: error: the variant \"carousel\" of \"home.template\" names no registered template style (registered styles: grid, list)",
        ])
    }

    /// A variant whose payload is a template document brings its style with it.
    @Test func aVariantThatCarriesATemplateNamesItsOwnStyle() {
        let bytes = Self.file(#"{ "variants": [{ "name": "list", "weight": 50 }, { "name": "ticker", "weight": 50, "payload": {"type": "json", "value": "{}"} }] }"#)
        #expect(Self.problems(bytes, styles: ["list", "grid"]).isEmpty)
        let text = Self.file(#"{ "variants": [{ "name": "ticker", "weight": 100, "payload": {"type": "string", "value": "{}"} }] }"#)
        #expect(Self.problems(text, styles: ["list", "grid"]).count == 1)
    }

    @Test func malformedJSONIsReportedAtItsPlace() {
        let bytes = Array("{\n  \"version\": 1,\n  \"toggles\": { \"a\": { \"enabled\": true, } }\n}".utf8)
        #expect(Self.problems(bytes) == ["t.json:3:40: error: unexpected '}' after ',' (remove the trailing comma)"])
    }

    @Test func structuralProblemsAreReported() {
        #expect(Self.problems(Array("[1, 2]".utf8)) == [
            "t.json:1:1: error: a toggles file must be a JSON object, not an array (write {\"version\": 1, \"toggles\": {…}})",
        ])
        #expect(Self.problems(Array(#"{"version": 1, "togles": {}}"#.utf8)) == [
            "t.json:1:1: error: missing key \"toggles\" (native format), \"features\" (Unleash format) or \"events\" (Unleash's delta format) in the top-level object (did you mean 'toggles'?)",
        ])
        #expect(Self.problems(Array(#"{"version": 2, "toggles": {}}"#.utf8)) == [
            "t.json:1:13: error: unsupported version 2 (this program reads version 1)",
        ])
        #expect(Self.problems(Self.file(#"{ "value": "list", "variants": [] }"#)) == [
            "t.json:4:33: error: toggle \"home.template\" has both \"value\" and \"variants\" (give one: \"value\" is a single fixed variant)",
        ])
        #expect(Self.problems(Self.file(#"{ "value": true }"#)) == [
            "t.json:4:33: error: \"value\" of toggle \"home.template\" must be a string or a number, not a boolean (use \"enabled\" to switch a toggle on or off)",
        ])
    }

    @Test func strategiesRolloutsAndDependenciesAreChecked() {
        let bytes = Self.file("""
        {
              "strategies": [
                { "name": "flexibleRolout", "parameters": { "rollout": "50" } },
                { "name": "flexibleRollout", "parameters": { "rollout": "150", "stikiness": "userId" } }
              ],
              "dependencies": [{ "feature": "home.analytic" }]
            }
        """, extra: "")
        let problems = Self.problems(bytes)
        #expect(problems == [
            "t.json:6:19: error: unknown strategy \"flexibleRolout\" in strategy 1 of \"strategies\" of toggle \"home.template\"; it is never on (did you mean 'flexibleRollout'?)",
            "t.json:7:65: error: parameter \"rollout\" of strategy 2 of \"strategies\" of toggle \"home.template\" must be a percentage from 0 to 100, not \"150\"",
            "t.json:7:85: error: unknown parameter \"stikiness\" of strategy flexibleRollout in strategy 2 of \"strategies\" of toggle \"home.template\" (did you mean 'stickiness'?)",
            "t.json:9:37: error: \"home.template\" depends on \"home.analytic\", which is not defined",
        ])
        #expect(Self.problems(Self.file(#"{ "rollout": 120 }"#)) == [
            "t.json:4:35: error: the rollout of toggle \"home.template\" must be a percentage from 0 to 100, not 120 (write \"rollout\": 25, or {\"percentage\": 25, \"stickiness\": \"userId\"})",
        ])
    }

    /// Names, keys and values are input: a message quotes each as an excerpt of 40
    /// columns, however long it is (found by the toggles fuzz target, whose oracle
    /// bounds every message).
    @Test func messagesQuoteLongNamesAsExcerpts() {
        let long = String(repeating: "n", count: 5_000)
        let segments = (1...7).map { "\"\(long)\($0)\": {\"constraints\": []}" }.joined(separator: ", ")
        let native = Array("""
        {"version": 1, "segments": {\(segments)},
         "toggles": {
          "\(long)": {"category": "\(long)", "expires": "\(long)", "owner": "\(long)",
            "variants": [{"name": "\(long)"}, {"name": "\(long)"}],
            "segments": ["\(long)x"], "dependencies": [{"feature": "\(long)"}, {"feature": "\(long)y"}],
            "constraints": [{"contextName": "a", "operator": "\(long)", "values": []},
                            {"contextName": "a", "operator": "IN_CIDR", "values": ["\(long)"]}],
            "strategies": [{"name": "\(long)", "parameters": {"\(long)": "1"}},
                           {"name": "flexibleRollout", "parameters": {"rollout": "\(long)", "\(long)": "1"}}]},
          "home.template": {"variants": [{"name": "\(long)"}]},
          "\(long)": {},
          "\(long)2": {"strategies": [{"name": "remoteAddress", "parameters": {"IPs": "\(long)"}}]},
          "r": {"rollout": 1000.\(String(repeating: "0", count: 5_000))1},
          "w": {"variants": [{"name": "a", "weight": \(String(repeating: "9", count: 5_000))}, {"name": "b", "weight": -\(String(repeating: "9", count: 5_000))}]}
         }}
        """.utf8)
        let unleash = Array("""
        {"version": 1, "features": [
          {"name": "\(long)", "enabled": true, "strategies": [{"name": "\(long)", "segments": [9]}],
           "variants": [{"name": "v", "weight": 1, "payload": {"type": "number", "value": "\(long)"}}]},
          {"name": "\(long)", "enabled": true}
        ]}
        """.utf8)
        let nativeProblems = Self.problems(native, styles: ["list"])
        let unleashProblems = Self.problems(unleash)
        #expect(nativeProblems.count == 17, "\(nativeProblems.map { $0.prefix(120) })")
        #expect(unleashProblems.count >= 4, "\(unleashProblems.map { $0.prefix(120) })")
        for problem in nativeProblems + unleashProblems {
            #expect(problem.count < 400, "\(problem.prefix(300))…")
            #expect(!problem.contains(String(repeating: "n", count: 41)), "\(problem.prefix(300))…")
        }
        let excerpt = String(repeating: "n", count: 39) + "…"
        #expect(nativeProblems.contains { $0.contains("unknown category \"\(excerpt)\" of toggle \"\(excerpt)\"") })
        #expect(nativeProblems.contains { $0.hasSuffix("(segments: \(Array(repeating: excerpt, count: 5).joined(separator: ", ")) and 2 more)") })
    }

    @Test func theUnleashFormatWarnsWhereUnleashEvaluatesToOff() throws {
        let bytes = Array("""
        {"version": 1, "features": [
          {"name": "a", "enabled": true, "strategies": [{"name": "default", "constraints": [
            {"contextName": "userId", "operator": "REGEX", "value": "(?=x)"},
            {"contextName": "userId", "operator": "LIKE", "values": ["x"]}
          ], "segments": [7]}], "strategis": []}
        ]}
        """.utf8)
        let result = ToggleFile.parse(bytes, file: "u.json")
        #expect(result.format == .unleash)
        #expect(result.isValid)
        #expect(result.diagnostics.all.map(\.description) == [
            "u.json:3:61: warning: the regular expression of constraint 1 of \"constraints\" of strategy 1 of \"strategies\" of feature \"a\" does not compile: look-around is not supported (RE2 has no look-ahead) at position 1 of the pattern",
            "u.json:4:43: warning: unknown operator \"LIKE\" in constraint 2 of \"constraints\" of strategy 1 of \"strategies\" of feature \"a\" (operators: IN, NOT_IN, STR_CONTAINS, STR_STARTS_WITH, STR_ENDS_WITH, NUM_EQ, NUM_GT, NUM_GTE, NUM_LT, NUM_LTE, DATE_AFTER, DATE_BEFORE, SEMVER_EQ, SEMVER_GT, SEMVER_GTE, SEMVER_LT, SEMVER_LTE, REGEX, IN_CIDR)",
            "u.json:5:19: warning: toggle \"a\" names no segment \"7\"; its strategy is never on",
            "u.json:5:25: warning: unknown key \"strategis\" in feature \"a\" is ignored (did you mean 'strategies'?)",
        ])
        #expect(ToggleEvaluator(file: result.configuration).isEnabled("a", context: EvaluationContext(userId: "x")) == false)
    }

    @Test func theUnleashFormatStillRejectsWhatCannotBeRead() {
        let bytes = Array(#"{"features": [{"name": 7, "enabled": true}, {"name": "b", "enabled": true, "variants": [{"name": "v", "weight": -1}]}]}"#.utf8)
        let result = ToggleFile.parse(bytes, file: "u.json")
        #expect(!result.isValid)
        #expect(result.diagnostics.errors.map(\.description) == [
            "u.json:1:24: error: \"name\" of feature 1 must be a string, not a number",
            "u.json:1:113: error: \"weight\" of variant 1 of \"variants\" of feature \"b\" must not be negative, not -1",
        ])
    }

    @Test func segmentsAreNamedInTheNativeFormat() throws {
        let bytes = Array("""
        {
          "version": 1,
          "segments": { "norway": { "constraints": [{ "contextName": "country", "operator": "IN", "values": ["norway"] }] } },
          "toggles": {
            "a": { "segments": ["norway"] },
            "b": { "strategies": [{ "name": "default", "segments": ["norwya"] }] }
          }
        }
        """.utf8)
        let result = ToggleFile.parse(bytes, file: "s.json")
        #expect(result.diagnostics.all.map(\.description) == [
            "s.json:6:61: error: toggle \"b\" names no segment \"norwya\"; its strategy is never on (did you mean 'norway'?)",
        ])
        let fixed = ToggleFile.parse(Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "norwya", with: "norway").utf8))
        let configuration: ToggleConfiguration = try #require(fixed.configuration)
        let evaluator = ToggleEvaluator(file: configuration)
        #expect(evaluator.isEnabled("a", context: EvaluationContext(properties: ["country": "norway"])))
        #expect(!evaluator.isEnabled("a", context: EvaluationContext(properties: ["country": "sweden"])))
        #expect(evaluator.isEnabled("b", context: EvaluationContext(properties: ["country": "norway"])))
    }

    @Test func aMissingFileIsOneError() {
        let result = ToggleFile.load(contentsOf: "/nonexistent/FeatureToggles.json")
        #expect(result.diagnostics.all.map(\.description) == ["/nonexistent/FeatureToggles.json:1:1: error: the toggles file does not exist"])
    }
}
