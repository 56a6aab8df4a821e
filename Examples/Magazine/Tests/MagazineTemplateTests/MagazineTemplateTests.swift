import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import MagazineTemplate
import Testing

/// The magazine keeps the template contract with the templates it runs with, draws as its
/// golden frames say, and its own key switches the columns.
@MainActor
@Suite("Magazine template")
struct MagazineTemplateTests {
    /// The factory `magazine` runs with.
    static let factory = HomeFactory.standard.registering(MagazineTemplate.self, after: .list)

    /// The contract, bounds at every small size, `v`, and `t` in registration order, for
    /// the magazine among the templates it runs with (the kit checks its own).
    @Test func everyTemplateKeepsTheContract() async {
        await expectEveryTemplateKeepsTheContract(in: Self.factory, checking: [.magazine])
    }

    @Test(arguments: [(80, 24), (40, 12), (30, 8)])
    func golden(width: Int, height: Int) {
        let template = make(MagazineTemplate.self)
        FrameSnapshot.expect(render(template, width: width, height: height), matches: "magazine-\(width)x\(height).txt")
    }

    @Test func itsOwnKeySwitchesToOneColumn() async throws {
        let home = try await HomeScreenHarness(MagazineTemplate.self, factory: Self.factory)
        let magazine = try #require(home.child as? MagazineTemplate)
        #expect(home.frame(width: 120).contains("c columns"), "the status line shows the template's own key")
        home.press(.character("c"))
        #expect(magazine.singleColumn)
        FrameSnapshot.expect(home.frame(width: 60, height: 16), matches: "magazine-one-column-60x16.txt")
        home.skipEvents()
        home.finish()
    }
}
