import Testing
@testable import FeatureToggles

/// A table of more toggles than ``ToggleTable/eagerLimit`` compiles each the first time
/// it is looked up: found by a hostile-input probe, a file of 600,000 toggles took 750 MB
/// to compile whole for `toggles validate` and `render`, which ask about seven.
struct LargeTableTests {
    static let interesting: [Toggle] = [
        .flag("parent", enabled: true),
        Toggle(name: "child", dependencies: [ToggleDependency(feature: "parent")]),
        Toggle(name: "orphan", dependencies: [ToggleDependency(feature: "ghost")]),
        Toggle(name: "home.template", variants: [VariantDefinition(name: "list", weight: 50), VariantDefinition(name: "grid", weight: 50)]),
    ]

    static func answers(_ evaluator: ToggleEvaluator, _ names: [String], _ context: EvaluationContext) -> [String] {
        names.map { evaluator.evaluate($0, context: context) }.map {
            "\($0.name) \($0.enabled) \($0.variant.name) \($0.reason) \($0.layer.map(\.rawValue) ?? "-") \($0.message ?? "")"
        }
    }

    @Test func aLargeTableCompilesWhatIsLookedUpAndAnswersAsASmallOne() {
        let filler = (0..<ToggleTable.eagerLimit + 500).map { Toggle.flag("filler.\($0)", enabled: $0.isMultiple(of: 2)) }
        let large = ToggleConfiguration(toggles: filler + Self.interesting)
        let small = ToggleConfiguration(toggles: Self.interesting)
        let overrides = [ToggleOverride.commandLine(key: "parent", value: "off"), .commandLine(key: "nothing.here", value: "on")]
        var lazy = ToggleEvaluator(file: large, overrides: overrides)
        var eager = ToggleEvaluator(file: small, overrides: overrides)
        #expect(lazy.table.compiledCount == 0)
        let names = ["home.template", "child", "orphan", "parent", "nothing.here", "missing"]
        for user in ["1", "2", "3", "42"] {
            #expect(Self.answers(lazy, names, EvaluationContext(userId: user)) == Self.answers(eager, names, EvaluationContext(userId: user)))
        }
        // The five names looked up (child's parent among them), not the 10,500 others.
        #expect(lazy.table.compiledCount == 5)
        #expect(lazy.evaluate("filler.10").enabled && !lazy.evaluate("filler.11").enabled)
        #expect(lazy.toggle(named: "filler.12")?.name == "filler.12")
        #expect(lazy.table.compiledCount == 7)
        lazy.addOverride(.commandLine(key: "parent", value: "on"))
        eager.addOverride(.commandLine(key: "parent", value: "on"))
        #expect(Self.answers(lazy, names, EvaluationContext(userId: "7")) == Self.answers(eager, names, EvaluationContext(userId: "7")))
        #expect(lazy.names.count == ToggleTable.eagerLimit + 500 + 5)
    }
}
