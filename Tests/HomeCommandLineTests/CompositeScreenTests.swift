import DynamicHome
import Foundation
import Testing

/// A day in sections on the command line: each section drawn by the template its toggle,
/// its content or the screen chooses, one focus across them, replacements of one region.
@MainActor
@Suite("Screens made of sections")
struct CompositeScreenTests {
    /// Four sections: hero, shelves, grid and the screen's template (list); the second day
    /// names a style no template has.
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Composite").path

    static let titles = [
        "Arctic winter: the last boat out", "Inside the battery race", "The great vanilla heist",
        "World News 24/7", "Lo-fi beats to study to", "Late-night jazz radio", "Matchday live", "Leonids sky-cam",
        "Roast potatoes, settled", "Weekend markets boom", "Cold snap on Wednesday", "Forty years of synths",
        "Climate talks enter week two", "Rail strike called off", "New bridge opens to cyclists", "Museum lets you touch everything",
    ]

    func play(_ script: String, _ options: [String] = [], width: Int = 100, height: Int = 40) async throws -> CommandResult {
        let file = temporaryFolder().appendingPathComponent("s.txt")
        try Data(script.utf8).write(to: file)
        return await home(
            ["play", file.path, "--content", Self.content, "--toggles", repositoryToggles, "--width", "\(width)", "--height", "\(height)"]
                + options)
    }

    @Test func eachSectionIsDrawnInItsStyleUnderItsTitle() async {
        let result = await home("render", "--content", Self.content, "--toggles", repositoryToggles, "--width", "100", "--height", "40")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.lines
        #expect(lines.count == 40)
        let text = lines.joined(separator: "\n")
        func row(of title: String) -> Int? { lines.firstIndex { $0.contains(title) } }
        // Titles in order, each over its region.
        let headers = ["Top story ─", "Live now ─", "Picks ─", "News ─"].map { header in lines.firstIndex { $0.hasPrefix(header) } }
        #expect(headers.allSatisfy { $0 != nil } && headers.map { $0 ?? 0 } == headers.map { $0 ?? 0 }.sorted(), "\(text)")
        // The hero: a heavy box; the rail and the grid: cards; the grid puts two titles on a row.
        #expect(lines[(headers[0] ?? 0) + 1].hasPrefix("┏━"), "\(text)")
        #expect(lines[(headers[1] ?? 0) + 1].hasPrefix("╭─"), "\(text)")
        #expect(lines.contains { $0.contains("Weekend markets boom") && $0.contains("Roast potatoes") }, "\(text)")
        // The list: one title a row, in order.
        let news = ["Climate talks enter week two", "Rail strike called off", "New bridge opens to cyclists", "Museum lets you touch everything"]
        let newsRows = news.compactMap(row(of:))
        #expect(newsRows.count == 4 && newsRows == newsRows.sorted() && Set(newsRows).count == 4, "\(text)")
        // No title of the day is drawn twice.
        for title in Self.titles {
            #expect(text.components(separatedBy: title).count <= 2, "\(title) is drawn twice:\n\(text)")
        }
    }

    @Test func downEntersEverySectionInOrderWithTheHighlightOnScreen() async throws {
        let script = String(repeating: "key down\nframe\n", count: 14)
        let result = try await play(script, ["--analytics", "/dev/null"], height: 24)
        #expect(result.status == 0, "\(result.error)")
        let frames = frames(result.output, height: 24)
        #expect(frames.count == 14)
        // The highlighted entry: the hero's box is always shown; a card's heavy border, or a list's ▸.
        var sectionsSeen: [String] = []
        for frame in frames {
            let focused: String?
            if frame.contains(where: { $0.hasPrefix("▸ ") }) {
                focused = "news"
            } else if let card = frame.firstIndex(where: { $0.contains("┏━━") && !$0.hasPrefix("┏━ ") }) {
                focused = frame[..<card].last { $0.hasPrefix("Live now ─") || $0.hasPrefix("Picks ─") }.map { $0.hasPrefix("Live") ? "live" : "picks" }
            } else {
                focused = frame.contains { $0.contains("●") } ? "top" : nil
            }
            #expect(focused != nil, "no highlighted entry on screen:\n\(frame.joined(separator: "\n"))")
            if let focused, sectionsSeen.last != focused { sectionsSeen.append(focused) }
        }
        #expect(sectionsSeen == ["live", "picks", "news"], "\(sectionsSeen)")
    }

    @Test func aSectionToggleCrossFadesThatRegionOnly() async throws {
        let script = "frame\ntoggle home.section.news.template=grid\nframe\n" + String(repeating: "wait 50\nframe\n", count: 10)
        let result = try await play(script, ["--template", "list", "--toggle", "home.crossfade.durationMs=400"])
        #expect(result.status == 0, "\(result.error)")
        let frames = frames(result.output, height: 40)
        let first = try #require(frames.first)
        let last = try #require(frames.last)
        let changed = Set(frames.flatMap { frame in frame.indices.filter { frame[$0] != first[$0] } })
        #expect(!changed.isEmpty)
        let header = try #require(first.firstIndex { $0.hasPrefix("News ─") })
        // Every row that changed is in the news region, below its title.
        #expect(changed.allSatisfy { $0 > header && $0 < 39 }, "\(changed.sorted())")
        #expect(last.contains { $0.contains("╭──") && $0.contains("╮ ╭") } && last[header + 1].hasPrefix("╭"), "\(last.joined(separator: "\n"))")
    }

    @Test func aStyleNoTemplateHasIsAWarningWithItsPlace() async {
        let result = await home("render", "--content", Self.content, "--day", "2026-03-02", "--width", "100", "--height", "40")
        #expect(result.status == 0)
        #expect(result.error.contains(
            "Fixtures/Composite/2026-03-02.json:35:16: warning: section 'live' names template style 'carousle', which no template has; drawing it with the screen's template, 'list'"),
            "\(result.error)")
        #expect(result.output.contains("Live now ─") && result.output.contains("World News 24/7"))
    }

    @Test func selectingAnItemSaysItsSectionIndexAndStyle() async throws {
        let analytics = temporaryFolder().appendingPathComponent("events.jsonl")
        // Down from the hero to the rail, to the grid; right to its second card; open it.
        let result = try await play("key down\nkey down\nkey right\nkey enter\n", ["--analytics", analytics.path])
        #expect(result.status == 0, "\(result.error)")
        let events = try String(contentsOf: analytics, encoding: .utf8)
        #expect(events.contains(#""event":"itemSelected""#) && events.contains(
            #""action":"shortSelected","identifier":"pick-2","index":1,"section":"picks","style":"grid""#), "\(events)")
    }

    @Test func validateAcceptsSectionTogglesThatNameRegisteredStylesAndRefusesOthers() async throws {
        let file = temporaryFolder().appendingPathComponent("FeatureToggles.json")
        try Data("""
            {"version": 1, "toggles": {
              "home.section.live.template": {"category": "experiment", "variants": [{"name": "grid", "weight": 50}, {"name": "shelves", "weight": 50}]},
              "home.section.news.template": {"category": "experiment", "value": "carousel"}
            }}
            """.utf8).write(to: file)
        let result = await home("toggles", "validate", file.path)
        #expect(result.status == 1)
        #expect(result.output.contains(
            "\(file.path):3:69: error: the variant \"carousel\" of \"home.section.news.template\" names no registered template style"),
            "\(result.output)")
        #expect(!result.output.contains("home.section.live.template"), "\(result.output)")
    }

    @Test func templatesSaysWhichSectionGotWhichStyleAndWhy() async {
        let result = await home(
            "templates", "--content", Self.content, "--toggles", repositoryToggles, "--toggle", "home.section.news.template=grid")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "\(result.error)")
        let rows = result.lines.drop { !$0.hasPrefix("Sections of") }
        #expect(rows.contains { $0.contains("top") && $0.contains("hero") && $0.contains("the content") }, "\(result.output)")
        #expect(rows.contains { $0.contains("news") && $0.contains("grid") && $0.contains("its toggle, home.section.news.template: STATIC (command line)") },
                "\(result.output)")
    }

    @Test func aChangedFieldIsAnUpdate() async throws {
        let (old, new) = try files(
            #"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"price": "£1"}}]"#,
            #"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"price": "£2"}}]"#)
        let result = await home("diff", old, new)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("update"), "\(result.output)")
    }
}
