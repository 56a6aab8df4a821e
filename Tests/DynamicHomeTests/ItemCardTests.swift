import Foundation
import DynamicHome
import Essentials
import HomeState
import Testing

/// An item's Adaptive Card and its data, as a day file gives them: carried whole as JSON
/// values, written back as they were read; and the events a card's actions report.
@Suite("Item cards")
struct ItemCardTests {
    func decode(_ text: String) throws(ContentError) -> [HomeItem] {
        try ContentDecoding.items(from: Array(text.utf8), source: "day.json")
    }

    @Test func anItemCarriesItsCardAndItsData() throws {
        let items = try decode(#"""
            [{"identifier": "a", "title": "A", "kind": "short",
              "card": {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "${name}"}], "x": [1, true, null, 2.5]},
              "data": {"name": "Ana"}},
             {"identifier": "b", "title": "B", "kind": "long"}]
            """#)
        #expect(items[0].card?.text == #"{"body":[{"text":"${name}","type":"TextBlock"}],"type":"AdaptiveCard","version":"1.6","x":[1,true,null,2.5]}"#)
        #expect(items[0].data == .object([JSONValue.Member(key: "name", value: .string("Ana"))]))
        #expect(items[1].card == nil && items[1].data == nil)
        let text = JSONText.array(try items.map { try JSONText(encoding: $0) }).text()
        #expect(try decode(text) == items)
    }

    @Test func aCardIsAnObject() {
        #expect(throws: ContentError(.malformed, #"day.json:1:61: error: "card" must be an Adaptive Card, an object with "type": "AdaptiveCard""#)) {
            try decode(#"[{"identifier": "a", "title": "A", "kind": "short", "card": [1]}]"#)
        }
    }

    @Test func cardEventsAreJSONLines() {
        let submitted = AnalyticsEvent(
            .cardSubmitted(identifier: "a", section: "s", verb: "book", data: .object([JSONValue.Member(key: "n", value: .array([.number(1), .null]))]), style: "card"),
            at: Date(timeIntervalSince1970: 0))
        #expect(submitted.jsonLine == #"{"event":"cardSubmitted","timestamp":"1970-01-01T00:00:00.000Z","identifier":"a","section":"s","verb":"book","data":{"n":[1,null]},"style":"card"}"#)
        let opened = AnalyticsEvent(.urlOpened(identifier: "a", section: nil, url: "https://x.y", style: nil), at: Date(timeIntervalSince1970: 0))
        #expect(opened.jsonLine == #"{"event":"urlOpened","timestamp":"1970-01-01T00:00:00.000Z","identifier":"a","url":"https://x.y"}"#)
    }
}
