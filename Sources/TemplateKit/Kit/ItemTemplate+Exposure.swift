extension ItemTemplate {
    /// The kit's ``entriesOnScreen``.
    public var drawnEntries: [DrawnEntry] { entriesOnScreen }

    /// The entries of the rows the last frame showed, each with the part of it inside
    /// the layout's area; what ``drawAround(_:in:layout:theme:)`` draws of an item is not
    /// among them (a template that shows an item large there says so in its own
    /// ``HomeTemplate/drawnEntries``, with these).
    ///
    /// - Complexity: O(r + e) for the r rows and e entries on screen.
    public var entriesOnScreen: [DrawnEntry] {
        guard let layout = kit.lastLayout, !items.isEmpty, !layout.area.isEmpty else { return [] }
        let rows = sectionRows(layout: layout)
        let first = firstRow
        let top = rows.top(ofRow: first)
        let area = layout.area
        let stride = max(1, layout.entrySize.width + layout.gap)
        var entries: [DrawnEntry] = []
        var row = first
        while row < rows.rowCount, rows.top(ofRow: row) - top < area.height {
            if let range = rows.entries(inRow: row) {
                let rail = railOffset(ofRow: row, in: rows)
                let firstShown = max(range.lowerBound, range.lowerBound + rail - 1)
                let lastShown = min(range.upperBound, range.lowerBound + rail + area.width / stride + 2)
                for index in firstShown..<max(firstShown, lastShown) {
                    let origin = rows.origin(ofItem: index, firstRow: first, railOffset: rail)
                    let rect = Rect(
                        column: area.column + origin.column, row: area.row + origin.row,
                        width: layout.entrySize.width, height: layout.entrySize.height)
                    let visible = rect.intersection(area)
                    guard !visible.isEmpty else { continue }
                    entries.append(DrawnEntry(identifier: items[index].identifier, index: index, rect: rect, visible: visible))
                }
            }
            row += 1
        }
        return entries
    }
}
