import DynamicHome

/// The box around a card's entry, drawn from glyphs made once: the padding column inside
/// each side cleared, and the card's rows that scroll past its top and bottom covered.
enum CardBorder {
    struct Glyphs {
        let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Glyph
    }

    static let rounded = Glyphs(
        horizontal: Glyph("─")!, vertical: Glyph("│")!, topLeft: Glyph("╭")!, topRight: Glyph("╮")!, bottomLeft: Glyph("╰")!,
        bottomRight: Glyph("╯")!)
    static let heavy = Glyphs(
        horizontal: Glyph("━")!, vertical: Glyph("┃")!, topLeft: Glyph("┏")!, topRight: Glyph("┓")!, bottomLeft: Glyph("┗")!,
        bottomRight: Glyph("┛")!)

    /// Draws the box along the canvas's edges, and blanks the columns just inside them.
    static func draw(in canvas: inout Canvas, style: Style, heavy: Bool) {
        let glyphs = heavy ? Self.heavy : Self.rounded
        let (width, height) = (canvas.width, canvas.height)
        canvas.fill(Rect(column: 1, row: 0, width: width - 2, height: 1), with: Cell(glyphs.horizontal, style: style))
        canvas.fill(Rect(column: 1, row: height - 1, width: width - 2, height: 1), with: Cell(glyphs.horizontal, style: style))
        canvas.fill(Rect(column: 0, row: 1, width: 1, height: height - 2), with: Cell(glyphs.vertical, style: style))
        canvas.fill(Rect(column: width - 1, row: 1, width: 1, height: height - 2), with: Cell(glyphs.vertical, style: style))
        canvas.fill(Rect(column: 1, row: 1, width: 1, height: height - 2), with: .blank)
        canvas.fill(Rect(column: width - 2, row: 1, width: 1, height: height - 2), with: .blank)
        canvas.put(glyphs.topLeft, style: style, column: 0, row: 0)
        canvas.put(glyphs.topRight, style: style, column: width - 1, row: 0)
        canvas.put(glyphs.bottomLeft, style: style, column: 0, row: height - 1)
        canvas.put(glyphs.bottomRight, style: style, column: width - 1, row: height - 1)
    }
}
