/// One column of one row of a canvas.
public struct Cell: Hashable, Sendable {
    /// What the cell shows.
    public var glyph: Glyph
    /// How it is drawn.
    public var style: Style

    /// Creates a cell.
    public init(_ glyph: Glyph = .space, style: Style = .plain) {
        self.glyph = glyph
        self.style = style
    }

    /// A space in the terminal's default look.
    public static let blank = Cell()
}

/// A column and a row, both from 0.
public struct Point: Hashable, Sendable {
    /// The column, from 0 at the left.
    public var column: Int
    /// The row, from 0 at the top.
    public var row: Int
    /// Creates a point.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A size in columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    /// "80x24".
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    /// The left column.
    public var column: Int
    /// The top row.
    public var row: Int
    /// Columns; never negative.
    public var width: Int
    /// Rows; never negative.
    public var height: Int

    /// A rectangle; negative sizes count as 0.
    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A rectangle of `size` at the top-left corner.
    public init(_ size: Size) { self.init(column: 0, row: 0, width: size.width, height: size.height) }

    /// The width and height.
    public var size: Size { Size(width: width, height: height) }
    /// Whether it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The column just right of the rectangle.
    public var maxColumn: Int { column + width }
    /// The row just below the rectangle.
    public var maxRow: Int { row + height }

    /// The part of this rectangle inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(column, other.column)
        let top = max(row, other.row)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return Rect(column: left, row: top, width: right - left, height: bottom - top)
    }

    /// This rectangle with `amount` taken off every side.
    public func inset(by amount: Int) -> Rect {
        Rect(column: column + amount, row: row + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
