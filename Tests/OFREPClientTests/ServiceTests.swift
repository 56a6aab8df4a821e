import Diagnostics
import Essentials
import FeatureToggles
import Foundation
import HTTPTestSupport
@testable import OFREPClient
import Testing
import TestSupport
import TestThreads

/// The client against a loopback OFREP service: one bulk request a context, ETags,
/// Retry-After, the last good answer kept, a context change asked again.
@Suite(.serialized, .threadOfItsOwn)
struct ServiceTests {
    static func answer(template: String) -> String {
        #"{"flags": [{"key": "home.template", "value": "\#(template)", "reason": "TARGETING_MATCH", "variant": "v-\#(template)"}]}"#
    }

    static func client(_ server: TestHTTPServer, user: String = "u1", refresh: Duration? = nil) -> OFREPClient {
        let settings = OFREPSettings(
            baseURL: URL(string: server.origin)!, headers: [OFREPHeader("X-API-Key", "secret-key")], refreshInterval: refresh,
            requestTimeout: .patience, requestDeadline: .patience)
        return OFREPClient(settings: settings, context: EvaluationContext(userId: user), defaults: .empty)
    }

    static func template(_ configuration: ToggleConfiguration?) -> String? {
        configuration?.toggle(named: "home.template")?.variants.first?.name
    }

    /// The user a request asks for.
    static func user(_ request: TestHTTPServer.Request) -> String? {
        (try? JSONNode.parse(request.body))?["context"]?["targetingKey"]?.string
    }

    @Test func oneBulkRequestThenA304KeepsTheCachedAnswer() async throws {
        let server = try TestHTTPServer.answering { request in
            guard request.path == "/ofrep/v1/evaluate/flags" else { return .status(404) }
            if request.headers["if-none-match"] == "\"e1\"" { return .response(status: 304, headers: ["ETag: \"e1\""], body: []) }
            return .response(status: 200, headers: ["ETag: \"e1\"", "Content-Type: application/json"], body: Array(Self.answer(template: "grid").utf8))
        }
        defer { server.stop() }
        let client = Self.client(server)
        let start = await client.start()
        #expect(start.answered && Self.template(start.configuration) == "grid")
        #expect(client.pollInterval == .seconds(30), "the service has no configuration endpoint: 30 s")
        #expect(await client.poll() == nil)
        #expect(Self.template(client.configuration) == "grid")
        let asks = server.requests.filter { $0.path == "/ofrep/v1/evaluate/flags" }
        #expect(asks.map(\.method) == ["POST", "POST"])
        #expect(asks.map { $0.headers["if-none-match"] } == [nil, "\"e1\""])
        #expect(asks.allSatisfy { $0.headers["x-api-key"] == "secret-key" && $0.headers["content-type"] == "application/json" })
        #expect(asks.map(Self.user) == ["u1", "u1"])
    }

    @Test func aServiceThatIsDownLeavesTheLastGoodAnswerInForce() async throws {
        let count = Locked(0)
        let server = try TestHTTPServer.answering { request in
            guard request.path.hasSuffix("/flags") else { return .status(404) }
            let number = count.withLock { count in
                count += 1
                return count
            }
            switch number {
            case 1: return .json(Self.answer(template: "grid"))
            case 2: return .status(503)
            case 3: return .json("{\"flags\": 7}")
            default: return .response(status: 429, headers: ["Retry-After: 120"], body: [])
            }
        }
        defer { server.stop() }
        let client = Self.client(server)
        _ = await client.start()
        guard case .failed(let down)? = await client.poll() else {
            Issue.record("a 503 is reported")
            return
        }
        #expect(down == "warning: \(server.origin)/ofrep/v1/evaluate/flags answered 503 Service Unavailable; asking again in 60 s, the last good answer stays in force")
        guard case .failed(let invalid)? = await client.poll() else {
            Issue.record("an answer that cannot be used is reported")
            return
        }
        #expect(invalid == "the answer of \(server.origin)/ofrep/v1/evaluate/flags cannot be used: \(server.origin)/ofrep/v1/evaluate/flags:1:1: error: the answer has no \"flags\" array (an OFREP bulk answer is {\"flags\": [...]}) — the last good answer stays in force")
        guard case .failed(let busy)? = await client.poll() else {
            Issue.record("a 429 is reported")
            return
        }
        #expect(busy.contains("answered 429 Too Many Requests; asking again in 1"))
        #expect(client.nextPollDelay > .seconds(110), "no request before Retry-After")
        #expect(Self.template(client.configuration) == "grid")
    }

    @Test func anotherUserIsAskedForAtOnceWithoutTheOtherETag() async throws {
        let server = try TestHTTPServer.answering { request in
            let template = Self.user(request) == "u2" ? "list" : "grid"
            return .response(status: 200, headers: ["ETag: \"\(template)\""], body: Array(Self.answer(template: template).utf8))
        }
        defer { server.stop() }
        let client = Self.client(server)
        _ = await client.start()
        #expect(await client.setContext(EvaluationContext(userId: "u1")) == nil, "the same context asks nothing")
        guard case .applied(let configuration, let changes, _)? = await client.setContext(EvaluationContext(userId: "u2")) else {
            Issue.record("the other user's answer is applied")
            return
        }
        #expect(Self.template(configuration) == "list" && changes.changed == ["home.template"])
        let asks = server.requests.filter { $0.path.hasSuffix("/flags") }
        #expect(asks.map(Self.user) == ["u1", "u2"])
        #expect(asks.last?.headers["if-none-match"] == nil)
    }

    @Test func theServicesConfigurationSetsTheIntervalAndItsLeast() async throws {
        let server = try TestHTTPServer.answering { request in
            if request.path == "/ofrep/v1/configuration" {
                return .json(#"{"name": "test", "capabilities": {"cacheInvalidation": {"polling": {"enabled": true, "minPollingIntervalMs": 60000}}}}"#)
            }
            return .json(Self.answer(template: "grid"))
        }
        defer { server.stop() }
        let defaulted = Self.client(server)
        #expect(await defaulted.start().warnings.isEmpty)
        #expect(defaulted.pollInterval == .seconds(60))
        let given = Self.client(server, refresh: .seconds(10))
        let start = await given.start()
        #expect(given.pollInterval == .seconds(60))
        #expect(start.warnings.map(\.message) == [
            "\(server.origin)/ofrep/v1/configuration asks to be polled at most every 60 s; polling every 60 s, not 10 s",
        ])
    }

    @Test func aHostileServiceIsGivenUpWithinItsLimits() async throws {
        let huge = try TestHTTPServer { _ in .large(count: OFREPSettings.maximumAnswerBytes + 1, declaresLength: false) }
        defer { huge.stop() }
        let start = await Self.client(huge).start()
        #expect(!start.answered)
        #expect(start.warnings.last?.message == "cannot reach \(huge.origin)/ofrep/v1/evaluate/flags: the body goes on past the limit of 16777216 bytes (16 MiB); reading stopped there; using the built-in defaults")
        let silent = try TestHTTPServer { _ in .hang }
        defer { silent.stop() }
        let settings = OFREPSettings(baseURL: URL(string: silent.origin)!, requestTimeout: .patience, requestDeadline: .milliseconds(300))
        let hung = await OFREPClient(settings: settings, context: EvaluationContext(userId: "u1"), defaults: .empty).start()
        #expect(!hung.answered)
        #expect(hung.warnings.last?.message.contains("no complete answer within 0.3 s") == true, "\(hung.warnings)")
    }

    @Test func aRefusedClientIsAnErrorThatQuotesNoHeaderValue() async throws {
        let server = try TestHTTPServer { _ in .status(401) }
        defer { server.stop() }
        let client = Self.client(server)
        let start = await client.start()
        #expect(!start.answered && start.configuration == nil)
        let rejection = try #require(start.rejection)
        #expect(rejection == "\(server.origin)/ofrep/v1/evaluate/flags answered 401 Unauthorized: the service refused the client (check the credentials in OFREP_HEADERS (X-API-Key))")
        #expect(!start.warnings.map(\.description).joined().contains("secret"))
        #expect(await client.poll() == nil, "polling stopped")
    }
}
