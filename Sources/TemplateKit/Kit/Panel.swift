/// The header of a titled section: `Title ───…`, the title in the title style cut to the
/// width, and a rule to the edge.
public enum SectionHeader {
    /// Draws the header on the first row of `header`.
    public static func draw(_ title: String, in header: inout Canvas, theme: Theme) {
        let drawn = header.draw(title, at: Point(column: 0, row: 0), style: theme.title, maxWidth: header.width)
        guard header.width - drawn >= 2 else { return }
        header.draw(String(repeating: "─", count: header.width - drawn - 1), at: Point(column: drawn + 1, row: 0), style: theme.border)
    }
}

/// Messages centred in an area: loading, errors, "too small".
public enum Panel {
    /// Draws lines of text centred in the canvas, each wrapped to its width.
    public static func message(_ text: String, in canvas: inout Canvas, style: Style) {
        let lines = text.split(separator: "\n").flatMap {
            TextLayout.wrap($0, width: max(1, canvas.width - 4), maxLines: 4)
        }
        let top = max(0, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = TextLayout.width(line)
            canvas.draw(line, at: Point(column: max(0, (canvas.width - width) / 2), row: top + offset), style: style)
        }
    }
}
