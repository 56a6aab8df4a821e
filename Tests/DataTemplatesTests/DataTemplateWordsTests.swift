import DataTemplates
import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// What a data template's entries say to a screen reader: the text they draw, in
/// reading order, without what the item line says already.
@MainActor
@Suite("Data templates in words")
struct DataTemplateWordsTests {
    /// A shop: a title, a `NEW` badge for new items, the price, and a description under
    /// them, between rules.
    static let shop = """
        {"template": "shop", "version": 1, "entry": {"height": 3},
         "draw": {"column": [
           {"rule": "─"},
           {"row": [
             {"text": "${title}", "style": "title", "width": "fill"},
             {"when": "fields.new", "then": {"badge": "NEW", "width": 5}},
             {"space": 1},
             {"text": "${fields.price ?? \\"—\\"}", "align": "right", "width": 8}
           ]},
           {"text": "${description ?? \\"\\"}", "style": "secondary"}
         ]}}
        """

    static let items: [HomeItem] = [
        HomeItem(
            identifier: "bun", title: "Cinnamon bun", description: "Fresh from the bakery", kind: .short, minutes: 3,
            fields: ["price": .string("£1.99"), "new": .bool(true)]),
        HomeItem(identifier: "tea", title: "Tea", kind: .long, fields: ["price": .string("£0.80")]),
        HomeItem(identifier: "cake", title: "Cake", kind: .short),
    ]

    static func template(_ text: String = shop) throws -> DataTemplate {
        let reading = TemplateDocument.read(Array(text.utf8), file: "t.json")
        let template = DataTemplate(try #require(reading.definition, "\(reading.diagnostics)"))
        TemplateTesting.hand(items, to: template)
        return template
    }

    @Test func anEntrySaysItsBadgeAndFieldsInReadingOrderButNotItsTitleNorItsRules() throws {
        let template = try Self.template()
        #expect(template.spokenWords(for: Self.items[0]) == "NEW. £1.99. Fresh from the bakery.")
        #expect(template.spokenWords(for: Self.items[1]) == "£0.80.")
        #expect(template.spokenWords(for: Self.items[2]) == nil, "a dash alone, for a missing price, says nothing")
    }

    @Test func anEntryThatDrawsOnlyWhatTheItemLineSaysSaysNothingMore() throws {
        let template = try Self.template("""
            {"template": "plain", "version": 1,
             "draw": {"row": [{"badge": "${kind}", "width": 6}, {"text": "${title}", "width": "fill"}, {"text": "${length}"}]}}
            """)
        #expect(template.spokenWords(for: Self.items[0]) == nil)
    }

    @Test func textCutToItsWidthIsSaidAsDrawnAndTheSameEachTime() throws {
        let template = try Self.template("""
            {"template": "narrow", "version": 1, "arrange": "columns", "entry": {"width": 12, "height": 1},
             "draw": {"text": "Price: ${fields.price}, today only"}}
            """)
        #expect(template.spokenWords(for: Self.items[0]) == "Price: £1.9…")
        #expect(template.spokenWords(for: Self.items[0]) == "Price: £1.9…")
    }

    /// The reading of the whole screen, as `home render --screen-reader` prints it: the
    /// item line, then what the entry draws.
    @Test func theScreenReaderSaysTheItemLineThenTheEntry() async throws {
        let reading = TemplateDocument.read(Array(Self.shop.utf8), file: "shop.json")
        let definition = try #require(reading.definition)
        let factory = HomeFactory.standard.registering(definition.registration(source: .file("shop.json")))
        let day = HomeScreenHarness.days[0]
        let home = try await HomeScreenHarness("shop", factory: factory, content: [day: .success(Self.items)], motion: .none)
        let listing = home.screen.reading.listing
        #expect(listing.contains("Item 1 of 3: Cinnamon bun. Short, 3 min. NEW. £1.99. Fresh from the bakery."), "\(listing)")
        #expect(listing.contains("Item 3 of 3: Cake. Short."), "\(listing)")
        home.skipEvents()
        home.finish()
    }
}
