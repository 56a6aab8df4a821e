import Diagnostics
import Testing
@testable import FeatureToggles

/// Toggles, configurations and their places are kept small for files of hundreds of
/// thousands of toggles (a 16 MB file of 600,000 took 768 MB to validate), and answer as
/// before.
struct CompactStorageTests {
    @Test func aToggleIsTheSameHoweverItsFieldsWereSet() {
        var changed = Toggle(name: "a", description: "words", owner: "me", strategies: [Strategy(name: "default")])
        changed.description = nil
        changed.owner = nil
        changed.strategies = []
        #expect(changed == Toggle(name: "a"))
        #expect(changed.hashValue == Toggle(name: "a").hashValue)
        let value = Toggle.value("n", Payload(type: "number", value: "400"))
        var listed = Toggle(name: "n", variants: [VariantDefinition(name: "x", weight: 1)], isStaticValue: true)
        listed.variants = [VariantDefinition(name: "400", weight: 100, payload: Payload(type: "number", value: "400"))]
        #expect(value == listed && value.hashValue == listed.hashValue)
        #expect(value.variants == [VariantDefinition(name: "400", weight: 100, payload: Payload(type: "number", value: "400"))])
        #expect(Toggle.value("s", .string("grid")).variants.first?.payload == .string("grid"))
        let json = Toggle.value("j", Payload(type: "json", value: "{}"))
        #expect(json.variants.first?.payload == Payload(type: "json", value: "{}"))
        var detailed = Toggle(name: "d")
        detailed.constraints += [Constraint(contextName: "userId", operator: "IN", values: ["1"])]
        detailed.dependencies = [ToggleDependency(feature: "a")]
        #expect(detailed.constraints.count == 1 && detailed.dependencies.map(\.feature) == ["a"])
        #expect(detailed != Toggle(name: "d"))
    }

    @Test func aConfigurationFindsItsToggles() {
        var configuration = ToggleConfiguration(toggles: (0..<5_000).map { .flag("t.\($0)", enabled: $0.isMultiple(of: 2)) })
        #expect(configuration.toggles.count == 5_000)
        #expect(configuration.toggle(named: "t.4998")?.enabled == true)
        #expect(configuration.toggle(named: "t.4999")?.enabled == false)
        #expect(configuration.toggle(named: "t.5000") == nil)
        configuration.insert(.flag("t.17", enabled: true))
        #expect(configuration.toggles.count == 5_000 && configuration.toggles[17].enabled)
        // Names are equal as `String`s are: a name spelled another way finds its toggle.
        configuration.insert(.flag("café", enabled: true))
        #expect(configuration.toggle(named: "cafe\u{301}")?.name == "café")
        let again = ToggleConfiguration(toggles: configuration.toggles)
        #expect(again == configuration && again.hashValue == configuration.hashValue)
    }

    @Test func everyReadToggleHasThePlaceOfItsName() throws {
        let native = Array("""
        {"version": 1, "toggles": {
          "a": {"value": 1},
          "b": {"value": "x"}, "c": {"enabled": false}
        }}
        """.utf8)
        let result = ToggleFile.parse(native, file: "t.json")
        #expect(result.locations["a"] == SourceLocation(file: "t.json", line: 2, column: 3))
        #expect(result.locations["c"] == SourceLocation(file: "t.json", line: 3, column: 24))
        #expect(result.locations["d"] == nil)
        #expect(result.locations.count == 3)
        let unleash = Array("""
        {"version": 2, "features": [
          {"name": "a", "enabled": true},
          {"name": "a", "enabled": false}
        ]}
        """.utf8)
        let read = ToggleFile.parse(unleash, file: "u.json")
        // The later feature is used, and its place given.
        #expect(read.configuration?.toggle(named: "a")?.enabled == false)
        #expect(read.locations["a"] == SourceLocation(file: "u.json", line: 3, column: 12))
        #expect(read.locations.count == 1)
        let given: ToggleLocations = ["x": SourceLocation(file: nil, line: 1, column: 2)]
        #expect(given["x"]?.column == 2 && given.count == 1 && given == ToggleLocations(["x": SourceLocation(file: nil, line: 1, column: 2)]))
    }

    @Test func aNameReadAfterOneThatCouldNotBeReadIsDefinedTwice() {
        let bytes = Array(#"{"version": 1, "toggles": {"a": 5, "a": {"value": 1}}}"#.utf8)
        let problems = ToggleFile.validate(bytes, file: "t.json").all.map(\.description)
        #expect(problems.contains { $0.contains("the toggle \"a\" is defined twice") }, "\(problems)")
    }

    @Test func anEnvironmentVariableFindsItsToggleAmongMany() {
        let file = ToggleConfiguration(toggles: (0..<20_000).map { .flag("t.\($0)", enabled: false) })
        let evaluator = ToggleEvaluator(file: file, environment: ["DYNAMIC_HOME_TOGGLE_T_123": "on", "DYNAMIC_HOME_TOGGLE_T_X": "on", "HOME": "/"])
        #expect(evaluator.evaluate("t.123").enabled)
        #expect(!evaluator.evaluate("t.124").enabled)
        #expect(evaluator.overrideDiagnostics.map(\.description).contains { $0.contains("DYNAMIC_HOME_TOGGLE_T_X names no toggle") })
        // Unsorted names are sorted with the defaults' among them.
        let shuffled = ToggleConfiguration(toggles: ["m", "b", "z"].map { .flag($0, enabled: true) })
        let sorted = ToggleEvaluator(defaults: ToggleConfiguration(toggles: [.flag("c", enabled: false), .flag("m", enabled: false)]), file: shuffled)
        #expect(sorted.names == ["b", "c", "m", "z"])
        #expect(sorted.evaluate("m").enabled && !sorted.evaluate("c").enabled)
    }
}
