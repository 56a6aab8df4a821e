import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// The analytics of the home screen, tested as a user of DynamicHomeTesting would: a
/// harness, input, time, and every event asserted in order.
@MainActor
@Suite("Analytics through the harness")
struct AnalyticsTests {
    let monday = HomeScreenHarness.days[0]
    let tuesday = HomeScreenHarness.days[1]
    let wednesday = HomeScreenHarness.days[2]
    let shown = AnalyticsEvent.Kind.templateShown(style: .list, reason: HomeScreenHarness.defaultReason)

    /// `highlighted` says which item a key moved the highlight to, whatever the layout:
    /// down is the next row of the list, the card below in the grid; `opening` is what
    /// opening it records.
    @Test(arguments: [TemplateStyle.list, .grid])
    func theHighlightedItemIsReadFromTheScreenWhateverTheLayout(style: TemplateStyle) async throws {
        let home = try await HomeScreenHarness(try #require(HomeFactory.standard.type(for: style)), factory: .standard, motion: .none)
        home.skipEvents()
        _ = home.frame()
        #expect(home.highlighted?.index == 0)
        home.press(.down)
        let (index, item) = try #require(home.highlighted)
        // The next row: the next item in the list, the card below (a row later) in the grid.
        #expect(style == .grid ? index > 1 : index == 1, "\(index)")
        #expect(item == home.items[index])
        home.press(.enter)
        home.expectEvents(AnalyticsEvent.Kind.opening(item, at: index, style: style))
        home.finish()
    }

    @Test func aLaunchIsRecordedWhenTheScreenFirstAppearsAndNeverAgain() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, appear: false)
        #expect(home.unassertedEvents.isEmpty)  // loaded, but not on screen yet
        home.appear()
        home.expectEvents([.launch(style: .list), shown])
        // Off screen and back: the same run, no second launch.
        home.disappear()
        home.appear()
        // A detail screen and back.
        home.press(.enter, .escape)
        home.expectEvents([
            .itemSelected(action: .longSelected, identifier: "item-1", index: 0, style: .list),
            .navigation(destination: .longDetail),
        ])
        // A replacement, all the way through its cross-fade.
        home.press(.character("v"))
        home.advance(by: .seconds(1))
        home.expectEvents([
            .templateReplaced(from: .list, to: .grid),
            .templateShown(style: .grid, reason: .replacedAtRuntime(from: .list)),
        ])
        #expect(home.frame().contains("┏━━"))
        home.finish()
    }

    @Test func aSwipeIsRecordedOnlyWhenItCompletes() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self)
        home.expectEvents([.launch(style: .list), shown])
        // A drag that does not reach half the width springs back: nothing is recorded.
        #expect(home.screen.drag.begin(.next))
        home.screen.drag.update(0.3)
        _ = home.frame()
        home.screen.drag.end()
        home.advance(by: .seconds(1))
        #expect(home.screen.days.current == monday)
        #expect(home.unassertedEvents.isEmpty)
        // Past half, it completes: one swipe.
        #expect(home.screen.drag.begin(.next))
        home.screen.drag.update(0.7)
        home.screen.drag.end()
        home.expectEvents([.horizontalSwipe(direction: .next, from: monday, to: tuesday)])
        home.advance(by: .seconds(1))
        #expect(home.frame().contains("Tuesday 17 November 2026"))
        // Keys and completed swipes from a gesture: one event each.
        home.press(.right)
        home.send(.swipe(.previous))
        home.expectEvents([
            .horizontalSwipe(direction: .next, from: tuesday, to: wednesday),
            .horizontalSwipe(direction: .previous, from: wednesday, to: tuesday),
        ])
        home.finish()
    }

    @Test func aSwipeWithNoDayThatWayIsNotRecorded() async throws {
        let home = try await HomeScreenHarness(GridTemplate.self)
        home.skipEvents()
        home.press(.left)  // Monday is the first day
        #expect(home.screen.days.current == monday)
        #expect(!home.screen.drag.begin(.previous))
        home.finish()
    }

    @Test func anExperimentIsExposedOncePerRun() async throws {
        let decisions = FeatureDecisions(file: nil, overrides: [("home.template", "grid")])
        let choice = decisions.templateStyle(registered: HomeFactory.standard.styles)
        let home = try await HomeScreenHarness(GridTemplate.self, styleReason: choice.reason)
        home.expectEvents([.launch(style: .grid), .templateShown(style: .grid, reason: .toggle("home.template", .static, layer: .commandLine))])
        let details = try #require(choice.details)
        home.screen.recorder.noteEvaluation(details)
        home.screen.recorder.noteEvaluation(details)
        home.screen.recorder.noteEvaluation(decisions.evaluator.evaluate("home.template"))
        // An ops toggle is no experiment: evaluating it exposes nothing.
        home.screen.recorder.noteEvaluation(decisions.evaluator.evaluate("home.analytics"))
        home.expectEvents([.toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: .static)])
        home.finish()
    }

    @Test func eventsAreRecordedInOrderWithTheClocksTime() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard)
        home.expectEvent(.launch(style: .list), at: .zero)
        home.expectEvent(shown, at: .zero)
        home.advance(by: .milliseconds(1500))
        home.press(.down, .enter)
        home.advance(by: .milliseconds(250))
        home.press(.escape, .down, .enter)
        home.advance(by: .seconds(2))
        home.press(.escape, .character("s"))
        home.expectEvent(.itemSelected(action: .shortSelected, identifier: "item-2", index: 1, style: .list), at: .milliseconds(1500))
        home.expectEvent(.navigation(destination: .shortDetail), at: .milliseconds(1500))
        home.expectEvents([
            .itemSelected(action: .streamSelected, identifier: "item-3", index: 2, style: .list), .navigation(destination: .stream),
            .navigation(destination: .settings),
        ])
        #expect(home.sink.events.last?.timestamp == home.date(at: .milliseconds(3750)))
        #expect(AnalyticsEvent(.launch(style: .list), at: home.startDate).jsonLine
            == #"{"event":"launch","timestamp":"2026-11-16T08:00:00.000Z","style":"list"}"#)
        home.finish()
    }

    @Test func aDayThatFailsToLoadIsRecordedOnce() async throws {
        let content: [Day: Result<[HomeItem], ContentError>] = [
            monday: .success(ConformanceItems.sample(count: 3)),
            tuesday: .failure(ContentError(.malformed, "2026-11-17.json:1:1: error: expected '['")),
        ]
        let home = try await HomeScreenHarness(ListTemplate.self, content: content)
        home.expectEvents([
            .launch(style: .list), shown,
            .contentLoadFailed(day: tuesday, message: "2026-11-17.json:1:1: error: expected '['"),
        ])
        home.press(.right)
        home.expectEvents([.horizontalSwipe(direction: .next, from: monday, to: tuesday)])
        home.advance(by: .seconds(1))  // the end of the slide
        #expect(home.frame().contains("Could not load Tuesday 17 November 2026."))
        home.finish()
    }
}
