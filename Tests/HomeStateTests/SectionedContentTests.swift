import HomeState
import Testing

/// An item that is told its section, as DynamicHome's `HomeItem` is.
private struct SectionedTestItem: Decodable, Equatable, Identifiable, SectionMember {
    var id: String
    var section: ContentSection?
    enum CodingKeys: String, CodingKey { case id = "identifier" }
}

@Suite struct SectionedContentTests {
    static let live = ContentSection(identifier: "live", title: "Live now")
    static let sport = ContentSection(identifier: "sport", title: "スポーツ")
    static let sectioned = """
        {"sections": [
          {"identifier": "live", "title": "Live now", "items": [{"identifier": "a"}, {"identifier": "b"}]},
          {"identifier": "empty", "title": "Nothing yet", "items": []},
          {"identifier": "sport", "title": "スポーツ", "items": [{"identifier": "c"}]}
        ]}
        """

    func decode<Item: Decodable & Identifiable>(_ text: String, as type: Item.Type = SectionedTestItem.self) throws(ContentError) -> [Item] {
        try ContentDecoding.items(from: Array(text.utf8), source: "day.json")
    }

    @Test func aSectionedDayIsItsItemsInOrderEachToldItsSection() throws {
        let items = try decode(Self.sectioned, as: SectionedTestItem.self)
        #expect(items == [
            SectionedTestItem(id: "a", section: Self.live), SectionedTestItem(id: "b", section: Self.live),
            SectionedTestItem(id: "c", section: Self.sport),
        ])
        let flat = try decode(#"[{"identifier": "a"}]"#, as: SectionedTestItem.self)
        #expect(flat == [SectionedTestItem(id: "a", section: nil)])
    }

    @Test func itemsThatTakeNoSectionReadASectionedDayAsItsItems() throws {
        let titled = ["a", "b", "c"].reduce(Self.sectioned) { text, id in
            text.replacingOccurrences(of: "{\"identifier\": \"\(id)\"}", with: "{\"identifier\": \"\(id)\", \"title\": \"T\"}")
        }
        let items = try decode(titled, as: TestItem.self)
        #expect(items.map(\.id) == ["a", "b", "c"])
    }

    @Test(arguments: [
        (#"{"sections": [{"identifier": "s", "title": "S", "items": []},"# + "\n" + #" {"identifier": "s", "title": "T", "items": []}]}"#,
         #"day.json:2:17: error: sections [0] (at 1:15) and [1] share the identifier "s" (give every section its own identifier)"#),
        (#"{"sections": [{"identifier": "s", "title": "S", "items": [{"identifier": "a"}]},"# + "\n" + #" {"identifier": "t", "title": "T", "items": [{"identifier": "a"}]}]}"#,
         #"day.json:2:46: error: items [0] (at 1:59) and [1] share the identifier "a"; every item needs its own identifier"#),
        (#"{"sections": [{"identifier": "s", "title": "S", "itemz": []}]}"#,
         #"day.json:1:58: error: "sections[0]" has the unknown key "itemz" (did you mean 'items'?)"#),
        (#"{"sections": [{"identifier": "s", "title": "S"}]}"#,
         #"day.json:1:15: error: missing key "items" in "sections[0]" (a section has "identifier", "title" and "items", and may have "template")"#),
        (#"{"sections": [{"identifier": "", "title": "S", "items": []}]}"#,
         #"day.json:1:30: error: "sections[0]".identifier must be a non-empty string, not an empty string"#),
        (#"{"sections": [{"identifier": "s", "title": 3, "items": []}]}"#,
         #"day.json:1:44: error: "sections[0]".title must be a string, not a number"#),
        (#"{"sections": [{"identifier": "s", "title": "S", "items": {}}]}"#,
         #"day.json:1:58: error: "sections[0]".items must be an array of items, not an object"#),
        (#"{"sections": {}}"#,
         #"day.json:1:14: error: "sections" must be an array of sections, not an object (write {"sections": [{"identifier": ID, "title": TEXT, "items": [...]}]} (each section may add "template": STYLE), or an array of items)"#),
        (#"{"section": []}"#,
         #"day.json:1:13: error: a day's content has the unknown key "section" (did you mean 'sections'?)"#),
        (#"{"sections": [{"identifier": "s", "title": "S", "items": [{"identifier": 7}]}]}"#,
         #"day.json:1:74: error: "sections[0].items[0].identifier" must be a string, not a number"#),
        (#"{}"#,
         #"day.json:1:1: error: a day's content must be an array of items or {"sections": [...]}, not an empty object (write {"sections": [{"identifier": ID, "title": TEXT, "items": [...]}]} (each section may add "template": STYLE), or an array of items)"#),
        (#""items""#,
         #"day.json:1:1: error: a day's content must be an array of items or {"sections": [...]}, not a string"#),
    ])
    func badSectionsAreErrorsAtTheirPlace(text: String, message: String) {
        let error = #expect(throws: ContentError.self) { try decode(text, as: SectionedTestItem.self) }
        #expect(error?.message == message)
    }
}
