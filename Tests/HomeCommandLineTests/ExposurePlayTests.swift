import Foundation
import Testing

/// `home play` and what people saw: `wait` moves the injected clock, so the same script
/// writes the same `itemSeen` events every run.
@MainActor
@Suite("home play: items seen", .serialized)
struct ExposurePlayTests {
    /// The list at 60x8: a body of six rows, three entries of two rows.
    func play(_ script: String, _ options: [String] = []) async throws -> (result: CommandResult, events: [[String: Any]]) {
        let folder = temporaryFolder()
        let analytics = folder.appendingPathComponent("events.jsonl")
        let file = folder.appendingPathComponent("s.txt")
        try Data(script.utf8).write(to: file)
        let result = await home(
            ["play", file.path, "--content", fixtureContent, "--template", "list", "--width", "60", "--height", "8",
             "--analytics", analytics.path] + options)
        #expect(result.status == 0, "\(result.error)")
        let lines = try String(contentsOf: analytics, encoding: .utf8).split(separator: "\n")
        let events = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        return (result, events)
    }

    func seen(_ events: [[String: Any]]) -> [String] {
        events.filter { $0["event"] as? String == "itemSeen" }.compactMap { $0["identifier"] as? String }
    }

    @Test func itemsHeldOnScreenForASecondAreSeenOnceAndOthersNot() async throws {
        let script = """
            wait 1500
            frame
            key down
            key down
            key down
            key down
            wait 1500
            frame
            resize 60x12
            content \(fixtureContent)/2026-03-01.json
            wait 1500
            """
        let (result, events) = try await play(script)
        let identifiers = seen(events)
        #expect(Set(identifiers).count == identifiers.count, "seen twice: \(identifiers)")
        // Every item whose title was on a printed frame is seen; the first screen's first.
        let frames = frames(result.output, height: 8)
        let items = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixtureContent + "/2026-03-01.json"))) as? [[String: Any]] ?? []
        let shown = items.filter { item in frames.contains { frame in frame.contains { $0.contains(String((item["title"] as? String ?? "?").prefix(12))) } } }
        #expect(Set(identifiers) == Set(shown.compactMap { $0["identifier"] as? String }), "\(identifiers)")
        #expect(identifiers.first == items.first?["identifier"] as? String)
        #expect(events.allSatisfy { $0["event"] as? String != "itemSeen" || ($0["style"] as? String == "list" && $0["day"] as? String == "2026-03-01") })
    }

    @Test func theSameScriptWritesTheSameEvents() async throws {
        let script = "wait 1200\nkey down\nkey down\nkey down\nwait 1200\nkey up\nwait 1200\n"
        func text(_ event: [String: Any]) -> String {
            event.filter { $0.key != "timestamp" }.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        }
        let first = try await play(script).events.map(text)
        let second = try await play(script).events.map(text)
        #expect(first == second)
        #expect(first.contains { $0.contains("itemSeen") })
    }

    @Test func theThresholdsComeFromTheToggles() async throws {
        let quick = try await play("wait 1500\n")
        #expect(!seen(quick.events).isEmpty)
        let slow = try await play("wait 1500\n", ["--toggle", "home.exposure.ms=3000"])
        #expect(seen(slow.events).isEmpty, "\(slow.events)")
        let later = try await play("wait 1500\nwait 1500\n", ["--toggle", "home.exposure.ms=3000"])
        #expect(seen(later.events) == seen(quick.events))
    }
}
