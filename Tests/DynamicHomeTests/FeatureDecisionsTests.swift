import Diagnostics
import DynamicHome
@testable import FeatureToggles
import Foundation
import Testing

@Suite("FeatureDecisions")
struct FeatureDecisionsTests {
    let registered: [TemplateStyle] = ["list", "grid"]

    func configuration(_ text: String) throws -> ToggleConfiguration {
        let result = ToggleFile.parse(Array(text.utf8), file: "FeatureToggles.json")
        return try #require(result.configuration, "\(result.diagnostics)")
    }

    /// The status line says which template and chosen by what in a newcomer's words;
    /// the exact reason stays the description (the settings screen, the events).
    @Test func aReasonInWordsAndExactly() {
        let cases: [(StyleReason, String, String)] = [
            (.toggle("home.template", .static, layer: .file), "picked by the toggles file", "home.template: STATIC (file)"),
            (.toggle("home.template", .split, layer: .server), "picked by an experiment in the Unleash server", "home.template: SPLIT (server)"),
            (.toggle("home.template", .targetingMatch, layer: .file), "picked for you by the toggles file", "home.template: TARGETING_MATCH (file)"),
            (.toggle("home.template", .default, layer: .builtIn), "the built-in default", "home.template: DEFAULT (built-in)"),
            (.toggle("home.template", .default, layer: .file), "the default of the toggles file", "home.template: DEFAULT (file)"),
            (.toggle("home.template", .disabled, layer: .file), "the default: the toggle is off in the toggles file", "home.template: DISABLED (file)"),
            (.toggle("home.template", .error, layer: .file), "the default: the toggles file's pick is not registered", "home.template: ERROR (file)"),
            (.toggle("home.template", .static, layer: .commandLine), "picked by the command line", "home.template: STATIC (command line)"),
            (.toggle("home.template", .static, layer: .script), "picked by the script", "home.template: STATIC (script)"),
            (.toggle("home.template", .static, layer: .environment), "picked by an environment variable", "home.template: STATIC (environment)"),
            (.commandLine, "chosen on the command line", "chosen on the command line"),
            (.replacedAtRuntime(from: "list"), "switched from list", "replaced at runtime, from list"),
            (.script, "switched by the script", "replaced by the script"),
            (.named("chosen by the test"), "chosen by the test", "chosen by the test"),
        ]
        for (reason, words, exact) in cases {
            #expect(reason.summary == words)
            #expect(reason.description == exact)
        }
        // Whoever runs the screen names the overrides' layer in its own words.
        #expect(StyleReason.toggle("home.template", .static, layer: .commandLine).summary(commandLine: "--toggle") == "picked by --toggle")
    }

    @Test func withoutAFileTheBuiltInDefaultsDecide() {
        let decisions = FeatureDecisions(file: nil)
        #expect(decisions.templateStyle(registered: registered).style == "list")
        #expect(decisions.templateStyle(registered: registered).reason.description == "home.template: DEFAULT (built-in)")
        #expect(decisions.motion.duration == .milliseconds(400))
        #expect(decisions.framesPerSecond == 30)
        #expect(decisions.deckShape == DeckShape(behind: 2, ahead: 4))
        #expect(decisions.analyticsEnabled)
    }

    @Test func theFileChoosesTheTemplateAndTheNumbers() throws {
        let file = try configuration(#"""
            {"version": 1, "toggles": {
              "home.template": {"category": "experiment", "value": "grid"},
              "home.crossfade.durationMs": {"category": "ops", "value": 250},
              "home.deck.ahead": {"category": "ops", "value": 6},
              "home.analytics": {"category": "ops", "enabled": false}
            }}
            """#)
        let decisions = FeatureDecisions(file: file, source: "FeatureToggles.json")
        #expect(decisions.templateStyle(registered: registered).style == "grid")
        #expect(decisions.templateStyle(registered: registered).reason.description == "home.template: STATIC (file)")
        #expect(decisions.motion.duration == .milliseconds(250))
        #expect(decisions.deckShape == DeckShape(behind: 2, ahead: 6))
        #expect(!decisions.analyticsEnabled)
    }

    @Test func variantsSplitUsersByBucket() throws {
        let file = try configuration(#"""
            {"version": 1, "toggles": {"home.template": {"category": "experiment", "stickiness": "userId",
              "variants": [{"name": "list", "weight": 50}, {"name": "grid", "weight": 50}]}}}
            """#)
        var seen: Set<TemplateStyle> = []
        for user in 0..<40 {
            var context = EvaluationContext()
            context.userId = "user-\(user)"
            let choice = FeatureDecisions(file: file, context: context).templateStyle(registered: registered)
            seen.insert(choice.style)
            #expect(choice.reason.description == "home.template: SPLIT (file)")
            // The same user always gets the same style.
            #expect(FeatureDecisions(file: file, context: context).templateStyle(registered: registered).style == choice.style)
        }
        #expect(seen == ["list", "grid"])
    }

    @Test func layersOverrideInOrder() throws {
        let file = try configuration(#"{"version": 1, "toggles": {"home.template": {"category": "experiment", "value": "grid"}}}"#)
        let environment = FeatureDecisions(file: file, environment: ["DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE": "list"])
        #expect(environment.templateStyle(registered: registered) .reason.description == "home.template: STATIC (environment)")
        let commandLine = FeatureDecisions(
            file: file, environment: ["DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE": "list"], overrides: [("home.template", "grid")])
        #expect(commandLine.templateStyle(registered: registered).style == "grid")
        #expect(commandLine.templateStyle(registered: registered).reason.description == "home.template: STATIC (command line)")
    }

    @Test func anUnregisteredStyleFallsBackWithAWarningAndReasonError() throws {
        let file = try configuration(#"{"version": 1, "toggles": {"home.template": {"category": "experiment", "value": "gird"}}}"#)
        let choice = FeatureDecisions(file: file).templateStyle(registered: registered)
        #expect(choice.style == "list")
        #expect(choice.reason.description == "home.template: ERROR (file)")
        #expect(choice.details?.errorCode == .invalidContext)
        #expect(choice.warning == "toggle home.template names template style 'gird' (file), which no template has; using 'list'; did you mean 'grid'?")
    }

    @Test func numberTogglesOutOfRangeAreClampedWithAWarning() {
        let decisions = FeatureDecisions(file: nil, overrides: [
            ("home.crossfade.fps", "1000"), ("home.crossfade.durationMs", "-5"), ("home.deck.ahead", "2.5"),
        ])
        #expect(decisions.framesPerSecond == 240)
        #expect(decisions.motion.duration == .zero)
        #expect(decisions.deckShape == DeckShape(behind: 2, ahead: 4))
        #expect(decisions.warnings.map(\.description) == [
            "warning: toggle home.crossfade.durationMs is -5 (command line), outside 0 to 10000; using 0 ms",
            "warning: toggle home.crossfade.fps is 1000 (command line), outside 1 to 240; using 240 fps",
            "warning: toggle home.deck.ahead (command line) cannot be used: the payload \"2.5\" (number) is not a whole number; "
                + "using 4 days (give a whole number from 0 to 32)",
        ])
        #expect(FeatureDecisions(file: nil).warnings.isEmpty)
    }

    @Test func loadingReportsNumberTogglesOutOfRange() throws {
        let (_, warnings) = try FeatureDecisions.load(path: nil, overrides: [("home.deck.behind", "99")])
        #expect(warnings.map(\.message) == ["toggle home.deck.behind is 99 (command line), outside 0 to 32; using 32 days"])
    }

    /// A context's currentTime that is not a date-time is a warning among the layers',
    /// not a failure: the decisions are made, with date constraints false.
    @Test func aContextWhoseCurrentTimeIsNotADateTimeIsAWarning() throws {
        let context = try EvaluationContext.decode(from: Array(#"{"currentTime": "tomorrow"}"#.utf8), file: "--context")
        let (decisions, warnings) = try FeatureDecisions.load(path: nil, context: context)
        #expect(warnings.map(\.description) == [
            "--context:1:17: warning: \"currentTime\" is not an RFC 3339 date-time: \"tomorrow\"; date constraints on currentTime are false for this context (write a date-time such as 2026-11-16T09:30:00Z or 2026-11-16T10:30:00.250+01:00)",
        ])
        #expect(decisions.layerWarnings.count == 1)
        #expect(decisions.addingOverride("home.template", "grid").layerWarnings.count == 1)
        #expect(decisions.templateStyle(registered: registered).style == "list")
    }

    @Test func aBrokenFileIsRejectedWholeWithItsPlaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decisions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("FeatureToggles.json").path
        try Data("{\"version\": 1, \"toggles\": {\n  \"home.template\": {\"value\": }}}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: DiagnosticList.self) { try FeatureDecisions.load(path: path) }
        do {
            _ = try FeatureDecisions.load(path: path)
        } catch {
            #expect(error.errors.first?.location == SourceLocation(file: path, line: 2, column: 30))
        }
    }

    /// Found by a hostile-input probe: 2,000 `toggle x%d=v` steps took 47 s, as each made
    /// every layer again and listed every warning so far. A step now compiles the toggle
    /// it names, on the same table, and reports its own warning once.
    @Test func aScriptsOverridesAddUpWithoutMakingTheDecisionsAgain() {
        var decisions = FeatureDecisions(file: nil)
        let table = decisions.evaluator.table
        for index in 0..<500 {
            #expect(decisions.addOverride("x\(index)", "v").map(\.message) == ["the override x\(index)=v names no toggle \"x\(index)\""])
        }
        for ahead in 0..<500 { decisions.addOverride(FeatureDecisions.Key.deckAhead, "\(ahead % 33)") }
        #expect(decisions.evaluator.table === table)
        #expect(decisions.evaluator.added.count == 501)  // one compiled toggle a name, not one a step
        #expect(decisions.layerWarnings.isEmpty)
        #expect(decisions.deckShape.ahead == 499 % 33)
        decisions.addOverride(FeatureDecisions.Key.template, "grid")
        #expect(decisions.templateStyle(registered: registered).reason == .toggle(FeatureDecisions.Key.template, .static, layer: .script))
        // A value made with addingOverride shares nothing it changes with the one it came from.
        let more = decisions.addingOverride(FeatureDecisions.Key.deckAhead, "3")
        #expect(more.deckShape.ahead == 3 && decisions.deckShape.ahead == 499 % 33)
    }

    @Test func addingAnOverrideKeepsTheCompiledTogglesAndTheLayersWarnings() {
        let decisions = FeatureDecisions(file: nil)
        let more = decisions.addingOverride("x1", "v").addingOverride(FeatureDecisions.Key.deckAhead, "3")
        #expect(more.evaluator.table === decisions.evaluator.table)
        #expect(more.layerWarnings.count == decisions.layerWarnings.count)
        #expect(more.deckShape.ahead == 3)
    }
}
