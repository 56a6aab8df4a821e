@testable import HomeCommandLine
import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Diagnostics
import Foundation
import Testing

/// A reload in the terminal reaches the screen through the same ``ToggleApplication`` as
/// a script's `toggle` step: exposures recorded, the template replaced, the reason said.
@MainActor
@Suite("The terminal session applies reloaded toggles")
struct TerminalToggleTests {
    func session(_ home: HomeScreenHarness, templateIsFixed: Bool) -> TerminalSession {
        TerminalSession(
            screen: home.screen, size: Size(width: 80, height: 24), colorMode: .none,
            watcher: TogglesWatcher(path: "/nonexistent/FeatureToggles.json", decisions: FeatureDecisions(file: nil)),
            toggles: ToggleApplication(fixed: .init(template: templateIsFixed ? home.container.style : nil)), framesPerSecond: 30)
    }

    @Test func aReloadThatPicksAnotherTemplateRecordsExposuresAndReplaces() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, motion: .none)
        home.skipEvents()
        let session = session(home, templateIsFixed: false)
        let decisions = FeatureDecisions(file: nil, overrides: [("home.template", "grid")])
        session.apply(.applied(decisions, changed: ["home.template"]))
        #expect(home.child is GridTemplate)
        #expect(home.screen.chrome.notice?.text == "toggles reloaded: home.template")
        home.expectEvents([
            .toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: .static),
            .toggleExposure(toggle: "home.transition", variant: "fade", enabled: true, reason: .default),
            .templateReplaced(from: .list, to: .grid), .templateShown(style: .grid, reason: .toggle("home.template", .static, layer: .commandLine)),
        ])
        home.finish()
    }

    @Test func aFixedTemplateStaysButTheToggleIsStillEvaluated() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, motion: .none)
        home.skipEvents()
        let session = session(home, templateIsFixed: true)
        session.apply(.applied(FeatureDecisions(file: nil, overrides: [("home.template", "grid")]), changed: []))
        #expect(home.child is ListTemplate)
        home.expectEvents([
            .toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: .static),
            .toggleExposure(toggle: "home.transition", variant: "fade", enabled: true, reason: .default),
        ])
        home.finish()
    }

    @Test func aFileWhoseTogglesTakeTooLongToAnswerIsRefusedOffTheMainActorAndALaterEditApplies() async throws {
        let file = temporaryFolder().appendingPathComponent("FeatureToggles.json")
        try Data(#"{"version": 1, "toggles": {"home.template": {"value": "list"}}}"#.utf8).write(to: file)
        let decisions = try FeatureDecisions.load(path: file.path).decisions
        // A budget of nothing: every configuration takes longer than that to answer.
        var strict = TogglesWatcher(path: file.path, decisions: decisions, evaluationBudget: .zero)
        var lenient = TogglesWatcher(path: file.path, decisions: decisions)
        #expect(strict.check() == nil)
        #expect(lenient.check() == nil)
        try Data(#"{"version": 1, "toggles": {"home.template": {"value": "grid"}}}"#.utf8).write(to: file)
        guard case .failed(let message) = strict.check() else { Issue.record("the strict watcher applied the file"); return }
        #expect(message.hasPrefix("evaluating the toggles the screen reads from \(Excerpt.of(file.path)) took "), "\(message)")
        #expect(message.hasSuffix(" ms, more than 0 ms — the last good toggles stay in force"), "\(message)")
        guard case .applied(let applied, let changed, _) = lenient.check() else { Issue.record("the file was not applied"); return }
        #expect(changed == ["home.template"])
        #expect(applied.templateStyle(registered: [.list, .grid]).style == .grid)
    }

    @Test func aReloadKeepsWhatTheCommandLineFixed() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, motion: .none)
        home.skipEvents()
        let fixed = ToggleApplication.Fixed(duration: .milliseconds(250), transition: .wipe, framesPerSecond: 12)
        let session = TerminalSession(
            screen: home.screen, size: Size(width: 80, height: 24), colorMode: .none,
            watcher: TogglesWatcher(path: "/nonexistent/FeatureToggles.json", decisions: FeatureDecisions(file: nil)),
            toggles: ToggleApplication(fixed: fixed), framesPerSecond: 12)
        let reloaded = FeatureDecisions(file: nil, overrides: [
            ("home.crossfade.fps", "60"), ("home.crossfade.durationMs", "900"), ("home.transition", "dissolve"),
        ])
        session.apply(.applied(reloaded, changed: ["home.crossfade.fps"]))
        #expect(session.framesPerSecond == 12)
        #expect(home.container.transitions.motion.duration == .milliseconds(250))
        #expect(home.container.transitions.motion.transition == .wipe)
        home.skipEvents()
        home.finish()
    }

    @Test func theTerminalAndPlaySayTheSameWarningForANumberOutOfRange() async throws {
        let file = temporaryFolder().appendingPathComponent("FeatureToggles.json")
        try Data(#"{"version": 1, "toggles": {"home.crossfade.fps": {"value": 0}}}"#.utf8).write(to: file)
        let warning = "warning: toggle home.crossfade.fps is 0 (file), outside 1 to 240; using 1 fps"
        // At start: what a script prints, and what the terminal's banner shows.
        let script = temporaryFolder().appendingPathComponent("s.txt")
        try Data("frame\n".utf8).write(to: script)
        let played = await HomeCommandLineTests.home(["play", script.path, "--toggles", file.path, "--width", "30", "--height", "4"])
        #expect(played.error == "home: \(warning)\n")
        let setup = ScreenSetup(options: try ScreenOptions(ParsedArguments.parse(["--toggles", file.path], known: OptionSpec.all)),
            environment: [:], factory: .standard)
        let made = try await setup.makeScreen(interactive: true)
        #expect(made.warnings.first == warning)
        // On a reload in the terminal.
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, motion: .none)
        home.skipEvents()
        let session = session(home, templateIsFixed: false)
        session.apply(.applied(made.decisions, changed: ["home.crossfade.fps"]))
        #expect(home.screen.chrome.banner == warning)
        home.skipEvents()
        home.finish()
    }
}
