import Foundation
import HTTPTestSupport
import Testing

/// `home play --analytics` with toggles from a loopback Unleash server that marks
/// `home.template` `"impressionData": true`: impression events as Unleash's SDKs shape
/// them, the same every run, and no secret in them.
@Suite("home: impression events from an Unleash server", .serialized, .enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
final class ImpressionEndToEndTests {
    static let token = "default:development.impression-s3cr3t"
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-impressions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cache"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var environment: [String: String] {
        ["UNLEASH_API_TOKEN": Self.token, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "HOME": folder.path]
    }

    static func features(impressionData: Bool) -> [UInt8] {
        Array("""
            {"version": 2, "features": [
              {"name": "home.template", "enabled": true, "impressionData": \(impressionData), "strategies": [{"name": "default"}],
               "variants": [{"name": "grid", "weight": 1000, "stickiness": "default", "weightType": "variable"}]},
              {"name": "home.crossfade.durationMs", "enabled": true, "impressionData": false, "strategies": [],
               "variants": [{"name": "250", "weight": 1000, "payload": {"type": "number", "value": "250"}}]}
            ], "segments": []}
            """.utf8)
    }

    /// Plays a script against `url`; returns what was printed and the analytics file's lines.
    func play(_ url: String, run: Int) throws -> (result: HomeBinary.Result, lines: [String]) {
        let script = folder.appendingPathComponent("script.txt")
        try Data("wait 500\nkey down\ntoggle home.deck.ahead=3\nframe\n".utf8).write(to: script)
        let analytics = folder.appendingPathComponent("events-\(run).jsonl")
        let result = try HomeBinary.run(
            ["play", script.path, "--toggles", url, "--analytics", analytics.path, "--width", "80", "--height", "12",
             "--user", "u-42", "--context", #"{"properties": {"plan": "family"}}"#],
            environment: environment)
        let text = (try? String(contentsOf: analytics, encoding: .utf8)) ?? ""
        return (result, text.split(separator: "\n").map(String.init))
    }

    /// A line without its timestamp, which follows the wall clock at start.
    static func untimed(_ line: String) -> String {
        line.replacingOccurrences(of: #""timestamp":"[^"]*","#, with: "", options: .regularExpression)
    }

    @Test func aMarkedToggleFromTheServerWritesImpressionsWithNoSecret() throws {
        let server = try UnleashTestServer(features: Self.features(impressionData: true), token: Self.token, folder: folder.appendingPathComponent("server"))
        let url = "http://reader:secretpw@127.0.0.1:\(server.port)/api"
        let first = try play(url, run: 1)
        #expect(first.result.status == 0, "\(first.result.error)")
        let impressions = first.lines.filter { $0.contains(#""event":"impression""#) }.map(Self.untimed)
        let expected = #"{"event":"impression","eventType":"getVariant","featureName":"home.template","enabled":true,"variant":"grid","#
            + #""context":{"userId":"u-42","properties":{"plan":"family"}}}"#
        // At start, and again when the script's toggle step asks the questions again.
        #expect(impressions == [expected, expected], "\(first.lines.joined(separator: "\n"))")
        #expect(first.lines.contains { $0.contains(#""event":"launch""#) })
        for secret in [Self.token, "impression-s3cr3t", "secretpw", "reader", "authorization", "Authorization"] {
            #expect(!first.lines.joined().contains(secret), "\(secret)")
        }
        let second = try play(url, run: 2)
        #expect(second.lines.map(Self.untimed) == first.lines.map(Self.untimed))
    }

    @Test func withoutTheFlagTheServersTogglesWriteNone() throws {
        let server = try UnleashTestServer(features: Self.features(impressionData: false), token: Self.token, folder: folder.appendingPathComponent("server"))
        let run = try play(server.apiURL, run: 1)
        #expect(run.result.status == 0, "\(run.result.error)")
        #expect(run.lines.contains { $0.contains(#""event":"launch""#) })
        #expect(!run.lines.contains { $0.contains(#""event":"impression""#) }, "\(run.lines.joined(separator: "\n"))")
    }
}
