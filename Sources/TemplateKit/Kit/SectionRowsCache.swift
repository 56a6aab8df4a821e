/// The ``SectionRows`` an ``ItemTemplate`` used last, so that its items are laid out
/// again only when they or the layout change: laying out reads every item (O(n), ten
/// thousand of them in a long day), while a frame, a key or a click reads a few rows
/// (O(log n)). The rows are a pure function of the items and the layout, so rows kept are
/// the rows that would be made.
struct SectionRowsCache {
    /// How many are kept: a frame uses two layouts (the template's, and the one a column
    /// narrower when the scroll marks take a column of their own), and a change of the
    /// items the rows of the items before it too.
    static let capacity = 4

    /// The rows kept, with the items they were made of; the last used last.
    private var kept: [(items: [HomeItem], rows: SectionRows)] = []

    /// The rows of `items` at `layout`: kept ones, or made (and kept).
    ///
    /// - Complexity: O(1) when the same array was laid out at `layout` lately (its
    ///   storage is compared first), else O(n) for n items.
    mutating func rows(of items: [HomeItem], layout: ItemLayout) -> SectionRows {
        if let index = kept.lastIndex(where: { $0.rows.layout == layout && $0.items == items }) {
            let found = kept.remove(at: index)
            kept.append(found)
            return found.rows
        }
        let rows = SectionRows(items: items, layout: layout)
        if kept.count >= Self.capacity { kept.removeFirst(kept.count - Self.capacity + 1) }
        kept.append((items, rows))
        return rows
    }
}
