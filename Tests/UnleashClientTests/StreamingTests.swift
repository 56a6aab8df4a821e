import Essentials
import FeatureToggles
import Foundation
import Testing
import TestSupport
@testable import UnleashClient

/// Streaming (`/client/streaming`) and delta polling (`/client/delta`) against an
/// in-process server.
@Suite struct StreamingTests {
    static func connection(
        _ transport: FakeTransport, mode: TogglesMode, folder: TemporaryFolder? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) -> UnleashConnection {
        var settings = ConnectionTests.settings()
        settings.mode = mode
        let backup = folder.flatMap { UnleashBackup(appName: "tests", apiURL: ConnectionTests.api, environment: ["XDG_CACHE_HOME": $0.path]) }
        return UnleashConnection(settings: settings, transport: transport, backup: backup, clock: clock, seed: 7)
    }

    static func template(_ configuration: ToggleConfiguration?) -> String? {
        configuration?.toggle(named: "home.template")?.variants.first?.name
    }

    @Test func theStartTakesTheConnectedStateWithTheSDKsHeaders() async throws {
        let transport = FakeTransport(answers: [Answers.status(500)]) { _ in
            ([Stream.head, Stream.event("unleash-connected", id: "12", Stream.events(Stream.hydration(12, template: "grid")))], .success(UnleashResponse(status: 200)))
        }
        let connection = Self.connection(transport, mode: .streaming)
        let start = await connection.start()
        #expect(start.source == .server)
        #expect(Self.template(start.configuration) == "grid")
        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == "http://127.0.0.1:4242/api/client/streaming")
        #expect(request.header("Accept") == "text/event-stream")
        #expect(request.header("UNLEASH-APPNAME") == "tests")
        #expect(request.header("Authorization") == "default:development.abc")
        #expect(request.header("Last-Event-ID") == nil)
        #expect(connection.state.withLock { $0.stream.lastEventId } == "12")
    }

    @Test func aServerWithoutAStreamIsPolledWithOneWarning() async throws {
        let transport = FakeTransport(answers: [Answers.ok(Answers.features())]) { _ in ([], Answers.status(404)) }
        let connection = Self.connection(transport, mode: .streaming)
        let start = await connection.start()
        #expect(start.source == .server)
        #expect(start.warnings.map(\.message) == [
            "http://127.0.0.1:4242/api/client/streaming answered 404 Not Found: the server has no stream; "
                + "polling http://127.0.0.1:4242/api/client/features every 15 s instead",
        ])
        #expect(transport.requests.map(\.url.lastPathComponent) == ["streaming", "features"])
        #expect(connection.state.withLock { $0.stream.fellBack } != nil)
    }

    @Test func eventsArePushedAndTheStreamResumesFromTheLastEventId() async throws {
        let opened = Locked(0)
        let transport = FakeTransport(answers: [Answers.status(500)]) { request in
            let count = opened.withLock { count in
                count += 1
                return count
            }
            if count == 1 {
                return ([
                    Stream.head, Stream.event("unleash-connected", id: "1", Stream.events(Stream.hydration(1, template: "grid"))),
                    Stream.event("unleash-updated", id: "2", Stream.events(Stream.updated(2, template: "list"))),
                ], .failure(UnleashTransportError("the connection broke")))
            }
            #expect(request.header("Last-Event-ID") == "2")
            return ([Stream.head, Stream.event("unleash-updated", id: "3", Stream.events(Stream.updated(3, template: "hero")))], .success(UnleashResponse(status: 200)))
        }
        let clock = ManualClock()
        let connection = Self.connection(transport, mode: .streaming, clock: clock)
        let follower = Task { await connection.followStream() }
        #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 })
        // Both events came: the update of the second is merged with the first.
        guard case .failed(let message)? = connection.takeUpdate() else {
            Issue.record("the drop is reported")
            return
        }
        #expect(message.hasPrefix("warning: the stream from http://127.0.0.1:4242/api/client/streaming broke: the connection broke; opening the stream again in "))
        #expect(Self.template(connection.configuration) == "list")
        clock.advance(by: StreamLimits.maximumReconnectDelay)
        #expect(await eventually(clock.sleepersChanged) { opened.withLock { $0 } == 2 && clock.sleeperCount == 1 })
        guard case .applied(let configuration, let changes, _)? = connection.takeUpdate() else {
            Issue.record("the resumed stream's change is handed on")
            return
        }
        #expect(changes.changed == ["home.template"])
        #expect(Self.template(configuration) == "hero")
        follower.cancel()
        await follower.value
    }

    @Test func fetchModePollingMovesTheClientToPolling() async throws {
        let transport = FakeTransport(answers: [Answers.ok(Answers.features(template: "list"))]) { _ in
            ([Stream.head, Stream.event("fetch-mode", "polling")], .success(UnleashResponse(status: 200)))
        }
        let clock = ManualClock()
        let connection = Self.connection(transport, mode: .streaming, clock: clock)
        let follower = Task { await connection.followStream() }
        #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 })
        #expect(transport.requests.map(\.url.lastPathComponent) == ["streaming", "features"])
        #expect(Self.template(connection.configuration) == "list")
        follower.cancel()
        await follower.value
    }

    @Test func anEventThatDoesNotReadKeepsTheStateAndAsksForAllOfItAgain() async throws {
        let opened = Locked(0)
        let transport = FakeTransport(answers: [Answers.status(500)]) { request in
            let count = opened.withLock { count in
                count += 1
                return count
            }
            if count == 1 {
                return ([
                    Stream.head, Stream.event("unleash-connected", id: "1", Stream.events(Stream.hydration(1, template: "grid"))),
                    Stream.event("unleash-updated", id: "2", #"{"events": [{"eventId": 2, "type": "feature-updated", "feature": {"name": 7}}]}"#),
                    Stream.event("unleash-updated", id: "3", Stream.events(Stream.updated(3, template: "never"))),
                ], .success(UnleashResponse(status: 200)))
            }
            #expect(request.header("Last-Event-ID") == nil)
            return ([], .failure(UnleashTransportError("down")))
        }
        let clock = ManualClock()
        let connection = Self.connection(transport, mode: .streaming, clock: clock)
        let follower = Task { await connection.followStream() }
        #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 })
        guard case .failed(let message)? = connection.takeUpdate() else {
            Issue.record("the broken event is reported")
            return
        }
        #expect(message.hasPrefix(
            "the unleash-updated event 2 of http://127.0.0.1:4242/api/client/streaming:1:75: error: \"name\" of feature 1 must be a string, not a number — the last good toggles stay in force; asking for the whole state again in "))
        #expect(Self.template(connection.configuration) == "grid")
        clock.advance(by: StreamLimits.maximumReconnectDelay)
        #expect(await eventually(clock.sleepersChanged) { opened.withLock { $0 } == 2 && clock.sleeperCount == 1 })
        follower.cancel()
        await follower.value
    }

    @Test func anEventLargerThanTheLimitEndsTheStream() async {
        let transport = FakeTransport(answers: [Answers.status(500)]) { _ in
            let chunk = UnleashStreamPart.body(Array("data: ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: StreamLimits.maximumEventBytes))
            return ([Stream.head, chunk], .success(UnleashResponse(status: 200)))
        }
        let outcome = await Self.connection(transport, mode: .streaming).streamOnce(untilFirstState: false, silence: .seconds(60))
        guard case .broken(let message) = outcome.end else {
            Issue.record("a 16 MiB event breaks the stream: \(outcome.end)")
            return
        }
        #expect(message == "the stream from http://127.0.0.1:4242/api/client/streaming cannot be read on: an event goes on past 16777216 bytes (16 MiB)")
    }

    @Test func aStrategyOfAnUnknownSegmentIsAppliedOffWithAWarning() async {
        let feature = #"{"name": "beta", "enabled": true, "strategies": [{"name": "default", "segments": [9]}]}"#
        let transport = FakeTransport(answers: [Answers.status(500)]) { _ in
            ([
                Stream.head, Stream.event("unleash-connected", id: "1", Stream.events(Stream.hydration(1, template: "grid"))),
                Stream.event("unleash-updated", id: "2", Stream.events(#"{"eventId": 2, "type": "feature-updated", "feature": \#(feature)}"#)),
            ], .success(UnleashResponse(status: 200)))
        }
        let connection = Self.connection(transport, mode: .streaming)
        _ = await connection.streamOnce(untilFirstState: false, silence: .seconds(60))
        guard case .applied(let configuration, let changes, let warnings)? = connection.takeUpdate() else {
            Issue.record("the event is applied")
            return
        }
        #expect(changes.added == ["beta", "home.template"])
        #expect(warnings.map(\.message) == ["feature \"beta\" names the segment 9, which the server has not sent; its strategy is never on"])
        #expect(!ToggleEvaluator(file: configuration).isEnabled("beta"))
    }

    @Test func deltaPollingHydratesThenAppliesEventsWithTheETagAndKeepsABackup() async throws {
        let folder = TemporaryFolder()
        let transport = FakeTransport(answers: [
            Answers.ok(Array(Stream.events(Stream.hydration(5, template: "grid")).utf8), etag: "\"5\""),
            Answers.ok(Array(Stream.events(Stream.updated(6, template: "list")).utf8), etag: "\"6\""),
            Answers.ok(Array(#"{"events": [{"eventId": 7, "type": "feature-updated"}]}"#.utf8), etag: "\"7\""),
            .success(UnleashResponse(status: 304)),
        ])
        let connection = Self.connection(transport, mode: .delta, folder: folder)
        let start = await connection.start()
        #expect(Self.template(start.configuration) == "grid")
        guard case .applied(let configuration, let changes, _)? = await connection.poll() else {
            Issue.record("the event is applied")
            return
        }
        #expect(changes.changed == ["home.template"] && Self.template(configuration) == "list")
        guard case .failed(let message)? = await connection.poll() else {
            Issue.record("an event that does not read is reported")
            return
        }
        #expect(message.hasPrefix("http://127.0.0.1:4242/api/client/delta:1:13: error: missing key \"feature\" in event 1"))
        _ = await connection.poll()
        #expect(transport.requests.map { $0.header("If-None-Match") } == [nil, "\"5\"", "\"6\"", nil])
        #expect(transport.requests.allSatisfy { $0.url.lastPathComponent == "delta" })
        // The state in force, with the last event, is the backup: in Unleash's client API format.
        #expect(await connection.stop().isEmpty)
        let saved = try #require(connection.backup?.load())
        #expect(Self.template(ToggleFile.parse(saved.bytes).configuration) == "list")
    }
}
