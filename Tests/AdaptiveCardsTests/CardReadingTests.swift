import AdaptiveCards
import Diagnostics
import Testing

@Suite struct CardReadingTests {
    func read(_ text: String, file: String = "card.json") -> CardReading {
        CardDocument.read(Array(text.utf8), file: file)
    }

    @Test func aCardReadsItsElementsAndActions() throws {
        let reading = read("""
            {"type": "AdaptiveCard", "version": "1.6", "body": [
              {"type": "TextBlock", "text": "Hello", "size": "Large", "weight": "bolder", "wrap": true},
              {"type": "FactSet", "facts": [{"title": "A", "value": "1"}]}
            ], "actions": [{"type": "Action.Submit", "title": "Send"}]}
            """)
        #expect(reading.diagnostics.all.isEmpty)
        let card = try #require(reading.card)
        #expect(card.version == CardVersion(1, 6))
        #expect(card.body.count == 2)
        guard case .text(let block) = card.body[0].content else { Issue.record("not a text block"); return }
        #expect(block.text == "Hello" && block.size == .large && block.weight == .bolder && block.wrap)
        #expect(card.actions.first?.title == "Send")
        #expect(card.actions.first?.path == "/actions/0")
    }

    @Test func aMisspelledKeyIsAWarningAtItsPlaceWithTheKeyMeant() {
        let reading = read("""
            {"type": "AdaptiveCard", "version": "1.6", "body": [
              {"type": "TextBlock", "txet": "Hello"}
            ]}
            """)
        let texts = reading.diagnostics.all.map(\.description)
        #expect(texts.contains("card.json:2:25: warning: unknown key \"txet\" in a TextBlock; it is ignored (did you mean 'text'?)"))
        #expect(reading.card != nil)
    }

    @Test func aMisspelledWordIsAWarningWithTheWordMeant() {
        let reading = read("""
            {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "x", "size": "lareg"}]}
            """)
        #expect(reading.diagnostics.all.map(\.description) == [
            "card.json:1:96: warning: \"size\" cannot be \"lareg\"; it is ignored (did you mean 'large'?)",
        ])
    }

    @Test func anUnknownElementWithoutFallbackIsLeftOutWithAWarning() throws {
        let reading = read("""
            {"type": "AdaptiveCard", "version": "1.6", "body": [
              {"type": "TextBlock", "text": "kept"},
              {"type": "TextBlok", "text": "typo"}
            ]}
            """)
        let card = try #require(reading.card)
        #expect(card.body.count == 1)
        #expect(reading.diagnostics.all.map(\.description) == [
            "card.json:3:3: warning: unknown element type \"TextBlok\"; it is left out (did you mean 'TextBlock'?)",
        ])
    }

    @Test func anUnknownElementTakesItsFallbackOrDrops() throws {
        let reading = read("""
            {"type": "AdaptiveCard", "version": "1.2", "body": [
              {"type": "Graph", "fallback": {"type": "TextBlock", "text": "instead"}},
              {"type": "Graph", "fallback": "drop"},
              {"type": "Container", "fallback": {"type": "TextBlock", "text": "outer"}, "items": [
                {"type": "TextBlock", "text": "never"}, {"type": "Chart"}
              ]}
            ]}
            """)
        let card = try #require(reading.card)
        let texts = card.body.compactMap { element -> String? in
            if case .text(let block) = element.content { return block.text }
            return nil
        }
        #expect(texts == ["instead", "outer"])
        #expect(reading.diagnostics.all.isEmpty)
        #expect(reading.fallbacks.count == 4)
    }

    @Test func requirementsThisRendererDoesNotMeetTakeTheFallback() throws {
        let reading = read("""
            {"type": "AdaptiveCard", "version": "1.2", "body": [
              {"type": "TextBlock", "text": "old", "requires": {"adaptiveCards": "1.2"}},
              {"type": "TextBlock", "text": "new", "requires": {"adaptiveCards": "9.0"}, "fallback": {"type": "TextBlock", "text": "fallback"}},
              {"type": "TextBlock", "text": "gone", "requires": {"someFeature": "*"}}
            ]}
            """)
        let card = try #require(reading.card)
        let texts = card.body.compactMap { element -> String? in
            if case .text(let block) = element.content { return block.text }
            return nil
        }
        #expect(texts == ["old", "fallback"])
        #expect(reading.diagnostics.warnings.count == 1)
    }

    @Test func aNewerCardIsItsFallbackTextWithAWarning() throws {
        let reading = read("""
            {"type": "AdaptiveCard", "version": "99.0", "fallbackText": "Please update", "body": [{"type": "TextBlock", "text": "future"}]}
            """)
        let card = try #require(reading.card)
        guard case .text(let block) = card.body.first?.content else { Issue.record("no text"); return }
        #expect(block.text == "Please update")
        #expect(reading.diagnostics.warnings.first?.message.hasPrefix("the card is version 99.0, newer than this renderer draws (1.6)") == true)
    }

    @Test func errorsLeaveNoCard() {
        let missingVersion = read(#"{"type": "AdaptiveCard", "body": []}"#)
        #expect(missingVersion.card == nil)
        #expect(missingVersion.diagnostics.errors.map(\.description) == [
            "card.json:1:1: error: the card has no \"version\" (add the version of the format it is written for, e.g. \"version\": \"1.6\")",
        ])
        let truncated = read(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "#)
        #expect(truncated.card == nil)
        #expect(truncated.diagnostics.errors.first?.location == SourceLocation(file: "card.json", line: 1, column: 62))
        let untyped = read(#"{"type": "AdaptiveCard", "version": "1.0", "body": [{"text": "what am I?"}]}"#)
        #expect(untyped.diagnostics.errors.map(\.message) == ["an element has no \"type\""])
    }

    @Test func aCardIsReadWithinItsLimits() {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let reading = read(#"{"type": "AdaptiveCard", "version": "1.6", "body": \#(deep)}"#)
        #expect(reading.card == nil)
        #expect(reading.diagnostics.errors.first?.message == "arrays and objects nested more than 64 deep")
        let large = read("[" + String(repeating: "0,", count: 140_000) + "0]")
        #expect(large.diagnostics.errors.first?.message.hasPrefix("the text is 280003 bytes, more than 262144") == true)
        let many = read("[" + Array(repeating: "0", count: 20_001).joined(separator: ",") + "]")
        #expect(many.diagnostics.errors.first?.message.hasPrefix("more than 20000 values") == true)
    }

    @Test func aKeyWrittenTwiceIsAWarningAndTheLastIsUsed() throws {
        let reading = read(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "a", "text": "b"}]}"#)
        let card = try #require(reading.card)
        guard case .text(let block) = card.body.first?.content else { Issue.record("no text"); return }
        #expect(block.text == "b")
        #expect(reading.diagnostics.warnings.count == 1)
    }

    @Test func hostConfigsAreReadOverTheTerminalsValues() {
        let value = try? CardValue.parse(#"{"spacing": {"medium": 40}, "actions": {"maxActions": 2, "actionsOrientation": "vertical"}, "supportsInteractivity": false, "fontSizse": {}}"#, file: "host.json")
        let (config, diagnostics) = HostConfig.read(value ?? .null)
        #expect(config.rows(for: .medium) == 2)
        #expect(config.maxActions == 2)
        #expect(config.actionsOrientation == .vertical)
        #expect(!config.supportsInteractivity)
        #expect(diagnostics.map(\.description) == ["host.json:1:125: warning: unknown key \"fontSizse\" in a host config; it is ignored (did you mean 'fontSizes'?)"])
    }
}
