import Foundation
import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// The card styles: each item's Adaptive Card in its entry, focusable.
@MainActor
@Suite("Card templates")
struct CardTemplateTests {
    static let day = Day(year: 2026, month: 11, day: 21)!

    /// A card of a title, a text field and two buttons; a card shown by a button; an item
    /// without a card.
    static let items: [HomeItem] = {
        func item(_ identifier: String, _ card: String?) -> HomeItem {
            var item = HomeItem(identifier: identifier, title: "Title \(identifier)", description: "About \(identifier)", kind: .short)
            if let card { item.card = try? JSONDecoder().decode(JSONValue.self, from: Data(card.utf8)) }
            return item
        }
        return [
            item("form", """
                {"type": "AdaptiveCard", "version": "1.5", "body": [
                  {"type": "TextBlock", "text": "Sign up", "weight": "bolder"},
                  {"type": "Input.Text", "id": "email", "label": "Email", "placeholder": "you@example.com"}
                ], "actions": [
                  {"type": "Action.Submit", "title": "Join", "data": {"list": "news"}},
                  {"type": "Action.OpenUrl", "title": "Terms", "url": "https://example.com/terms"}
                ]}
                """),
            item("more", """
                {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Details below"}],
                 "actions": [{"type": "Action.ShowCard", "title": "Open", "card": {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hidden words"}]}}]}
                """),
            item("plain", nil),
        ]
    }()

    func screen(_ template: any HomeTemplate.Type = CardTemplate.self) async throws -> HomeScreenHarness {
        try await HomeScreenHarness(template, factory: .standard, content: [Self.day: .success(Self.items)], motion: .none)
    }

    @Test(arguments: [("card", 80), ("card-grid", 100)])
    func golden(style: String, width: Int) throws {
        let drawn = try make(TemplateStyle(style), from: .standard, items: Self.items, day: Self.day)
        FrameSnapshot.expect(render(drawn, width: width, height: 24), matches: "\(style)-\(width)x24.txt")
    }

    @Test func tabMovesThroughTheCardsTargetsTypingFillsAFieldAndSubmitIsRecorded() async throws {
        let home = try await screen()
        _ = home.frame()
        home.press(.tab)
        for character in "me@x.y" { home.press(.character(character)) }
        home.press(.tab, .enter)
        home.press(.tab, .enter)
        home.expectEvents([.launch(style: "card"), .templateShown(style: "card", reason: HomeScreenHarness.defaultReason),
            .cardSubmitted(identifier: "form", section: nil, verb: nil, data: .object([
                JSONValue.Member(key: "list", value: .string("news")), JSONValue.Member(key: "email", value: .string("me@x.y")),
            ]), style: "card"),
            .urlOpened(identifier: "form", section: nil, url: "https://example.com/terms", style: "card"),
        ])
        // Past the last button, the next card's first.
        home.press(.tab)
        #expect(home.highlighted?.item.identifier == "more")
        home.press(.enter)
        #expect(home.frame(width: 80, height: 24).contains("Hidden words"))
        home.skipEvents()
        home.finish()
    }

    @Test func lettersGoToAFocusedFieldNotToTheKeysOfTheScreen() async throws {
        let home = try await screen()
        _ = home.frame()
        home.press(.tab, .character("s"), .character("v"), .character("t"))
        #expect(home.container.navigation.isAtHome)
        #expect(home.container.style == "card")
        #expect(home.frame(width: 80, height: 24).contains("[svt"))
        home.press(.escape, .character("v"))
        #expect(home.container.style == "card-grid")
        home.skipEvents()
        home.finish()
    }

    @Test func theScreenReaderSaysTheCardAndTheFocus() async throws {
        let home = try await screen()
        _ = home.frame()
        #expect(home.screen.reading.listing.contains(
            "Item 1 of 3: Title form. Short. Card: Sign up. Email: empty. Buttons: Join, Terms."))
        home.press(.tab)
        #expect(home.screen.reading.focus.within == "Text field Email: empty.")
        home.skipEvents()
        home.finish()
    }

    @Test func aCardThatCannotBeReadSaysSoInItsEntry() {
        var broken = HomeItem(identifier: "broken", title: "Broken", kind: .short)
        broken.card = .object([JSONValue.Member(key: "type", value: .string("AdaptiveCard"))])
        let template = make(CardTemplate.self, items: [broken] + Self.items, day: Self.day)
        let frame = render(template, width: 60, height: 24)
        #expect(frame.contains("This card could not be drawn: the card has no"), "\(frame)")
        #expect(frame.contains("Sign up"), "\(frame)")
    }
}

/// A layout takes time in proportion to the screen, not to the day.
@MainActor
@Suite("Card entries measured in proportion to the screen")
struct CardMeasureTests {
    /// An item whose card is `lines` text blocks tall.
    static func item(_ index: Int, lines: Int) -> HomeItem {
        var item = HomeItem(identifier: "i\(index)", title: "Item \(index)", kind: .short)
        let body = (0..<lines).map { #"{"type": "TextBlock", "text": "line \#($0)"}"# }.joined(separator: ",")
        item.card = try? JSONDecoder().decode(JSONValue.self, from: Data(#"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(body)]}"#.utf8))
        return item
    }

    @Test func theEntriesAreAsTallAsTheTallestOfTheFirstHundredCards() throws {
        let short = (0..<150).map { Self.item($0, lines: 1) }
        var tallAt50 = short
        tallAt50[50] = Self.item(50, lines: 6)
        var tallAt120 = short
        tallAt120[120] = Self.item(120, lines: 6)
        func entryHeight(_ items: [HomeItem]) throws -> Int {
            let template = try #require(try make("card", from: .standard, items: items, day: CardTemplateTests.day) as? CardTemplate)
            return template.layout(at: Size(width: 60, height: 40)).entrySize.height
        }
        let plain = try entryHeight(short)
        #expect(try entryHeight(tallAt50) == plain + 5, "a card among the first hundred sets the height")
        #expect(try entryHeight(tallAt120) == plain, "a card past the first hundred does not; it scrolls in its entry")
    }
}
