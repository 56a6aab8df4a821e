import Testing
@testable import UnleashClient

@Suite struct BackoffTests {
    @Test func eachBusyAnswerAddsAnIntervalUpToElevenAndEachSuccessTakesOneOff() {
        var backoff = Backoff(interval: .seconds(15))
        #expect(backoff.delay == .seconds(15))
        backoff.record(status: 503)
        #expect(backoff.delay == .seconds(30))
        backoff.record(status: 429)
        #expect(backoff.delay == .seconds(45))
        for _ in 0..<20 { backoff.record(status: 500) }
        #expect(backoff.failures == 10)
        #expect(backoff.delay == .seconds(165))
        backoff.record(status: 304)
        #expect(backoff.delay == .seconds(150))
        backoff.record(status: 200)
        #expect(backoff.failures == 8)
    }

    @Test func aRefusedTokenOrAWrongAddressStops() {
        var backoff = Backoff(interval: .seconds(1))
        #expect(backoff.record(status: 401) == .stop)
        #expect(backoff.record(status: 403) == .stop)
        #expect(backoff.record(status: 404) == .stop)
        #expect(backoff.record(status: 400) == .proceed)
        #expect(backoff.failures == 0)
    }

    @Test func noAnswerCountsAsAFailure() {
        var backoff = Backoff(interval: .seconds(2))
        backoff.recordFailure()
        #expect(backoff.delay == .seconds(4))
    }
}
