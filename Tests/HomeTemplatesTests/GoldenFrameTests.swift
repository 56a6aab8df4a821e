import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Golden frames")
struct GoldenFrameTests {
    nonisolated static let sizes = [(80, 24), (40, 12), (120, 30), (24, 8)]

    @Test(arguments: sizes)
    func list(width: Int, height: Int) {
        let template = make(ListTemplate.self)
        FrameSnapshot.expect(render(template, width: width, height: height), matches: "list-\(width)x\(height).txt")
    }

    @Test(arguments: sizes)
    func grid(width: Int, height: Int) {
        let template = make(GridTemplate.self)
        FrameSnapshot.expect(render(template, width: width, height: height), matches: "grid-\(width)x\(height).txt")
    }

    @Test func listScrolledToTheEnd() {
        let template = make(ListTemplate.self)
        _ = render(template, width: 60, height: 8)
        _ = template.handle(.key(.end))
        FrameSnapshot.expect(render(template, width: 60, height: 8), matches: "list-60x8-end.txt")
    }

    @Test func gridWithTheThirdRowSelected() {
        let template = make(GridTemplate.self)
        _ = render(template, width: 80, height: 12)
        _ = template.handle(.key(.down))
        _ = template.handle(.key(.down))
        FrameSnapshot.expect(render(template, width: 80, height: 12), matches: "grid-80x12-row3.txt")
    }

    @Test func emptyContent() {
        FrameSnapshot.expect(render(make(ListTemplate.self, items: []), width: 40, height: 5), matches: "list-empty.txt")
        FrameSnapshot.expect(render(make(GridTemplate.self, items: []), width: 40, height: 5), matches: "grid-empty.txt")
    }
}
