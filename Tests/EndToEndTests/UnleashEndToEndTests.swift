import Foundation
import HTTPTestSupport
import Testing
import TestThreads

/// `home --toggles URL` against a loopback Unleash server, as a person runs it.
@Suite("home and an Unleash server", .serialized, .threadOfItsOwn, .enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
final class UnleashEndToEndTests {
    static let token = "default:development.e2e"
    let folder: URL
    /// The cache folder: the backup goes here, never in the real ~/.cache.
    let cache: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-unleash-\(UUID().uuidString)")
        cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var environment: [String: String] { ["UNLEASH_API_TOKEN": Self.token, "XDG_CACHE_HOME": cache.path, "HOME": folder.path] }

    @Test func explainShowsTheServersVariantAndFlagNotFound() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "grid"), token: Self.token, folder: folder.appendingPathComponent("server"))
        let result = try HomeBinary.run(
            ["toggles", "explain", "--json", "--toggles", server.apiURL, "home.template", "no.such.toggle"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect((objects[0]["variant"] as? [String: Any])?["name"] as? String == "grid")
        #expect(objects[0]["layer"] as? String == "server")
        #expect(objects[1]["errorCode"] as? String == "FLAG_NOT_FOUND")
        let headers = try #require(server.requests(to: "features").first?["headers"] as? [String: String])
        #expect(headers["authorization"] == Self.token)
        #expect(headers["unleash-appname"] == "dynamic-home")
        #expect(server.requests(to: "register").isEmpty, "a printed command only fetches")
    }

    @Test func withTheServerGoneRenderUsesTheBackupAndSaysSo() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "grid"), token: Self.token, folder: folder.appendingPathComponent("server"))
        let arguments = ["render", "--toggles", server.apiURL, "--width", "80", "--height", "12"]
        let first = try HomeBinary.run(arguments, environment: environment)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("grid · picked by the Unleash server"), "\(first.output)")
        server.stop()
        let second = try HomeBinary.run(arguments, environment: environment)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.contains("grid · picked by the Unleash server"), "\(second.output)")
        #expect(second.error.hasPrefix("home: warning: cannot reach \(server.apiURL)/client/features: "), "\(second.error)")
        #expect(second.error.contains("; using the backup saved "))
        #expect(second.error.contains(" at \(cache.path)/dynamic-home/unleash-dynamic-home-127.0.0.1_\(server.port)_api-"))
    }

    @Test func aRejectedTokenIsAnError() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "grid"), token: Self.token, folder: folder.appendingPathComponent("server"))
        var environment = environment
        environment["UNLEASH_API_TOKEN"] = "wrong"
        let result = try HomeBinary.run(["render", "--toggles", server.apiURL], environment: environment)
        #expect(result.status == 1)
        #expect(result.error == "home: \(server.apiURL)/client/features answered 401 Unauthorized: the server rejected the token (set UNLEASH_API_TOKEN to a client token of this server)\n")
        #expect(result.output.isEmpty)
    }

    @Test func unleashOptionsNeedAServer() throws {
        let result = try HomeBinary.run(["render", "--toggles-refresh", "5"], environment: environment)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("home: --toggles-refresh applies to an Unleash server given with --toggles URL"), "\(result.error)")
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    func aRunningHomeCrossFadesWhenTheServerChangesAndReportsMetrics() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "list"), token: Self.token, folder: folder.appendingPathComponent("server"))
        let tmux = try Tmux(width: 100, height: 30, folder: folder)
        try tmux.type("UNLEASH_API_TOKEN='\(Self.token)' XDG_CACHE_HOME='\(cache.path)' '\(HomeBinary.url.path)' --toggles \(server.apiURL) --toggles-refresh 1 --metrics-interval 1; echo \"EXIT $?\"")
        let list = try tmux.waitFor { $0.contains("list · picked by the Unleash server") }
        #expect(list.contains("list · picked by the Unleash server"), "\(list)")
        try server.setFeatures(UnleashTestServer.features(template: "grid"))
        let grid = try tmux.waitFor { $0.contains("┏━━") && $0.contains("grid · ") }
        #expect(grid.contains("┏━━"), "\(grid)")
        #expect(grid.contains("toggles reloaded: home.template") || grid.contains("grid · picked by the Unleash server"), "\(grid)")
        // Wait for a poll answered 304 after the change, then quit: metrics are sent as it ends.
        waitUntil { server.requests(to: "features").filter({ $0["status"] as? Int == 304 }).count >= 2 }
        try tmux.press("q")
        let ended = try tmux.waitFor { $0.contains("EXIT 0") }
        #expect(ended.contains("EXIT 0"), "\(ended)")
        let statuses = server.requests(to: "features").map { $0["status"] as? Int }
        #expect(statuses.filter { $0 == 304 }.count >= 2, "\(statuses)")
        #expect(statuses.filter { $0 == 200 }.count == 2, "the start and the change: \(statuses)")
        let conditional = server.requests(to: "features").dropFirst().allSatisfy { ($0["headers"] as? [String: String])?["if-none-match"] != nil }
        #expect(conditional)
        #expect(server.requests(to: "register").map { $0["status"] as? Int } == [202])
        let counted = server.requests(to: "metrics").compactMap { request -> Int? in
            guard request["status"] as? Int == 202 else { return nil }
            let bucket = (request["body"] as? [String: Any])?["bucket"] as? [String: Any]
            return ((bucket?["toggles"] as? [String: Any])?["home.template"] as? [String: Any])?["yes"] as? Int
        }
        #expect(counted.reduce(0, +) >= 2, "home.template was evaluated at start and on the change: \(counted)")
    }

    // MARK: Hostile inputs

    @Test func aPasswordInTheURLIsPrintedNowhereAndNamesNoBackup() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "grid"), token: Self.token, folder: folder.appendingPathComponent("server"))
        let url = "http://reader:secretpw@127.0.0.1:\(server.port)/api"
        let arguments = ["render", "--toggles", url, "--width", "80", "--height", "12"]
        let first = try HomeBinary.run(arguments, environment: environment)
        #expect(first.status == 0, "\(first.error)")
        let backups = try FileManager.default.contentsOfDirectory(atPath: cache.path + "/dynamic-home")
        #expect(backups.count == 1)
        #expect(backups.allSatisfy { !$0.contains("reader") && !$0.contains("secretpw") }, "\(backups)")
        server.stop()
        let second = try HomeBinary.run(arguments, environment: environment)
        #expect(second.error.hasPrefix("home: warning: cannot reach http://reader:***@127.0.0.1:\(server.port)/api/client/features: "), "\(second.error)")
        #expect(second.error.contains("; using the backup saved "))
        for text in [first.output, first.error, second.output, second.error] {
            #expect(!text.contains("secretpw"))
        }
    }

    @Test func theTokenIsPrintedNowhere() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "grid"), token: Self.token, folder: folder.appendingPathComponent("server"))
        let secret = "s3cr3t-t0ken-value"
        var runs: [HomeBinary.Result] = []
        for token in [Self.token + secret, secret] {
            var environment = environment
            environment["UNLEASH_API_TOKEN"] = token
            runs.append(try HomeBinary.run(["toggles", "explain", "--toggles", server.apiURL, "home.template"], environment: environment))
            runs.append(try HomeBinary.run(["toggles", "explain", "--json", "--toggles", server.apiURL], environment: environment))
            runs.append(try HomeBinary.run(["render", "--toggles", server.apiURL], environment: environment))
        }
        #expect(runs.map(\.status) == [1, 1, 1, 1, 1, 1], "a wrong token is refused: \(runs.map(\.error))")
        server.stop()
        var environment = environment
        environment["UNLEASH_API_TOKEN"] = secret
        runs.append(try HomeBinary.run(["render", "--toggles", server.apiURL], environment: environment))
        environment["UNLEASH_API_TOKEN"] = secret + "\r\nX-Injected: 1"
        let injected = try HomeBinary.run(["render", "--toggles", server.apiURL], environment: environment)
        #expect(injected.status == 1)
        #expect(injected.error == "home: UNLEASH_API_TOKEN cannot be sent: the token holds a line break or another control character, which a header cannot carry; set it to the client token alone\n")
        for run in runs + [injected] {
            #expect(!(run.output + run.error).contains(secret), "\(run.error)")
        }
    }

    @Test func withoutACacheFolderAGoodAnswerSaysOnceThatNoBackupIsKept() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "grid"), token: Self.token, folder: folder.appendingPathComponent("server"))
        let result = try HomeBinary.run(["render", "--toggles", server.apiURL, "--width", "80", "--height", "12"], environment: ["UNLEASH_API_TOKEN": Self.token])
        #expect(result.status == 0, "\(result.error)")
        let warning = "home: warning: neither XDG_CACHE_HOME nor HOME names an absolute folder, so no backup of the toggles is kept; set XDG_CACHE_HOME or HOME to keep one for when the server cannot be reached\n"
        #expect(result.error == warning)
    }

    @Test func aFiftyThousandCharacterURLIsQuotedInEightyColumns() throws {
        let path = String(repeating: "a", count: 50_000)
        let toggles = try HomeBinary.run(["render", "--toggles", "http://127.0.0.1:1/\(path)"], environment: environment)
        #expect(toggles.error.hasPrefix("home: warning: cannot reach http://127.0.0.1:1/aaaa"), "\(toggles.error.prefix(200))")
        #expect(toggles.error.contains("a…/client/features") == false, "the URL is cut once, with its endpoint")
        #expect(toggles.error.count < 500, "\(toggles.error.count) characters")
        let usage = try HomeBinary.run(["render", "--toggles", "http://user:pw@127.0.0.1:1/\(path)?query"], environment: environment)
        #expect(usage.status == 2)
        #expect(usage.error.hasPrefix("home: --toggles http://user:***@127.0.0.1:1/aaaa"), "\(usage.error.prefix(200))")
        #expect(usage.error.count < 300, "\(usage.error.count) characters")
        let content = try HomeBinary.run(["render", "--content", "http://127.0.0.1:1/\(path)/{day}.json", "--day", "2026-03-01"], environment: environment)
        #expect(content.status == 1)
        #expect(content.error.count < 500, "\(content.error.count) characters")
    }

    @Test func anAnswerThatNeverEndsIsGivenUpAtTheDeadline() throws {
        // Never silent for the 5 s limit, and without end: a byte every 100 ms.
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        let server = try TestHTTPServer { _ in .endless(prefix: head, piece: "1\r\n \r\n", interval: .milliseconds(100)) }
        defer { server.stop() }
        let result = try HomeBinary.run(["render", "--toggles", server.origin + "/api", "--width", "80", "--height", "12"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.hasPrefix("home: warning: cannot reach \(server.origin)/api/client/features: no complete answer within 10 s, the most a request may take in all ("), "\(result.error)")
        #expect(result.output.contains("list · the built-in default"), "\(result.output)")
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    func quittingWhileTheMetricsHangSendsThemForAtMostASecond() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "list"), token: Self.token, folder: folder.appendingPathComponent("server"))
        try server.setControl(delay: ["metrics": 60])
        let tmux = try Tmux(width: 100, height: 30, folder: folder)
        try tmux.type("UNLEASH_API_TOKEN='\(Self.token)' XDG_CACHE_HOME='\(cache.path)' '\(HomeBinary.url.path)' --toggles \(server.apiURL) --metrics-interval 3600; echo \"EXIT $?\"")
        let list = try tmux.waitFor { $0.contains("list · picked by the Unleash server") }
        #expect(list.contains("list · picked by the Unleash server"), "\(list)")
        try tmux.press("q")
        let ended = try tmux.waitFor { $0.contains("EXIT 0") }
        #expect(ended.contains("EXIT 0"), "\(ended)")
        // The pane wraps the line: compare without spaces and line breaks.
        let said = ended.filter { !$0.isWhitespace }
        let expected = "home: warning: unleash metrics: cannot reach \(server.apiURL)/client/metrics: no complete answer within 1 s, the most a request may take in all"
        #expect(said.contains(expected.filter { !$0.isWhitespace }), "\(ended)")
    }
}
