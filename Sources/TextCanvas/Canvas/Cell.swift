/// What one grapheme cluster draws: its text and the columns it takes.
///
/// A wide glyph (two columns) sits in its first cell; the cell to its right holds
/// ``continuation``, so a canvas row always has exactly as many cells as columns.
public struct Glyph: Hashable, Sendable, CustomStringConvertible {
    /// The grapheme cluster, or "" for a continuation.
    public let text: String
    /// 0 for a continuation, else 1 or 2.
    public let width: Int

    /// A glyph for one grapheme cluster; control characters become U+FFFD.
    ///
    /// Zero-width clusters (a lone combining mark or format character) cannot stand
    /// in a cell of their own, and give `nil`.
    public init?(_ character: Character) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            self.init(unchecked: String(character), width: 1)
            return
        }
        if character.unicodeScalars.first.map(Glyph.isControl) ?? false {
            self.init(unchecked: "\u{FFFD}", width: 1)
            return
        }
        let width = DisplayWidth.of(character)
        guard width > 0 else { return nil }
        self.init(unchecked: String(character), width: width)
    }

    init(unchecked text: String, width: Int) {
        self.text = text
        self.width = width
    }

    /// A space.
    public static let space = Glyph(unchecked: " ", width: 1)
    /// The right half of a wide glyph.
    public static let continuation = Glyph(unchecked: "", width: 0)
    /// "…", what truncated text ends with.
    public static let ellipsis = Glyph(unchecked: "…", width: 1)

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }

    public var description: String { text }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    public static func == (lhs: Glyph, rhs: Glyph) -> Bool {
        // Byte equality, not canonical equivalence: frames are compared as the bytes
        // they print.
        lhs.width == rhs.width && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}

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
    public var column: Int
    public var row: Int
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A size in columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(_ size: Size) { self.init(column: 0, row: 0, width: size.width, height: size.height) }

    public var size: Size { Size(width: width, height: height) }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var maxColumn: Int { column + width }
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
