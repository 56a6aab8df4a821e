/// Where an ``ItemTemplate`` puts its entries at one size: an area of the template's
/// canvas, cut into rows of equal entries (one per row in a list, several cards a row in
/// columns of cards), scrolled by whole rows.
///
/// Everything the kit needs follows from it: where entry `i` goes, how many rows a page
/// holds, which entry a click lands on, and where the scroll marks go (``ScrollMarks``).
///
/// ```swift
/// // A list: entries two rows high, the full width, one a row.
/// ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 2))
/// // Cards 6 rows high in `columns` columns, one column apart, filling the width:
/// // the kit keeps a column of its own for the scroll marks when rows are hidden.
/// ItemLayout(area: Rect(size), entrySize: Size(width: cardWidth, height: 6), perRow: columns, gap: 1, scrollMarks: .ownColumn)
/// ```
///
/// Entries are in one run, row after row, for a day without sections. In a sectioned
/// day each section starts a new row, under a header ``headerHeight`` rows high; with
/// ``rails``, each section is one row (a rail) that scrolls sideways on its own.
public struct ItemLayout: Hashable, Sendable {
    /// The part of the canvas the entries scroll in; the template may draw outside it
    /// (a header, an item shown large) in ``ItemTemplate/drawAround(_:in:layout:theme:)``.
    public var area: Rect
    /// The size of one entry: the room it takes in the area, a click on which lands on
    /// it. ``ItemTemplate/drawEntry(_:highlighted:in:theme:)`` is given a canvas of
    /// ``entryCanvasSize``: this size, less the column of the scroll marks where the
    /// entries reach it.
    public var entrySize: Size
    /// How many entries a row holds.
    public var perRow: Int
    /// Columns left blank between two entries of a row.
    public var gap: Int
    /// Where "↑" and "↓" show when rows are hidden above or below: over the area's last
    /// column, which the entries leave free, or in a column the kit keeps for them.
    public var scrollMarks: ScrollMarks.Placement
    /// Rows a section's header takes (drawn by ``ItemTemplate/drawSectionHeader(_:in:theme:)``).
    public var headerHeight: Int
    /// Whether each section is one row of entries that scrolls sideways (a rail) instead
    /// of rows of `perRow` entries.
    public var rails: Bool

    /// A layout of `perRow` entries of `entrySize` a row, `gap` columns apart, in `area`;
    /// with `rails`, one row a section, scrolling sideways.
    public init(
        area: Rect, entrySize: Size, perRow: Int = 1, gap: Int = 0, scrollMarks: ScrollMarks.Placement = .lastColumn,
        headerHeight: Int = 1, rails: Bool = false
    ) {
        self.area = area
        self.entrySize = Size(width: max(0, entrySize.width), height: max(1, entrySize.height))
        self.perRow = max(1, perRow)
        self.gap = max(0, gap)
        self.scrollMarks = scrollMarks
        self.headerHeight = max(1, headerHeight)
        self.rails = rails
    }

    /// The size of the canvas ``ItemTemplate/drawEntry(_:highlighted:in:theme:)`` is
    /// given: ``entrySize``, one column narrower (or more) where the entries at the right
    /// end of a row would reach the area's last column and the marks go over it
    /// (``ScrollMarks/Placement/lastColumn``, without rails). Every entry is given the
    /// same width, whether or not marks show, so that an entry does not change as the
    /// view scrolls; text drawn to the canvas's right edge (a price aligned right) never
    /// shares a cell with "↑" or "↓". The kit fills the columns it keeps blank, in the
    /// style of the entry's last column when it is highlighted (a highlight drawn across
    /// the entry reaches the edge).
    public var entryCanvasSize: Size {
        guard scrollMarks == .lastColumn, !rails, area.width >= 2 else { return entrySize }
        let marks = area.width - 1
        let lastStart = (perRow - 1) * (entrySize.width + gap)
        guard lastStart < marks, lastStart + entrySize.width > marks else { return entrySize }
        return Size(width: marks - lastStart, height: entrySize.height)
    }

    /// Rows of entries that fit the area whole (at least one): what a page moves by.
    public var visibleRows: Int { max(1, area.height / entrySize.height) }

    /// How many entries of a rail are wholly on screen (at least one).
    var entriesPerRail: Int { max(1, (area.width + gap) / max(1, entrySize.width + gap)) }

    /// Rows of entries the area shows, the last one perhaps cut off at the bottom.
    var drawnRows: Int { (area.height + entrySize.height - 1) / entrySize.height }

    /// Where the entry at `index` goes in the area, when `firstRow` is the first row on
    /// screen; rows above the area have negative rows.
    public func origin(of index: Int, firstRow: Int) -> Point {
        Point(
            column: (index % perRow) * (entrySize.width + gap),
            row: (index / perRow - firstRow) * entrySize.height)
    }

    /// The index of the entry under `point` (in the template's coordinates), when
    /// `firstRow` is the first row on screen; `nil` outside the area or in a gap. The
    /// index may be past the last item.
    public func index(at point: Point, firstRow: Int) -> Int? {
        let column = point.column - area.column
        let row = point.row - area.row
        guard column >= 0, row >= 0, column < area.width, row < area.height else { return nil }
        let stride = entrySize.width + gap
        guard stride > 0, column / stride < perRow, column % stride < entrySize.width else { return nil }
        return (firstRow + row / entrySize.height) * perRow + column / stride
    }
}
