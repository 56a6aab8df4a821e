/// Rounded boxes, the frame of cards and panels.
public enum Box {
    /// Lines of a box: light and rounded, or heavy for emphasis.
    public struct Lines: Hashable, Sendable {
        public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character

        /// ╭─╮ │ ╰─╯
        public static let rounded = Lines(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
        /// ┏━┓ ┃ ┗━┛: the selected card, visible without colour.
        public static let heavy = Lines(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    }

    /// Draws a box's border along the edges of `rect`, with an optional title in the
    /// top edge. The inside is left as it is.
    public static func draw(in canvas: inout Canvas, rect: Rect, style: Style, lines: Lines = .rounded, title: String? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: lines.horizontal, count: rect.width - 2)
        canvas.draw("\(lines.topLeft)\(horizontal)\(lines.topRight)", at: Point(column: rect.column, row: rect.row), style: style, truncation: .clip)
        canvas.draw("\(lines.bottomLeft)\(horizontal)\(lines.bottomRight)", at: Point(column: rect.column, row: rect.maxRow - 1), style: style, truncation: .clip)
        for row in rect.row + 1..<rect.maxRow - 1 {
            canvas.draw(String(lines.vertical), at: Point(column: rect.column, row: row), style: style)
            canvas.draw(String(lines.vertical), at: Point(column: rect.maxColumn - 1, row: row), style: style)
        }
        if let title, rect.width > 4 {
            canvas.draw(title, at: Point(column: rect.column + 2, row: rect.row), style: style, maxWidth: rect.width - 4)
        }
    }
}
