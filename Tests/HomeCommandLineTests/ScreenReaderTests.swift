import DynamicHome
import Foundation
import Testing

/// `--screen-reader`: the screen said in lines of words, one per change a person should
/// hear, and never an escape code.
@MainActor
@Suite("The screen reader's lines", .serialized)
struct ScreenReaderTests {
    static let composite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Composite").path

    func script(_ text: String) throws -> String {
        let file = temporaryFolder().appendingPathComponent("s.txt")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func aPlayedScriptSaysTheHighlightedItemTheNewTemplateAndTheNewDayWithoutAnEscapeByte() async throws {
        let path = try script("key down\nkey down\nkey t\nswipe next\n")
        // Colour asked for, in a terminal that has it: still no escape code.
        let result = await home(
            ["play", path, "--screen-reader", "--content", fixtureContent, "--color", "always"],
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], terminal: (80, 24))
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.lines == [
            "Sunday 1 March 2026, 5 items.",
            "Showing list.",
            "Item 1 of 5: World News 24/7 — live. Live stream.",
            "Item 2 of 5: 北京今冬首场降雪或于本周末到来. Short, 1 min.",
            "Item 3 of 5: Cafe\u{301} culture: Lisbon's pastelarias 👋🏽. Long read, 9 min.",
            "Showing grid.",
            "Monday 2 March 2026, 3 items.",
            "Item 1 of 3: World News 24/7 — live. Live stream.",
        ])
    }

    @Test func inSectionsTheSectionIsSaidAndAFrameStepSaysWhereTheFocusIs() async throws {
        let path = try script("key tab\nkey right\nframe\n")
        let result = await home(["play", path, "--screen-reader", "--content", Self.composite])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == [
            "Sunday 1 March 2026, 4 sections, 16 items.",
            "Showing list.",
            "Top story, section 1 of 4. Item 1 of 3: Arctic winter: the last boat out. Long read, 22 min.",
            "Live now, section 2 of 4. Item 1 of 5: World News 24/7. Live stream.",
            "Item 2 of 5: Lo-fi beats to study to. Live stream.",
            // The frame step: where the person is.
            "Sunday 1 March 2026, 4 sections, 16 items.",
            "Showing list.",
            "Live now, section 2 of 4. Item 2 of 5: Lo-fi beats to study to. Live stream.",
        ])
    }

    @Test func renderSaysTheDayEachSectionWithItsTemplateAndItemsAndTheFocus() async {
        let result = await home(["render", "--screen-reader", "--content", Self.composite])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.lines
        #expect(Array(lines.prefix(4)) == [
            "Sunday 1 March 2026, 4 sections, 16 items.",
            "Showing list.",
            "Section 1 of 4: Top story, hero, 3 items.",
            "Item 1 of 3: Arctic winter: the last boat out. Long read, 22 min.",
        ])
        #expect(lines.contains("Section 2 of 4: Live now, shelves, 5 items."))
        #expect(lines.contains("Section 3 of 4: Picks, grid, 4 items."))
        #expect(lines.contains("Section 4 of 4: News, list, 4 items."))
        // The day, the template, four sections, sixteen items and the focus.
        let count = 23
        #expect(lines.count == count)
        #expect(lines.last == "Focus: Top story, section 1 of 4. Item 1 of 3: Arctic winter: the last boat out. Long read, 22 min.")
    }

    @Test func theToggleTurnsItOnAsTheOptionDoes() async {
        let toggled = await home(["render", "--toggle", "home.screen-reader=true", "--content", fixtureContent])
        let option = await home(["render", "--screen-reader", "--content", fixtureContent])
        #expect(toggled.status == 0, "\(toggled.error)")
        #expect(toggled.output == option.output)
        #expect(toggled.lines.first == "Sunday 1 March 2026, 5 items.")
        let off = await home(["render", "--toggle", "home.screen-reader=false", "--content", fixtureContent, "--width", "40", "--height", "6"])
        #expect(off.lines.count == 6, "without it, a frame")
    }

    @Test func aRecordingOfFramesIsRefusedSinceNoneIsDrawn() async throws {
        let path = try script("key down\n")
        let cast = temporaryFolder().appendingPathComponent("s.cast").path
        let result = await home(["play", path, "--screen-reader", "--cast", cast, "--content", fixtureContent])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix(
            "home: --cast records frames, and the screen reader (--screen-reader, or the toggle home.screen-reader) prints lines of words instead"))
        #expect(!FileManager.default.fileExists(atPath: cast))
    }

    @Test func controlCharactersOfTheContentAreSaidEscapedOnOneLine() async throws {
        let folder = temporaryFolder()
        try Data(#"[{"identifier": "x", "title": "Red \u001b[31malert\u001b[0m\nnow", "kind": "short", "byline": "\u202eevil"}]"#.utf8)
            .write(to: folder.appendingPathComponent("2026-05-01.json"))
        let result = await home(["play", try script("key enter\n"), "--screen-reader", "--content", folder.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.lines.contains("Item 1 of 1: Red \\u001B[31malert\\u001B[0m now. Short."))
        #expect(result.lines.contains("By \\u202Eevil."))
    }

    /// A template that is data says what its entry draws: the `NEW` badge and the price
    /// field after the item line, neither the title nor the rule again.
    @Test func aDataTemplateSaysItsBadgeAndItsFieldAsItDrawsThem() async throws {
        let folder = temporaryFolder()
        let templates = folder.appendingPathComponent("templates"), days = folder.appendingPathComponent("days")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: days, withIntermediateDirectories: true)
        try Data(#"""
            {"template": "shop", "version": 1, "entry": {"height": 2},
             "draw": {"column": [
               {"row": [
                 {"text": "${title}", "style": "title", "width": "fill"},
                 {"when": "fields.new", "then": {"badge": "NEW", "width": 4}},
                 {"text": "${fields.price}", "align": "right", "width": 7}
               ]},
               {"rule": "─"}
             ]}}
            """#.utf8).write(to: templates.appendingPathComponent("shop.json"))
        try Data(#"""
            [{"identifier": "a", "title": "News2 item number 0", "kind": "short", "minutes": 3, "fields": {"price": "£1.99", "new": true}},
             {"identifier": "b", "title": "Tea", "kind": "long", "fields": {"price": "£0.80"}}]
            """#.utf8).write(to: days.appendingPathComponent("2026-05-01.json"))
        let result = await home(["render", "--screen-reader", "--templates", templates.path, "--content", days.path, "--template", "shop"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == [
            "Friday 1 May 2026, 2 items.",
            "Showing shop.",
            "Item 1 of 2: News2 item number 0. Short, 3 min. NEW. £1.99.",
            "Item 2 of 2: Tea. Long read. £0.80.",
            "Focus: Item 1 of 2: News2 item number 0. Short, 3 min. NEW. £1.99.",
        ])
    }
}
