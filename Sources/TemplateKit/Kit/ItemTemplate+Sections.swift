/// What the kit does for an ``ItemTemplate`` that draws one section of a screen made of
/// sections (``SectionPlaceable``).
extension ItemTemplate {
    public var isPlacedInSection: Bool {
        get { kit.isPlacedInSection }
        set {
            kit.isPlacedInSection = newValue
            kit.redrawEntries()
        }
    }

    /// The kit's templates draw a titled section's header themselves (``drawSectionHeader(_:in:theme:)``).
    public var drawsSectionTitle: Bool { true }

    /// The rows of the layout at `width` when nothing scrolls: what is drawn above the
    /// layout's area, then every row of entries with the headers between them.
    public func height(forWidth width: Int) -> Int {
        guard !items.isEmpty else { return 1 }
        let layout = layout(at: Size(width: width, height: Self.tallHeight))
        return layout.area.row + sectionRows(layout: layout).height
    }

    /// A height no screen reaches, to lay a template out as if nothing scrolled.
    static var tallHeight: Int { 10_000 }

    public var highlightedColumn: Int? {
        guard let selected = selectedIndex else { return nil }
        let layout = currentLayout
        let rows = sectionRows(layout: layout)
        let row = rows.row(ofItem: selected)
        return layout.area.column + rows.origin(ofItem: selected, firstRow: firstRow, railOffset: railOffset(ofRow: row, in: rows)).column
    }

    public func enterHighlight(fromAbove: Bool, nearColumn column: Int) {
        let layout = currentLayout
        let rows = sectionRows(layout: layout)
        var row = fromAbove ? 0 : rows.rowCount - 1
        while row >= 0, row < rows.rowCount, rows.entries(inRow: row) == nil { row += fromAbove ? 1 : -1 }
        guard let entries = rows.entries(inRow: row) else { return }
        let rail = railOffset(ofRow: row, in: rows)
        let nearest = entries.min { first, second in
            let a = abs(layout.area.column + rows.origin(ofItem: first, firstRow: 0, railOffset: rail).column - column)
            let b = abs(layout.area.column + rows.origin(ofItem: second, firstRow: 0, railOffset: rail).column - column)
            return a < b
        }
        guard let nearest else { return }
        kit.presentation.selection.select(nearest)
        scrollToHighlight(rows: rows)
    }
}
