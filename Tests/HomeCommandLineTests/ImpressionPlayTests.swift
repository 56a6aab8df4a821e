import Foundation
import Testing

/// `home play --analytics` with a toggle marked `"impressionData": true`: an `impression`
/// event for each evaluation the screen makes, in the native and the Unleash format; none
/// without the flag; the same events every run.
@MainActor
@Suite("home play: impression events", .serialized)
struct ImpressionPlayTests {
    nonisolated static let native = #"""
        {"version": 1, "toggles": {
          "home.template": {"impressionData": true, "variants": [{"name": "grid"}]},
          "home.crossfade.fps": {"impressionData": true, "value": 24},
          "home.analytics": {"impressionData": true, "enabled": true}
        }}
        """#
    nonisolated static let unleash = #"""
        {"version": 2, "features": [
          {"name": "home.template", "enabled": true, "impressionData": true, "strategies": [{"name": "default"}],
           "variants": [{"name": "grid", "weight": 1000, "stickiness": "default", "weightType": "variable"}]},
          {"name": "home.crossfade.fps", "enabled": true, "impressionData": true, "strategies": [],
           "variants": [{"name": "24", "weight": 1000, "payload": {"type": "number", "value": "24"}}]},
          {"name": "home.analytics", "enabled": true, "impressionData": true, "strategies": []}
        ]}
        """#

    /// Plays `script` over the toggles `text`; returns the events written, without their timestamps.
    func play(_ script: String, toggles text: String, _ options: [String] = []) async throws -> [[String: Any]] {
        let folder = temporaryFolder()
        let toggles = folder.appendingPathComponent("FeatureToggles.json")
        try Data(text.utf8).write(to: toggles)
        let analytics = folder.appendingPathComponent("events.jsonl")
        let file = folder.appendingPathComponent("s.txt")
        try Data(script.utf8).write(to: file)
        let result = await home(
            ["play", file.path, "--toggles", toggles.path, "--analytics", analytics.path, "--content", fixtureContent,
             "--width", "60", "--height", "8"] + options)
        #expect(result.status == 0, "\(result.error)")
        let lines = try String(contentsOf: analytics, encoding: .utf8).split(separator: "\n")
        return try lines.map {
            var event = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            event["timestamp"] = nil
            return event
        }
    }

    func impressions(_ events: [[String: Any]]) -> [String] {
        events.filter { $0["event"] as? String == "impression" }.map { event in
            let context = (try? JSONSerialization.data(withJSONObject: event["context"] ?? [:], options: .sortedKeys)).map { String(decoding: $0, as: UTF8.self) }
            return ["eventType", "featureName", "enabled", "variant"].map { "\(event[$0] ?? "-")" }.joined(separator: " ") + " " + (context ?? "?")
        }
    }

    @Test(arguments: [native, unleash])
    func aMarkedToggleWritesAnImpressionForEachEvaluation(toggles: String) async throws {
        let events = try await play("wait 100\ntoggle home.deck.ahead=3\n", toggles: toggles)
        // At start: the template, the frame rate, then home.analytics (asked once, as the file opens);
        // the script's toggle step asks the screen's questions again.
        #expect(impressions(events) == [
            #"getVariant home.template 1 grid {"sessionId":"local"}"#,
            #"getVariant home.crossfade.fps 1 24 {"sessionId":"local"}"#,
            #"isEnabled home.analytics 1 - {"sessionId":"local"}"#,
            #"getVariant home.template 1 grid {"sessionId":"local"}"#,
            #"getVariant home.crossfade.fps 1 24 {"sessionId":"local"}"#,
        ])
        let first = try #require(events.first { $0["event"] as? String == "impression" })
        #expect(first["enabled"] as? Bool == true)
        #expect(Set(first.keys) == ["event", "eventType", "featureName", "enabled", "variant", "context"])
        // Impressions come before the launch they led to.
        #expect(events.firstIndex { $0["event"] as? String == "impression" }! < events.firstIndex { $0["event"] as? String == "launch" }!)
    }

    @Test(arguments: [
        native.replacingOccurrences(of: #""impressionData": true, "#, with: ""),
        unleash.replacingOccurrences(of: #""impressionData": true"#, with: #""impressionData": false"#),
    ])
    func withoutTheFlagThereIsNone(toggles: String) async throws {
        let events = try await play("wait 100\ntoggle home.deck.ahead=3\n", toggles: toggles)
        #expect(events.contains { $0["event"] as? String == "launch" })
        #expect(impressions(events).isEmpty, "\(events)")
    }

    @Test func theContextIsTheUsersAndTheSameScriptWritesTheSameEvents() async throws {
        let options = ["--user", "u-7", "--context", #"{"properties": {"country": "no"}, "appName": "home-test"}"#]
        let first = try await play("wait 500\nkey down\n", toggles: Self.native, options)
        #expect(impressions(first).first == #"getVariant home.template 1 grid {"appName":"home-test","properties":{"country":"no"},"userId":"u-7"}"#)
        let second = try await play("wait 500\nkey down\n", toggles: Self.native, options)
        #expect(first.map { NSDictionary(dictionary: $0) } == second.map { NSDictionary(dictionary: $0) })
    }

    @Test func analyticsSwitchedOffWritesNothingAtAll() async throws {
        let off = Self.native.replacingOccurrences(of: #""home.analytics": {"impressionData": true, "enabled": true}"#, with: #""home.analytics": {"impressionData": true, "enabled": false}"#)
        let folder = temporaryFolder()
        let toggles = folder.appendingPathComponent("FeatureToggles.json")
        try Data(off.utf8).write(to: toggles)
        let analytics = folder.appendingPathComponent("events.jsonl")
        let result = await home(["render", "--toggles", toggles.path, "--analytics", analytics.path, "--content", fixtureContent])
        #expect(result.status == 0, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: analytics.path))
    }
}
