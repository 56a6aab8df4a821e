import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// The harness itself: what it builds, and that a test which forgets an event fails.
@MainActor
@Suite("Container harness")
struct HomeScreenHarnessTests {
    let launch = AnalyticsEvent.Kind.launch(style: .list)
    let shown = AnalyticsEvent.Kind.templateShown(style: .list, reason: HomeScreenHarness.defaultReason)

    @Test func itShowsTheFirstDayWithItsNeighboursLoaded() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self)
        #expect(home.screen.days.current == HomeScreenHarness.days[0])
        #expect(home.screen.store.state.status(of: HomeScreenHarness.days[1])?.isLoading == false)
        let frame = home.frame(width: 60, height: 8)
        #expect(frame.split(separator: "\n").count == 8)
        #expect(frame.split(separator: "\n").allSatisfy { DisplayWidth.of($0) == 60 })
        #expect(frame.hasPrefix(" DynamicHome · Monday 16 November 2026"))
        home.skipEvents()
        home.finish()
    }

    @Test func advancingTheClockEndsATransition() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard)
        home.skipEvents()
        home.press(.character("v"))
        home.advance(by: .milliseconds(200))
        #expect(home.container.replacementTimeline != nil)
        #expect(home.screen.isAnimating)
        home.advance(by: .milliseconds(200))
        #expect(home.container.replacementTimeline == nil)
        #expect(home.child is GridTemplate)
        home.skipEvents()
        home.finish()
    }

    @Test func anEventLeftUnassertedFailsTheTestAtFinish() async throws {
        let issues = IssueLog()
        var line = 0
        try await withKnownIssue {
            let home = try await HomeScreenHarness(ListTemplate.self)
            home.expectEvents([launch])
            line = #line + 1
            home.finish()
        } matching: { issues.append($0) }
        #expect(issues.comments == [
            #"the analytics event templateShown(style: "list", reason: "chosen by the test") was recorded but never asserted; "#
                + "assert it with expectEvents(_:), or drop it with skipEvents()",
        ])
        #expect(issues.locations.map(\.line) == [line])
    }

    @Test func aHarnessReleasedWithoutFinishFailsAtTheLineThatMadeIt() async throws {
        let issues = IssueLog()
        var line = 0
        try await withKnownIssue {
            line = #line + 1
            let home = try await HomeScreenHarness(ListTemplate.self)
            home.press(.character("s"))
        } matching: { issues.append($0) }
        #expect(issues.comments == [
            #"launch(style: "list")"#, #"templateShown(style: "list", reason: "chosen by the test")"#,
            #"navigation(destination: "settings")"#,
        ].map {
            "the analytics event \($0) was recorded but never asserted (the harness was released without finish()); "
                + "assert it with expectEvents(_:), or drop it with skipEvents()"
        })
        #expect(issues.locations.map(\.line) == [line, line, line])
    }

    @Test func otherEventsThanExpectedAreShownSideBySide() async throws {
        let issues = IssueLog()
        let home = try await HomeScreenHarness(ListTemplate.self)
        withKnownIssue {
            home.expectEvents([launch, .templateShown(style: .grid, reason: .named("test")), .navigation(destination: .settings)])
        } matching: { issues.append($0) }
        #expect(issues.comments == ["""
            the analytics events recorded are not the ones expected (− expected, + recorded):
              launch(style: "list")
            − templateShown(style: "grid", reason: "test")
            − navigation(destination: "settings")
            + templateShown(style: "list", reason: "chosen by the test")
            1 expected event(s) were not recorded
            """])
        // What was compared is consumed: the mistake is reported once.
        #expect(home.unassertedEvents.isEmpty)
        home.finish()
    }

    @Test func anEventAtAnotherTimeFails() async throws {
        let issues = IssueLog()
        let home = try await HomeScreenHarness(ListTemplate.self)
        home.skipEvents()
        home.advance(by: .milliseconds(300))
        home.press(.character("s"))
        withKnownIssue {
            home.expectEvent(.navigation(destination: .settings), at: .milliseconds(250))
        } matching: { issues.append($0) }
        #expect(issues.comments == [#"the analytics event navigation(destination: "settings") was recorded at 0.3 seconds, not at 0.25 seconds"#])
        home.finish()
    }

    @Test func anotherEventIsReportedAsItselfNotAsATime() async throws {
        let issues = IssueLog()
        let home = try await HomeScreenHarness(ListTemplate.self)
        home.skipEvents()
        home.advance(by: .milliseconds(300))
        home.press(.character("s"))
        withKnownIssue {
            home.expectEvent(.navigation(destination: .longDetail), at: .milliseconds(300))
        } matching: { issues.append($0) }
        #expect(issues.comments.count == 1, "\(issues.comments)")
        #expect(issues.comments.first?.contains(#"navigation(destination: "longDetail")"#) == true)
        #expect(issues.comments.first?.contains(#"navigation(destination: "settings")"#) == true)
        #expect(!issues.comments.contains { $0.contains("was recorded at") })
        home.finish()
    }

    @Test func theSameStepsGiveTheSameFrames() async throws {
        func run() async throws -> [String] {
            let home = try await HomeScreenHarness(GridTemplate.self, factory: .standard)
            var frames: [String] = []
            for key in [Key.down, .right, .character("v")] {
                home.press(key)
                for _ in 0..<3 {
                    home.advance(by: .milliseconds(150))
                    frames.append(home.frame(width: 70, height: 16))
                }
            }
            home.skipEvents()
            home.finish()
            return frames
        }
        let first = try await run()
        #expect(try await run() == first)
        #expect(Set(first).count > 3)  // the transitions moved
    }
}
