/// What is drawn over a frame: an error banner, the help.
public enum Overlay {
    /// The keys the help lists, and what they do: the rows of a key table.
    public static func keys(_ table: KeyBindings) -> [(String, String)] { table.listed.map { ($0.label, $0.meaning) } }

    /// Up to three lines across the top of the content saying what went wrong.
    public static func banner(_ message: String, in canvas: inout Canvas, below row: Int, theme: Theme) {
        let lines = TextLayout.wrap("⚠ \(message)", width: max(1, canvas.width - 2), maxLines: min(3, canvas.height - row))
        banner(lines: lines, in: &canvas, at: row, theme: theme)
    }

    /// A banner's lines, already wrapped, in full-width rows from `row` down.
    static func banner(lines: [String], in canvas: inout Canvas, at row: Int, theme: Theme) {
        guard !lines.isEmpty else { return }
        let style = theme.error.withBackground(.rgb(60, 20, 20))
        canvas.fill(Rect(column: 0, row: row, width: canvas.width, height: lines.count), with: Cell(.space, style: style))
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, at: Point(column: 1, row: row + offset), style: style)
        }
    }

    /// A box in the middle of the frame listing the keys of `table`, and a `note` under
    /// them when one is given (what the help says of motion): each key, and what it does
    /// wrapped beside it to the room the frame leaves (a long meaning takes more lines
    /// rather than being cut); the rows that do not fit in the frame's height are left out.
    public static func help(_ table: KeyBindings, note: String? = nil, in canvas: inout Canvas, theme: Theme) {
        let keys = self.keys(table) + (note.map { [("", $0)] } ?? [])
        let keyWidth = keys.map { TextLayout.width($0.0) }.max() ?? 0
        let textWidth = keys.map { TextLayout.width($0.1) }.max() ?? 0
        let width = min(canvas.width, keyWidth + textWidth + 7)
        let meaningWidth = width - keyWidth - 6
        guard width >= 10, meaningWidth >= 1 else { return }
        let rows = keys.map { (key: $0.0, lines: TextLayout.wrap($0.1, width: meaningWidth)) }
        let height = min(canvas.height, rows.reduce(0) { $0 + $1.lines.count } + 4)
        guard height >= 4 else { return }
        let box = Rect(column: (canvas.width - width) / 2, row: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(box, with: Cell(.space, style: theme.text))
        Box.draw(in: &canvas, rect: box, style: theme.selectedBorder, title: " Keys ")
        var row = box.row + 2
        for (key, lines) in rows {
            // A key whose meaning does not fit whole is left out with the rest.
            guard row + lines.count <= box.row + height - 2 else { return }
            canvas.draw(key, at: Point(column: box.column + 2, row: row), style: theme.title, maxWidth: keyWidth)
            for line in lines {
                canvas.draw(line, at: Point(column: box.column + 4 + keyWidth, row: row), style: theme.text, maxWidth: meaningWidth)
                row += 1
            }
        }
    }
}
