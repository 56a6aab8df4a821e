import DynamicHome
import DynamicHomeTesting
import Testing

/// A Swift template that gives its entries words of their own: a price, and a sale badge.
@MainActor
final class PricedListTemplate: ItemTemplate, DescribesEntries {
    static let style: TemplateStyle = "priced"
    static let summary = "one line per item, its price at the right edge"
    var kit = ItemKit()
    init() {}

    func layout(at size: Size) -> ItemLayout { ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 1)) }

    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        ItemLine.draw(item, highlighted: highlighted, in: &entry, theme: theme)
    }

    /// "On sale. £1.99." for an item with a price; the item line alone without.
    func spokenWords(for item: HomeItem) -> String? {
        guard let price = item.fields["price"] else { return nil }
        return (item.fields["sale"] != nil ? "On sale. " : "") + "\(price)."
    }
}

/// What the screen reader says of a Swift template's entries: the item line, the kit's
/// default, then the template's own words.
@MainActor
@Suite("The words of an entry")
struct EntryWordsTests {
    @Test func aSwiftTemplateIsSaidWithItsOwnWordsAfterTheItemLine() async throws {
        let day = HomeScreenHarness.days[0]
        let items = [
            HomeItem(identifier: "bun", title: "Cinnamon bun", kind: .short, minutes: 3, fields: ["price": .string("£1.99"), "sale": .bool(true)]),
            HomeItem(identifier: "tea", title: "Tea", kind: .long, fields: [:]),
        ]
        var factory = HomeFactory()
        factory.register(PricedListTemplate.self)
        let home = try await HomeScreenHarness(PricedListTemplate.self, factory: factory, content: [day: .success(items)], motion: .none)
        let reading = home.screen.reading
        #expect(reading.listing.contains("Item 1 of 2: Cinnamon bun. Short, 3 min. On sale. £1.99."), "\(reading.listing)")
        #expect(reading.listing.contains("Item 2 of 2: Tea. Long read."), "the kit's default: the item line alone")
        #expect(reading.focus.within == nil, "spokenFocus is nil by default")
        var announcer = Announcer()
        _ = announcer.announce(reading)
        home.press(.down)
        #expect(announcer.announce(home.screen.reading) == ["Item 2 of 2: Tea. Long read."])
        home.press(.up)
        #expect(announcer.announce(home.screen.reading) == ["Item 1 of 2: Cinnamon bun. Short, 3 min. On sale. £1.99."])
        home.skipEvents()
        home.finish()
    }
}
