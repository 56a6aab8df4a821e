/// A run of a day's items under one header: a section of a sectioned day, or the one
/// untitled run of a day without sections.
public struct HomeSection: Hashable, Sendable {
    /// The section, or `nil` for the items of a day without sections (no header).
    public var section: ContentSection?
    /// Where its items are in the day's flat list of items.
    public var range: Range<Int>

    /// Creates a section of the items in `range`.
    public init(section: ContentSection?, range: Range<Int>) {
        self.section = section
        self.range = range
    }

    /// The identity a section is known by across changes: its identifier, or "" for
    /// items in none.
    public var identifier: String { section?.identifier ?? "" }

    /// What its header says, or `nil` when it has none.
    public var title: String? { section?.title }

    /// The runs of consecutive items in one section, in order: one untitled run for a
    /// day without sections, none for a day without items.
    ///
    /// - Complexity: O(n) for n items.
    public static func sections(of items: [HomeItem]) -> [HomeSection] {
        var sections: [HomeSection] = []
        var start = 0
        for index in items.indices where index > 0 && items[index].section != items[index - 1].section {
            sections.append(HomeSection(section: items[start].section, range: start..<index))
            start = index
        }
        if !items.isEmpty { sections.append(HomeSection(section: items[start].section, range: start..<items.count)) }
        return sections
    }
}

extension HomeViewModel {
    /// A view model of a sectioned day: the sections' items in order, each told its section.
    public init(day: Day? = nil, sections: [(section: ContentSection, items: [HomeItem])]) {
        self.init(day: day, items: sections.flatMap { section, items in items.map { $0.inSection(section) } })
    }

    /// The day's items in sections: runs of consecutive items in one section (one
    /// untitled run for a day without sections); ``items`` is their flat list.
    public var sections: [HomeSection] { HomeSection.sections(of: items) }
}
