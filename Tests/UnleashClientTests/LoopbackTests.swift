import FeatureToggles
import Foundation
import HTTPTestSupport
import Testing
import TestSupport
import TestThreads
@testable import UnleashClient

/// The client and its transport against the loopback server, which the Python check
/// shows to answer as Unleash does.
@Suite(.serialized, .threadOfItsOwn, .enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
struct LoopbackTests {
    static let token = "default:development.loopback"

    /// A connection to `server` whose limits are never met on a loaded machine, unless a
    /// test gives its own `timeout` (of silence).
    static func connection(_ server: UnleashTestServer, token: String? = token, timeout: Duration = .patience) -> UnleashConnection {
        let settings = UnleashSettings(
            apiURL: URL(string: server.apiURL)!, token: token, appName: "loopback", instanceId: "loopback-1",
            refreshInterval: .seconds(1), metricsInterval: .seconds(1), requestTimeout: timeout, requestDeadline: .patience)
        return UnleashConnection(settings: settings, transport: HTTPClientTransport(), backup: nil)
    }

    @Test func fetchesThenA304ThenTheChange() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: Self.token)
        let connection = Self.connection(server)
        let start = await connection.start()
        #expect(start.source == .server, "\(start.warnings)")
        #expect(await connection.poll() == nil)
        try server.setFeatures(Answers.features(template: "list"))
        guard case .applied(_, let changes, _) = await connection.poll() else {
            Issue.record("the change is applied")
            return
        }
        #expect(changes.changed == ["home.template"])
        let statuses = server.requests(to: "features").map { $0["status"] as? Int }
        #expect(statuses == [200, 304, 200])
        let headers = try #require(server.requests(to: "features")[1]["headers"] as? [String: String])
        #expect(headers["if-none-match"]?.hasPrefix("W/\"") == true)
        #expect(headers["unleash-appname"] == "loopback")
        #expect(headers["unleash-connection-id"] == connection.settings.connectionId)
        #expect(headers["unleash-interval"] == "1000")
    }

    @Test func aWrongTokenIs401AndStopsPolling() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: Self.token)
        let connection = Self.connection(server, token: "wrong")
        let start = await connection.start()
        #expect(start.rejection?.contains("401 Unauthorized") == true)
        #expect(await connection.poll() == nil)
        #expect(server.requests(to: "features").count == 1)
    }

    @Test func a503BacksOffAndTheNextGoodAnswerRecovers() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: Self.token)
        let connection = Self.connection(server)
        _ = await connection.start()
        try server.setControl(status: ["features": 503])
        guard case .failed(let message) = await connection.poll() else {
            Issue.record("a 503 is reported")
            return
        }
        #expect(message.contains("503 Service Unavailable"))
        #expect(connection.nextPollDelay == .seconds(2))
        try server.setControl()
        #expect(await connection.poll() != nil, "the recovery clears the problem")
        #expect(connection.nextPollDelay == .seconds(1))
    }

    @Test func aSlowAnswerIsNoAnswer() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: Self.token)
        try server.setControl(delay: ["features": 4])
        let start = await Self.connection(server, timeout: .seconds(1)).start()
        #expect(start.source == .none)
        #expect(start.warnings.first?.message.hasPrefix("cannot reach \(server.apiURL)/client/features") == true, "\(start.warnings)")
    }

    @Test func theServerAcceptsTheRegistrationAndTheMetrics() async throws {
        let server = try UnleashTestServer(features: Answers.features(), token: Self.token)
        let connection = Self.connection(server)
        let start = await connection.start()
        #expect(await connection.register() == nil)
        let evaluator = ToggleEvaluator(file: start.configuration, fileLayer: .server)
        connection.record(evaluator.evaluate("home.template"))
        #expect(await connection.sendMetrics() == nil)
        #expect(server.requests(to: "register").map { $0["status"] as? Int } == [202])
        let metrics = try #require(server.requests(to: "metrics").first)
        #expect(metrics["status"] as? Int == 202, "\(metrics)")
        let toggles = ((metrics["body"] as? [String: Any])?["bucket"] as? [String: Any])?["toggles"] as? [String: [String: Any]]
        #expect(toggles?["home.template"]?["yes"] as? Int == 1)
    }

    /// The test server, checked by Unleash's own Python SDK (`UnleashClient` on PyPI;
    /// `.ci/run` installs it): it fetches, gets 304, registers and has its metrics taken.
    @Test(.enabled(if: UnleashTestServer.pythonSDKIsInstalled, "the UnleashClient Python package is not installed (.ci/run installs it)"))
    func unleashsPythonSDKFindsTheTestServerAsItFindsUnleash() throws {
        let (status, output) = try UnleashTestServer.checkWithPythonSDK()
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("ok: "), "\(output)")
    }
}
