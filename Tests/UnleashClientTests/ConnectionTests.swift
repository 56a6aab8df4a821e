import FeatureToggles
import Foundation
import Testing
@testable import UnleashClient

@Suite struct ConnectionTests {
    static let api = URL(string: "http://127.0.0.1:4242/api/")!

    static func settings(token: String? = "default:development.abc") -> UnleashSettings {
        UnleashSettings(
            apiURL: api, token: token, appName: "tests", instanceId: "tests-1", connectionId: "c-1",
            refreshInterval: .seconds(15), metricsInterval: .seconds(60))
    }

    static func connection(_ transport: FakeTransport, folder: TemporaryFolder? = nil, token: String? = "default:development.abc") -> UnleashConnection {
        let backup = folder.flatMap { UnleashBackup(appName: "tests", apiURL: api, environment: ["XDG_CACHE_HOME": $0.path]) }
        return UnleashConnection(settings: settings(token: token), transport: transport, backup: backup)
    }

    @Test func theFetchSendsTheHeadersUnleashSDKsSend() async throws {
        let transport = FakeTransport(answers: [Answers.ok(Answers.features())])
        let start = await Self.connection(transport).start()
        #expect(start.source == .server)
        let request = try #require(transport.requests.first)
        #expect(request.method == "GET")
        #expect(request.url.absoluteString == "http://127.0.0.1:4242/api/client/features")
        #expect(request.header("Authorization") == "default:development.abc")
        #expect(request.header("UNLEASH-APPNAME") == "tests")
        #expect(request.header("UNLEASH-INSTANCEID") == "tests-1")
        #expect(request.header("UNLEASH-CONNECTION-ID") == "c-1")
        #expect(request.header("UNLEASH-SDK") == UnleashSettings.sdkVersion)
        #expect(request.header("UNLEASH-CLIENT-SPEC") == UnleashSettings.clientSpecVersion)
        #expect(request.header("UNLEASH-INTERVAL") == "15000")
        #expect(request.header("If-None-Match") == nil)
        #expect(start.configuration?.toggle(named: "home.template")?.variants.first?.name == "grid")
    }

    @Test func pollingSendsTheETagAndA304ChangesNothing() async throws {
        let transport = FakeTransport(answers: [
            Answers.ok(Answers.features(), etag: "W/\"a\""), .success(UnleashResponse(status: 304)),
            Answers.ok(Answers.features(template: "list"), etag: "W/\"b\""),
        ])
        let connection = Self.connection(transport)
        _ = await connection.start()
        #expect(await connection.poll() == nil)
        #expect(transport.requests[1].header("If-None-Match") == "W/\"a\"")
        guard case .applied(let configuration, let changes, _) = await connection.poll() else {
            Issue.record("a new answer is applied")
            return
        }
        #expect(changes.changed == ["home.template"])
        #expect(configuration.toggle(named: "home.template")?.variants.first?.name == "list")
        #expect(transport.requests[2].header("If-None-Match") == "W/\"a\"")
    }

    @Test func busyAnswersLengthenTheWaitAndSuccessesShortenIt() async {
        let transport = FakeTransport(answers: [
            Answers.ok(Answers.features()), Answers.status(503), Answers.status(429), Answers.refused,
            .success(UnleashResponse(status: 304)),
        ])
        let connection = Self.connection(transport)
        _ = await connection.start()
        #expect(connection.nextPollDelay == .seconds(15))
        guard case .failed(let message) = await connection.poll() else {
            Issue.record("a 503 is reported")
            return
        }
        #expect(message.hasPrefix("warning: http://127.0.0.1:4242/api/client/features answered 503 Service Unavailable; trying again in 30 s"))
        #expect(connection.nextPollDelay == .seconds(30))
        _ = await connection.poll()
        #expect(connection.nextPollDelay == .seconds(45))
        _ = await connection.poll()
        #expect(connection.nextPollDelay == .seconds(60))
        // Recovered: the problem is over, and the toggles are applied again to say so.
        guard case .applied(_, let changes, _) = await connection.poll() else {
            Issue.record("a recovery is reported")
            return
        }
        #expect(changes.isEmpty)
        #expect(connection.nextPollDelay == .seconds(45))
    }

    @Test func aRefusedTokenStopsPolling() async {
        let transport = FakeTransport(answers: [Answers.ok(Answers.features()), Answers.status(401)])
        let connection = Self.connection(transport, token: nil)
        _ = await connection.start()
        guard case .failed(let message) = await connection.poll() else {
            Issue.record("a 401 is reported")
            return
        }
        #expect(message.contains("401 Unauthorized: the server rejected the token (UNLEASH_API_TOKEN is not set"), "\(message)")
        #expect(message.contains("polling stopped"))
        #expect(connection.pollingStopped != nil)
        #expect(await connection.poll() == nil)
        #expect(transport.requests.count == 2)
        #expect(connection.configuration != nil, "the last good toggles stay")
    }

    @Test func aBrokenAnswerKeepsTheLastGoodAndIsReportedOnce() async {
        let transport = FakeTransport(answers: [
            Answers.ok(Answers.features()), Answers.ok(Array("{\"features\": [{\"name\": 5}]}".utf8), etag: "W/\"x\""),
            .success(UnleashResponse(status: 304)),
        ])
        let connection = Self.connection(transport)
        _ = await connection.start()
        guard case .failed(let message) = await connection.poll() else {
            Issue.record("a broken answer is reported")
            return
        }
        #expect(message.hasPrefix("http://127.0.0.1:4242/api/client/features:1:"), "\(message)")
        #expect(message.hasSuffix("the last good toggles stay in force"))
        #expect(connection.configuration?.toggle(named: "home.template") != nil)
        _ = await connection.poll()
        #expect(transport.requests.last?.header("If-None-Match") == "W/\"x\"")
    }

    /// The interactive start does not wait for the first answer: it starts on the backup
    /// and the answer's end is handed on as polling's findings are.
    @Test func aStartThatEndsLateIsHandedOnAsAnUpdate() async throws {
        let folder = TemporaryFolder()
        try #require(UnleashBackup(appName: "tests", apiURL: Self.api, environment: ["XDG_CACHE_HOME": folder.path]))
            .save(Answers.features(template: "list"))
        let answered = Self.connection(FakeTransport(answers: [Answers.ok(Answers.features(template: "grid"))]), folder: folder)
        let waiting = answered.startWhileWaiting()
        #expect(waiting.configuration?.toggle(named: "home.template")?.variants.first?.name == "list")
        #expect(waiting.warnings.first?.message.hasPrefix("no answer yet from http://127.0.0.1:4242/api/client/features; using the backup saved ") == true)
        #expect(waiting.warnings.first?.message.hasSuffix("; the server's toggles come in when it answers") == true)
        #expect(answered.configuration == nil, "nothing is in force until the start ends")
        answered.keep(late: await answered.start(), over: waiting.configuration)
        guard case .applied(let configuration, let changes, _)? = answered.takeUpdate() else {
            Issue.record("the server's toggles were not handed on")
            return
        }
        #expect(configuration.toggle(named: "home.template")?.variants.first?.name == "grid")
        #expect(changes.all == ["home.template"])

        let failing = Self.connection(FakeTransport(answers: [Answers.status(503)]), folder: folder)
        failing.keep(late: await failing.start(), over: failing.startWhileWaiting().configuration)
        guard case .failed(let message)? = failing.takeUpdate() else {
            Issue.record("the failure was not handed on")
            return
        }
        #expect(message.hasPrefix("warning: ") && message.contains("503") && message.contains("using the backup saved"), "\(message)")
    }
}

extension UnleashConnection.Update: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.applied(let a, let b, _), .applied(let c, let d, _)): a == c && b == d
        case (.failed(let a), .failed(let b)): a == b
        default: false
        }
    }

}
