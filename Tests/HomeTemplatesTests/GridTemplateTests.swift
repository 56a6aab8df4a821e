import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Grid template")
struct GridTemplateTests {
    @Test(arguments: ListTemplateTests.sizes)
    func golden(width: Int, height: Int) {
        let template = make(GridTemplate.self)
        FrameSnapshot.expect(render(template, width: width, height: height), matches: "grid-\(width)x\(height).txt")
    }

    @Test func withTheThirdRowHighlighted() {
        let template = make(GridTemplate.self)
        _ = render(template, width: 80, height: 12)
        _ = template.handle(.key(.down))
        _ = template.handle(.key(.down))
        FrameSnapshot.expect(render(template, width: 80, height: 12), matches: "grid-80x12-row3.txt")
    }

    /// One card a row at 40 columns, two rows on screen of eight: "↑" shows exactly when
    /// a row is above, "↓" exactly when one is below, in a column of their own right of the
    /// cards; with every row on screen there is neither, and the cards reach the edge.
    @Test func scrollMarksShowExactlyWhatIsHidden() {
        let grid = make(GridTemplate.self)
        var corners: [String] = []
        for _ in 0..<8 {
            let lines = render(grid, width: 40, height: 12).split(separator: "\n")
            corners.append("\(lines[0].last!)\(lines[11].last!)")
            // The column left of the marks is the cards' right border, whole.
            #expect(lines.allSatisfy { "┓┃┛╮│╯".contains($0.dropLast().last ?? " ") })
            _ = grid.handle(.key(.down))
        }
        #expect(corners == [" ↓", " ↓", "↑↓", "↑↓", "↑↓", "↑↓", "↑↓", "↑ "])
        let all = render(grid, width: 40, height: 48)
        #expect(!all.contains("↑") && !all.contains("↓"))
        #expect(all.split(separator: "\n")[0].hasSuffix("╮"))
    }

    @Test func emptyContent() {
        FrameSnapshot.expect(render(make(GridTemplate.self, items: []), width: 40, height: 5), matches: "grid-empty.txt")
    }

    @Test func tabAndShiftTabMoveOneCard() {
        let template = make(GridTemplate.self)
        _ = render(template, width: 80, height: 24)
        #expect(template.handle(.key(.tab)) == .handled)
        #expect(template.selectedIndex == 1)
        #expect(template.handle(.key(.backtab)) == .handled)
        #expect(template.selectedIndex == 0)
    }
}
