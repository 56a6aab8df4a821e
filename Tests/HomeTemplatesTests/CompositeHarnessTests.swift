import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// A screen made of sections, driven through the harness: one focus, routed keys, a
/// replacement of one section, the events that say where an item was.
@MainActor
@Suite("A screen of sections in the harness")
struct CompositeHarnessTests {
    static let items = ConformanceItems.sample(count: 16)
    static let day = HomeScreenHarness.days[0]

    /// A hero of three, a rail of five, a grid of four and a list of four.
    static let sectioned = HomeScreenHarness.sectioned([
        (ContentSection(identifier: "top", title: "Top", template: "hero"), Array(items[0..<3])),
        (ContentSection(identifier: "live", title: "Live", template: "shelves"), Array(items[3..<8])),
        (ContentSection(identifier: "picks", title: "Picks", template: "grid"), Array(items[8..<12])),
        (ContentSection(identifier: "news", title: "News"), Array(items[12..<16])),
    ])

    func harness() async throws -> HomeScreenHarness {
        let home = try await HomeScreenHarness(
            ListTemplate.self, factory: .standard, content: [Self.day: .success(Self.sectioned)], motion: .none)
        home.skipEvents()
        return home
    }

    @Test func eachSectionHasTheTemplateItsContentNames() async throws {
        let home = try await harness()
        #expect(home.sections.map(\.style) == [.hero, .shelves, .grid, .list])
        #expect(home.sections.map(\.origin) == [.content, .content, .content, .screen])
        #expect(home.focusedSection == "top")
        home.finish()
    }

    @Test func downGoesThroughEverySectionInOrderAndNeverBack() async throws {
        let home = try await harness()
        let order = home.sections.map(\.identifier)
        var visited = [try #require(home.focusedSection)]
        for _ in 0..<20 {
            home.press(.down)
            let focused = try #require(home.focusedSection)
            #expect(order.firstIndex(of: focused)! >= order.firstIndex(of: visited.last!)!, "went back to \(focused)")
            if focused != visited.last { visited.append(focused) }
            // The highlighted item is on screen.
            let item = try #require(home.highlightedItem)
            #expect(home.frame(width: 100, height: 30).contains(String(item.title.prefix(12))), "\(item.title) is not on screen")
        }
        #expect(visited == order)
        #expect(home.highlightedItem?.identifier == Self.items[15].identifier)
        home.finish()
    }

    @Test func upComesBackAtTheEntryNearestWhereTheHighlightWas() async throws {
        let home = try await harness()
        home.press(.down, .down, .right)  // the grid's second card
        #expect(home.focusedSection == "picks" && home.highlightedItem?.identifier == Self.items[9].identifier)
        home.press(.up)  // the rail, at the card above
        #expect(home.focusedSection == "live" && home.highlightedItem?.identifier == Self.items[4].identifier)
        home.finish()
    }

    @Test func theArrowsReachEveryItemOfARailAndAGrid() async throws {
        let home = try await harness()
        home.press(.down)
        var rail: Set<String> = []
        for _ in 0..<6 {
            rail.insert(try #require(home.highlightedItem).identifier)
            home.press(.right)
        }
        #expect(rail == Set(Self.items[3..<8].map(\.identifier)))
        home.press(.tab)
        #expect(home.focusedSection == "picks")
        var grid: Set<String> = []
        for key in [Key.right, .right, .right, .down, .left, .left, .left] {
            grid.insert(try #require(home.highlightedItem).identifier)
            home.press(key)
        }
        grid.insert(try #require(home.highlightedItem).identifier)
        #expect(grid.isSuperset(of: Self.items[8..<12].map(\.identifier)), "\(grid)")
        home.finish()
    }

    @Test func vReplacesTheFocusedSectionOnlyAndTheEventSaysWhich() async throws {
        let home = try await harness()
        home.press(.tab, .tab, .tab)
        #expect(home.focusedSection == "news")
        home.press(.character("v"))
        #expect(home.sections.map(\.style) == [.hero, .shelves, .grid, .grid])
        #expect(home.sections.last?.origin == .replacedAtRuntime(from: .list))
        home.expectEvents([.templateReplaced(from: .list, to: .grid, section: "news")])
        home.press(.enter)
        home.expectEvents([
            .itemSelected(action: Self.action(Self.items[12]), identifier: Self.items[12].identifier, index: 0, section: "news", style: .grid),
            .navigation(destination: Self.destination(Self.items[12])),
        ])
        home.finish()
    }

    /// Found by `home-bench composite` in its quick mode: a second replacement of a
    /// section while its first still faded froze the region's frame while the stack's
    /// sections were held for writing, and the program stopped on the access conflict.
    /// `v` pressed twice within the fade, and a section toggle changed twice within it,
    /// each fade from the frame on screen.
    @Test func aSecondReplacementDuringTheFadeStartsFromTheFrameOnScreen() async throws {
        let home = try await HomeScreenHarness(
            ListTemplate.self, factory: .standard, content: [Self.day: .success(Self.sectioned)], motion: .standard)
        home.skipEvents()
        home.press(.tab, .tab, .tab)
        home.press(.character("v"))
        home.advance(by: .milliseconds(100))
        _ = home.frame(width: 100, height: 30)
        home.press(.character("v"))
        home.advance(by: .milliseconds(100))
        let middle = home.frame(width: 100, height: 30)
        #expect(middle.split(separator: "\n").count == 30)
        #expect(home.sections.last?.origin == .replacedAtRuntime(from: .grid))
        _ = home.setToggle("home.section.news.template", to: "grid")
        home.advance(by: .milliseconds(100))
        _ = home.frame(width: 100, height: 30)
        _ = home.setToggle("home.section.news.template", to: "list")
        home.advance(by: .seconds(1))
        _ = home.frame(width: 100, height: 30)
        #expect(home.sections.last?.style == .list)
        home.skipEvents()
        home.finish()
    }

    @Test func tReplacesTheScreensTemplateAndTheSectionsItDraws() async throws {
        let home = try await harness()
        home.press(.character("t"))
        home.expectEvents([.templateReplaced(from: .list, to: .grid), .templateShown(style: .grid, reason: .replacedAtRuntime(from: .list))])
        // The next after list is grid: the news section, drawn by the screen's template, follows.
        #expect(home.sections.map(\.style) == [.hero, .shelves, .grid, .grid])
        #expect(home.container.style == .grid)
        home.finish()
    }

    @Test func aClickGoesToTheSectionUnderTheMouse() async throws {
        let home = try await harness()
        let frame = home.frame(width: 100, height: 30).split(separator: "\n").map(String.init)
        // The body starts on the second row of the frame; the rail's cards under "Live".
        let live = try #require(frame.firstIndex { $0.hasPrefix("Live ─") })
        home.send(.mouse(MouseEvent(.press, column: 30, row: live + 2 - 1)))
        #expect(home.focusedSection == "live")
        #expect(home.highlightedItem?.identifier == Self.items[4].identifier)
        home.finish()
    }

    @Test func theCompositeFrame() async throws {
        let home = try await harness()
        home.expectFrame(width: 100, height: 40, matches: "composite-100x40.txt")
        home.press(.down, .down, .right)
        home.expectFrame(width: 100, height: 40, matches: "composite-focus-in-grid-100x40.txt")
        home.finish()
    }

    static func action(_ item: HomeItem) -> SelectionAction {
        switch item.kind {
        case .long: .longSelected
        case .short: .shortSelected
        case .stream: .streamSelected
        }
    }

    static func destination(_ item: HomeItem) -> Destination.Kind {
        switch item.kind {
        case .long: .longDetail
        case .short: .shortDetail
        case .stream: .stream
        }
    }
}
