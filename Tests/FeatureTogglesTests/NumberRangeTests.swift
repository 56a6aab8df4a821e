import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles

/// Numbers in toggles files are checked for range before any arithmetic: out of range is
/// an error at its place, never a trap.
struct NumberRangeTests {
    static let huge = "9223372036854775807"

    static func problems(_ text: String) -> [String] {
        let result = ToggleFile.parse(Array(text.utf8), file: "t.json")
        #expect(result.configuration == nil)
        return result.diagnostics.errors.map(\.description)
    }

    @Test func nativeWeightsAreAtMost100() {
        let variants = #"[{"name": "a", "weight": \#(Self.huge)}, {"name": "b", "weight": \#(Self.huge)}]"#
        #expect(Self.problems(#"{"version": 1, "toggles": {"t": {"variants": \#(variants)}}}"#) == [
            "t.json:1:71: error: \"weight\" of variant 1 of \"variants\" of toggle \"t\" must be at most 100, not \(Self.huge) (weights are percentages from 0 to 100)",
            "t.json:1:117: error: \"weight\" of variant 2 of \"variants\" of toggle \"t\" must be at most 100, not \(Self.huge) (weights are percentages from 0 to 100)",
        ])
        let strategy = #"{"version": 1, "toggles": {"t": {"strategies": [{"name": "default", "variants": \#(variants)}]}}}"#
        #expect(Self.problems(strategy).first == "t.json:1:106: error: \"weight\" of variant 1 of \"variants\" of strategy 1 of \"strategies\" of toggle \"t\" must be at most 100, not \(Self.huge) (weights are percentages from 0 to 100)")
        #expect(Self.problems(strategy).count == 2)
        let single = #"{"version": 1, "toggles": {"t": {"variants": [{"name": "a", "weight": 101}, {"name": "b"}]}}}"#
        #expect(Self.problems(single) == [
            "t.json:1:71: error: \"weight\" of variant 1 of \"variants\" of toggle \"t\" must be at most 100, not 101 (weights are percentages from 0 to 100)",
        ])
    }

    @Test func unleashWeightsAndTheirSumAreAtMostWhatJavaScriptAddsExactly() {
        func feature(_ variants: String) -> String {
            #"{"features": [{"name": "t", "enabled": true, "strategies": [], "variants": \#(variants)}]}"#
        }
        func strategy(_ variants: String) -> String {
            #"{"features": [{"name": "t", "enabled": true, "strategies": [{"name": "default", "variants": \#(variants)}]}]}"#
        }
        let overflowing = #"[{"name": "a", "weight": \#(Self.huge)}, {"name": "b", "weight": \#(Self.huge)}]"#
        let hint = "(Unleash gives a toggle's variants weights that add up to 1000)"
        #expect(Self.problems(feature(overflowing)) == [
            "t.json:1:101: error: \"weight\" of variant 1 of \"variants\" of feature \"t\" must be at most 9007199254740991, not \(Self.huge) \(hint)",
            "t.json:1:147: error: \"weight\" of variant 2 of \"variants\" of feature \"t\" must be at most 9007199254740991, not \(Self.huge) \(hint)",
        ])
        #expect(Self.problems(strategy(overflowing)).count == 2)
        #expect(Self.problems(strategy(overflowing)).allSatisfy { $0.contains("of strategy 1 of \"strategies\" of feature \"t\" must be at most 9007199254740991") })

        let largest = #"[{"name": "a", "weight": 9007199254740991}, {"name": "b", "weight": 1}]"#
        #expect(Self.problems(feature(largest)) == [
            "t.json:1:76: error: the weights of \"variants\" of feature \"t\" add up to more than 9007199254740991 \(hint)",
        ])
        #expect(Self.problems(strategy(largest)) == [
            "t.json:1:93: error: the weights of \"variants\" of strategy 1 of \"strategies\" of feature \"t\" add up to more than 9007199254740991 \(hint)",
        ])
        let beyondDouble = #"[{"name": "a", "weight": 1e400}, {"name": "b", "weight": -18446744073709551616}, {"name": "c", "weight": 0.5}]"#
        #expect(Self.problems(feature(beyondDouble)) == [
            "t.json:1:101: error: \"weight\" of variant 1 of \"variants\" of feature \"t\" must be at most 9007199254740991, not 1e400 \(hint)",
            "t.json:1:133: error: \"weight\" of variant 2 of \"variants\" of feature \"t\" must not be negative, not -18446744073709551616",
            "t.json:1:181: error: \"weight\" of variant 3 of \"variants\" of feature \"t\" must be a whole number, not 0.5 \(hint)",
        ])
    }

    @Test func weightsWithinRangeStillLoad() throws {
        let text = #"{"features": [{"name": "t", "enabled": true, "variants": [{"name": "a", "weight": 9007199254740990}, {"name": "b", "weight": 1}]}]}"#
        let configuration = try #require(ToggleFile.parse(Array(text.utf8)).configuration)
        let evaluator = ToggleEvaluator(file: configuration)
        #expect(["a", "b"].contains(evaluator.variantName("t", context: EvaluationContext(userId: "1"))))
    }

    @Test func versionsOutOfRangeAreErrorsToo() {
        #expect(Self.problems(#"{"version": 1e30, "toggles": {}}"#) == [
            "t.json:1:13: error: \"version\" must be at most 9007199254740991, not 1e30",
        ])
        #expect(Self.problems(#"{"version": 18446744073709551617, "features": []}"#) == [
            "t.json:1:13: error: \"version\" must be at most 9007199254740991, not 18446744073709551617",
        ])
    }

    /// A reload of a file whose weights overflow keeps the last good toggles.
    @Test func aReloadWithOverflowingWeightsKeepsTheLastGoodToggles() throws {
        let temporary = try ReloadTests.Temporary()
        let loader = ToggleFileLoader(path: temporary.path)
        try temporary.write(ReloadTests.toggles(#""t": {"variants": [{"name": "a", "weight": 50}, {"name": "b"}]}"#), secondsAgo: 100)
        #expect(loader.reloadIfChanged().outcome == .loaded)

        for (offset, text) in [
            ReloadTests.toggles(#""t": {"variants": [{"name": "a", "weight": \#(Self.huge)}, {"name": "b", "weight": \#(Self.huge)}]}"#),
            #"{"features": [{"name": "t", "enabled": true, "variants": [{"name": "a", "weight": \#(Self.huge)}, {"name": "b", "weight": \#(Self.huge)}]}]}"#,
            #"{"features": [{"name": "t", "enabled": true, "strategies": [{"name": "default", "variants": [{"name": "a", "weight": 9007199254740991}, {"name": "b", "weight": 9007199254740991}]}]}]}"#,
        ].enumerated() {
            try temporary.write(text, secondsAgo: 90 - Double(offset))
            let result = loader.reloadIfChanged()
            #expect(result.outcome == .rejected)
            #expect(result.diagnostics.errors.first?.location?.file == temporary.path)
            #expect(result.diagnostics.errors.first?.location?.line == 1)
            #expect(loader.configuration?.toggle(named: "t")?.variants.map(\.weight) == [50, 50])
        }
    }
}
