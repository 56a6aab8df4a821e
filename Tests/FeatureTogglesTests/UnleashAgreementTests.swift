import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles

/// Edges where the evaluator must decide as Unleash's SDKs do.
struct UnleashAgreementTests {
    static let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }

    /// Whether a toggle with `constraint` alone is on for `context`.
    static func holds(_ constraint: Constraint, _ context: EvaluationContext) -> Bool {
        let configuration = ToggleConfiguration(toggles: [Toggle(name: "t", constraints: [constraint])])
        return ToggleEvaluator(file: configuration, now: clock).isEnabled("t", context: context)
    }

    static func strings(_ operatorName: String, _ values: [String], caseInsensitive: Bool = true, inverted: Bool = false) -> Constraint {
        Constraint(contextName: "street", operator: operatorName, values: values, inverted: inverted, caseInsensitive: caseInsensitive)
    }

    static func street(_ text: String) -> EvaluationContext { EvaluationContext(properties: ["street": text]) }

    // MARK: Case (JavaScript's toLowerCase)

    @Test func lowerCaseIsJavaScripts() {
        #expect(JavaScriptCase.lowercased("ΟΔΟΣ") == "οδος")
        #expect(JavaScriptCase.lowercased("ΣΑΣ ΟΔΟΣ.") == "σας οδος.")
        #expect(JavaScriptCase.lowercased("Σ") == "σ")
        #expect(JavaScriptCase.lowercased("ΣΣ") == "σς")
        #expect(JavaScriptCase.lowercased("AΣ'") == "aς'")
        #expect(JavaScriptCase.lowercased("ΟΣ'Α") == "οσ'α")
        #expect(JavaScriptCase.lowercased("İSTANBUL Σ") == "i\u{307}stanbul σ")
        #expect(JavaScriptCase.lowercased("Home-CLI") == "home-cli")
    }

    @Test func caseInsensitiveStringOperatorsFoldAsUnleashDoes() {
        #expect(Self.holds(Self.strings("STR_CONTAINS", ["ΟΔΟΣ"]), Self.street("οδος")))
        #expect(Self.holds(Self.strings("STR_CONTAINS", ["οδος"]), Self.street("ΜΕΓΑΛΗ ΟΔΟΣ")))
        #expect(Self.holds(Self.strings("STR_ENDS_WITH", ["ΟΣ"]), Self.street("οδος")))
        #expect(Self.holds(Self.strings("STR_STARTS_WITH", ["ΟΔΟΣ"]), Self.street("οδος 12")))
        #expect(Self.holds(Self.strings("STR_STARTS_WITH", ["ΣΟ"]), Self.street("σοφία")))
        #expect(Self.holds(Self.strings("STR_CONTAINS", ["ΟΔΟΣ"], inverted: true), Self.street("οδος")) == false)
        // As in JavaScript: a capital sigma alone is σ, which "οδος" does not contain.
        #expect(!Self.holds(Self.strings("STR_CONTAINS", ["Σ"]), Self.street("οδος")))
        #expect(!Self.holds(Self.strings("STR_CONTAINS", ["ΟΔΟΣ"], caseInsensitive: false), Self.street("οδος")))
        // ASCII as before.
        #expect(Self.holds(Self.strings("STR_STARTS_WITH", ["HOME"]), Self.street("home-cli")))
        #expect(Self.holds(Self.strings("STR_ENDS_WITH", ["cli"]), Self.street("HOME-CLI")))
    }
}

extension UnleashAgreementTests {
    // MARK: Semantic versions

    static func version(_ operatorName: String, _ operand: String, inverted: Bool = false) -> Constraint {
        Constraint(contextName: "version", operator: operatorName, value: operand, inverted: inverted)
    }

    static func version(_ text: String) -> EvaluationContext { EvaluationContext(properties: ["version": text]) }

    @Test func preReleaseNumbersHaveNoSizeLimit() throws {
        let huge = try #require(SemanticVersion("1.0.0-rc.99999999999999999999"))
        #expect(try #require(SemanticVersion("1.0.0-rc.1")) < huge)
        #expect(huge < (try #require(SemanticVersion("1.0.0-rc.100000000000000000000"))))
        #expect(huge < (try #require(SemanticVersion("1.0.0-rc.99999999999999999999a"))))
        #expect(huge < (try #require(SemanticVersion("1.0.0"))))
        #expect(try #require(SemanticVersion("1.0.0-rc.99999999999999999998")) < huge)
        #expect(SemanticVersion("1.0.0-rc.099999999999999999999") == nil)
        #expect(SemanticVersion("1.0.0+build.99999999999999999999") == SemanticVersion("1.0.0"))
        #expect(Self.holds(Self.version("SEMVER_GT", "1.0.0-rc.1"), Self.version("1.0.0-rc.99999999999999999999")))
        #expect(Self.holds(Self.version("SEMVER_LT", "1.0.0-rc.99999999999999999999"), Self.version("1.0.0-rc.18446744073709551616")))
        #expect(Self.holds(Self.version("SEMVER_EQ", "1.0.0-rc.99999999999999999999+b.1"), Self.version("1.0.0-rc.99999999999999999999")))
    }

    /// As in the `semver` package of Unleash's Node SDK: a major, minor or patch above
    /// 2^53 − 1 is not a version, so the constraint is false (then inverted).
    @Test func majorMinorAndPatchAreAtMostJavaScriptsSafeIntegers() throws {
        let largest = try #require(SemanticVersion("9007199254740991.9007199254740991.9007199254740991"))
        #expect(largest.major == 9_007_199_254_740_991)
        for text in ["9007199254740992.0.0", "0.9007199254740992.0", "0.0.9007199254740992", "18446744073709551616.0.0", "99999999999999999999999.0.0"] {
            #expect(SemanticVersion(text) == nil, "\(text)")
        }
        #expect(!Self.holds(Self.version("SEMVER_GT", "1.0.0"), Self.version("9007199254740992.0.0")))
        #expect(Self.holds(Self.version("SEMVER_GT", "1.0.0", inverted: true), Self.version("9007199254740992.0.0")))
        #expect(Self.holds(Self.version("SEMVER_GT", "1.0.0"), Self.version("9007199254740991.0.0")))
        let problem = Self.version("SEMVER_LT", "9007199254740992.0.0").operandProblem
        #expect(problem == "the value is not a semantic version (MAJOR.MINOR.PATCH, each at most 9007199254740991)")
    }
}
