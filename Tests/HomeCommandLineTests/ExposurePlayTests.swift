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

    /// After a motion (a swipe, `t`), a wait reports the items of the new screen: the time
    /// of an item counts from the first still frame it is in, printed or not, as in the
    /// interactive app, where frames are drawn while something moves.
    @Test(arguments: ["swipe next", "key t", "key right"])
    func aWaitAfterAMotionReportsWhatTheNewScreenShows(motion: String) async throws {
        let (_, events) = try await play("\(motion)\nwait 3000\nframe\n")
        let afterMotion = events.drop { $0["event"] as? String != "horizontalSwipe" && $0["event"] as? String != "templateReplaced" }
        #expect(!seen(Array(afterMotion)).isEmpty, "\(events)")
        if motion != "key t" {
            #expect(afterMotion.contains { $0["event"] as? String == "itemSeen" && $0["day"] as? String == "2026-03-02" }, "\(events)")
        } else {
            #expect(afterMotion.contains { $0["event"] as? String == "itemSeen" && $0["style"] as? String == "grid" }, "\(events)")
        }
    }

    /// However a wait is split, the same events at the same times.
    @Test(arguments: ["swipe next", "key t"])
    func aSplitWaitWritesTheSameEvents(motion: String) async throws {
        func timed(_ events: [[String: Any]]) -> [String] {
            events.map { event in event.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ") }
        }
        let whole = try await play("\(motion)\nwait 3000\n").events
        let halves = try await play("\(motion)\nwait 500\nwait 2500\n").events
        let thirds = try await play("\(motion)\nwait 100\nwait 250\nwait 1000\nwait 1650\n").events
        // The timestamps too, from the start of each run.
        func relative(_ events: [[String: Any]]) -> [String] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let start = events.first.flatMap { ($0["timestamp"] as? String).flatMap(formatter.date(from:)) } ?? Date()
            return timed(events.map { event in
                var event = event
                if let stamp = (event["timestamp"] as? String).flatMap(formatter.date(from:)) {
                    event["timestamp"] = Int((stamp.timeIntervalSince(start) * 1000).rounded())
                }
                return event
            })
        }
        #expect(!seen(whole).isEmpty)
        #expect(relative(halves) == relative(whole))
        #expect(relative(thirds) == relative(whole))
    }
}
