import DynamicHomeTesting
import Essentials
import Foundation
import HTTPTestSupport
import HomeState
import Testing
import TestSupport

/// The HTTP provider against a real server on 127.0.0.1, started by each test.
@Suite struct HTTPContentProviderTests {
    static let dayFile = #"[{"identifier": "a", "title": "First"}, {"identifier": "b", "title": "Second"}]"#
    static let index = #"["2026-11-02", "2026-11-01"]"#

    /// Retries at once; only the attempt count matters here. No silence or deadline is met
    /// but where a test asks for one: a loaded machine may take long to schedule a reply,
    /// or the next attempt.
    static let quick = HTTPContentConfiguration.patient()

    func provider(_ server: TestHTTPServer, _ path: String = "/days/{day}.json",
                  _ configuration: HTTPContentConfiguration = quick,
                  clock: any Clock<Duration> = ContinuousClock()) throws -> HTTPContentProvider<TestItem> {
        try HTTPContentProvider(url: server.origin + path, configuration: configuration, clock: clock)
    }

    @Test func daysAndItemsComeFromTheServer() async throws {
        let server = try TestHTTPServer { path in
            switch path {
            case "/days/index.json": .json(Self.index)
            case "/days/2026-11-01.json": .json(Self.dayFile)
            default: .status(404)
            }
        }
        defer { server.stop() }
        for template in ["/days/{day}.json", "/days", "/days/"] {
            let content = try provider(server, template)
            #expect(try await content.days() == [day(0), day(1)])
            #expect(try await content.items(on: day(0)) == [TestItem("a", "First"), TestItem("b", "Second")])
        }
        #expect(server.paths == Array(repeating: ["/days/index.json", "/days/2026-11-01.json"], count: 3).flatMap { $0 })
    }

    @Test func aMissingDayIsNotRetried() async throws {
        let server = try TestHTTPServer { _ in .status(404) }
        defer { server.stop() }
        let content = try provider(server)
        let error = await #expect(throws: ContentError.self) { try await content.items(on: day(0)) }
        #expect(error?.reason == .dayNotAvailable)
        #expect(error?.message == "there is no content for 2026-11-01: GET \(server.origin)/days/2026-11-01.json answered 404 Not Found")
        #expect(server.requestCount(for: "/days/2026-11-01.json") == 1)
    }

    @Test func aMissingIndexSaysWhatToServe() async throws {
        let server = try TestHTTPServer { _ in .status(404) }
        defer { server.stop() }
        let error = await #expect(throws: ContentError.self) { try await provider(server).days() }
        #expect(error?.reason == .status(404))
        #expect(error?.message.hasSuffix("serve the list of days there, a JSON array like [\"2026-11-21\", \"2026-11-22\"]") == true)
    }

    @Test func aServerErrorIsRetriedThenFails() async throws {
        let server = try TestHTTPServer { _ in .status(500) }
        defer { server.stop() }
        let error = await #expect(throws: ContentError.self) { try await provider(server).items(on: day(0)) }
        #expect(error?.reason == .status(500))
        #expect(error?.message == "GET \(server.origin)/days/2026-11-01.json answered 500 Internal Server Error (after 3 attempts)")
        #expect(server.requestCount(for: "/days/2026-11-01.json") == 3)
    }

    @Test func retriesBackOffExponentiallyOnTheInjectedClock() async throws {
        let server = try TestHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let clock = ManualClock()
        let configuration = HTTPContentConfiguration.patient(initialBackoff: .milliseconds(100))
        let content = try provider(server, "/days/{day}.json", configuration, clock: clock)
        let load = Task { try await content.items(on: day(0)) }
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        #expect(server.paths.count == 1)
        #expect(clock.sleeperDeadlines == [.init(offset: .milliseconds(100))])
        clock.advance(by: .milliseconds(100))
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        #expect(server.paths.count == 2)
        #expect(clock.sleeperDeadlines == [.init(offset: .milliseconds(300))])
        clock.advance(by: .milliseconds(200))
        let result = await load.result
        #expect(server.paths.count == 3)
        #expect(failureReason(result) == .status(503))
    }

    @Test func aServerThatHangsTimesOut() async throws {
        let server = try TestHTTPServer { _ in .hang }
        defer { server.stop() }
        let configuration = HTTPContentConfiguration.patient(silenceTimeout: .milliseconds(300), maximumAttempts: 2)
        let error = await #expect(throws: ContentError.self) {
            try await provider(server, "/days/{day}.json", configuration).items(on: day(0))
        }
        #expect(error?.reason == .timedOut)
        #expect(error?.message.hasPrefix("GET \(server.origin)/days/2026-11-01.json: connected, but no byte of an answer came for 0.3 s") == true)
        #expect(error?.message.hasSuffix("(after 2 attempts)") == true)
        #expect(server.requestCount(for: "/days/2026-11-01.json") == 2)
    }

    @Test func aCancelledLoadStopsWaitingAndClosesItsConnection() async throws {
        let server = try TestHTTPServer { _ in .hang }
        defer { server.stop() }
        let content = try provider(server, "/days/{day}.json", .patient())
        let load = Task { try await content.items(on: day(0)) }
        await eventually(server.changed) { server.paths.count == 1 }
        load.cancel()
        let result = await load.result
        #expect(failureReason(result) == .cancelled)
        // The server sees the connection closed: the socket did not outlive the load.
        await eventually(server.changed) { server.closedByClient == 1 }
        #expect(server.closedByClient == 1)
    }

    @Test func aTruncatedOrNonJSONBodyIsReportedAtItsLineAndColumn() async throws {
        let server = try TestHTTPServer { path in
            path.hasSuffix("01.json") ? .json(#"[{"identifier": "a", "title": "Fir"#) : .json("<html>oops</html>")
        }
        defer { server.stop() }
        let content = try provider(server)
        let truncated = await #expect(throws: ContentError.self) { try await content.items(on: day(0)) }
        #expect(truncated?.reason == .malformed)
        #expect(truncated?.message.hasPrefix("\(server.origin)/days/2026-11-01.json:1:") == true)
        let html = await #expect(throws: ContentError.self) { try await content.items(on: day(1)) }
        #expect(html?.reason == .malformed)
        #expect(html?.message.hasPrefix("\(server.origin)/days/2026-11-02.json:1:1: error:") == true)
        #expect(server.paths.count == 2)  // never retried
    }

    @Test func aConnectionClosedMidBodyIsATransportErrorAndRetried() async throws {
        let server = try TestHTTPServer { _ in .cut(declared: 500, body: #"[{"identifier": "#) }
        defer { server.stop() }
        let error = await #expect(throws: ContentError.self) { try await provider(server).items(on: day(0)) }
        #expect(error?.reason == .transport)
        #expect(error?.message.hasPrefix("GET \(server.origin)/days/2026-11-01.json failed: ") == true)
        #expect(server.paths.count == 3)
    }

    @Test(arguments: [true, false])
    func anOversizedBodyIsRefusedAndNotRetried(declaresLength: Bool) async throws {
        let server = try TestHTTPServer { _ in .large(count: 64 * 1024, declaresLength: declaresLength) }
        defer { server.stop() }
        let configuration = HTTPContentConfiguration.patient(maximumBodyBytes: 4096)
        let error = await #expect(throws: ContentError.self) {
            try await provider(server, "/days/{day}.json", configuration).items(on: day(0))
        }
        #expect(error?.reason == .tooLarge)
        #expect(error?.message == (declaresLength
            ? "GET \(server.origin)/days/2026-11-01.json: the body has 65536 bytes, more than the limit of 4096 bytes (4 KiB); it was not read"
            : "GET \(server.origin)/days/2026-11-01.json: the body goes on past the limit of 4096 bytes (4 KiB); reading stopped there"))
        #expect(server.paths.count == 1)
    }

    @Test func repeatedIdentifiersAreReportedWithTheirPlaces() async throws {
        let server = try TestHTTPServer { _ in .json("[\n  {\"identifier\": \"a\", \"title\": \"x\"},\n  {\"identifier\": \"a\", \"title\": \"y\"}\n]") }
        defer { server.stop() }
        let error = await #expect(throws: ContentError.self) { try await provider(server).items(on: day(0)) }
        #expect(error == ContentError(
            .invalidItems,
            "\(server.origin)/days/2026-11-01.json:3:3: error: items [0] (at 2:3) and [1] share the identifier \"a\"; every item needs its own identifier"))
    }

    @Test func aURLThatIsNotHTTPIsRefused() {
        let error = #expect(throws: ContentError.self) { try HTTPContentProvider<TestItem>(url: "ftp://example/{day}") }
        #expect(error?.message == "\"ftp://example/{day}\" is not a URL to load days from: ftp is not supported; write an http:// or https:// URL")
    }

    @MainActor
    @Test func aDeckOverHTTPShowsAFailedDayAndRetriesIt() async throws {
        let failures = Failures()
        let server = try TestHTTPServer { path in
            switch path {
            case "/days/index.json": return .json(Self.index)
            case "/days/2026-11-01.json": return failures.next() ? .status(500) : .json(Self.dayFile)
            default: return .json("[]")
            }
        }
        defer { server.stop() }
        let store = Store(initialState: Deck<TestItem>(shape: .none), reducer: DeckReducer(provider: try provider(server)))
        store.send(.start(at: nil))
        await eventually(store.effectsChanged) { store.state.currentStatus?.isLoading == false }
        #expect(store.state.currentStatus?.error?.reason == .status(500))
        store.send(.retry(day(0)))
        #expect(store.state.currentStatus == .loading)
        await eventually(store.effectsChanged) { store.state.currentStatus?.isLoading == false }
        #expect(store.state.currentStatus == .loaded([TestItem("a", "First"), TestItem("b", "Second")]))
    }
}

/// The first three requests fail (one load with its retries), the others pass.
final class Failures: Sendable {
    private let count = Locked(0)
    func next() -> Bool {
        count.withLock { count in
            count += 1
            return count <= 3
        }
    }
}

/// The reason of a failed load, `nil` when it succeeded.
func failureReason<Success>(_ result: Result<Success, any Error>) -> ContentError.Reason? {
    if case .failure(let error) = result { return (error as? ContentError)?.reason }
    return nil
}
