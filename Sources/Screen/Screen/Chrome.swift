/// The bars around the Container's area: a header with the day and a status line
/// with the template, why it was chosen, and the keys.
public struct Chrome: Hashable, Sendable {
    /// The header's left side, e.g. "Monday 16 November 2026".
    public var title: String
    /// The header's right side, e.g. "day 1/14".
    public var position: String
    /// The status line's left side: the template and why it was chosen.
    public var status: String
    /// The status line's right side: the keys that work now.
    public var hints: String

    /// Creates the chrome's texts.
    public init(title: String, position: String, status: String, hints: String) {
        self.title = title
        self.position = position
        self.status = status
        self.hints = hints
    }

    /// The rows chrome takes at a height: a header and a status line from 3 rows up,
    /// none below (the content gets every row there is).
    public static func rows(forHeight height: Int) -> (header: Int, footer: Int) {
        height >= 3 ? (1, 1) : (0, 0)
    }

    /// The area left for the Container in a frame of `size`.
    public static func bodyRect(in size: Size) -> Rect {
        let rows = rows(forHeight: size.height)
        return Rect(column: 0, row: rows.header, width: size.width, height: size.height - rows.header - rows.footer)
    }

    /// Draws the header and status line into a frame.
    public func draw(in canvas: inout Canvas, theme: Theme) {
        let rows = Chrome.rows(forHeight: canvas.height)
        if rows.header > 0 { bar(title, position, row: 0, in: &canvas, style: theme.bar) }
        if rows.footer > 0 { bar(status, hints, row: canvas.height - 1, in: &canvas, style: theme.bar) }
    }

    /// One bar: `left` from the left edge, `right` against the right edge; when both
    /// do not fit, the left side wins and the right is cut.
    private func bar(_ left: String, _ right: String, row: Int, in canvas: inout Canvas, style: Style) {
        canvas.fill(Rect(column: 0, row: row, width: canvas.width, height: 1), with: Cell(.space, style: style))
        let used = canvas.draw(" \(left)", at: Point(column: 0, row: row), style: style.adding(.bold))
        let rightText = "\(right) "
        let rightWidth = TextLayout.width(rightText)
        let room = canvas.width - used - 2
        guard room > 0 else { return }
        if rightWidth <= room {
            canvas.draw(rightText, at: Point(column: canvas.width - rightWidth, row: row), style: style)
        } else {
            canvas.draw(rightText, at: Point(column: used + 2, row: row), style: style, maxWidth: room)
        }
    }
}
