import FeatureToggles
import Foundation
import Testing
@testable import UnleashClient

@Suite struct BackupAndMetricsTests {
    @Test func theBackupLivesUnderTheCacheFolderOnePerAppAndAddress() throws {
        let api = URL(string: "http://127.0.0.1:4242/api")!
        let xdg = try #require(UnleashBackup(appName: "home", apiURL: api, environment: ["XDG_CACHE_HOME": "/tmp/cache", "HOME": "/home/u"]))
        #expect(xdg.path.hasPrefix("/tmp/cache/dynamic-home/unleash-home-127.0.0.1_4242_api-"))
        #expect(xdg.path.hasSuffix(".json"))
        let home = try #require(UnleashBackup(appName: "home", apiURL: api, environment: ["HOME": "/home/u/"]))
        #expect(home.path.hasPrefix("/home/u/.cache/dynamic-home/"))
        let relative = try #require(UnleashBackup(appName: "home", apiURL: api, environment: ["XDG_CACHE_HOME": "cache", "HOME": "/h"]))
        #expect(relative.path.hasPrefix("/h/.cache/"), "a relative XDG_CACHE_HOME is ignored, as the XDG specification says")
        #expect(UnleashBackup(appName: "home", apiURL: api, environment: [:]) == nil)
        let other = UnleashBackup(appName: "other", apiURL: api, environment: ["HOME": "/h"])
        let edge = UnleashBackup(appName: "home", apiURL: URL(string: "http://127.0.0.1:3063/api")!, environment: ["HOME": "/h"])
        #expect(Set([relative.path, other?.path, edge?.path]).count == 3)
    }

    @Test func aGoodAnswerIsSavedAndUsedWhenTheServerIsGone() async throws {
        let folder = TemporaryFolder()
        let up = FakeTransport(answers: [Answers.ok(Answers.features(template: "hero"))])
        _ = await ConnectionTests.connection(up, folder: folder).start()
        let down = FakeTransport(answers: [Answers.refused])
        let start = await ConnectionTests.connection(down, folder: folder).start()
        guard case .backup(let path, let saved) = start.source else {
            Issue.record("the backup is used: \(start.source)")
            return
        }
        #expect(path.hasPrefix(folder.path + "/dynamic-home/"))
        #expect(saved != nil)
        #expect(start.configuration?.toggle(named: "home.template")?.variants.first?.name == "hero")
        let warning = try #require(start.warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("cannot reach http://127.0.0.1:4242/api/client/features: connection refused; using the backup saved "))
        #expect(warning.message.hasSuffix(" at \(path)"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/dynamic-home")
        #expect(files.count == 1, "no temporary file is left beside it: \(files)")
    }

    @Test func theServerBackWithTheBackupsTogglesEndsTheWarning() async throws {
        let folder = TemporaryFolder()
        _ = await ConnectionTests.connection(FakeTransport(answers: [Answers.ok(Answers.features())]), folder: folder).start()
        let connection = ConnectionTests.connection(FakeTransport(answers: [Answers.refused, Answers.ok(Answers.features())]), folder: folder)
        #expect(await connection.start().warnings.count == 1)
        guard case .applied(_, let changes, _) = await connection.poll() else {
            Issue.record("the server's return is reported, so that the startup warning can go")
            return
        }
        #expect(changes.isEmpty)
        #expect(await connection.poll() == nil)
    }

    @Test func withoutABackupTheBuiltInDefaultsAreUsedWithAWarning() async throws {
        let folder = TemporaryFolder()
        let start = await ConnectionTests.connection(FakeTransport(answers: [Answers.status(500)]), folder: folder).start()
        #expect(start.source == .none)
        #expect(start.configuration == nil)
        #expect(start.warnings.first?.message.contains("answered 500 Internal Server Error; using the built-in defaults (no backup at ") == true)
    }

    @Test func aRefusedTokenIsAnErrorEvenWithABackup() async throws {
        let folder = TemporaryFolder()
        _ = await ConnectionTests.connection(FakeTransport(answers: [Answers.ok(Answers.features())]), folder: folder).start()
        let start = await ConnectionTests.connection(FakeTransport(answers: [Answers.status(403)]), folder: folder).start()
        #expect(start.rejection?.contains("403 Forbidden: the server rejected the token") == true)
        #expect(start.warnings.first?.severity == .error)
        #expect(start.configuration != nil, "the app can still start from the backup")
    }

    @Test func registrationSaysWhoTheClientIs() async throws {
        let transport = FakeTransport(answers: [.success(UnleashResponse(status: 202))])
        let connection = ConnectionTests.connection(transport)
        #expect(await connection.register() == nil)
        let request = try #require(transport.requests.first)
        #expect(request.method == "POST")
        #expect(request.url.absoluteString == "http://127.0.0.1:4242/api/client/register")
        #expect(request.header("Content-Type") == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
        #expect(body["appName"] as? String == "tests")
        #expect(body["instanceId"] as? String == "tests-1")
        #expect(body["connectionId"] as? String == "c-1")
        #expect(body["sdkVersion"] as? String == UnleashSettings.sdkVersion)
        #expect(body["interval"] as? Int == 60_000)
        #expect((body["strategies"] as? [String])?.contains("flexibleRollout") == true)
        #expect((body["started"] as? String)?.hasSuffix("Z") == true)
    }

    @Test func metricsCountTheServersTogglesAndWhatCouldNotBeSentIsKept() async throws {
        let transport = FakeTransport(answers: [Answers.ok(Answers.features()), Answers.status(503), .success(UnleashResponse(status: 202))])
        let connection = ConnectionTests.connection(transport)
        _ = await connection.start()
        let evaluator = ToggleEvaluator(file: connection.configuration, fileLayer: .server)
        for _ in 0..<3 { connection.record(evaluator.evaluate("home.template")) }
        connection.record(evaluator.evaluate("beta"))
        connection.record(ToggleEvaluator().evaluate("not.on.the.server"))
        #expect(await connection.sendMetrics() != nil, "a 503 is reported")
        #expect(await connection.sendMetrics() == nil)
        let request = try #require(transport.requests.last)
        #expect(request.url.absoluteString == "http://127.0.0.1:4242/api/client/metrics")
        let body = try #require(try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
        #expect(body["appName"] as? String == "tests")
        #expect(body["instanceId"] as? String == "tests-1")
        #expect(body["connectionId"] as? String == "c-1")
        let bucket = try #require(body["bucket"] as? [String: Any])
        #expect(bucket["start"] is String && bucket["stop"] is String)
        let toggles = try #require(bucket["toggles"] as? [String: [String: Any]])
        #expect(Set(toggles.keys) == ["home.template", "beta"])
        #expect(toggles["home.template"]?["yes"] as? Int == 3)
        #expect(toggles["home.template"]?["no"] as? Int == 0)
        #expect(toggles["home.template"]?["variants"] as? [String: Int] == ["grid": 3])
        #expect(toggles["beta"]?["no"] as? Int == 1)
        #expect(toggles["beta"]?["variants"] as? [String: Int] == [:])
        #expect(await connection.sendMetrics() == nil, "nothing more to send")
        #expect(transport.requests.count == 3)
    }
}
