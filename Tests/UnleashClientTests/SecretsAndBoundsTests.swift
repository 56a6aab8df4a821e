import FeatureToggles
import Foundation
import HTTPTestSupport
import Testing
import TestSupport
@testable import UnleashClient

/// What a hostile or careless server or address cannot get out of the client: the
/// token, a password, unbounded time.
@Suite struct SecretsAndBoundsTests {
    static let token = "default:development.s3cr3t-t0ken"

    static func connection(_ api: String, token: String? = token, transport: any UnleashTransport = HTTPClientTransport()) -> UnleashConnection {
        // Limits never met on a loaded machine; the tests of the limits set their own.
        let settings = UnleashSettings(
            apiURL: URL(string: api)!, token: token, appName: "tests", instanceId: "tests-1", connectionId: "c-1",
            requestTimeout: .patience, requestDeadline: .patience)
        return UnleashConnection(settings: settings, transport: transport, backup: nil)
    }

    @Test func theBackupFileNamesNoUserAndNoPasswordYetTellsUsersApart() throws {
        func name(_ api: String) throws -> String {
            try #require(UnleashBackup(appName: "home", apiURL: URL(string: api)!, environment: ["HOME": "/h"])).path
        }
        let alice = try name("http://alice:secretpw@127.0.0.1:4242/api")
        #expect(!alice.contains("alice") && !alice.contains("secretpw"), "\(alice)")
        #expect(alice.hasPrefix("/h/.cache/dynamic-home/unleash-home-127.0.0.1_4242_api-"))
        #expect(try name("http://alice:another@127.0.0.1:4242/api") == alice, "the name depends on no password")
        #expect(try name("http://bob:secretpw@127.0.0.1:4242/api") != alice, "each user has a backup of their own")
        #expect(try name("http://127.0.0.1:4242/api") != alice)
        // Without a user, the name is what it was before names left users out: the same
        // backup is found again.
        #expect(try name("http://127.0.0.1:4242/api") == "/h/.cache/dynamic-home/unleash-home-127.0.0.1_4242_api-a11fbcb4a3a2930a.json")
    }

    @Test func aPasswordInTheURLIsNeverShown() async throws {
        let start = await Self.connection("http://user:secretpw@127.0.0.1:1/api").start()
        let warning = try #require(start.warnings.first).message
        #expect(warning.hasPrefix("cannot reach http://user:***@127.0.0.1:1/api/client/features: "), "\(warning)")
        #expect(!warning.contains("secretpw"))
    }

    @Test func aLongURLIsQuotedShort() async throws {
        let path = String(repeating: "a", count: 50_000)
        let start = await Self.connection("http://user:secretpw@127.0.0.1:1/\(path)").start()
        let warning = try #require(start.warnings.first).message
        #expect(warning.hasPrefix("cannot reach http://user:***@127.0.0.1:1/aaaa"), "\(warning)")
        #expect(warning.count < 400, "\(warning.count) characters")
        #expect(warning.contains("…"))
        let shown = UnleashSettings.shown(URL(string: "http://user:secretpw@127.0.0.1:1/\(path)")!)
        #expect(shown.count == 80 && shown.hasSuffix("…"))
    }

    @Test func printingTheSettingsOrARequestShowsNoSecret() throws {
        let settings = UnleashSettings(apiURL: URL(string: "http://u:secretpw@host/api")!, token: Self.token)
        let request = FeatureFetch(settings: settings, options: ValidationOptions()).request(etag: nil)
        #expect(request.header("Authorization") == Self.token)
        for text in ["\(settings)", String(reflecting: settings), "\(request)", String(reflecting: request)] {
            #expect(!text.contains("s3cr3t") && !text.contains("secretpw"), "\(text)")
        }
    }

    @Test func aTokenAHeaderCannotCarryIsRefusedWithoutQuotingIt() {
        #expect(UnleashSettings.problem(withToken: Self.token) == nil)
        let problem = UnleashSettings.problem(withToken: "abc\r\nX-Injected: 1")
        #expect(problem == "the token holds a line break or another control character, which a header cannot carry")
    }

    @Test func aRedirectToAnotherServerGetsNoTokenAndSaysSo() async throws {
        let other = try TestHTTPServer { _ in .status(401) }
        defer { other.stop() }
        let server = try TestHTTPServer { _ in .response(status: 302, headers: ["Location: \(other.origin)/api/client/features"], body: []) }
        defer { server.stop() }
        let start = await Self.connection(server.origin + "/api").start()
        #expect(server.requests.first?.headers["authorization"] == Self.token)
        #expect(other.requests.count == 1, "\(start.warnings)")
        #expect(other.requests.first?.headers["authorization"] == nil, "the token goes to no other server")
        #expect(start.rejection == "\(server.origin)/api/client/features redirects to \(other.origin)/api/client/features, another server, which answered 401 Unauthorized: the token goes to no other server than the one given (give that server's URL if it is the right one)")
    }

    @Test func anAnswerWithoutEndIsGivenUpAtTheDeadline() async throws {
        // Never silent for 5 s, but it never ends either.
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n"
        let server = try TestHTTPServer { _ in .endless(prefix: head, piece: " ", interval: .milliseconds(50)) }
        defer { server.stop() }
        let settings = UnleashSettings(
            apiURL: URL(string: server.origin + "/api")!, token: Self.token, requestDeadline: .seconds(1))
        let start = await UnleashConnection(settings: settings, transport: HTTPClientTransport(), backup: nil).start()
        let warning = try #require(start.warnings.first).message
        #expect(warning.hasPrefix("cannot reach \(server.origin)/api/client/features: no complete answer within 1 s, the most a request may take in all ("), "\(warning)")
        #expect(start.source == .none)
    }

    @Test func theLastMetricsHoldTheEndUpAtMostASecondAndAreReported() async throws {
        let server = try TestHTTPServer { path in path.hasSuffix("/client/metrics") ? .hang : .json(String(decoding: Answers.features(), as: UTF8.self)) }
        defer { server.stop() }
        let connection = Self.connection(server.origin + "/api")
        let start = await connection.start()
        connection.record(ToggleEvaluator(file: start.configuration, fileLayer: .server).evaluate("home.template"))
        let problems = await connection.stop()
        #expect(problems == ["metrics: cannot reach \(server.origin)/api/client/metrics: no complete answer within 1 s, the most a request may take in all (the answer's head had not ended); the server is too slow, or its answer has no end"])
        #expect(!connection.metrics.isEmpty, "the counts that could not be sent are kept")
        #expect(server.requestCount(for: "/api/client/metrics") == 1)
    }
}
