/// The marks that say an ``ItemTemplate`` holds more than it shows: "↑" and "↓" when
/// rows of entries are hidden above or below, "◂" and "▸" when a rail has cards hidden
/// to its left or right. The kit draws them; a template writes no code for them, and
/// only says in its ``ItemLayout`` whether its entries leave the area's last column free.
///
/// Where they go, and why:
///
/// - **"↑" and "↓"** go at the top and the bottom of the column at the area's right edge,
///   in every template, so that there is one place to look. With
///   ``Placement/lastColumn`` (one entry a row) they go over the area's last column, which
///   the kit keeps out of the canvas it gives the entries that reach it
///   (``ItemLayout/entryCanvasSize``): text drawn to an entry's right edge (a price
///   aligned right) stops short of the marks, whatever the template draws. Cards side by side
///   (columns of cards, rails) fill the width up to their borders, and a card cut off at the right
///   edge shows its text there, so with ``Placement/ownColumn`` the kit keeps that column
///   for the marks, as a scroll bar takes room only when it is needed: when the entries
///   are taller than the area, the template is laid out one column narrower and the marks
///   go in the column that frees. A mark then never covers an entry's text, a card's
///   border or a header, and a day that fits is drawn exactly as before. The section
///   header row and blank gaps were not used: neither is on screen at every scroll
///   position (columns of cards without sections have neither), so a mark there would come and go.
/// - **"◂" and "▸"** go at the right end of a rail's header row, around which of the
///   rail's cards are wholly on screen and how many it has: `Sport ──── ◂ 4-6/12 ▸`
///   ("◂" only when cards are hidden to the left, "▸" only when some are to the right).
///   The header row is the rail's own line, which no card covers at any width; the cards
///   themselves fill the rail's rows. An untitled rail (a day without sections) whose
///   cards do not all fit gets a header row for its marks alone. A rail whose cards all
///   fit shows none. When the row is narrow the numbers go first (`◂ ▸`); the title is
///   cut to the room left, by whole glyphs, never half of a wide one.
///
/// Marks are drawn in the theme's ``Theme/secondary`` style; without colour they are the
/// same characters.
public enum ScrollMarks {
    /// Where "↑" and "↓" go.
    public enum Placement: Hashable, Sendable {
        /// Over the area's last column, which the kit keeps out of the canvases of the
        /// entries that reach it (``ItemLayout/entryCanvasSize``).
        case lastColumn
        /// In a column the kit keeps for them at the right of the area, taken from the
        /// template only when rows are hidden (cards that fill the width).
        case ownColumn
    }

    package static let up = "↑", down = "↓", left = "◂", right = "▸"

    /// Title columns kept before the numbers are left out.
    static let titleRoom = 8

    /// What a rail's header shows at its right end, when `count` cards from the
    /// `first` (from 0) are in it and `shown` fit on screen: `◂ 4-6/12 ▸`, or only the
    /// arrows (`◂ ▸`) when that leaves fewer than ``titleRoom`` columns of a title
    /// `titleWidth` wide (0: none) in `room` columns; "" when every card is on screen.
    static func rail(first: Int, shown: Int, count: Int, room: Int, titleWidth: Int) -> String {
        let hiddenLeft = first > 0, hiddenRight = first + shown < count
        guard hiddenLeft || hiddenRight else { return "" }
        let last = min(count, first + shown)
        let numbers = last > first + 1 ? "\(first + 1)-\(last)/\(count)" : "\(first + 1)/\(count)"
        let full = [hiddenLeft ? left : nil, numbers, hiddenRight ? right : nil].compactMap { $0 }.joined(separator: " ")
        let titleNeeds = titleWidth == 0 ? 0 : min(titleWidth, titleRoom) + 1
        if TextLayout.width(full) + titleNeeds <= room { return full }
        return [hiddenLeft ? left : nil, hiddenRight ? right : nil].compactMap { $0 }.joined(separator: " ")
    }
}

extension ItemTemplate {
    /// The layout the kit draws with at `size`, its rows, and the column of the canvas it
    /// keeps for "↑" and "↓" (``ScrollMarks/Placement/ownColumn``, when the entries are
    /// taller than the area): then the template's layout one column narrower. The rows
    /// built to tell are the ones drawn when the entries fit.
    func kitLayout(at size: Size) -> (layout: ItemLayout, rows: SectionRows, marksColumn: Int?) {
        let layout = layout(at: size)
        let rows = sectionRows(layout: layout)
        guard layout.scrollMarks == .ownColumn, size.width >= 2, !layout.area.isEmpty, rows.height > layout.area.height
        else { return (layout, rows, nil) }
        let narrower = self.layout(at: Size(width: size.width - 1, height: size.height))
        let column = narrower.area.maxColumn
        return (narrower, sectionRows(layout: narrower), column < size.width && column >= 0 ? column : nil)
    }

    /// Draws "↑" at the top of the area when rows are hidden above it and "↓" at its
    /// bottom when rows are hidden below it: in `marksColumn` of `canvas` when the kit
    /// keeps one, else over the area's last column.
    /// `firstRow` is the first row on screen (the selection's, by default; the old
    /// layout's while a change animates the scroll from it).
    func drawVerticalMarks(in canvas: inout Canvas, rows: SectionRows, marksColumn: Int?, theme: Theme, firstRow: Int? = nil) {
        let firstRow = firstRow ?? self.firstRow
        let area = rows.layout.area
        let column: Int
        if let marksColumn {
            column = marksColumn
        } else {
            guard rows.layout.scrollMarks == .lastColumn, area.width >= 2 else { return }
            column = area.maxColumn - 1
        }
        let top = rows.top(ofRow: firstRow)
        if firstRow > 0 { canvas.draw(ScrollMarks.up, at: Point(column: column, row: area.row), style: theme.secondary) }
        if firstRow < rows.rowCount - 1, rows.height - top > area.height {
            canvas.draw(ScrollMarks.down, at: Point(column: column, row: area.maxRow - 1), style: theme.secondary)
        }
    }

    /// The header of row `row` (a titled section's, or an untitled rail's that does not
    /// fit), `width` wide: the title as ``drawSectionHeader(_:in:theme:)`` draws it and,
    /// for a rail with cards off screen, its marks at the right end, one column short of
    /// it when the kit keeps a column for "↑" and "↓" beside it; the marks of the rails
    /// scrolled by `railOffsets` (as they are now, by default).
    func header(
        ofRow row: Int, in rows: SectionRows, width: Int, besideMarksColumn: Bool, theme: Theme, railOffsets: [String: Int]? = nil
    ) -> Canvas {
        let block = rows.block(ofRow: row)
        var header = Canvas(Size(width: width, height: rows.layout.headerHeight))
        let title = block.section.title
        var marks = ""
        let end = besideMarksColumn ? width - 1 : width
        if rows.layout.rails {
            marks = ScrollMarks.rail(
                first: railOffset(ofRow: row, in: rows, offsets: railOffsets), shown: rows.layout.entriesPerRail, count: block.section.range.count,
                room: end, titleWidth: title.map { TextLayout.width($0) } ?? 0)
        }
        let markWidth = TextLayout.width(marks)
        if let title {
            var titled = Canvas(Size(width: marks.isEmpty ? width : max(0, end - markWidth - 1), height: header.height))
            if titled.width > 0 { drawSectionHeader(title, in: &titled, theme: theme) }
            header.draw(titled, at: Point(column: 0, row: 0))
        }
        if !marks.isEmpty {
            header.draw(marks, at: Point(column: max(0, end - markWidth), row: 0), style: theme.secondary, maxWidth: end, truncation: .clip)
        }
        return header
    }
}
