import DynamicHome
import DynamicHomeTesting
import Testing

/// Entries one a row that right-align a price to their canvas's edge, as a template made
/// from the starter does once an author adds a price: the hardest case for the marks
/// that go over the area's last column.
@MainActor
final class PriceListTemplate: ItemTemplate {
    static let style: TemplateStyle = "price-list"
    static let summary = "one line per item, its price at the right edge"
    /// Entries a row (filling the width, one column apart).
    static var perRow = 1
    var kit = ItemKit()
    init() {}

    func layout(at size: Size) -> ItemLayout {
        let perRow = Self.perRow
        let width = (size.width - (perRow - 1)) / perRow
        return ItemLayout(area: Rect(size), entrySize: Size(width: width, height: 1), perRow: perRow, gap: 1)
    }

    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        if highlighted { entry.fill(entry.bounds, with: Cell(.space, style: theme.selection)) }
        entry.draw(item.title, at: Point(column: 0, row: 0), style: highlighted ? theme.selection : theme.text)
        entry.draw("£3.99", at: Point(column: entry.width - 5, row: 0), style: highlighted ? theme.selection : theme.secondary)
    }
}

@MainActor
@Suite("The canvas an entry draws in", .serialized)
struct EntryCanvasTests {
    static func lines(_ canvas: Canvas) -> [String] {
        canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Scrolled from the top to the bottom of 30 items in 6 rows, every price is whole,
    /// and "↑" and "↓" stand in a column of their own, never over a price.
    @Test(arguments: [1, 2])
    func aPriceAlignedRightNeverSharesACellWithAScrollMark(perRow: Int) {
        PriceListTemplate.perRow = perRow
        defer { PriceListTemplate.perRow = 1 }
        let items = (0..<30).map { HomeItem(identifier: "i\($0)", title: "Item \($0)", kind: .short) }
        let template = make(PriceListTemplate.self, items: items)
        var marks = 0
        for _ in 0..<(30 / perRow) {
            let lines = Self.lines(renderCanvas(template, width: 41, height: 6))
            for line in lines {
                let characters = Array(line)
                #expect(line.components(separatedBy: "£3.99").count - 1 == perRow, "a price lost a cell: \(line)")
                #expect(!characters.dropLast().contains("↑") && !characters.dropLast().contains("↓"), "\(line)")
                if let last = characters.last, last == "↑" || last == "↓" { marks += 1 }
                #expect(String(characters.dropLast()).hasSuffix("£3.99"), "\(line)")
            }
            _ = template.handle(.key(.down))
        }
        #expect(marks > 0, "the marks were drawn")
    }

    /// The kit keeps the marks' column out of the entry's canvas where the entries reach
    /// it (a row of entries filling the width), and nowhere else.
    @Test func theCanvasLeavesOutTheMarksColumnOnlyWhereTheEntriesReachIt() {
        let area = Rect(column: 0, row: 0, width: 41, height: 6)
        #expect(ItemLayout(area: area, entrySize: Size(width: 41, height: 2)).entryCanvasSize == Size(width: 40, height: 2))
        #expect(ItemLayout(area: area, entrySize: Size(width: 40, height: 2)).entryCanvasSize == Size(width: 40, height: 2))
        #expect(ItemLayout(area: area, entrySize: Size(width: 20, height: 1), perRow: 2, gap: 1).entryCanvasSize == Size(width: 19, height: 1))
        #expect(ItemLayout(area: area, entrySize: Size(width: 41, height: 2), scrollMarks: .ownColumn).entryCanvasSize.width == 41)
        #expect(ItemLayout(area: area, entrySize: Size(width: 41, height: 2), rails: true).entryCanvasSize.width == 41)
    }

    /// The highlighted entry's highlight reaches the area's edge, under the marks'
    /// column too; another entry's last column is blank.
    @Test func theHighlightReachesTheEdge() {
        PriceListTemplate.perRow = 1
        let items = (0..<3).map { HomeItem(identifier: "i\($0)", title: "Item \($0)", kind: .short) }
        let template = make(PriceListTemplate.self, items: items)
        let canvas = renderCanvas(template, width: 30, height: 6)
        #expect(canvas[29, 0].style == Theme.standard.selection)
        #expect(canvas[29, 1] == .blank)
    }
}
