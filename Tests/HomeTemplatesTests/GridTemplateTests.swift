import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Grid template")
struct GridTemplateTests {
    @Test func itKeepsTheTemplateContract() async {
        await expectConformance(GridTemplate.self, factory: .standard)
    }

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
