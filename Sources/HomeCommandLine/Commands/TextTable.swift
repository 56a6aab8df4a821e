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
}
