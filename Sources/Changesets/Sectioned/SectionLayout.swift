/// Sectioned items laid end to end, with where each section starts: items are matched
/// across sections by their index in this flat list.
struct SectionLayout<Item> {
    /// Every item, section after section.
    var items: ContiguousArray<Item>
    /// The flat index of each section's first item, and the total count at the end.
    var starts: [Int]

    init(_ sections: [[Item]]) {
        items = []
        items.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for section in sections {
            items.append(contentsOf: section)
            starts.append(items.count)
        }
    }
}

/// The section that holds flat index `flat`, given the section starts.
func section(containing flat: Int, starts: [Int]) -> Int {
    // The last section whose start is at or before `flat` (empty sections share starts).
    var low = 0
    var high = starts.count - 2
    while low < high {
        let middle = (low + high + 1) >> 1
        if starts[middle] <= flat { low = middle } else { high = middle - 1 }
    }
    return low
}

/// The path of flat index `flat`, given the section starts.
func path(of flat: Int, starts: [Int]) -> ItemPath {
    let section = section(containing: flat, starts: starts)
    return ItemPath(section: section, item: flat - starts[section])
}
