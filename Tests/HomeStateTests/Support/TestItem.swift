import HomeState

/// The item type of these tests: HomeState is generic and never sees DynamicHome's.
struct TestItem: Codable, Equatable, Identifiable, Sendable {
    var id: String
    var title: String

    init(_ id: String, _ title: String = "") {
        self.id = id
        self.title = title.isEmpty ? "Item \(id)" : title
    }

    enum CodingKeys: String, CodingKey {
        case id = "identifier"
        case title
    }
}

/// `2026-11-01` plus `offset` days.
func day(_ offset: Int) -> Day {
    Day("2026-11-01")!.advanced(by: offset)
}

/// The days `2026-11-01` and following.
func days(_ count: Int) -> [Day] {
    (0..<count).map(day)
}

/// Two items that name their day.
func items(for day: Day) -> [TestItem] {
    [TestItem("\(day)-a"), TestItem("\(day)-b")]
}
