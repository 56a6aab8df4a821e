import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// What people saw: an item is seen when at least half of its entry is on screen, still,
/// for a second; once per item per visit to its day.
@MainActor
@Suite("Items seen")
struct ExposureTests {
    static let days = HomeScreenHarness.days
    static let items = ConformanceItems.sample(count: 30)
    static let content: [Day: Result<[HomeItem], ContentError>] = [
        days[0]: .success(items), days[1]: .success(Array(items.prefix(4))), days[2]: .success([]),
    ]

    func harness(toggles: TestToggles = TestToggles()) async throws -> HomeScreenHarness {
        let home = try await HomeScreenHarness(
            factory: .standard, toggles: toggles, motion: Motion(duration: .milliseconds(400)), content: Self.content)
        home.skipEvents()
        return home
    }

    /// The list at 80x24: 22 rows of body, two rows an entry: eleven entries.
    static let firstScreen = items.prefix(11).map(\.identifier)

    @Test func anItemHalfOnScreenForASecondIsSeenOnce() async throws {
        let home = try await harness()
        home.look(for: .milliseconds(999))
        home.expectSeen([])
        home.look(for: .milliseconds(1))
        home.expectSeen(Self.firstScreen)
        // Held longer, scrolled a row and back, laid out again at another size: nothing new.
        home.look(for: .seconds(5))
        home.press(.down, .up)
        home.look(for: .seconds(2), width: 100, height: 24)
        home.expectSeen([])
        home.finish()
    }

    @Test func theEventSaysTheItemItsPlaceStyleAndDay() async throws {
        let home = try await harness()
        home.look(for: .seconds(1), width: 80, height: 4)  // a body of two rows: one entry
        home.expectEvents([.itemSeen(identifier: "item-1", section: nil, index: 0, style: .list, day: Self.days[0])])
        home.finish()
    }

    @Test func lessThanHalfAnEntryIsNotSeen() async throws {
        let home = try await harness()
        // A body of three rows: the first entry whole, the second half (one row of two).
        home.look(for: .seconds(1), width: 80, height: 5)
        home.expectSeen(["item-1", "item-2"])
        let narrow = try await harness(toggles: TestToggles(overrides: [("home.exposure.percent", "51")]))
        narrow.look(for: .seconds(1), width: 80, height: 5)
        narrow.expectSeen(["item-1"])
        home.finish()
        narrow.finish()
    }

    @Test func itemsScrolledIntoViewAreSeenAfterTheirSecond() async throws {
        let home = try await harness()
        home.look(for: .seconds(1))
        home.expectSeen(Self.firstScreen)
        home.press(.end)
        home.look(for: .milliseconds(500))
        home.expectSeen([])
        home.look(for: .milliseconds(500))
        home.expectSeen(Self.items.suffix(11).map(\.identifier))
        home.finish()
    }

    @Test func nothingIsSeenWhileATransitionRunsOverIt() async throws {
        let home = try await harness()
        home.press(.character("t"))  // a cross-fade of 400 ms to the grid
        home.skipEvents()
        home.look(for: .milliseconds(400))  // drawn fading, then still at its end
        home.look(for: .milliseconds(999))  // 1.4 s since t, but 999 ms still
        home.expectSeen([])
        home.look(for: .milliseconds(1))
        #expect(home.unassertedEvents.contains { if case .itemSeen = $0.kind { true } else { false } })
        home.skipEvents()
        home.finish()
    }

    @Test func anotherVisitToTheDaySeesItAgain() async throws {
        let home = try await harness()
        home.look(for: .seconds(1), width: 80, height: 4)
        home.expectSeen(["item-1"])
        // Each slide takes 400 ms, over which nothing is seen.
        home.press(.right)
        home.look(for: .milliseconds(400), width: 80, height: 4)
        home.look(for: .seconds(1), width: 80, height: 4)
        home.press(.left)
        home.look(for: .milliseconds(400), width: 80, height: 4)
        home.look(for: .seconds(1), width: 80, height: 4)
        home.skipEvents()  // the swipes, and item-1 of the second day
        #expect(home.sink.events.filter { if case .itemSeen("item-1", _, _, _, Self.days[0]) = $0.kind { true } else { false } }.count == 2)
        home.finish()
    }

    @Test func aContentChangeThatKeepsTheItemsSeesNothingAgain() async throws {
        let home = try await harness()
        home.look(for: .seconds(1), width: 80, height: 4)
        home.expectSeen(["item-1"])
        var changed = Self.items
        changed[0].title = "A new title for the first item"
        home.screen.days.receive(changed)
        home.look(for: .seconds(2), width: 80, height: 4)
        home.expectSeen([])
        home.finish()
    }

    @Test func theThresholdsComeFromTheToggles() async throws {
        let home = try await harness(toggles: TestToggles(overrides: [("home.exposure.ms", "3000")]))
        home.look(for: .milliseconds(1500), width: 80, height: 4)
        home.expectSeen([])
        home.look(for: .milliseconds(1500), width: 80, height: 4)
        home.expectSeen(["item-1"])
        home.finish()
    }

    @Test func aSectionIsSeenWithItsFirstItemWithTheToggleThatChoseIt() async throws {
        let sectioned = HomeScreenHarness.sectioned([
            (ContentSection(identifier: "top", title: "Top", template: "hero"), Array(Self.items[0..<3])),
            (ContentSection(identifier: "news", title: "News"), Array(Self.items[3..<6])),
        ])
        let home = try await HomeScreenHarness(
            factory: .standard, toggles: TestToggles(overrides: [("home.section.news.template", "grid")]),
            content: [Self.days[0]: .success(sectioned)])
        home.skipEvents()
        home.look(for: .seconds(1), width: 100, height: 40)
        home.expectEvents([
            .itemSeen(identifier: "item-1", section: "top", index: 0, style: .hero, day: Self.days[0]),
            .sectionSeen(section: "top", style: .hero, toggle: nil),
            .itemSeen(identifier: "item-4", section: "news", index: 0, style: .grid, day: Self.days[0]),
            .sectionSeen(section: "news", style: .grid, toggle: "home.section.news.template"),
            .itemSeen(identifier: "item-5", section: "news", index: 1, style: .grid, day: Self.days[0]),
            .itemSeen(identifier: "item-6", section: "news", index: 2, style: .grid, day: Self.days[0]),
        ])
        home.finish()
    }
}
