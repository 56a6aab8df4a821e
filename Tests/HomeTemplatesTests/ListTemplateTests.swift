import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("List template")
struct ListTemplateTests {
    /// The sizes every template's golden frames are drawn at.
    nonisolated static let sizes = [(80, 24), (40, 12), (120, 30), (24, 8)]

    @Test func itKeepsTheTemplateContract() async {
        await expectConformance(ListTemplate.self, factory: .standard)
    }

    @Test(arguments: sizes)
    func golden(width: Int, height: Int) {
        let template = make(ListTemplate.self)
        FrameSnapshot.expect(render(template, width: width, height: height), matches: "list-\(width)x\(height).txt")
    }

    @Test func scrolledToTheEnd() {
        let template = make(ListTemplate.self)
        _ = render(template, width: 60, height: 8)
        _ = template.handle(.key(.end))
        FrameSnapshot.expect(render(template, width: 60, height: 8), matches: "list-60x8-end.txt")
    }

    @Test func emptyContent() {
        FrameSnapshot.expect(render(make(ListTemplate.self, items: []), width: 40, height: 5), matches: "list-empty.txt")
    }
}
