/// The one-line form of an item, as entries one a row draw it:
/// `▸ LONG  Title……………… 12 min`, across the whole canvas, the length at its right
/// edge; the badge in a canvas of 23 columns or more, the length in one of 39 or more (a
/// list 24 and 40 columns wide, less the column the kit keeps for the scroll marks: see
/// ``ItemLayout/entryCanvasSize``).
///
/// ```swift
/// public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
///     ItemLine.draw(item, highlighted: highlighted, in: &entry, theme: theme)
/// }
/// ```
public enum ItemLine {
    /// Draws the line in the first row of `canvas`, the whole canvas in the selection
    /// style when highlighted.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - highlighted: Whether the highlight is on it.
    ///   - titleStyle: The title's style when not highlighted (`theme.text` by default).
    ///   - canvas: The entry's canvas; the line is drawn in its first row.
    ///   - theme: The styles to draw with.
    /// - Returns: The column the title starts at, for lines under it to line up.
    @discardableResult
    public static func draw(_ item: HomeItem, highlighted: Bool, titleStyle: Style? = nil, in canvas: inout Canvas, theme: Theme) -> Int {
        let width = canvas.width
        let base = highlighted ? theme.selection : theme.text
        if highlighted { canvas.fill(canvas.bounds, with: Cell(.space, style: base)) }
        var column = canvas.draw(highlighted ? "▸ " : "  ", at: Point(column: 0, row: 0), style: base)
        if width >= 23 {
            column += canvas.draw(item.kind.badge, at: Point(column: column, row: 0), style: highlighted ? base : theme.badge(item.kind))
            column += 2
        }
        let length = item.lengthLabel
        // The length and the two columns before it.
        let lengthWidth = width >= 39 && !length.isEmpty ? TextLayout.width(length) + 2 : 0
        let title = highlighted ? base : titleStyle ?? theme.text
        canvas.draw(item.title, at: Point(column: column, row: 0), style: title, maxWidth: width - column - lengthWidth)
        if lengthWidth > 0 {
            canvas.draw(length, at: Point(column: width - lengthWidth + 2, row: 0), style: highlighted ? base : theme.secondary)
        }
        return column
    }
}
