import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import MagazineTemplate
import Testing

/// What the magazine reports: a visit from launch to a replacement, what a reader saw, an
/// experiment that shows it to half the users, and a toggle changed while it runs. Every
/// event is asserted, in order, as typed values.
@MainActor
@Suite("Magazine analytics")
struct MagazineAnalyticsTests {
    let monday = HomeScreenHarness.days[0]
    let tuesday = HomeScreenHarness.days[1]

    @Test func aVisitIsReported() async throws {
        let home = try await HomeScreenHarness(MagazineTemplate.self, factory: MagazineTemplateTests.factory, motion: .none)
        home.expectEvents([.launch(style: .magazine), .templateShown(style: .magazine, reason: HomeScreenHarness.defaultReason)])
        // Down moves a row: two articles in two columns, to the third, a stream.
        home.press(.down, .enter, .escape, .right, .character("t"))
        let third = HomeScreenHarness.items(on: monday)[2]
        home.expectEvents([
            .itemSelected(action: .streamSelected, identifier: third.identifier, index: 2, style: .magazine), .navigation(destination: .stream),
            .horizontalSwipe(direction: .next, from: monday, to: tuesday),
            .templateReplaced(from: .magazine, to: .grid), .templateShown(style: .grid, reason: .replacedAtRuntime(from: .magazine)),
        ])
        home.finish()
    }

    /// At 80x10 the body shows two rows of two articles; the third row comes into view at
    /// the end. Each article is seen once, after a second on screen.
    @Test func articlesScrolledIntoViewAreSeenOnce() async throws {
        let home = try await HomeScreenHarness(MagazineTemplate.self, factory: MagazineTemplateTests.factory, motion: .none)
        home.skipEvents()
        home.look(for: .milliseconds(999), width: 80, height: 10)
        home.expectSeen([])
        home.look(for: .milliseconds(1), width: 80, height: 10)
        home.expectSeen(home.items.prefix(4).map(\.identifier))
        home.press(.end)
        home.look(for: .seconds(1), width: 80, height: 10)
        home.expectSeen(home.items.suffix(2).map(\.identifier))
        home.look(for: .seconds(5), width: 80, height: 10)
        home.expectSeen([])
        home.finish()
    }

    @Test func anExperimentShowsTheMagazineToHalfTheUsers() async throws {
        let experiment = TestToggles.json(#"""
            {"version": 1, "toggles": {"home.template": {"category": "experiment", "stickiness": "userId",
              "variants": [{"name": "list", "weight": 50}, {"name": "magazine", "weight": 50}]}}}
            """#)
        let home = try await HomeScreenHarness(factory: MagazineTemplateTests.factory, toggles: experiment, user: "reader-1")
        home.expectEvents([
            .toggleExposure(toggle: FeatureDecisions.Key.template, variant: "magazine", enabled: true, reason: .split),
            .toggleExposure(toggle: FeatureDecisions.Key.transition, variant: "fade", enabled: true, reason: .default),
            .launch(style: .magazine), .templateShown(style: .magazine, reason: .toggle(FeatureDecisions.Key.template, .split, layer: .file)),
        ])
        home.finish()
    }

    @Test func aToggleChangedWhileItRunsReplacesTheTemplate() async throws {
        let home = try await HomeScreenHarness(factory: MagazineTemplateTests.factory, toggles: .overriding([FeatureDecisions.Key.template: "magazine"]))
        home.skipEvents()  // the exposures, the launch and the magazine shown
        #expect(home.setToggle(FeatureDecisions.Key.template, to: "list").isEmpty, "no warnings")
        home.expectEvents([
            .templateReplaced(from: .magazine, to: .list),
            .templateShown(style: .list, reason: .toggle(FeatureDecisions.Key.template, .static, layer: .script)),
        ])
        home.finish()
    }
}
