import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Shelves template")
struct ShelvesTemplateTests {
    /// A day without sections: one untitled rail.
    @Test(arguments: ListTemplateTests.sizes)
    func golden(width: Int, height: Int) {
        let template = make(ShelvesTemplate.self)
        FrameSnapshot.expect(render(template, width: width, height: height), matches: "shelves-\(width)x\(height).txt")
    }

    @Test func emptyContent() {
        FrameSnapshot.expect(render(make(ShelvesTemplate.self, items: []), width: 40, height: 5), matches: "shelves-empty.txt")
    }

    /// Right moves along the rail and scrolls it; down goes to the next rail, whose
    /// scroll is its own; up comes back to the first rail, still scrolled.
    @Test func eachRailScrollsOnItsOwn() {
        let shelves = make(ShelvesTemplate.self, items: TemplateTesting.sectionedItems)
        _ = render(shelves, width: 60, height: 22)
        #expect(shelves.handle(.key(.right)) == .handled)
        #expect(shelves.handle(.key(.right)) == .handled)
        #expect(shelves.highlighted?.item.identifier == "n8")
        FrameSnapshot.expect(render(shelves, width: 60, height: 22), matches: "shelves-60x22-rail-scrolled.txt")
        _ = shelves.handle(.key(.down))
        #expect(shelves.highlighted?.item.identifier == "n5")
        FrameSnapshot.expect(render(shelves, width: 60, height: 22), matches: "shelves-60x22-second-rail.txt")
        _ = shelves.handle(.key(.up))
        #expect(shelves.highlighted?.item.identifier == "n8")
    }

    /// After moving down to the second rail of a short screen, the first rail is above
    /// it: "↑" says so, at the top of the column the kit keeps for the marks; "↓" says a
    /// rail is below, until the last rail is reached.
    @Test func railsAboveAndBelowAreMarked() {
        let shelves = make(ShelvesTemplate.self, items: TemplateTesting.sectionedItems)
        func corners() -> (top: Character?, bottom: Character?) {
            let lines = render(shelves, width: 60, height: 12).split(separator: "\n")
            return (lines.first?.last, lines.last?.last)
        }
        #expect(corners() == (" ", "↓"))
        _ = shelves.handle(.key(.down))
        let second = render(shelves, width: 60, height: 12)
        #expect(second.hasPrefix("長く読む"), "\(second)")
        #expect(corners() == ("↑", "↓"))
        _ = shelves.handle(.key(.down))
        #expect(corners() == ("↑", " "))
        // All three rails fit at 22 rows: no marks, and no column kept for them.
        let tall = render(shelves, width: 60, height: 22)
        #expect(!tall.contains("↑") && !tall.contains("↓"))
    }

    /// A rail's header says which of its cards are on screen, with "◂" exactly when cards
    /// are hidden to the left and "▸" exactly when some are to the right; a rail whose
    /// cards all fit ("In brief": two, at 60 columns) says nothing.
    @Test func railsMarkTheCardsHiddenToTheirSides() {
        let shelves = make(ShelvesTemplate.self, items: TemplateTesting.sectionedItems)
        func header(_ title: String) -> String {
            String(render(shelves, width: 60, height: 22).split(separator: "\n").first { $0.hasPrefix(title) } ?? "")
        }
        #expect(header("Live now").hasSuffix("─ 1-2/3 ▸"))
        #expect(header("In brief") == "In brief " + String(repeating: "─", count: 51))
        _ = shelves.handle(.key(.right))
        #expect(header("Live now").hasSuffix("─ 1-2/3 ▸"))
        _ = shelves.handle(.key(.right))
        #expect(header("Live now").hasSuffix("─ ◂ 2-3/3"))
        _ = shelves.handle(.key(.left))
        _ = shelves.handle(.key(.left))
        #expect(header("Live now").hasSuffix("─ 1-2/3 ▸"))
    }

    /// A day without sections is one untitled rail: a line above it says which cards are
    /// on screen when they do not all fit, and there is no such line when they do.
    @Test func anUntitledRailIsMarkedOnlyWhenItDoesNotFit() {
        let shelves = make(ShelvesTemplate.self)
        let narrow = render(shelves, width: 80, height: 24).split(separator: "\n")
        #expect(narrow[0] == String(repeating: " ", count: 73) + "1-3/8 ▸")
        #expect(narrow[1].hasPrefix("┏━━"))
        let wide = render(shelves, width: 200, height: 24).split(separator: "\n")
        #expect(wide[0].hasPrefix("┏━━"))
        #expect(!wide.joined().contains("▸"))
    }

    /// Left at a rail's first card and right at its last are left to the screen, which
    /// changes the day; within the rail they are the template's.
    @Test func leftAndRightChangeTheDayOnlyAtARailsEnds() {
        let shelves = make(ShelvesTemplate.self, items: TemplateTesting.sectionedItems)
        _ = render(shelves, width: 80, height: 24)
        #expect(shelves.handle(.key(.left)) == .ignored)
        #expect(shelves.handle(.key(.character("l"))) == .handled)
        #expect(shelves.handle(.key(.right)) == .handled)
        #expect(shelves.handle(.key(.right)) == .ignored)
        #expect(shelves.highlighted?.item.identifier == "n8")
        #expect(shelves.handle(.key(.character("h"))) == .handled)
        #expect(shelves.highlighted?.item.identifier == "n4")
    }

    /// A click on a card of another rail highlights it; a second click opens it.
    @Test func aClickHighlightsACardOfAnyRail() {
        let shelves = make(ShelvesTemplate.self, items: TemplateTesting.sectionedItems)
        _ = render(shelves, width: 80, height: 24)
        // Rows: 0 header, 1-6 the live rail, 7 header, 8-13 the reads rail.
        #expect(shelves.handle(.mouse(MouseEvent(.press, column: 30, row: 9))) == .handled)
        #expect(shelves.highlighted?.item.identifier == "n5")
        var opened: [String] = []
        shelves.longSelected = { opened.append($0.item.identifier) }
        _ = shelves.handle(.mouse(MouseEvent(.press, column: 30, row: 9)))
        #expect(opened == ["n5"])
    }

    /// On the home screen: right moves along the rail without changing the day, and
    /// changes it at the rail's last card.
    @Test func onTheHomeScreenRightChangesTheDayAtTheRailsEnd() async throws {
        let home = try await HomeScreenHarness(ShelvesTemplate.self, factory: .standard, motion: .none)
        home.skipEvents()
        let monday = HomeScreenHarness.days[0]
        let count = try #require((home.child as? ShelvesTemplate)?.items.count)
        for _ in 1..<count { home.press(.right) }
        #expect(home.screen.days.current == monday)
        #expect((home.child as? ShelvesTemplate)?.selectedIndex == count - 1)
        home.press(.right)
        #expect(home.screen.days.current == HomeScreenHarness.days[1])
        home.skipEvents()
        home.finish()
    }
}
