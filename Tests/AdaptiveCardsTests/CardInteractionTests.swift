import AdaptiveCards
import TextCanvas
import Testing

@Suite struct CardInteractionTests {
    let card: AdaptiveCard

    init() throws {
        let reading = CardDocument.read(Array("""
            {"type": "AdaptiveCard", "version": "1.6", "body": [
              {"type": "TextBlock", "text": "Book a table"},
              {"type": "Input.Text", "id": "name", "label": "Name", "isRequired": true, "errorMessage": "Say who you are"},
              {"type": "Input.Toggle", "id": "terrace", "title": "Terrace", "valueOn": "yes", "valueOff": "no"},
              {"type": "TextBlock", "id": "note", "text": "Dogs welcome", "isVisible": false}
            ], "actions": [
              {"type": "Action.Execute", "title": "Book", "verb": "book", "data": {"restaurant": 7}},
              {"type": "Action.ToggleVisibility", "title": "Note", "targetElements": ["note"]},
              {"type": "Action.ShowCard", "title": "More", "card": {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Inside"}]}},
              {"type": "Action.OpenUrl", "title": "Site", "url": "https://example.com/menu"}
            ]}
            """.utf8))
        card = try #require(reading.card, "\(reading.diagnostics)")
    }

    func press(_ key: CardKey, _ state: inout CardState) -> CardResponse {
        CardInteraction.handle(key, card: card, frame: CardLayout(card: card).frame(width: 40, state: state), state: &state)
    }

    func focus(_ path: String) -> CardState {
        var state = CardState()
        state.focus = path
        return state
    }

    @Test func tabMovesTheFocusThroughTheTargetsAndOffTheCard() {
        var state = CardState()
        var visited: [String] = []
        while press(.next, &state) == .changed { visited.append(state.focus ?? "") }
        #expect(visited == ["/body/1", "/body/2", "/actions/0", "/actions/1", "/actions/2", "/actions/3"])
        #expect(state.focus == nil)
        #expect(press(.previous, &state) == .changed)
        #expect(state.focus == "/actions/3")
    }

    @Test func typingChangesTheFocusedFieldAndSpaceChecksTheBox() {
        var state = focus("/body/1")
        for character in "Ana" { _ = press(.character(character), &state) }
        _ = press(.backspace, &state)
        #expect(state.values["/body/1"] == "An")
        state.focus = "/body/2"
        #expect(press(.space, &state) == .changed)
        #expect(state.values["/body/2"] == "yes")
        #expect(press(.character("x"), &state) == .ignored)
    }

    @Test func submittingChecksTheRequiredInputsThenSendsTheirValues() {
        var state = focus("/actions/0")
        #expect(press(.activate, &state) == .changed)
        #expect(state.invalid == ["/body/1"])
        #expect(state.focus == "/body/1")
        let lines = PlainTextEncoder().lines(CardLayout(card: card).frame(width: 40, state: state).canvas)
        #expect(lines.contains { $0.hasPrefix("Say who you are") })
        _ = press(.character("A"), &state)
        state.focus = "/actions/0"
        guard case .activity(.submit(let verb, let data, let title)) = press(.activate, &state) else {
            Issue.record("no submit")
            return
        }
        #expect(verb == "book" && title == "Book")
        #expect(data.jsonText == #"{"restaurant":7,"name":"A","terrace":"no"}"#)
    }

    @Test func actionsThatStayInTheCardChangeItsState() {
        var state = focus("/actions/1")
        #expect(press(.activate, &state) == .changed)
        #expect(state.visibility["note"] == true)
        state.focus = "/actions/2"
        #expect(press(.activate, &state) == .changed)
        #expect(state.shownCards == ["/actions/2"])
        #expect(PlainTextEncoder().encode(CardLayout(card: card).frame(width: 40, state: state).canvas).contains("Inside"))
        state.focus = "/actions/3"
        #expect(press(.activate, &state) == .activity(.openURL("https://example.com/menu", title: "Site")))
    }

    @Test func theCardAndItsFocusInWords() {
        var state = focus("/body/2")
        #expect(CardWords.text(of: card, state: state) == "Book a table. Name: empty. Terrace: not checked. Buttons: Book, Note, More, Site.")
        let frame = CardLayout(card: card).frame(width: 40, state: state)
        #expect(CardWords.focus(in: frame, state: state) == "Check box Terrace: not checked.")
        state.focus = "/actions/3"
        #expect(CardWords.focus(in: frame, state: state) == "Link: Site.")
    }
}
