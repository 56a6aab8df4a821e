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
