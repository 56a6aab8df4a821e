import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// The quick look (space in the grid, the hero and the shelves) is a panel over the home
/// screen, which stays readable around it, dimmed in colour.
@MainActor
@Suite("The quick look over the home screen")
struct QuickLookTests {
    /// A screen of `template` showing the first day of the bundled catalogue, its quick
    /// look open on the highlighted item.
    func quickLook(_ template: any HomeTemplate.Type) async throws -> (HomeScreenHarness, [HomeItem]) {
        let catalogue = DirectoryContentProvider<HomeItem>.bundledCatalogue
        let day = try #require(try await catalogue.days().first)
        let items = try await catalogue.items(on: day)
        let home = try await HomeScreenHarness(template, factory: .standard, content: [day: .success(items)], motion: .none)
        _ = home.frame()
        home.press(.space)
        #expect(home.container.navigation.top == .shortDetail(items[0]))
        return (home, items)
    }

    @Test func theGridStaysReadableAroundIt() async throws {
        let (home, items) = try await quickLook(GridTemplate.self)
        let frame = home.frame(width: 80, height: 24)
        #expect(frame.contains("Quick look"))
        let around = items.dropFirst().filter { frame.contains(FrameReading.titleKey($0.title)) }
        #expect(around.count >= 3, "\(around.map(\.title)) around the quick look:\n\(frame)")
        home.skipEvents()
        home.finish()
    }

    @Test(arguments: [TemplateStyle.grid, .hero, .shelves])
    func theHomeScreenIsDimmedAroundThePanelInColour(style: TemplateStyle) async throws {
        let (home, items) = try await quickLook(try #require(HomeFactory.standard.type(for: style)))
        let canvas = home.screen.frame(size: Size(width: 80, height: 24))
        let lines = PlainTextEncoder().lines(canvas)
        let panelTop = try #require(lines.firstIndex { $0.contains("Quick look") })
        // The home screen shows above the panel, every one of its glyphs dim.
        let above = (1..<panelTop).flatMap { row in (0..<80).map { canvas[$0, row] } }.filter { $0.glyph != .space }
        #expect(!above.isEmpty, "nothing of the home screen above the panel:\n\(lines.joined(separator: "\n"))")
        #expect(above.allSatisfy { $0.style.attributes.contains(.dim) || $0.style.background != nil })
        // The panel itself is not dimmed: the item's title is drawn in the title style.
        let titleRow = panelTop + 1
        let titleCells = (0..<80).map { canvas[$0, titleRow] }.filter { $0.style == Theme.standard.title }
        #expect(!titleCells.isEmpty, "\(lines[titleRow])")
        #expect(lines[titleRow].contains(FrameReading.titleKey(items[0].title)))
        home.skipEvents()
        home.finish()
    }

    @Test func aChangeUnderThePanelKeepsAnimating() async throws {
        let home = try await HomeScreenHarness(GridTemplate.self, factory: .standard)
        _ = home.frame()
        home.press(.space)
        let items = ConformanceItems.sample(count: 6)
        home.screen.days.receive(Array(items.dropFirst(2)) + Array(items.prefix(2)))
        await home.settle()
        let moving = home.frame()
        #expect(moving.contains("Quick look"))
        #expect(home.screen.isAnimating)
        home.advance(by: .milliseconds(500))
        _ = home.frame()
        #expect(!home.screen.isAnimating)
        home.skipEvents()
        home.finish()
    }
}
