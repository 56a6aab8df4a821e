import TestSupport
import Testing
@testable import FeatureToggles

/// Overrides added one at a time (a script's `toggle` steps) answer as an evaluator made
/// with all of them at once, and each costs the same however many came before: the
/// compiled table is kept, and only the toggle named and its dependents are compiled again.
struct AddedOverrideTests {
    static let file = ToggleConfiguration(toggles: [
        .flag("parent", enabled: true),
        .flag("grandparent", enabled: false),
        Toggle(name: "child", dependencies: [ToggleDependency(feature: "parent")]),
        Toggle(name: "offChild", dependencies: [ToggleDependency(feature: "parent", enabled: false)]),
        Toggle(name: "variantChild", dependencies: [ToggleDependency(feature: "parent", variants: ["blue"])]),
        Toggle(name: "orphan", dependencies: [ToggleDependency(feature: "ghost")]),
        Toggle(name: "nested", dependencies: [ToggleDependency(feature: "middle")]),
        Toggle(name: "middle", dependencies: [ToggleDependency(feature: "grandparent", enabled: false)]),
        Toggle(name: "home.template", variants: [VariantDefinition(name: "list", weight: 50), VariantDefinition(name: "grid", weight: 50)]),
    ])

    /// Every name and value of an evaluator, for one context.
    static func answers(_ evaluator: ToggleEvaluator, _ context: EvaluationContext) -> [String] {
        evaluator.evaluateAll(context: context).map {
            "\($0.name) \($0.enabled) \($0.variant.name) \($0.reason) \($0.layer.map(\.rawValue) ?? "-") \($0.message ?? "")"
        }
    }

    @Test func overridesAddedOneByOneAnswerAsOnesGivenAtOnce() {
        let names = ["parent", "grandparent", "child", "middle", "ghost", "x1", "home.template", "orphan"]
        let values = ["on", "off", "blue", "grid", "true", "list"]
        let context = EvaluationContext(userId: "u-7")
        var random = SplitMix64(seed: 31)
        for _ in 0..<60 {
            var given: [ToggleOverride] = []
            var added = ToggleEvaluator(defaults: .empty, file: Self.file, environment: ["DYNAMIC_HOME_TOGGLE_PARENT": "off"])
            for _ in 0..<Int.random(in: 0..<8, using: &random) {
                let name = names.randomElement(using: &random)!
                let value = values.randomElement(using: &random)!
                let override = Int.random(in: 0..<4, using: &random) == 0
                    ? ToggleOverride(name: name, value: ToggleOverride.value(from: value), layer: .environment, source: "E_\(name)")
                    : ToggleOverride.commandLine(key: name, value: value)
                given.append(override)
                added.addOverride(override)
            }
            let environment = ToggleOverride.environment(["DYNAMIC_HOME_TOGGLE_PARENT": "off"], names: Set(Self.file.names))
            let atOnce = ToggleEvaluator(defaults: .empty, file: Self.file, overrides: environment.overrides + given)
            #expect(Self.answers(added, context) == Self.answers(atOnce, context), "\(given.map(\.source))")
            #expect(added.names == atOnce.names)
            // Made at once, the overrides are taken weakest layer first, so the warning for
            // a new name names the first of the weakest; added, the first added.
            if given.allSatisfy({ $0.layer == .commandLine }) {
                #expect(added.overrideDiagnostics == atOnce.overrideDiagnostics, "\(given.map(\.source))")
            }
        }
    }

    @Test func addingAnOverrideKeepsTheTableAndCompilesOnlyWhatItTouches() {
        var evaluator = ToggleEvaluator(defaults: .empty, file: Self.file)
        let table = evaluator.table
        for index in 0..<2_000 { evaluator.addOverride(.commandLine(key: "x\(index)", value: "v")) }
        for index in 0..<2_000 { evaluator.addOverride(.commandLine(key: "home.template", value: index.isMultiple(of: 2) ? "grid" : "list")) }
        #expect(evaluator.table === table)
        // The 2,000 new names and home.template: one compiled toggle each, not one per step.
        #expect(evaluator.added.count == 2_001)
        evaluator.addOverride(.commandLine(key: "parent", value: "off"))
        // parent and the three toggles that depend on it.
        #expect(evaluator.added.count == 2_005)
        #expect(evaluator.overrideDiagnostics.count == 2_000)
        #expect(evaluator.evaluate("home.template").variant.name == "list")
        #expect(!evaluator.evaluate("child").enabled && evaluator.evaluate("offChild").enabled)
    }
}
