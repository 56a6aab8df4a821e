import DynamicHomeTesting
import Essentials
import Foundation
import HTTPTestSupport
import HomeState
import Testing
import TestSupport

/// What a content server may do: serve no index, answer 304 to a day that has not
/// changed, ask for patience with Retry-After, listen on IPv6, want a password.
@Suite struct HTTPContentServerTests {
    static let quick = HTTPContentProviderTests.quick

    /// Days 2026-11-01 to 2026-11-03, no index.
    static func withoutIndex(_ path: String) -> TestHTTPServer.Answer {
        let known = ["/days/2026-11-01.json", "/days/2026-11-02.json", "/days/2026-11-03.json"]
        return known.contains(path) ? .json(#"[{"identifier": "\#(path)", "title": "t"}]"#) : .status(404)
    }

    @Test func withoutAnIndexTheDaysAreUnlisted() async throws {
        let server = try TestHTTPServer(route: Self.withoutIndex)
        defer { server.stop() }
        let content = try HTTPContentProvider<TestItem>(url: server.origin + "/days/{day}.json", configuration: Self.quick)
        #expect(try await content.listing() == .unlisted(reason: "GET \(server.origin)/days/index.json answered 404 Not Found"))
        #expect(server.paths == ["/days/index.json"])  // a 404 is not tried again
    }

    @MainActor
    @Test func aDeckWithoutAnIndexStartsOnTheDayAskedAndFindsBothEdges() async throws {
        let server = try TestHTTPServer(route: Self.withoutIndex)
        defer { server.stop() }
        let content = try HTTPContentProvider<TestItem>(url: server.origin + "/days/{day}.json", configuration: Self.quick)
        let store = Store(initialState: Deck<TestItem>(shape: .none), reducer: DeckReducer(provider: content))
        store.send(.start(at: day(1)))
        await eventually(store.effectsChanged) { store.state.phase == .ready && store.state.loadsInFlight.isEmpty }
        #expect(store.state.currentStatus == .loaded([TestItem("/days/2026-11-02.json", "t")]))
        // Its neighbours both have content: no edge is known yet.
        #expect(store.state.edges?.first == nil && store.state.edges?.last == nil)
        #expect(store.state.canMoveForward)
        store.send(.next)
        await eventually(store.effectsChanged) { store.state.loadsInFlight.isEmpty }
        #expect(store.state.edges?.last == day(2))
        #expect(!store.state.canMoveForward)
        #expect(store.state.noNeighbourMessage(.forward)
            == "there is no day after 2026-11-03: there is no content for 2026-11-04: GET \(server.origin)/days/2026-11-04.json answered 404 Not Found")
    }

    @Test func aDayThatHasNotChangedAnswers304AndIsNotReadAgain() async throws {
        let edition = Locked(1)
        let server = try TestHTTPServer.answering { request in
            let current = edition.withLock { $0 }
            let tag = "\"v\(current)\""
            if request.headers["if-none-match"] == tag {
                return .response(status: 304, headers: ["ETag: \(tag)"], body: [])
            }
            let body = Array(#"[{"identifier": "a", "title": "Edition \#(current)"}]"#.utf8)
            return .response(status: 200, headers: ["ETag: \(tag)", "Last-Modified: Sun, 01 Nov 2026 10:00:0\(current) GMT"], body: body)
        }
        defer { server.stop() }
        let content = try HTTPContentProvider<TestItem>(url: server.origin + "/days/{day}.json", configuration: Self.quick)
        let first = try await content.items(on: day(0), ifChangedSince: nil)
        let version = ContentVersion(entityTag: "\"v1\"", lastModified: "Sun, 01 Nov 2026 10:00:01 GMT")
        #expect(first == .items([TestItem("a", "Edition 1")], version: version))
        #expect(try await content.items(on: day(0), ifChangedSince: version) == .unchanged)
        #expect(server.requests[1].headers["if-none-match"] == "\"v1\"")
        #expect(server.requests[1].headers["if-modified-since"] == "Sun, 01 Nov 2026 10:00:01 GMT")
        edition.withLock { $0 = 2 }
        let changed = try await content.items(on: day(0), ifChangedSince: version)
        #expect(changed == .items(
            [TestItem("a", "Edition 2")], version: ContentVersion(entityTag: "\"v2\"", lastModified: "Sun, 01 Nov 2026 10:00:02 GMT")))
        #expect(server.requests[0].headers["if-none-match"] == nil)
    }

    @Test func retryAfterIsHonouredOnTheInjectedClockUpToItsCap() async throws {
        let server = try TestHTTPServer { _ in .response(status: 429, headers: ["Retry-After: 3"], body: []) }
        defer { server.stop() }
        let clock = ManualClock()
        let configuration = HTTPContentConfiguration.patient(maximumAttempts: 2, initialBackoff: .milliseconds(100), maximumRetryAfter: .seconds(2))
        let content = try HTTPContentProvider<TestItem>(url: server.origin + "/days/{day}.json", configuration: configuration, clock: clock)
        let load = Task { try await content.items(on: day(0)) }
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        #expect(clock.sleeperDeadlines == [.init(offset: .seconds(2))])
        clock.advance(by: .seconds(2))
        let result = await load.result
        #expect(failureReason(result) == .status(429))
        #expect(server.paths.count == 2)
    }

    @Test func anIPv6ServerServesItsDays() async throws {
        let server = try TestHTTPServer(ipv6: true, route: Self.withoutIndex)
        defer { server.stop() }
        let content = try HTTPContentProvider<TestItem>(url: "http://[::1]:\(server.port)/days/{day}.json", configuration: Self.quick)
        #expect(try await content.items(on: day(0)) == [TestItem("/days/2026-11-01.json", "t")])
    }

    @Test func aPasswordInTheURLIsNeverInAMessage() async throws {
        let server = try TestHTTPServer { _ in .status(403) }
        defer { server.stop() }
        let url = "http://editor:hunter2@127.0.0.1:\(server.port)/days/{day}.json"
        let content = try HTTPContentProvider<TestItem>(url: url, configuration: Self.quick)
        #expect(content.address == "http://editor:***@127.0.0.1:\(server.port)/days/{day}.json")
        let error = await #expect(throws: ContentError.self) { try await content.items(on: day(0)) }
        #expect(error?.message == "GET http://editor:***@127.0.0.1:\(server.port)/days/2026-11-01.json answered 403 Forbidden")
        #expect(server.paths.count == 1)  // a 403 is not tried again
        let refused = #expect(throws: ContentError.self) {
            try HTTPContentProvider<TestItem>(url: "http://editor:hunter2@127.0.0.1:99999/{day}.json")
        }
        #expect(refused?.message == "\"http://editor:***@127.0.0.1:99999/{day}.json\" is not a URL to load days from: the port 99999 is out of range; a port is a number from 1 to 65535")
    }
}
