import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Template behaviour")
struct TemplateBehaviourTests {
    @Test func theListOpensEachItemAsItsKindSays() {
        let list = make(ListTemplate.self)
        var opened: [String] = []
        list.longSelected = { opened.append("long \($0.item.identifier) @\($0.index)") }
        list.shortSelected = { opened.append("short \($0.item.identifier) @\($0.index)") }
        list.streamSelected = { opened.append("stream \($0.item.identifier) @\($0.index)") }
        _ = render(list, width: 80, height: 24)
        for _ in 0..<3 {
            _ = list.handle(.key(.enter))
            _ = list.handle(.key(.down))
        }
        #expect(opened == ["stream n1 @0", "short n2 @1", "long n3 @2"])
    }

    @Test func theGridOpensAQuickLookOfAnyCardWithSpace() {
        let grid = make(GridTemplate.self)
        var opened: [String] = []
        grid.shortSelected = { opened.append("short \($0.item.identifier)") }
        grid.streamSelected = { opened.append("stream \($0.item.identifier)") }
        _ = render(grid, width: 80, height: 24)
        _ = grid.handle(.key(.space))
        _ = grid.handle(.key(.enter))
        #expect(opened == ["short n1", "stream n1"])
    }

    @Test func bothAskToBeReplacedByTheOther() {
        let list = make(ListTemplate.self)
        let grid = make(GridTemplate.self)
        var asked: [TemplateStyle] = []
        list.replaceWith = { asked.append($0) }
        grid.replaceWith = { asked.append($0) }
        _ = list.handle(.key(.character("v")))
        _ = grid.handle(.key(.character("v")))
        #expect(asked == [.grid, .list])
    }

    @Test func aCompletedSwipeIsReportedAndLeftAndRightAreTheScreens() {
        let list = make(ListTemplate.self)
        var reports: [String] = []
        list.didHorizontalSwipe = { reports.append($0.rawValue) }
        list.settingsSelected = { reports.append("settings") }
        list.didLaunch = { reports.append("launch") }
        // Left and right (h and l) move the day on the screen, not in the template.
        #expect(list.handle(.key(.left)) == .ignored)
        #expect(list.handle(.key(.character("l"))) == .ignored)
        _ = list.handle(.swipe(.next))
        _ = list.handle(.key(.character("s")))
        list.didAppear()
        #expect(reports == ["next", "settings", "launch"])
    }

    @Test func theSelectionStaysWithTheSameItemWhenItemsChange() {
        let list = make(ListTemplate.self)
        _ = render(list, width: 80, height: 8)
        _ = list.handle(.key(.down))
        _ = list.handle(.key(.down))
        #expect(list.selectedIndex == 2)
        // n3 moves to the front; the selection follows it.
        var reordered = goldenItems
        reordered.insert(reordered.remove(at: 2), at: 0)
        list.viewModel = HomeViewModel(items: reordered)
        list.refresh()
        #expect(list.selectedIndex == 0)
        #expect(list.items[0].identifier == "n3")
        // When the selected item goes away, the selection stays at its place.
        list.viewModel = HomeViewModel(items: Array(reordered.dropFirst()))
        list.refresh()
        #expect(list.selectedIndex == 0)
    }

    @Test func scrollingKeepsTheSelectionVisible() {
        let list = make(ListTemplate.self)
        _ = render(list, width: 60, height: 6)  // three entries fit
        for _ in 0..<5 { _ = list.handle(.key(.down)) }
        let text = render(list, width: 60, height: 6)
        #expect(list.selectedIndex == 5)
        #expect(text.contains("▸ SHORT  東京の紅葉"))
    }

    @Test func aClickSelectsAndASecondClickOpens() {
        let grid = make(GridTemplate.self)
        var opened: [String] = []
        grid.longSelected = { opened.append($0.item.identifier) }
        _ = render(grid, width: 80, height: 24)  // three columns of 26
        _ = grid.handle(.mouse(MouseEvent(.press, column: 60, row: 2)))
        #expect(grid.selectedIndex == 2)
        _ = grid.handle(.mouse(MouseEvent(.press, column: 60, row: 2)))
        #expect(opened == ["n3"])
    }
}
