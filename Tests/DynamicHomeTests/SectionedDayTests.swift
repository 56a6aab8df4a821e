import DynamicHome
import Testing

@Suite struct SectionedDayTests {
    static let live = ContentSection(identifier: "live", title: "Live now")
    static let sport = ContentSection(identifier: "sport", title: "Sport")

    static func item(_ id: String) -> HomeItem { HomeItem(identifier: id, title: "Item \(id)", kind: .long) }

    @Test func theViewModelCarriesSectionsBesideTheFlatItems() {
        let model = HomeViewModel(sections: [(Self.live, [Self.item("a"), Self.item("b")]), (Self.sport, [Self.item("c")])])
        #expect(model.items.map(\.identifier) == ["a", "b", "c"])
        #expect(model.items.map(\.section) == [Self.live, Self.live, Self.sport])
        #expect(model.sections == [HomeSection(section: Self.live, range: 0..<2), HomeSection(section: Self.sport, range: 2..<3)])
        #expect(model.sections.map(\.title) == ["Live now", "Sport"])
    }

    @Test func aDayWithoutSectionsIsOneUntitledSection() {
        let model = HomeViewModel(items: [Self.item("a"), Self.item("b")])
        #expect(model.sections == [HomeSection(section: nil, range: 0..<2)])
        #expect(model.sections.first?.title == nil)
        #expect(HomeViewModel(items: []).sections.isEmpty)
    }

    @Test func anItemInAnotherSectionHasChanged() {
        #expect(Self.item("a").inSection(Self.live) != Self.item("a").inSection(Self.sport))
        #expect(Self.item("a").inSection(Self.live).identifier == "a")
    }

    /// The first day (what the goldens and end-to-end tests show) has no sections;
    /// several others do.
    @Test func theBundledCatalogueHasSectionedDays() async throws {
        let catalogue = DirectoryContentProvider<HomeItem>.bundledCatalogue
        let days = try await catalogue.days()
        var sectioned: [Day: [String]] = [:]
        for day in days {
            let sections = HomeViewModel(day: day, items: try await catalogue.items(on: day)).sections
            if sections.contains(where: { $0.section != nil }) { sectioned[day] = sections.compactMap(\.title) }
        }
        #expect(sectioned[days[0]] == nil)
        #expect(sectioned.count >= 3)
        #expect(sectioned[Day("2026-11-19")!] == ["Live now", "Long reads", "In brief"])
    }
}
