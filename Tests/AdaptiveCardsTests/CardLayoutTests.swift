import AdaptiveCards
import TextCanvas
import Testing

@Suite struct CardLayoutTests {
    func card(_ body: String, actions: String = "[]") throws -> AdaptiveCard {
        let reading = CardDocument.read(Array(#"{"type": "AdaptiveCard", "version": "1.6", "body": \#(body), "actions": \#(actions)}"#.utf8), file: "card.json")
        return try #require(reading.card, "\(reading.diagnostics)")
    }

    func lines(_ card: AdaptiveCard, width: Int, state: CardState = CardState()) -> [String] {
        trimmed(CardLayout(card: card).frame(width: width, state: state).canvas)
    }

    func trimmed(_ canvas: Canvas) -> [String] {
        PlainTextEncoder().lines(canvas).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func textWrapsWithoutItsMarkdownMarks() throws {
        let card = try card(#"[{"type": "TextBlock", "text": "Some **bold** and _italic_ words, and [a link](https://x.y)\n- one\n- two"}]"#)
        #expect(lines(card, width: 20) == ["Some bold and italic", "words, and a link", "- one", "- two"])
        let frame = CardLayout(card: card).frame(width: 20)
        #expect(frame.canvas[5, 0].style.attributes.contains(.bold))
        #expect(frame.canvas[14, 0].style.attributes.contains(.italic))
    }

    @Test func maxLinesCutsTheTextWithAnEllipsis() throws {
        let card = try card(#"[{"type": "TextBlock", "text": "one two three four five six", "maxLines": 2}]"#)
        #expect(lines(card, width: 9) == ["one two", "three…"])
    }

    @Test func dateAndTimeFunctionsAreWrittenOutInUTC() throws {
        let card = try card(#"[{"type": "TextBlock", "text": "{{DATE(2017-02-14T06:08:39Z, SHORT)}} at {{TIME(2017-02-14T06:08:39Z)}}; {{DATE(2017-02-14T06:08:39Z, LONG)}}; {{DATE(bad)}}"}]"#)
        #expect(lines(card, width: 80) == ["Tue, Feb 14, 2017 at 6:08 AM; Tuesday, February 14, 2017; {{DATE(bad)}}"])
    }

    @Test func columnsShareTheWidthAndStackWhenTooNarrow() throws {
        let card = try card("""
            [{"type": "ColumnSet", "columns": [
              {"type": "Column", "width": "auto", "items": [{"type": "TextBlock", "text": "Left"}]},
              {"type": "Column", "width": "stretch", "items": [{"type": "TextBlock", "text": "Right side text"}]}
            ]}]
            """)
        #expect(lines(card, width: 20) == ["Left Right side text"])
        #expect(lines(card, width: 12) == ["Left Right", "     side", "     text"])
        let narrow = try self.card("""
            [{"type": "ColumnSet", "columns": [
              {"items": [{"type": "TextBlock", "text": "one"}]}, {"items": [{"type": "TextBlock", "text": "two"}]},
              {"items": [{"type": "TextBlock", "text": "three"}]}
            ]}]
            """)
        #expect(lines(narrow, width: 10) == ["one", "two", "three"])
    }

    @Test func weightedAndPixelColumns() throws {
        let card = try card("""
            [{"type": "ColumnSet", "columns": [
              {"width": "16px", "items": [{"type": "TextBlock", "text": "ab"}]},
              {"width": 1, "items": [{"type": "TextBlock", "text": "cd"}]},
              {"width": 3, "items": [{"type": "TextBlock", "text": "ef"}]}
            ]}]
            """)
        // 2 columns of pixels, then 26 shared 1:3 after two gaps.
        #expect(lines(card, width: 30) == ["ab cd     ef"])
    }

    @Test func factsAreTwoColumns() throws {
        let card = try card(#"[{"type": "FactSet", "facts": [{"title": "Board:", "value": "Adaptive Card"}, {"title": "Due:", "value": "Not set at all, not yet"}]}]"#)
        #expect(lines(card, width: 24) == ["Board:  Adaptive Card", "Due:    Not set at all,", "        not yet"])
    }

    @Test func separatorsAndSpacingComeInWholeRows() throws {
        let card = try card("""
            [{"type": "TextBlock", "text": "a"}, {"type": "TextBlock", "text": "b", "separator": true},
             {"type": "TextBlock", "text": "c", "spacing": "large"}, {"type": "TextBlock", "text": "d", "spacing": "none"}]
            """)
        #expect(lines(card, width: 3) == ["a", "───", "b", "", "c", "d"])
    }

    @Test func hiddenElementsShowWhenTheStateSaysSo() throws {
        let card = try card(#"[{"type": "TextBlock", "text": "shown"}, {"type": "TextBlock", "id": "more", "text": "hidden", "isVisible": false}]"#)
        #expect(lines(card, width: 10) == ["shown"])
        var state = CardState()
        state.visibility["more"] = true
        #expect(lines(card, width: 10, state: state) == ["shown", "hidden"])
    }

    @Test func actionsAreButtonsAndTargetsWithSecondaryOnesBehindAnOverflow() throws {
        let card = try card(
            #"[{"type": "TextBlock", "text": "Hi"}]"#,
            actions: #"[{"type": "Action.Submit", "title": "Yes"}, {"type": "Action.OpenUrl", "title": "Site", "url": "https://x.y"}, {"type": "Action.Submit", "title": "Later", "mode": "secondary"}]"#)
        let frame = CardLayout(card: card).frame(width: 30)
        #expect(trimmed(frame.canvas) == ["Hi", "", "[ Yes ] [ Site ] [ … ]"])
        #expect(frame.targets.map(\.path) == ["/actions/0", "/actions/1", "/actions#more"])
        #expect(frame.targets[1].rect == Rect(column: 8, row: 2, width: 8, height: 1))
        var state = CardState()
        state.openOverflows = ["/actions"]
        #expect(lines(card, width: 30, state: state) == ["Hi", "", "[ Yes ] [ Site ] [ … ]", "  [ Later ]"])
    }

    @Test func aShownCardOpensUnderItsButton() throws {
        let card = try card(#"[]"#, actions: #"[{"type": "Action.ShowCard", "title": "More", "card": {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Inside"}]}}]"#)
        #expect(lines(card, width: 20) == ["[ More ▸ ]"])
        var state = CardState()
        state.shownCards = ["/actions/0"]
        #expect(lines(card, width: 20, state: state) == ["[ More ▾ ]", "", " Inside"])
    }

    @Test func theFocusedTargetIsHighlighted() throws {
        let card = try card(#"[{"type": "Input.Text", "id": "name", "label": "Name", "placeholder": "First Last"}]"#, actions: #"[{"type": "Action.Submit", "title": "Go"}]"#)
        var state = CardState()
        state.focus = "/actions/0"
        let frame = CardLayout(card: card).frame(width: 20, state: state)
        #expect(trimmed(frame.canvas) == ["Name", "[First Last        ]", "", "[ Go ]"])
        #expect(frame.targets.map(\.path) == ["/body/0", "/actions/0"])
        #expect(frame.canvas[2, 3].style.attributes.contains(.inverse))
        #expect(!frame.canvas[2, 1].style.attributes.contains(.inverse))
    }

    @Test func imagesAndMediaAreFramesWithTheirAlternativeText() throws {
        let card = try card(#"[{"type": "Image", "url": "https://x.y/a.png", "altText": "A cat", "size": "medium"}, {"type": "Media", "sources": [], "altText": "Intro"}]"#)
        #expect(lines(card, width: 20) == ["┌────────┐", "│ A cat  │", "└────────┘", "┌──────────────┐", "│   ▶ Intro    │", "└──────────────┘"])
    }

    @Test func rightToLeftCardsAlignRightAndMirrorColumns() throws {
        let reading = CardDocument.read(Array(#"{"type": "AdaptiveCard", "version": "1.5", "rtl": true, "body": [{"type": "TextBlock", "text": "abc"}, {"type": "ColumnSet", "columns": [{"width": "auto", "items": [{"type": "TextBlock", "text": "1"}]}, {"width": "auto", "items": [{"type": "TextBlock", "text": "2"}]}]}]}"#.utf8))
        let card = try #require(reading.card)
        #expect(lines(card, width: 6) == ["   abc", "2 1"])
    }

    @Test func inputsShowTheirValuesAndChoices() throws {
        let card = try card("""
            [{"type": "Input.Toggle", "id": "t", "title": "Agree", "value": "true"},
             {"type": "Input.ChoiceSet", "id": "c", "style": "expanded", "value": "b", "choices": [{"title": "A", "value": "a"}, {"title": "B", "value": "b"}]},
             {"type": "Input.ChoiceSet", "id": "m", "value": "a", "choices": [{"title": "A", "value": "a"}]},
             {"type": "Input.Number", "id": "n", "value": 3}]
            """)
        #expect(lines(card, width: 12) == ["[x] Agree", "( ) A", "(•) B", "[A        ▾]", "[3         ]"])
        #expect(CardLayout(card: card).frame(width: 12).targets.map(\.path) == ["/body/0", "/body/1#0", "/body/1#1", "/body/2", "/body/3"])
    }
}
