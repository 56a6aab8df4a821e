import DynamicHome
import Essentials
import HomeState
import Testing

/// An item's own fields, as a day file gives them: strings, numbers and booleans by
/// name, bounded, each problem at its place; written back as they were read.
@Suite("Item fields")
struct ItemFieldsTests {
    func decode(_ text: String) throws(ContentError) -> [HomeItem] {
        try ContentDecoding.items(from: Array(text.utf8), source: "day.json")
    }

    @Test func fieldsAreStringsNumbersAndBooleans() throws {
        let items = try decode(#"""
            [{"identifier": "a", "title": "Apple", "kind": "short",
              "fields": {"price": "189.20", "change": -1.5, "volume": 12000000, "open": true, "closed": false}},
             {"identifier": "b", "title": "No fields", "kind": "long"}]
            """#)
        #expect(items[0].fields == [
            "price": .string("189.20"), "change": .number(-1.5), "volume": .number(12_000_000), "open": .bool(true), "closed": .bool(false),
        ])
        #expect(items[0].fields.mapValues(\.description) == ["price": "189.20", "change": "-1.5", "volume": "12000000", "open": "true", "closed": "false"])
        #expect(items[0].fields.filter { $0.value.isPresent }.keys.sorted() == ["change", "open", "price", "volume"])
        #expect(items[1].fields.isEmpty)
    }

    @Test func anItemWrittenBackReadsTheSame() throws {
        let items = try decode(#"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"p": "1", "q": 2.25, "r": true}}, {"identifier": "b", "title": "B", "kind": "long"}]"#)
        let text = JSONText.array(try items.map { try JSONText(encoding: $0) }).text()
        #expect(try decode(text) == items)
        #expect(!text.contains(#""identifier":"b","kind":"long","title":"B","fields""#))
        #expect(text.components(separatedBy: "fields").count == 2)
    }

    @Test(arguments: [
        (#"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"p": [1]}}]"#,
         #"day.json:1:69: error: the field "p" must be a string, a number or a boolean, not an array or an object"#),
        (#"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"p": null}}]"#,
         #"day.json:1:69: error: the field "p" must be a string, a number or a boolean, not null"#),
        (#"[{"identifier": "a", "title": "A", "kind": "short", "fields": [1]}]"#,
         #"day.json:1:63: error: element [0].fields must be an object, not an array"#),
        (#"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"two words": 1}}]"#,
         #"day.json:1:63: error: 'two words' cannot name a field: a letter or _, then letters, digits, _ and -, at most 64 characters"#),
    ])
    func aFieldThatCannotBeIsAnErrorAtItsPlace(text: String, message: String) {
        #expect(throws: ContentError(.malformed, message)) { try decode(text) }
    }

    @Test func fieldsAreBoundedInCountAndLength() {
        let many = (0...HomeItem.maximumFields).map { "\"f\($0)\": 1" }.joined(separator: ", ")
        #expect(throws: ContentError(.malformed, "day.json:1:63: error: an item has at most 32 fields, not 33")) {
            try decode(#"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"# + many + "}}]")
        }
        let long = String(repeating: "x", count: HomeItem.maximumFieldValueLength + 1)
        #expect(throws: ContentError(.malformed, #"day.json:1:69: error: the field "p" is 1001 characters long; a field's text has at most 1000"#)) {
            try decode(#"[{"identifier": "a", "title": "A", "kind": "short", "fields": {"p": ""# + long + #""}}]"#)
        }
    }

    @Test func fieldNamesAreWhatABindingCanName() {
        #expect(HomeItem.isFieldName("price"))
        #expect(HomeItem.isFieldName("_x-1"))
        #expect(!HomeItem.isFieldName("1x"))
        #expect(!HomeItem.isFieldName(""))
        #expect(!HomeItem.isFieldName("prix€"))
        #expect(!HomeItem.isFieldName(String(repeating: "a", count: 65)))
    }

    /// A number is drawn as written: a 30-digit identifier keeps its digits (it was drawn
    /// 1.2345678901234568e+29), a whole number below 2^53 all of them (not 1e+15); the
    /// README's `ItemFields` is the type of an item's fields.
    @Test func aLongNumberIsDrawnAsWritten() throws {
        let items = try decode(#"""
            [{"identifier": "a", "title": "A", "kind": "short",
              "fields": {"id": 123456789012345678901234567890, "big": 1000000000000000, "negative": -98765432109876543210, "small": 12.5}}]
            """#)
        let fields: ItemFields = items[0].fields
        #expect(fields.mapValues(\.description) == [
            "id": "123456789012345678901234567890", "big": "1000000000000000", "negative": "-98765432109876543210", "small": "12.5",
        ])
    }
}
