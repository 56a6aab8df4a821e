import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Hero template")
struct HeroTemplateTests {
    @Test(arguments: ListTemplateTests.sizes + [(60, 5), (6, 4)])
    func golden(width: Int, height: Int) {
        let template = make(HeroTemplate.self)
        FrameSnapshot.expect(render(template, width: width, height: height), matches: "hero-\(width)x\(height).txt")
    }

    @Test func theHeroFollowsTheSelection() async {
        let template = make(HeroTemplate.self)
        _ = render(template, width: 80, height: 24)
        _ = template.handle(.key(.down))
        _ = template.handle(.key(.down))
        FrameSnapshot.expect(render(template, width: 80, height: 24), matches: "hero-80x24-third.txt")
    }

    @Test func theStripScrollsToTheEnd() async {
        let template = make(HeroTemplate.self)
        _ = render(template, width: 60, height: 12)
        _ = template.handle(.key(.end))
        FrameSnapshot.expect(render(template, width: 60, height: 12), matches: "hero-60x12-end.txt")
    }

    @Test func emptyContent() async {
        FrameSnapshot.expect(render(make(HeroTemplate.self, items: []), width: 40, height: 5), matches: "hero-empty.txt")
    }

    @Test func keysAndClicksOpenWhatTheyShould() async {
        let hero = make(HeroTemplate.self)
        var calls: [String] = []
        hero.longSelected = { calls.append("long \($0.item.identifier) @\($0.index)") }
        hero.shortSelected = { calls.append("short \($0.item.identifier) @\($0.index)") }
        hero.streamSelected = { calls.append("stream \($0.item.identifier) @\($0.index)") }
        hero.settingsSelected = { calls.append("settings") }
        hero.replaceWith = { calls.append("replace \($0)") }
        hero.didHorizontalSwipe = { calls.append("swipe \($0)") }
        _ = render(hero, width: 80, height: 24)  // the hero takes rows 0-7, the strip starts at row 8
        _ = hero.handle(.key(.enter))
        _ = hero.handle(.key(.space))
        _ = hero.handle(.mouse(MouseEvent(.press, column: 10, row: 10)))  // selects n3
        _ = hero.handle(.mouse(MouseEvent(.press, column: 10, row: 10)))  // opens it
        _ = hero.handle(.mouse(MouseEvent(.press, column: 10, row: 2)))  // the hero opens n3 too
        _ = hero.handle(.key(.character("s")))
        _ = hero.handle(.key(.character("v")))
        #expect(hero.handle(.key(.left)) == .ignored)  // the screen moves the day
        _ = hero.handle(.swipe(.next))
        #expect(calls == [
            "stream n1 @0", "short n1 @0", "long n3 @2", "long n3 @2", "settings", "replace list", "swipe next",
        ])
    }

    @Test func theTogglesSelectIt() async throws {
        let decisions = FeatureDecisions(file: nil, overrides: [("home.template", "hero")])
        #expect(decisions.templateStyle(registered: HomeFactory.standard.styles).style == .hero)
        let home = try await HomeScreenHarness(HeroTemplate.self, factory: .standard, motion: .none)
        #expect(home.frame().contains("┏━ LONG · 1 min ━"))
        home.expectEvents([.launch(style: .hero), .templateShown(style: .hero, reason: HomeScreenHarness.defaultReason)])
        home.finish()
    }
}
