import DynamicHome
import DynamicHomeTesting
import Testing

/// Cards 8 columns wide, a column apart, one rail a section; each card shows its item's
/// identifier.
@MainActor
final class NumberedRailTemplate: ItemTemplate {
    static let style: TemplateStyle = "numbered-rail"
    static let summary = "numbered cards on a rail"
    var kit = ItemKit()
    init() {}

    func layout(at size: Size) -> ItemLayout {
        ItemLayout(area: Rect(size), entrySize: Size(width: 8, height: 2), gap: 1, scrollMarks: .ownColumn, rails: true)
    }

    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        entry.draw(item.identifier, at: Point(column: 0, row: 0), style: theme.text)
    }
}

/// A rail of a thousand cards draws the few on screen, wherever it is scrolled: whole
/// cards, and the part of the next one that fits at the right edge.
@MainActor
@Suite("A long rail")
struct LongRailTests {
    static let items = (1...1_000).map { HomeItem(identifier: "\($0)", title: "\($0)", kind: .short) }

    @Test func itShowsTheCardsAtItsOffsetAndPartOfTheNext() {
        let template = make(NumberedRailTemplate.self, items: Self.items)
        // 30 columns hold three cards and three columns of a fourth; the header row holds the marks.
        #expect(render(template, width: 30, height: 3).split(separator: "\n")[1] == "1        2        3        4  ")
        template.moveHighlight(by: 999)
        #expect(render(template, width: 30, height: 3).split(separator: "\n")[1] == "998      999      1000        ")
        template.moveHighlight(by: -500)
        #expect(render(template, width: 30, height: 3).split(separator: "\n")[1] == "500      501      502      503")
    }
}
