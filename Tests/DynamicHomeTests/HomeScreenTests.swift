import DynamicHome
import Foundation
import DynamicHomeTesting
import Testing

@MainActor
@Suite("HomeScreen")
struct HomeScreenTests {
    let monday = Day("2026-11-16")!
    let tuesday = Day("2026-11-17")!

    func makeScreen(tuesday tuesdayContent: Result<[HomeItem], ContentError>? = nil) throws -> HomeScreen {
        let content = InMemoryContentProvider(content: [
            monday: .success(sampleItems), tuesday: tuesdayContent ?? .success([sampleItems[1]]),
        ])
        let container = try Container(factory: makeFactory(), style: .spy)
        container.transitions.motion = .none
        container.appear()
        return HomeScreen(container: container, content: content, styleReason: .named("test"))
    }

    @Test func aCompletedSwipeMovesToTheNextDayAtOnce() async throws {
        let screen = try makeScreen()
        try await screen.start(at: nil)
        await screen.waiter.settle(tuesday)  // pre-fetched
        #expect(screen.container.viewModel == HomeViewModel(day: monday, items: sampleItems))
        screen.send(.key(.right))
        #expect(screen.days.current == tuesday)
        #expect(screen.container.viewModel == HomeViewModel(day: tuesday, items: [sampleItems[1]]))
        screen.send(.key(.right))  // no day after the last
        #expect(screen.days.current == tuesday)
    }

    @Test func framesHaveExactlyTheSizeAskedFor() async throws {
        let screen = try makeScreen()
        try await screen.start(at: nil)
        for size in [Size(width: 80, height: 24), Size(width: 2, height: 1), Size(width: 7, height: 3), Size(width: 200, height: 60)] {
            let lines = PlainTextEncoder().lines(screen.frame(size: size))
            #expect(lines.count == size.height)
            for line in lines { #expect(DisplayWidth.of(line) == size.width, "\(size): \(line)") }
        }
    }

    @Test func aFailedDayShowsWhyAndCanBeRetried() async throws {
        let screen = try makeScreen(tuesday: .failure(ContentError(.malformed, "day.json:3:4: error: oops")))
        try await screen.start(at: tuesday)
        let text = screen.frame(size: Size(width: 60, height: 10)).plainText
        #expect(text.contains("Could not load Tuesday 17 November 2026."))
        #expect(text.contains("day.json:3:4: error: oops"))
        #expect(text.contains("Press r to try again."))
        // Monday keeps working.
        screen.send(.key(.left))
        await screen.waiter.settle()
        #expect(screen.container.viewModel.items == sampleItems)
    }

    @Test func aDayOutsideTheContentIsRefusedWithTheRange() async throws {
        let screen = try makeScreen()
        await #expect(throws: ContentError.self) { try await screen.start(at: Day("2027-01-01")!) }
        do {
            try await screen.start(at: Day("2027-01-01")!)
        } catch {
            #expect(error.message == "there is no content for 2027-01-01: the content has days from 2026-11-16 to 2026-11-17; choose a day in that range")
        }
    }

    @Test func newItemsForTheShownDayReachTheChild() async throws {
        let screen = try makeScreen()
        try await screen.start(at: nil)
        let spy = try #require(screen.container.child as? SpyTemplate)
        let refreshes = spy.refreshes.count
        screen.days.receive(sampleItems)  // the same again: nothing changes
        #expect(spy.refreshes.count == refreshes)
        screen.days.receive(Array(sampleItems.reversed()))
        #expect(spy.refreshes.count == refreshes + 1)
        #expect(spy.viewModel.items == Array(sampleItems.reversed()))
    }

    @Test func aDragPastHalfMovesTheDayAndLessSpringsBack() async throws {
        let screen = try makeScreen()
        screen.container.transitions.motion = Motion(duration: .milliseconds(100))
        let clock = ManualClock()
        screen.clock = clock.frameClock
        try await screen.start(at: nil)
        await screen.waiter.settle(tuesday)
        _ = screen.frame(size: Size(width: 40, height: 10))
        // The day moves once per completed drag: a sink counts the swipes.
        let sink = RecordingSink()
        screen.recorder.analytics = Analytics(sinks: [sink], delivery: .immediate, clock: { Date(timeIntervalSince1970: 0) })
        var swipes: Int {
            sink.events.count { if case .horizontalSwipe = $0.kind { true } else { false } }
        }

        #expect(screen.drag.begin(.next))
        screen.drag.update(0.3)
        let dragged = screen.frame(size: Size(width: 40, height: 10)).plainText
        #expect(dragged.contains("spy: 北京"))  // the adjacent page is in view
        screen.drag.end()
        // A frame just before the spring-back ends asks for one more, even when the
        // question comes after the end.
        clock.advance(to: .init(offset: .milliseconds(99)))
        _ = screen.frame(size: Size(width: 40, height: 10))
        clock.advance(to: .init(offset: .milliseconds(200)))
        #expect(screen.isAnimating)
        let settled = screen.frame(size: Size(width: 40, height: 10))
        #expect(!screen.isAnimating)
        #expect(settled.plainText.contains("spy: Alpha"))
        #expect(screen.days.current == monday)
        #expect(swipes == 0)

        #expect(screen.drag.begin(.next))
        screen.drag.update(0.7)
        screen.drag.end()
        #expect(screen.days.current == tuesday)
        #expect(swipes == 1)
        #expect(!screen.drag.begin(.next))  // nothing after the last day
    }
}
