import Essentials
import FeatureToggles
import Foundation
import HTTPTestSupport
import Testing
import TestSupport
import TestThreads
@testable import UnleashClient

/// Streaming and delta polling over sockets, against the loopback Unleash server (which
/// makes the delta API's events from the changes of its features file) and against
/// hostile streams of the Swift loopback server.
@Suite(.serialized, .threadOfItsOwn, .enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
struct StreamingLoopbackTests {
    /// A connection whose polling never comes in a test (an hour), so that a change that
    /// arrives was pushed.
    static func connection(_ url: String, mode: TogglesMode, silence: Duration = .patience, clock: any Clock<Duration> = ContinuousClock()) -> UnleashConnection {
        let settings = UnleashSettings(
            apiURL: URL(string: url)!, token: LoopbackTests.token, appName: "loopback", instanceId: "loopback-1",
            refreshInterval: .seconds(3600), metricsInterval: .seconds(3600), requestTimeout: silence, requestDeadline: .patience, mode: mode)
        return UnleashConnection(settings: settings, transport: HTTPClientTransport(), backup: nil, clock: clock, seed: 1)
    }

    /// Waits until `condition` holds (the server's log is a file, which signals nothing),
    /// looking every 10 ms, for at most ``Swift/Duration/patience``.
    static func waitUntil(_ condition: () -> Bool) async -> Bool {
        let giveUp = ContinuousClock.now + .patience
        while !condition() {
            guard ContinuousClock.now < giveUp else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    static func template(_ connection: UnleashConnection) -> String? {
        connection.configuration?.toggle(named: "home.template")?.variants.first?.name
    }

    @Test func aChangeOnTheServerIsPushedAndTheStreamResumesAfterADrop() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: LoopbackTests.token)
        let clock = ManualClock()
        let connection = Self.connection(server.apiURL, mode: .streaming, clock: clock)
        #expect(await connection.start().source == .server)
        let follower = Task { await connection.followStream() }
        #expect(await Self.waitUntil { server.requests(to: "streaming").count == 2 })
        try server.setFeatures(Answers.features(template: "list"))
        #expect(await eventually(connection.changed) { Self.template(connection) == "list" })
        // The server drops the stream; while the client waits to open it again, the
        // toggles change: the new stream resumes from the last event and brings it.
        try server.setControl(drop: 1)
        #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 })
        try server.setFeatures(Answers.features(template: "hero"))
        clock.advance(by: StreamLimits.maximumReconnectDelay)
        #expect(await eventually(connection.changed) { Self.template(connection) == "hero" })
        let resumed = try #require(server.requests(to: "streaming").last?["headers"] as? [String: String])
        #expect(resumed["last-event-id"] == "2")
        #expect(resumed["accept"] == "text/event-stream")
        follower.cancel()
        await follower.value
    }

    @Test func fetchModePollingAndAServerWithoutTheStreamArePolled() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: LoopbackTests.token)
        let clock = ManualClock()
        let connection = Self.connection(server.apiURL, mode: .streaming, clock: clock)
        _ = await connection.start()
        let follower = Task { await connection.followStream() }
        #expect(await Self.waitUntil { server.requests(to: "streaming").count == 2 })
        try server.setControl(fetchMode: "polling")
        #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 })
        #expect(server.requests(to: "features").count == 1)
        guard case .failed(let message)? = connection.takeUpdate() else {
            Issue.record("the move to polling is said")
            return
        }
        #expect(message.hasSuffix("/api/client/streaming asked the client to poll (fetch-mode: polling); polling \(server.apiURL)/client/features every 3600 s instead"))
        follower.cancel()
        await follower.value

        try server.setControl(status: ["streaming": 404])
        let start = await Self.connection(server.apiURL, mode: .streaming).start()
        #expect(start.source == .server)
        #expect(start.warnings.map(\.message) == [
            "\(server.apiURL)/client/streaming answered 404 Not Found: the server has no stream; polling \(server.apiURL)/client/features every 3600 s instead",
        ])
    }

    @Test func deltaPollingAsksForTheEventsSinceItsETag() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: LoopbackTests.token)
        let connection = Self.connection(server.apiURL, mode: .delta)
        #expect(await connection.start().source == .server)
        #expect(await connection.poll() == nil)
        try server.setFeatures(Answers.features(template: "list", extra: #", {"name": "new", "enabled": true, "strategies": []}"#))
        guard case .applied(_, let changes, _)? = await connection.poll() else {
            Issue.record("the events are applied")
            return
        }
        #expect(changes == ToggleChanges(added: ["new"], changed: ["home.template"]))
        let requests = server.requests(to: "delta")
        #expect(requests.map { $0["status"] as? Int } == [200, 304, 200])
        #expect(requests.map { ($0["headers"] as? [String: String])?["if-none-match"] } == [nil, "\"1\"", "\"1\""])
    }

    // MARK: Hostile streams

    static let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
    static let connected = "event: unleash-connected\nid: 1\ndata: " + Stream.events(Stream.hydration(1, template: "grid")) + "\n\n"

    static func outcome(of answer: TestHTTPServer.Answer, silence: Duration = .patience) async throws -> (StreamOutcome, UnleashConnection, TestHTTPServer) {
        let server = try TestHTTPServer { _ in answer }
        let connection = connection(server.origin + "/api", mode: .streaming, silence: silence)
        return (await connection.streamOnce(untilFirstState: false, silence: silence), connection, server)
    }

    @Test func anEndlessLineAndAGibibyteEventEndAtTheEventLimit() async throws {
        for piece in [String(repeating: "x", count: 64 * 1024), String(repeating: "data: xxxxxxxxxxxxxxxx\n", count: 2048)] {
            let (outcome, connection, server) = try await Self.outcome(of: .endless(prefix: Self.head + Self.connected + "data: ", piece: piece, interval: nil))
            defer { server.stop() }
            guard case .broken(let message) = outcome.end else {
                Issue.record("the stream is given up: \(outcome.end)")
                continue
            }
            #expect(message.hasSuffix("/api/client/streaming cannot be read on: an event goes on past 16777216 bytes (16 MiB)"))
            #expect(Self.template(connection) == "grid")
            await eventually(server.changed) { server.closedByClient == 1 }
            // What the server got out before it saw the close: the limit and the sockets'
            // buffers, nowhere near a gibibyte.
            #expect(server.streamedBytes < 64 << 20)
        }
    }

    @Test func invalidJSONInOneEventKeepsTheLastGoodState() async throws {
        let broken = "event: unleash-updated\nid: 2\ndata: {\"events\": [{\"eventId\": 2, \"type\": \"feature-updated\", \"feature\": \n\n"
        let (outcome, connection, server) = try await Self.outcome(of: .endless(prefix: Self.head + Self.connected + broken, piece: ":\n", interval: .milliseconds(50)))
        defer { server.stop() }
        guard case .broken(let message) = outcome.end else {
            Issue.record("the stream is given up: \(outcome.end)")
            return
        }
        #expect(message.hasPrefix("the unleash-updated event 2 of \(server.origin)/api/client/streaming:1:"))
        #expect(Self.template(connection) == "grid")
        #expect(connection.state.withLock { $0.stream.lastEventId } == "1")
    }

    @Test func aSilentStreamEndsAtItsSilenceLimit() async throws {
        let (outcome, connection, server) = try await Self.outcome(of: .stall(body: Self.connected, declared: 1 << 20), silence: .milliseconds(300))
        defer { server.stop() }
        guard case .unreachable(let message) = outcome.end else {
            Issue.record("a silent stream is given up: \(outcome.end)")
            return
        }
        #expect(message.hasPrefix("the stream from \(server.origin)/api/client/streaming broke: "))
        #expect(message.contains("no byte came for 0.3 s"))
        #expect(Self.template(connection) == "grid")
    }
}
