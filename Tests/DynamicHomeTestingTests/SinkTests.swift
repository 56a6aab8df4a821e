import DynamicHome
import DynamicHomeTesting
import Foundation
import HomeTemplates
import Testing

@MainActor
@Suite("Analytics sinks")
struct SinkTests {
    @Test func theJSONLinesFileReadsBackAsTheEventsRecorded() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, sinks: [try JSONLinesSink(path: path)])
        home.advance(by: .milliseconds(1250))
        home.press(.down, .enter, .escape, .right)
        home.skipEvents()
        let recorded = home.sink.events
        home.finish()

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == recorded.count)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["event"] as? String } == [
            "launch", "templateShown", "itemSelected", "navigation", "horizontalSwipe",
        ])
        #expect(objects.map { $0["timestamp"] as? String } == [
            "2026-11-16T08:00:00.000Z", "2026-11-16T08:00:00.000Z", "2026-11-16T08:00:01.250Z",
            "2026-11-16T08:00:01.250Z", "2026-11-16T08:00:01.250Z",
        ])
        #expect(objects[0]["style"] as? String == "list")
        #expect(objects[1]["reason"] as? String == "chosen by the test")
        #expect(objects[2]["action"] as? String == "shortSelected")
        #expect(objects[2]["identifier"] as? String == "item-2")
        #expect(objects[2]["index"] as? Int == 1)
        #expect(objects[3]["destination"] as? String == "shortDetail")
        #expect(objects[4]["direction"] as? String == "next")
        #expect(objects[4]["from"] as? String == "2026-11-16")
        #expect(objects[4]["to"] as? String == "2026-11-17")
        // Every line is the event's own JSON, and nothing else is in an object.
        #expect(lines.map(String.init) == recorded.map(\.jsonLine))
        for (object, event) in zip(objects, recorded) {
            #expect(Set(object.keys) == Set(["event", "timestamp"] + event.fields.map(\.key)))
        }
    }

    @Test func aSecondRunAppendsToTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for style in [TemplateStyle.list, .grid] {
            let analytics = Analytics(sinks: [try JSONLinesSink(path: path)], delivery: .immediate) { HomeScreenHarness.defaultStartDate }
            analytics.record(.launch(style: style))
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == """
            {"event":"launch","timestamp":"2026-11-16T08:00:00.000Z","style":"list"}
            {"event":"launch","timestamp":"2026-11-16T08:00:00.000Z","style":"grid"}

            """)
    }

    @Test func aFileThatCannotBeWrittenIsRefusedWithTheReason() throws {
        let folder = "/nonexistent-folder-\(UUID().uuidString)"
        let path = folder + "/events.jsonl"
        #expect(throws: AnalyticsError.cannotOpen(path, reason: "the folder \(folder) does not exist")) {
            try JSONLinesSink(path: path)
        }
        #expect(AnalyticsError.cannotOpen(path, reason: "the folder \(folder) does not exist").description
            == "cannot write analytics to \(path): the folder \(folder) does not exist")
        let existing = FileManager.default.temporaryDirectory.path
        #expect(throws: AnalyticsError.cannotOpen(existing, reason: "it is a folder; give a file in it, e.g. \(existing)/analytics.jsonl")) {
            try JSONLinesSink(path: existing)
        }
    }

    @Test func aSinkThatThrowsIsCountedAndBreaksNothing() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, sinks: [FailingSink()])
        home.press(.enter)
        home.expectEvents([
            .launch(style: .list), .templateShown(style: .list, reason: HomeScreenHarness.defaultReason),
            .itemSelected(action: .longSelected, identifier: "item-1", index: 0, style: .list), .navigation(destination: .longDetail),
        ])
        #expect(home.frame().contains("esc back"))
        let statistics = home.analytics.statistics
        // Nothing was written: every event the sink refused is counted as not written.
        #expect(statistics.delivered == 0)
        #expect(statistics.undelivered == 4)
        #expect(statistics.failures == 4)
        #expect(statistics.lastFailure == "FailingSink: no space left on device")
        home.finish()
    }

    /// The time limits only turn a recording that blocks (for ever) into a failure; they
    /// count from the test's start, and a test on the main actor may wait long for it on
    /// a busy machine.
    @Test(.timeLimit(.minutes(10)))
    func aBlockedSinkNeverHoldsUpRecording() async throws {
        let blocked = BlockedSink()
        let analytics = Analytics(sinks: [blocked], delivery: .background(capacity: 64))
        analytics.record(.launch(style: .list))
        // The delivery thread is stuck in the sink from here on.
        try #require(await blocked.waitUntilHolding(), "the first event never reached the sink")
        for index in 0..<10_000 {
            analytics.record(.itemSelected(action: .longSelected, identifier: "item-\(index)", index: index))
        }
        // Every call returned; what did not fit the buffer was dropped and counted.
        let whileBlocked = analytics.statistics
        #expect(whileBlocked.delivered == 0)
        #expect(whileBlocked.dropped == 10_000 - 64)
        blocked.open()
        let after = analytics.flush(timeout: .seconds(120))
        #expect(after.dropped == 10_000 - 64)
        #expect(after.delivered == 1 + 64)
        #expect(after.failures == 0)
        // The sink got the first event and the buffer's 64, in order.
        #expect(blocked.events.map(\.kind) == [.launch(style: .list)] + (0..<64).map {
            .itemSelected(action: .longSelected, identifier: "item-\($0)", index: $0)
        })
    }

    @Test(.timeLimit(.minutes(10)))
    func aBlockedSinkNeverHoldsUpTheScreen() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self)
        home.skipEvents()
        let blocked = BlockedSink()
        let analytics = Analytics(sinks: [blocked], delivery: .background(capacity: 16))
        home.screen.recorder.analytics = analytics
        home.press(.enter, .escape)
        try #require(await blocked.waitUntilHolding(), "opening a detail recorded no event")
        // 500 openings and closings: 1,000 events while the sink is stuck (sixty times what
        // the buffer holds), and a frame after each.
        for _ in 0..<500 {
            home.press(.enter)
            _ = home.frame(width: 40, height: 10)
            home.press(.escape)
        }
        #expect(home.frame().contains("▸ LONG"))
        blocked.open()
        let statistics = analytics.flush(timeout: .seconds(120))
        #expect(statistics.delivered + statistics.dropped == 1_002)
        #expect((1 + 16...2 + 16).contains(statistics.delivered))
        #expect(blocked.events.count == statistics.delivered)
        home.finish()
    }
}
