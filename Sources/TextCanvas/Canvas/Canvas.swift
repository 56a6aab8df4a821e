/// A grid of cells that text is drawn into: a frame, or part of one.
///
/// Every row has exactly ``width`` cells. A wide glyph fills its cell and holds the
/// next one as a continuation; the canvas keeps that pairing whatever is drawn over
/// either half, and never lets a wide glyph be cut at an edge (it becomes a space).
/// Canvases are values: copying one is cheap until one copy changes.
public struct Canvas: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row after row.
    public internal(set) var cells: [Cell]
    /// Holds the long grapheme clusters of the cells in ``GlyphTable`` while this canvas,
    /// or a copy of it, lives; `nil` while the cells have none (as good as always).
    /// Every change that can bring one in goes through ``holdCluster(of:)`` or
    /// ``holdClusters(of:)``.
    private(set) var clusters: ClusterHold?

    /// A canvas filled with `cell`, as ``fill(_:with:)`` fills. Negative sizes count as 0.
    public init(width: Int, height: Int, filledWith cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        if cell.glyph.width == 1 {
            self.cells = Array(repeating: cell, count: self.width * self.height)
            if !cells.isEmpty { holdCluster(of: cell.glyph) }
        } else {
            self.cells = Array(repeating: Cell(.space, style: cell.style), count: self.width * self.height)
            fill(bounds, with: cell)
        }
    }

    /// A canvas of the given cells, row after row.
    init(width: Int, height: Int, cells: [Cell]) {
        precondition(width >= 0 && height >= 0 && cells.count == width * height, "Canvas: \(cells.count) cells for \(width)x\(height)")
        self.width = width
        self.height = height
        self.cells = cells
        var held: Set<UInt64> = []
        for cell in cells where cell.glyph.isInTable { held.insert(cell.glyph.low) }
        if !held.isEmpty { clusters = ClusterHold(table: GlyphTable.current, numbers: held) }
    }

    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cells)
    }

    /// Holds the cluster of `glyph` when it is kept in the glyph table.
    @inline(__always)
    mutating func holdCluster(of glyph: Glyph) {
        guard glyph.isInTable else { return }
        hold(CollectionOfOne(glyph.low))
    }

    /// Holds the clusters `other` holds, whose cells are copied here.
    @inline(__always)
    mutating func holdClusters(of other: Canvas) {
        guard let held = other.clusters, held !== clusters else { return }
        hold(held.numbers)
    }

    private mutating func hold(_ numbers: some Collection<UInt64>) {
        if let clusters, numbers.allSatisfy(clusters.numbers.contains) { return }
        if isKnownUniquelyReferenced(&clusters) {
            clusters!.add(numbers)
        } else {
            clusters = ClusterHold(table: clusters?.table ?? GlyphTable.current, numbers: (clusters?.numbers ?? []).union(numbers))
        }
    }

    /// A canvas of `size` filled with `cell`.
    public init(_ size: Size, filledWith cell: Cell = .blank) {
        self.init(width: size.width, height: size.height, filledWith: cell)
    }

    /// The size.
    public var size: Size { Size(width: width, height: height) }
    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(column: 0, row: 0, width: width, height: height) }

    /// The cell at a column and row, both from 0; out of bounds reads as blank.
    public subscript(column: Int, row: Int) -> Cell {
        guard column >= 0, column < width, row >= 0, row < height else { return .blank }
        return cells[row * width + column]
    }

    /// The cells of one row.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        cells[row * width..<(row + 1) * width]
    }

    /// Puts a glyph at a place, keeping wide glyphs whole.
    ///
    /// Drawing over either half of a wide glyph clears the other half to a space. A
    /// wide glyph that would not fit before the right edge becomes a space. Places
    /// outside the canvas are ignored.
    public mutating func put(_ glyph: Glyph, style: Style = .plain, column: Int, row: Int) {
        guard row >= 0, row < height, column >= 0, column < width, !glyph.isContinuation else { return }
        let base = row * width
        if glyph.width == 2 && column + 1 >= width {
            put(.space, style: style, column: column, row: row)
            return
        }
        clearHalves(base: base, from: column, through: column + glyph.width - 1)
        holdCluster(of: glyph)
        cells[base + column] = Cell(glyph, style: style)
        if glyph.width == 2 { cells[base + column + 1] = Cell(.continuation, style: style) }
    }

    /// Before cells `from...through` of a row are overwritten, turns the outer halves of
    /// any wide glyph that straddles the span's edges into spaces.
    private mutating func clearHalves(base: Int, from: Int, through: Int) {
        if cells[base + from].glyph.isContinuation, from > 0 {
            cells[base + from - 1].glyph = .space
        }
        if through + 1 < width, cells[base + through + 1].glyph.isContinuation {
            cells[base + through + 1].glyph = .space
        }
    }

    /// Sets the style of a rectangle's cells, keeping their glyphs.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        for row in area.row..<area.maxRow {
            for column in area.column..<area.maxColumn { cells[row * width + column].style = style }
        }
    }

    /// Changes the style of a rectangle's cells with a function of their current style.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        for row in area.row..<area.maxRow {
            for column in area.column..<area.maxColumn { change(&cells[row * width + column].style) }
        }
    }

    /// Fills a rectangle with one cell.
    ///
    /// A wide glyph fills the rectangle in pairs of columns, and a last column too
    /// narrow for one with a space. A continuation cannot stand on its own: it fills
    /// as a space.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if cell.glyph.isContinuation {
            fill(rect, with: Cell(.space, style: cell.style))
            return
        }
        if cell.glyph.width == 2 {
            for row in area.row..<area.maxRow {
                var column = area.column
                while column < area.maxColumn {
                    put(column + 1 < area.maxColumn ? cell.glyph : .space, style: cell.style, column: column, row: row)
                    column += 2
                }
            }
            return
        }
        holdCluster(of: cell.glyph)
        for row in area.row..<area.maxRow {
            let base = row * width
            clearHalves(base: base, from: area.column, through: area.maxColumn - 1)
            for column in area.column..<area.maxColumn { cells[base + column] = cell }
        }
    }

    /// Copies another canvas into this one with its top-left corner at `origin`,
    /// clipped to this canvas. A wide glyph cut by the clip becomes a space.
    public mutating func draw(_ other: Canvas, at origin: Point) {
        let target = Rect(column: origin.column, row: origin.row, width: other.width, height: other.height)
            .intersection(bounds)
        guard !target.isEmpty else { return }
        holdClusters(of: other)
        for row in target.row..<target.maxRow {
            clearHalves(base: row * width, from: target.column, through: target.maxColumn - 1)
        }
        // Each row in one copy: cells are plain values (a glyph inline or a number in the
        // table, a packed style), so a row is copied as a block.
        let (width, columns) = (self.width, target.width)
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { cells in
                for row in target.row..<target.maxRow {
                    let base = row * width
                    let sourceStart = (row - origin.row) * other.width + target.column - origin.column
                    cells.baseAddress!.advanced(by: base + target.column)
                        .update(from: source.baseAddress!.advanced(by: sourceStart), count: columns)
                    // A pair cut at the left edge of the copy, or at its right edge.
                    if cells[base + target.column].glyph.isContinuation {
                        cells[base + target.column].glyph = .space
                    }
                    // (The continuation of a wide glyph in the last copied column lies outside.)
                    let last = base + target.maxColumn - 1
                    if cells[last].glyph.width == 2 { cells[last].glyph = .space }
                }
            }
        }
    }

    /// Whether every wide glyph is followed by its continuation and every continuation
    /// follows a wide glyph. Checked after every change in debug builds.
    public var wideGlyphsArePaired: Bool {
        for row in 0..<height {
            var column = 0
            let base = row * width
            while column < width {
                let glyph = cells[base + column].glyph
                if glyph.isContinuation { return false }
                if glyph.width == 2 {
                    guard column + 1 < width, cells[base + column + 1].glyph.isContinuation else { return false }
                    column += 2
                } else {
                    column += 1
                }
            }
        }
        return true
    }
}
