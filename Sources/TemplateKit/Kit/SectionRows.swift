/// Where an ``ItemTemplate``'s entries go when its items come in sections: each
/// section starts a new row of entries, under a header when it has a title; with
/// ``ItemLayout/rails`` a section is one row, a rail that scrolls sideways on its own,
/// under a header also when it is untitled and its entries do not all fit on screen (the
/// header then holds only the rail's ``ScrollMarks``).
///
/// Rows are numbered from the top, headers included, and lines count from the top of
/// the first row. A day without sections is one run of rows without a header, placed
/// as ``ItemLayout/origin(of:firstRow:)`` says.
struct SectionRows {
    /// One section: its header row (if titled), then its rows of entries.
    struct Block {
        var section: HomeSection
        /// The block's first row (the header's, or the first row of entries).
        var firstRow: Int
        /// The line that row starts at.
        var top: Int
        /// 1 under a header (a title, or an untitled rail's marks), else 0.
        var headerRows: Int
        var entryRows: Int
        var perRow: Int
    }

    let layout: ItemLayout
    let blocks: [Block]
    /// How many rows there are, headers included.
    let rowCount: Int
    /// How many lines they take.
    let height: Int

    /// - Complexity: O(n) for n items.
    init(items: [HomeItem], layout: ItemLayout) {
        self.layout = layout
        var blocks: [Block] = []
        var row = 0, top = 0
        for section in HomeSection.sections(of: items) {
            let railOverflows = layout.rails && section.range.count > layout.entriesPerRail
            let headerRows = section.title != nil || railOverflows ? 1 : 0
            let perRow = layout.rails ? max(1, section.range.count) : layout.perRow
            let entryRows = (section.range.count + perRow - 1) / perRow
            blocks.append(Block(section: section, firstRow: row, top: top, headerRows: headerRows, entryRows: entryRows, perRow: perRow))
            row += headerRows + entryRows
            top += headerRows * layout.headerHeight + entryRows * layout.entrySize.height
        }
        self.blocks = blocks
        rowCount = row
        height = top
    }

    /// The block holding row `row` (the last one past the end).
    func block(ofRow row: Int) -> Block {
        let index = blocks.partitioningIndex { $0.firstRow > row }
        return blocks[max(0, index - 1)]
    }

    /// The block of the item at `index`.
    func block(ofItem index: Int) -> Block {
        blocks[max(0, blocks.partitioningIndex { $0.section.range.lowerBound > index } - 1)]
    }

    /// The row the item at `index` is in.
    func row(ofItem index: Int) -> Int {
        let block = block(ofItem: index)
        return block.firstRow + block.headerRows + (index - block.section.range.lowerBound) / block.perRow
    }

    /// The line row `row` starts at; ``height`` for the row past the last.
    func top(ofRow row: Int) -> Int {
        guard row < rowCount else { return height }
        let block = block(ofRow: row)
        let entriesRow = row - block.firstRow - block.headerRows
        return entriesRow < 0 ? block.top : block.top + block.headerRows * layout.headerHeight + entriesRow * layout.entrySize.height
    }

    /// The line just below row `row`.
    func bottom(ofRow row: Int) -> Int { top(ofRow: row) + (header(ofRow: row) == nil ? layout.entrySize.height : layout.headerHeight) }

    /// The title of the header in row `row` ("" for an untitled rail's), or `nil` for a
    /// row of entries.
    func header(ofRow row: Int) -> String? {
        guard row >= 0, row < rowCount else { return nil }
        let block = block(ofRow: row)
        return row == block.firstRow && block.headerRows == 1 ? block.section.title ?? "" : nil
    }

    /// The items of the row of entries `row`, or `nil` for a header or no row.
    func entries(inRow row: Int) -> Range<Int>? {
        guard row >= 0, row < rowCount else { return nil }
        let block = block(ofRow: row)
        let entriesRow = row - block.firstRow - block.headerRows
        guard entriesRow >= 0 else { return nil }
        let start = block.section.range.lowerBound + entriesRow * block.perRow
        return start..<min(block.section.range.upperBound, start + block.perRow)
    }

    /// The first row that starts at `line` or below (``rowCount`` when none does).
    func firstRow(atOrBelow line: Int) -> Int {
        guard line > 0 else { return 0 }
        var low = 0, high = rowCount
        while low < high {
            let middle = (low + high) / 2
            if top(ofRow: middle) >= line { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The row that holds `line`, if any.
    func row(atLine line: Int) -> Int? {
        guard line >= 0, line < height else { return nil }
        let after = firstRow(atOrBelow: line + 1)
        return after - 1
    }

    /// Where the entry at `index` goes in the area, when row `firstRow` is at the top and
    /// its rail is scrolled by `railOffset` entries.
    func origin(ofItem index: Int, firstRow: Int, railOffset: Int) -> Point {
        let row = row(ofItem: index)
        let position = index - (entries(inRow: row)?.lowerBound ?? index) - railOffset
        return Point(column: position * (layout.entrySize.width + layout.gap), row: top(ofRow: row) - top(ofRow: firstRow))
    }
}

extension SectionRows {
    /// Where an entry is that travels `travelled` (0...1) of the way from the item at
    /// `oldIndex` of `old` to the one at `newIndex` of `new`, along the rows of its
    /// section as a line of text reflows: along its row, and from the end of one row to
    /// the start of the next (then at two places, leaving the one row and entering the
    /// other, each cut by the area's edge). Entries that keep their order so never cover
    /// each other. `oldTop` and `newTop` are the lines at the top of the screen.
    ///
    /// - Returns: The places, from the top-left of the area; `nil` when the entries are
    ///   not in rows of several (one a row, rails) or the item changed section.
    static func reflow(
        from oldIndex: Int, in old: SectionRows, oldTop: Int, to newIndex: Int, in new: SectionRows, newTop: Int, travelled: Double
    ) -> [(column: Double, row: Double)]? {
        let layout = new.layout
        let (before, after) = (old.block(ofItem: oldIndex), new.block(ofItem: newIndex))
        guard !layout.rails, layout.perRow > 1, old.layout.perRow == layout.perRow, old.layout.entrySize == layout.entrySize,
              before.section.identifier == after.section.identifier
        else { return nil }
        let from = Double(oldIndex - before.section.range.lowerBound), to = Double(newIndex - after.section.range.lowerBound)
        let slot = from + (to - from) * travelled
        let whole = Int(slot.rounded(.down)), fraction = slot - Double(whole)
        let stride = Double(layout.entrySize.width + layout.gap)
        // The line a row of the section starts at on screen, moving from the old layout's
        // place to the new one's.
        func line(ofRow row: Int) -> Double {
            func on(_ block: Block, _ top: Int) -> Double {
                Double(block.top + block.headerRows * layout.headerHeight + row * layout.entrySize.height - top)
            }
            return on(before, oldTop) + (on(after, newTop) - on(before, oldTop)) * travelled
        }
        let (row, column) = (whole / layout.perRow, whole % layout.perRow)
        var places = [(column: (Double(column) + fraction) * stride, row: line(ofRow: row))]
        if fraction > 0, column == layout.perRow - 1 { places.append((column: (fraction - 1) * stride, row: line(ofRow: row + 1))) }
        return places
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for a predicate false then true
    /// along the array.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
