import Foundation
import Testing

/// `home card`, `home card validate`, and a day of cards on the screen (Examples/Cards).
@MainActor
@Suite("Cards on the command line")
struct CardCommandTests {
    static let cards = packageRoot + "/Examples/Cards"
    static let samples = packageRoot + "/Tests/AdaptiveCardsTests/Corpus/samples"

    func write(_ text: String, _ name: String = "card.json") throws -> String {
        let file = temporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func play(_ script: String, _ options: [String]) async throws -> CommandResult {
        let file = try write(script, "script.txt")
        return await home(["play", file, "--content", Self.cards, "--template", "card", "--toggles", repositoryToggles, "--day", "2026-11-21"] + options)
    }

    @Test func aCardPrintsAsOneFrameAsTallAsTheCard() async throws {
        let file = try write(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "Hello **there**"}], "actions": [{"type": "Action.Submit", "title": "Send"}]}"#)
        let result = await home("card", file, "--width", "24")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == [
            "╭──────────────────────╮", "│ Hello there          │", "│                      │", "│ [ Send ]             │", "╰──────────────────────╯",
        ])
        let tall = await home("card", file, "--width", "24", "--height", "7")
        #expect(tall.lines.count == 7)
        #expect(!tall.output.contains("\u{1B}"))
    }

    @Test func aTemplatePrintsWithItsData() async throws {
        let template = Self.samples + "/Templates/Scenarios/FlightUpdate"
        let result = await home("card", template + ".template.json", "--data", template + ".data.json", "--width", "80")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Sarah Hum") && result.output.contains("DELAYED") && !result.output.contains("${"), "\(result.output)")
    }

    @Test func aHostConfigChangesHowActionsAreLaidOut() async throws {
        let card = try write(#"{"type": "AdaptiveCard", "version": "1.6", "body": [], "actions": [{"type": "Action.Submit", "title": "A"}, {"type": "Action.Submit", "title": "B"}]}"#)
        let host = try write(#"{"actions": {"actionsOrientation": "vertical"}}"#, "host.json")
        let result = await home("card", card, "--host-config", host, "--width", "20")
        #expect(result.lines == ["╭──────────────────╮", "│ [ A ]            │", "│ [ B ]            │", "╰──────────────────╯"], "\(result.output)")
    }

    @Test func validateNamesEachProblemAtItsPlaceWithASuggestion() async throws {
        let misspelled = try write(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "x", "wrpa": true}]}"#, "misspelled.json")
        let unknown = try write(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlok", "text": "x"}]}"#, "unknown.json")
        let truncated = try write(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "#, "truncated.json")
        let valid = try write(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "Graph", "fallback": "drop"}, {"type": "TextBlock", "text": "x"}]}"#, "valid.json")
        let result = await home("card", "validate", misspelled, unknown, truncated, valid)
        #expect(result.status == 1)
        #expect(result.lines == [
            "\(misspelled):1:88: warning: unknown key \"wrpa\" in a TextBlock; it is ignored (did you mean 'wrap'?)",
            "\(misspelled): invalid: 0 errors, 1 warning",
            "\(unknown):1:53: warning: unknown element type \"TextBlok\"; it is left out (did you mean 'TextBlock'?)",
            "\(unknown): invalid: 0 errors, 1 warning",
            "\(truncated):1:62: error: unexpected end of file; expected a value",
            "\(truncated): invalid: 1 error, 0 warnings",
            "\(valid):1:53: note: the element 'Graph' falls back: dropped, as its fallback says",
            "\(valid): valid: a card, version 1.6, 1 element, 1 fallback",
        ], "\(result.output)")
        let good = await home("card", "validate", valid)
        #expect(good.status == 0)
    }

    @Test func aCardThatCannotBeDrawnIsAnErrorOfTheCommandAndAnEntryOfTheScreen() async throws {
        let file = try write(#"{"type": "AdaptiveCard", "body": []}"#)
        let result = await home("card", file)
        #expect(result.status == 1)
        #expect(result.error.hasSuffix("home: the card cannot be drawn: 1 error\n"), "\(result.error)")
        let folder = temporaryFolder()
        try Data(#"["2026-01-01"]"#.utf8).write(to: folder.appendingPathComponent("index.json"))
        try Data("""
            [{"identifier": "bad", "title": "Broken", "kind": "short", "card": {"type": "AdaptiveCard", "body": []}},
             {"identifier": "good", "title": "Fine", "kind": "short", "card": {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "Still here"}]}}]
            """.utf8).write(to: folder.appendingPathComponent("2026-01-01.json"))
        let screen = await home("render", "--content", folder.path, "--template", "card", "--toggles", repositoryToggles, "--width", "60", "--height", "12")
        #expect(screen.status == 0, "\(screen.error)")
        #expect(screen.output.contains("This card could not be drawn: the card has no \"version\""), "\(screen.output)")
        #expect(screen.output.contains("Still here"), "\(screen.output)")
    }

    @Test func aDayOfCardsIsAFeedAndAGrid() async {
        for (template, width) in [("card", 80), ("card-grid", 100)] {
            let result = await home("render", "--content", Self.cards, "--template", template, "--toggles", repositoryToggles, "--width", "\(width)", "--height", "30")
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("Oslo, Saturday") && result.output.contains("KL 1144: OSL → AMS"), "\(result.output)")
        }
        let grid = await home("render", "--content", Self.cards, "--template", "card-grid", "--toggles", repositoryToggles, "--width", "100", "--height", "30")
        #expect(grid.lines[1].contains("Weather in Oslo") && grid.lines[1].contains("Your flight"), "\(grid.output)")
    }

    @Test func submittingAFocusedCardWritesItsInputsToAnalytics() async throws {
        let analytics = temporaryFolder().appendingPathComponent("events.jsonl")
        // Down to the dinner card; tab to its name field and type; the menu's next choice;
        // tab past it to the box and check it; tab to the button and press it.
        let script = "key down\nkey down\nkey tab\nkey A\nkey n\nkey a\nkey tab\nkey right\nkey tab\nkey space\nkey tab\nkey enter\nframe\n"
        let result = try await play(script, ["--analytics", analytics.path, "--width", "80", "--height", "24"])
        #expect(result.status == 0, "\(result.error)")
        let events = try String(contentsOf: analytics, encoding: .utf8)
        #expect(events.contains(
            #""event":"cardSubmitted","#) && events.contains(
            #""identifier":"rsvp-dinner","verb":null,"data":{"event":"dinner","name":"Ana","menu":"veg","plusOne":"true"},"style":"card"}"#),
            "\(events)")
    }

    @Test func aLinkAndAShownCard() async throws {
        let analytics = temporaryFolder().appendingPathComponent("events.jsonl")
        let script = "key tab\nkey enter\nkey tab\nkey enter\nframe\n"
        let result = try await play(script, ["--analytics", analytics.path, "--width", "80", "--height", "30"])
        #expect(result.output.contains("Show this code at the gate: K7Q-2291"), "\(result.output)")
        let events = try String(contentsOf: analytics, encoding: .utf8)
        #expect(events.contains(#""event":"urlOpened","#) && events.contains(#""identifier":"weather-oslo","url":"https://example.com/oslo","style":"card""#), "\(events)")
    }

    @Test func theScreenReaderSaysTheCardsText() async throws {
        let result = await home("render", "--screen-reader", "--content", Self.cards, "--template", "card", "--toggles", repositoryToggles, "--day", "2026-11-21")
        #expect(result.lines.contains(
            "Item 3 of 5: Team dinner. Long read. Card: Team dinner on Friday. Your name: empty. Menu: Fish. Bringing someone: not checked. Buttons: Count me in."),
            "\(result.output)")
        let focused = try await play("key tab\n", ["--screen-reader"])
        #expect(focused.output.contains("Focus on Link: Forecast."), "\(focused.output)")
    }
}
