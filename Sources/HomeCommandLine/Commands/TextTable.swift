import Diagnostics
import DynamicHome

/// Columns of text aligned by display width, for command output.
enum TextTable {
    /// The rows with each column padded to its widest cell, two spaces apart, and
    /// no trailing spaces. Control characters in cells are escaped first
    /// (``ControlCharacters``), so that columns line up as the text will be printed.
    static func render(_ rows: [[String]]) -> String {
        let rows = rows.map { $0.map(ControlCharacters.escape) }
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], TextLayout.width(cell)) }
        }
        var text = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 {
                    line += String(repeating: " ", count: widths[index] - TextLayout.width(cell) + 2)
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// `label`, then `text` wrapped beside it from `column`, in lines of at most `width`
    /// columns (display width): the layout of option lists, in help and in docs/COMMANDS.md.
    /// When the room beside the label is too narrow for the text's longest word (a narrow
    /// terminal), the text goes on the lines below it, indented a little.
    static func hanging(_ label: String, _ text: String, column: Int, width: Int) -> [String] {
        let labelWidth = TextLayout.width(label)
        let longestWord = text.split(separator: " ").map { TextLayout.width($0) }.max() ?? 0
        let minimumRoom = 16
        if width - column >= max(minimumRoom, longestWord), labelWidth < column {
            let lines = TextLayout.wrap(text, width: width - column)
            let indent = String(repeating: " ", count: column)
            return lines.enumerated().map { index, line in
                index == 0 ? label + String(repeating: " ", count: column - labelWidth) + line : indent + line
            }
        }
        let indent = min(column, 6)
        return [label] + TextLayout.wrap(text, width: max(minimumRoom, width - indent)).map { String(repeating: " ", count: indent) + $0 }
    }
}
