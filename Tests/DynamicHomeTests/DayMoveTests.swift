import DynamicHome
import DynamicHomeTesting
import Testing

/// A day move never waits for the template: the screen moves the day, and no template
/// hears of it (no event goes down to be reported back up); a template that reports a
/// swipe of its own (`didHorizontalSwipe`) asks the screen to move the day.
@MainActor
@Suite("Moving between days")
struct DayMoveTests {
    let days = HomeScreenHarness.days

    @Test func rightMovesTheDayAndNoTemplateHearsOfIt() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, motion: .none)
        var reported: [ContainerEvent] = []
        home.screen.onEvent = { reported.append($0) }
        let spy = try #require(home.child as? SpyTemplate)
        home.press(.right)
        #expect(home.screen.days.current == days[1])
        // The key (the spy ignores it), and nothing after: the screen moved the day.
        #expect(spy.events.last == .key(.right))
        #expect(!spy.events.contains(.swipe(.next)))
        #expect(reported.isEmpty)
        home.press(.character("h"))
        #expect(home.screen.days.current == days[0])
        home.expectEvents([
            .launch(style: .spy), .templateShown(style: .spy, reason: HomeScreenHarness.defaultReason),
            .horizontalSwipe(direction: .next, from: days[0], to: days[1]),
            .horizontalSwipe(direction: .previous, from: days[1], to: days[0]),
        ])
        home.finish()
    }

    /// ← on the first day and → on the last say so in the status line for a moment,
    /// instead of nothing; the day stays and no swipe is reported.
    @Test func theEndsOfTheDaysSaySo() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, motion: .none)
        home.press(.left)
        #expect(home.screen.days.current == days[0])
        #expect(home.frame().split(separator: "\n").last?.hasSuffix("this is the first day ") == true, "\(home.frame())")
        home.advance(by: ScreenChrome.noticeDuration)
        #expect(!home.frame().contains("this is the first day"))
        for _ in days.dropFirst() { home.press(.right) }
        #expect(home.screen.days.current == days.last)
        #expect(!home.frame().contains("this is the last day"))
        home.press(.right)
        #expect(home.screen.days.current == days.last)
        #expect(home.frame().contains("this is the last day"), "\(home.frame())")
        home.skipEvents()
        home.finish()
    }

    @Test func aTemplateThatUsesLeftAndRightKeepsThem() async throws {
        let home = try await HomeScreenHarness(CarouselTemplate.self, motion: .none)
        home.press(.right, .left)
        #expect(home.screen.days.current == days[0])
        #expect((home.child as? CarouselTemplate)?.events == [.key(.right), .key(.left)])
        home.skipEvents()
        home.finish()
    }

    @Test func aScriptedSwipeAndACompletedDragMoveTheDayDirectly() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, motion: .standard)
        home.send(.swipe(.next))
        #expect(home.screen.days.current == days[1])
        home.advance(by: .seconds(1))
        #expect(home.screen.drag.begin(.next))
        home.screen.drag.update(0.8)
        home.screen.drag.end()
        #expect(home.screen.days.current == days[2])
        #expect((home.child as? SpyTemplate)?.events == [], "the template hears of no swipe")
        home.skipEvents()
        home.finish()
    }

    @Test func aDragFollowsThePointerAndAPressInPlaceIsAClick() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, motion: .standard)
        let body = Chrome.bodyRect(in: Size(width: 80, height: 24))
        home.screen.drag.handle(MouseEvent(.press, column: 60, row: 5), body: body)
        home.screen.drag.handle(MouseEvent(.drag, column: 50, row: 5), body: body)
        #expect(home.container.transitions.dragProgress == 10.0 / 80.0)
        home.screen.drag.handle(MouseEvent(.drag, column: 10, row: 6), body: body)
        home.screen.drag.handle(MouseEvent(.release, column: 10, row: 6), body: body)
        #expect(home.screen.days.current == days[1])
        home.screen.drag.handle(MouseEvent(.press, column: 3, row: 4), body: body)
        home.screen.drag.handle(MouseEvent(.release, column: 3, row: 4), body: body)
        // The click reaches the template in its own area's coordinates: row 4 is its row 3.
        #expect((home.child as? SpyTemplate)?.events.last == .mouse(MouseEvent(.press, column: 3, row: 3)))
        home.skipEvents()
        home.finish()
    }

    @Test func aDragAcrossTheWholeRangeOfIntegersNeitherOverflowsNorMovesTwice() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, motion: .standard)
        let body = Chrome.bodyRect(in: Size(width: 80, height: 24))
        home.screen.drag.handle(MouseEvent(.press, column: Int.max, row: 5), body: body)
        home.screen.drag.handle(MouseEvent(.drag, column: -Int.max, row: Int.min), body: body)
        home.screen.drag.handle(MouseEvent(.drag, column: Int.min, row: Int.max), body: body)
        #expect(home.container.transitions.dragProgress == 1)
        home.screen.drag.handle(MouseEvent(.release, column: Int.min, row: Int.max), body: body)
        #expect(home.screen.days.current == days[1])
        #expect(MouseEvent(.press, column: Int.min, row: Int.max) == MouseEvent(.press, column: -1_000_000, row: 1_000_000))
        var event = MouseEvent(.drag, column: 0, row: 0)
        event.column = Int.max
        #expect(event.column == MouseEvent.coordinates.upperBound)
        home.skipEvents()
        home.finish()
    }

    @Test func aReplacementTheScreenAsksForIsRecordedOnceAndOneTheChildAsksForToo() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, factory: makeFactory(), motion: .none)
        #expect(home.screen.replace(with: .other, reason: .named("asked")))
        (home.child as? SpyTemplate)?.replaceWith(.spy)
        #expect(home.child.style == .spy)
        #expect(home.screen.styleReason == .replacedAtRuntime(from: .other))
        home.expectEvents([
            .launch(style: .spy), .templateShown(style: .spy, reason: HomeScreenHarness.defaultReason),
            .templateReplaced(from: .spy, to: .other), .templateShown(style: .other, reason: .named("asked")),
            .templateReplaced(from: .other, to: .spy), .templateShown(style: .spy, reason: .replacedAtRuntime(from: .other)),
        ])
        home.finish()
    }

    @Test func aChangeHandedOverStartsItsAnimationThenNotAtTheNextFrame() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self)
        home.advance(by: .milliseconds(250))
        let items = try #require(try HomeScreenHarness.defaultContent[days[0]]?.get())
        home.screen.days.receive(items.reversed())
        #expect(home.container.viewModel.handedAt == .milliseconds(250))
        #expect((home.child as? SpyTemplate)?.viewModel.handedAt == .milliseconds(250))
        home.skipEvents()
        home.finish()
    }

    /// A template that reports a completed swipe of its own (its own gesture, say) calls
    /// `didHorizontalSwipe`: the screen moves the day, once, and records it.
    @Test func aSwipeATemplateReportsMovesTheDay() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, motion: .none)
        let spy = try #require(home.child as? SpyTemplate)
        spy.didHorizontalSwipe(.next)
        #expect(home.screen.days.current == days[1])
        home.expectEvents([
            .launch(style: .spy), .templateShown(style: .spy, reason: HomeScreenHarness.defaultReason),
            .horizontalSwipe(direction: .next, from: days[0], to: days[1]),
        ])
        home.finish()
    }
}
