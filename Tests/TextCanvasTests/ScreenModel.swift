import TextCanvas

/// A tiny terminal: enough of VT100 to replay what the incremental encoder writes
/// (cursor position, cursor forward, clear screen, SGR) and see what a screen shows.
struct ScreenModel {
    var canvas: Canvas
    var cursor = Point(column: 0, row: 0)
    var pendingWrap = false

    init(width: Int, height: Int) { canvas = Canvas(width: width, height: height) }

    mutating func apply(_ output: String) {
        var scalars = Array(output.unicodeScalars)[...]
        var text = ""
        func flushText(_ model: inout ScreenModel) {
            for character in text { model.write(character) }
            text = ""
        }
        while let scalar = scalars.first {
            if scalar == "\u{1B}" {
                flushText(&self)
                scalars = scalars.dropFirst()
                guard scalars.first == "[" else { continue }
                scalars = scalars.dropFirst()
                var parameters = ""
                while let next = scalars.first, !(("@"..."~") ~= next) {
                    parameters.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                guard let final = scalars.first else { break }
                scalars = scalars.dropFirst()
                perform(final, parameters)
            } else {
                text.unicodeScalars.append(scalar)
                scalars = scalars.dropFirst()
            }
        }
        flushText(&self)
    }

    mutating func perform(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        switch final {
        case "H":
            cursor = Point(column: max(1, numbers.count > 1 ? numbers[1] : 1) - 1, row: max(1, numbers.first ?? 1) - 1)
            pendingWrap = false
        case "C":
            cursor.column = min(canvas.width - 1, cursor.column + max(1, numbers.first ?? 1))
            pendingWrap = false
        case "J":
            if numbers.first == 2 { canvas = Canvas(width: canvas.width, height: canvas.height) }
        default:
            break  // SGR and the rest do not change the text
        }
    }

    mutating func write(_ character: Character) {
        guard let glyph = Glyph(character) else { return }
        if pendingWrap {
            cursor = Point(column: 0, row: cursor.row + 1)
            pendingWrap = false
        }
        canvas.put(glyph, column: cursor.column, row: cursor.row)
        if cursor.column + glyph.width >= canvas.width {
            cursor.column = canvas.width - 1
            pendingWrap = true
        } else {
            cursor.column += glyph.width
        }
    }
}
