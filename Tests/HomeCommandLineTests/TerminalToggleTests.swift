@testable import HomeCommandLine
import DynamicHome
import DynamicHomeTesting
import HomeTemplates
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
            templateIsFixed: templateIsFixed, framesPerSecond: 30)
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
            .toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: "STATIC"),
            .toggleExposure(toggle: "home.transition", variant: "fade", enabled: true, reason: "DEFAULT"),
            .templateReplaced(from: .list, to: .grid), .templateShown(style: .grid, reason: "home.template: STATIC (command line)"),
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
            .toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: "STATIC"),
            .toggleExposure(toggle: "home.transition", variant: "fade", enabled: true, reason: "DEFAULT"),
        ])
        home.finish()
    }
}
