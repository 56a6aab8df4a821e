import DynamicHomeTesting
import Foundation
import HomeState
import Testing
import TestSupport

@Suite struct LatencyAndClockTests {
    @Test func aManualClockWakesSleepersOnlyWhenTheirDeadlinePasses() async {
        let clock = ManualClock()
        let woke = Task { () -> ManualClock.Instant in
            try? await clock.sleep(for: .milliseconds(300))
            return clock.now
        }
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(299))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(await woke.value == ManualClock.Instant(offset: .milliseconds(300)))
        #expect(clock.now.description == "t=300ms")
    }

    @Test func aCancelledSleeperThrowsAndLeaves() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        sleeper.cancel()
        #expect(await sleeper.result.isFailure)
        #expect(clock.sleeperCount == 0)
    }

    @Test func datesFollowTheClockFromTheirStart() {
        let clock = ManualClock()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let dates = clock.dates(from: start)
        #expect(dates() == start)
        clock.advance(by: .milliseconds(1500))
        #expect(dates() == start.addingTimeInterval(1.5))
        clock.advance(to: ManualClock.Instant(offset: .seconds(1)))  // never backward
        #expect(clock.elapsed == .milliseconds(1500))
    }

    @Test func aPassedDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: .init(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func theLatencyProviderAnswersAfterItsDelay() async throws {
        let clock = ManualClock()
        let content = LatencyContentProvider(
            wrapping: InMemoryContentProvider(items: [day(0): items(for: day(0))]), milliseconds: 300, clock: clock)
        let load = Task { try await content.items(on: day(0)) }
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        #expect(clock.sleeperDeadlines == [.init(offset: .milliseconds(300))])
        clock.advance(by: .milliseconds(300))
        #expect(try await load.value == items(for: day(0)))
    }

    @Test func aCancelledLatencyLoadThrowsCancelled() async {
        let clock = ManualClock()
        let content = LatencyContentProvider(wrapping: InMemoryContentProvider<TestItem>(items: [:]), milliseconds: 300, clock: clock)
        let load = Task { try await content.items(on: day(0)) }
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        load.cancel()
        #expect(failureReason(await load.result) == .cancelled)
    }
}

extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
