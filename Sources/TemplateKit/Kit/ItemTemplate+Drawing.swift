extension ItemTemplate {
    /// Draws the template: the empty day when there are no items; else
    /// ``drawAround(_:in:layout:theme:)``, then the rows on screen in the layout's area
    /// (a titled section's header before its entries, drawn by
    /// ``drawSectionHeader(_:in:theme:)``, with a rail's marks; a change of the items
    /// animating), then the scroll marks (see ``ScrollMarks`` for where they go).
    public func draw(in canvas: inout Canvas, context: DrawContext) {
        let theme = context.theme
        guard let highlighted else {
            ItemPresentation.drawEmptyDay(in: &canvas, theme: theme)
            return
        }
        let (layout, rows, marksColumn) = kitLayout(at: canvas.size)
        // Out of focus (a section of a screen whose focus is elsewhere), no entry is
        // drawn highlighted.
        let highlightedIndex = context.isFocused ? highlighted.index : -1
        kit.lastLayout = layout
        kit.entries.beginFrame(size: layout.entrySize, canvasSize: layout.entryCanvasSize, theme: theme)
        scrollToHighlight(rows: rows)
        drawAround(highlighted, in: &canvas, layout: layout, theme: theme)
        guard !layout.area.isEmpty else { return }
        // The entries are drawn into a blank canvas of the area, clipped to it; when the
        // area is the whole canvas, into the canvas itself (taken, not copied, and cleared).
        let wholeCanvas = layout.area == canvas.bounds
        var area = Canvas(wholeCanvas ? Size(width: 0, height: 0) : layout.area.size)
        if wholeCanvas {
            swap(&area, &canvas)
            area.fill(area.bounds)
        }
        let top = rows.top(ofRow: firstRow)
        let animation = kit.presentation.runningAnimation(at: context.time, motion: context.motion)
        let besideMarks = marksColumn == layout.area.maxColumn
        var row = firstRow
        while row < rows.rowCount, rows.top(ofRow: row) - top < area.height {
            if animation == nil, rows.header(ofRow: row) != nil {
                let railHeader = header(ofRow: row, in: rows, width: area.width, besideMarksColumn: besideMarks, theme: theme)
                area.draw(railHeader, at: Point(column: 0, row: rows.top(ofRow: row) - top))
            } else if animation == nil, let entries = rows.entries(inRow: row) {
                // Only the entries that can be on screen: a rail holds all of its
                // section's (ten thousand, say), of which a few show from its offset on.
                let rail = railOffset(ofRow: row, in: rows)
                let stride = max(1, layout.entrySize.width + layout.gap)
                let first = max(entries.lowerBound, entries.lowerBound + rail - 1)
                let last = min(entries.upperBound, entries.lowerBound + rail + area.width / stride + 2)
                for index in first..<max(first, last) {
                    let origin = rows.origin(ofItem: index, firstRow: firstRow, railOffset: rail)
                    guard origin.column < area.width, origin.column + layout.entrySize.width > 0 else { continue }
                    area.draw(entry(items[index], highlighted: index == highlightedIndex, layout: layout, theme: theme), at: origin)
                }
            }
            row += 1
        }
        // The old layout's rows, while a change animates: built once a frame.
        let oldRows = animation.map { _ in sectionRows(of: kit.presentation.itemsBeforeChange, layout: layout) }
        if let animation, let oldRows {
            drawChange(
                animation, in: &area, rows: rows, oldRows: oldRows, layout: layout, besideMarks: besideMarks,
                highlighted: context.isFocused ? highlighted : nil, context: context)
        }
        if wholeCanvas { swap(&area, &canvas) } else { canvas.draw(area, at: Point(column: layout.area.column, row: layout.area.row)) }
        // While the entries travel, the marks say where the view is: the old layout's
        // until half way.
        if let animation, let oldRows, animation.parts(at: context.time).moving < 0.5 {
            drawVerticalMarks(in: &canvas, rows: oldRows, marksColumn: marksColumn, theme: theme, firstRow: kit.presentation.offsetBeforeChange)
        } else {
            drawVerticalMarks(in: &canvas, rows: rows, marksColumn: marksColumn, theme: theme)
        }
    }

    /// Draws the entries and headers of a change of the items as it animates: each from
    /// where it was on the old layout (its first row, its rails' offsets) to where it
    /// goes on the new one.
    private func drawChange(
        _ animation: ChangeAnimation, in area: inout Canvas, rows: SectionRows, oldRows: SectionRows, layout: ItemLayout,
        besideMarks: Bool, highlighted: SelectedItem?, context: DrawContext
    ) {
        let theme = context.theme
        let width = area.width
        // Read once: each read of the kit copies it.
        let firstRow = firstRow
        let oldFirstRow = kit.presentation.offsetBeforeChange
        // The old layout's entries are where they were on screen: its first row, and
        // its rails scrolled as they were.
        let oldRails = kit.railOffsetsBeforeChange
        func placement(_ index: Int, rows: SectionRows, firstRow: Int, rails: [String: Int]? = nil) -> ChangeAnimation.Placement {
            let rail = railOffset(ofRow: rows.row(ofItem: index), in: rows, offsets: rails)
            let origin = rows.origin(ofItem: index, firstRow: firstRow, railOffset: rail)
            return ChangeAnimation.Placement(column: Double(origin.column), row: Double(origin.row))
        }
        func headerPlacement(_ section: Int, rows: SectionRows, firstRow: Int) -> ChangeAnimation.Placement? {
            guard rows.blocks.indices.contains(section), rows.blocks[section].headerRows == 1 else { return nil }
            return ChangeAnimation.Placement(column: 0, row: Double(rows.blocks[section].top - rows.top(ofRow: firstRow)))
        }
        animation.draw(
            in: &area, at: context.time, entrySize: layout.entrySize,
            oldPlacement: { placement($0, rows: oldRows, firstRow: oldFirstRow, rails: oldRails) },
            newPlacement: { placement($0, rows: rows, firstRow: firstRow) },
            seed: context.motion.seed, headerSize: Size(width: width, height: layout.headerHeight),
            oldHeader: { headerPlacement($0, rows: oldRows, firstRow: oldFirstRow) },
            newHeader: { headerPlacement($0, rows: rows, firstRow: firstRow) },
            renderHeader: { side in
                let sideRows = side.isBeforeChange ? oldRows : rows
                return header(
                    ofRow: sideRows.blocks[side.section].firstRow, in: sideRows, width: width, besideMarksColumn: besideMarks,
                    theme: theme, railOffsets: side.isBeforeChange ? oldRails : nil)
            },
            highlighted: highlighted?.index,
            route: { from, to, travelled in
                SectionRows.reflow(
                    from: from, in: oldRows, oldTop: oldRows.top(ofRow: oldFirstRow), to: to, in: rows,
                    newTop: rows.top(ofRow: firstRow), travelled: travelled
                ).map { $0.map { ChangeAnimation.Placement(column: $0.column, row: $0.row) } }
            }
        ) { item, index in
            // An entry on its way out is the highlighted one when it is the same item.
            guard let highlighted else { return entry(item, highlighted: false, layout: layout, theme: theme) }
            let isHighlighted = index.map { $0 == highlighted.index } ?? (item.identifier == highlighted.item.identifier)
            return entry(item, highlighted: isHighlighted, layout: layout, theme: theme)
        }
    }

    /// One entry, in a canvas of its own of the entry size: drawn (into a canvas of the
    /// layout's ``ItemLayout/entryCanvasSize``), or copied from the last two frames.
    private func entry(_ item: HomeItem, highlighted: Bool, layout: ItemLayout, theme: Theme) -> Canvas {
        kit.entries.entry(item, highlighted: highlighted) {
            let size = layout.entryCanvasSize
            var entry = Canvas(size)
            drawEntry(item, highlighted: highlighted, in: &entry, theme: theme)
            guard size.width < layout.entrySize.width, size.width > 0 else { return entry }
            // The columns kept for the scroll marks: blank, in a highlighted entry in the
            // style of its last column.
            var whole = Canvas(layout.entrySize)
            whole.draw(entry, at: Point(column: 0, row: 0))
            if highlighted {
                let kept = layout.entrySize.width - size.width
                for row in 0..<size.height {
                    whole.fill(Rect(column: size.width, row: row, width: kept, height: 1), with: Cell(.space, style: entry[size.width - 1, row].style))
                }
            }
            return whole
        }
    }

    /// How many entries the rail of row `row` is scrolled by (0 unless the layout has
    /// rails), by `offsets` (the rails' offsets now, by default).
    func railOffset(ofRow row: Int, in rows: SectionRows, offsets: [String: Int]? = nil) -> Int {
        rows.layout.rails ? (offsets ?? kit.railOffsets)[rows.block(ofRow: row).section.identifier] ?? 0 : 0
    }

    /// Scrolls as little as needed for the highlighted entry's row to be on screen, with
    /// its section's header when it is the section's first row and both fit; with rails,
    /// scrolls its rail as little as needed for it to be on screen.
    func scrollToHighlight(rows: SectionRows) {
        guard let selected = selectedIndex, rows.rowCount > 0 else { return }
        let height = rows.layout.area.height
        let row = rows.row(ofItem: selected)
        var offset = firstRow
        let wanted = rows.header(ofRow: row - 1) != nil && rows.bottom(ofRow: row) - rows.top(ofRow: row - 1) <= height ? row - 1 : row
        if wanted < offset { offset = wanted }
        if rows.bottom(ofRow: row) - rows.top(ofRow: offset) > height {
            offset = min(row, rows.firstRow(atOrBelow: rows.bottom(ofRow: row) - height))
        }
        offset = max(0, min(offset, rows.rowCount - 1, rows.firstRow(atOrBelow: rows.height - height)))
        kit.presentation.selection.scroll(toRow: offset)
        guard rows.layout.rails, let entries = rows.entries(inRow: row) else { return }
        let visible = rows.layout.entriesPerRail
        let position = selected - entries.lowerBound
        var rail = railOffset(ofRow: row, in: rows)
        if position < rail { rail = position }
        if position >= rail + visible { rail = position - visible + 1 }
        kit.railOffsets[rows.block(ofRow: row).section.identifier] = max(0, min(rail, entries.count - visible))
    }
}
