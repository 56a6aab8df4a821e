import TextCanvas

// The straightforward implementations of the encoders and the cross-fade, as they
// were before they were made fast (as of commit 7d48609), written against the public API
// only. The optimised code must produce exactly the same bytes and cells; the tests in
// `OutputIdentityTests.swift` hold it to that over many seeded frames.

enum Reference {
    static let reset = "\u{1B}[0m"

    static func sequence(for style: Style, mode: ColorMode) -> String {
        guard mode != .none else { return "" }
        var codes = "0"
        let attributes = style.attributes
        if attributes.contains(.bold) { codes += ";1" }
        if attributes.contains(.dim) { codes += ";2" }
        if attributes.contains(.italic) { codes += ";3" }
        if attributes.contains(.underline) { codes += ";4" }
        if attributes.contains(.inverse) { codes += ";7" }
        if let foreground = style.foreground { codes += colorCodes(foreground, background: false, mode: mode) }
        if let background = style.background { codes += colorCodes(background, background: true, mode: mode) }
        return "\u{1B}[\(codes)m"
    }

    static func colorCodes(_ color: Color, background: Bool, mode: ColorMode) -> String {
        switch (mode, color) {
        case (.none, _):
            return ""
        case (_, .standard(let index)):
            return standard(index & 15, background: background)
        case (.ansi16, _):
            return standard(nearestStandard(color.components), background: background)
        case (.ansi256, .indexed(let index)), (.trueColor, .indexed(let index)):
            return background ? ";48;5;\(index)" : ";38;5;\(index)"
        case (.ansi256, .rgb):
            let index = nearestIndexed(color.components)
            return background ? ";48;5;\(index)" : ";38;5;\(index)"
        case (.trueColor, .rgb(let red, let green, let blue)):
            return background ? ";48;2;\(red);\(green);\(blue)" : ";38;2;\(red);\(green);\(blue)"
        }
    }

    static func standard(_ index: UInt8, background: Bool) -> String {
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        return ";\(base + Int(index % 8))"
    }

    static let standardPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    static func xterm(_ index: Int) -> (UInt8, UInt8, UInt8) {
        if index < 16 { return standardPalette[index] }
        if index < 232 {
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        }
        let gray = UInt8(8 + (index - 232) * 10)
        return (gray, gray, gray)
    }

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(a.0) - Int(b.0)
        let green = Int(a.1) - Int(b.1)
        let blue = Int(a.2) - Int(b.2)
        return red * red * 3 + green * green * 4 + blue * blue * 2
    }

    static func nearestIndexed(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> UInt8 {
        func level(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : Int((Int(value) - 35) / 40)
        }
        let cube = 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grayIndex = average > 238 ? 255 : max(232, min(255, 232 + (average - 3) / 10))
        let rgb = (color.red, color.green, color.blue)
        return distance(xterm(cube), rgb) <= distance(xterm(grayIndex), rgb) ? UInt8(cube) : UInt8(grayIndex)
    }

    static func nearestStandard(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> UInt8 {
        let rgb = (color.red, color.green, color.blue)
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in standardPalette.enumerated() {
            let distance = distance(candidate, rgb)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return UInt8(best)
    }

    /// Byte equality of two cells, as `Glyph`'s `==` was defined.
    static func same(_ a: Cell, _ b: Cell) -> Bool {
        a.glyph.width == b.glyph.width && a.glyph.text.utf8.elementsEqual(b.glyph.text.utf8) && a.style == b.style
    }

    static func plainText(_ canvas: Canvas) -> String {
        var text = ""
        for row in 0..<canvas.height {
            for column in 0..<canvas.width where !canvas[column, row].glyph.isContinuation {
                text += canvas[column, row].glyph.text
            }
            text += "\n"
        }
        return text
    }

    static func ansi(_ canvas: Canvas, mode: ColorMode) -> String {
        guard mode != .none else { return plainText(canvas) }
        var text = ""
        for row in 0..<canvas.height {
            var current: Style?
            for column in 0..<canvas.width {
                let cell = canvas[column, row]
                if cell.glyph.isContinuation { continue }
                if cell.style != current {
                    text += sequence(for: cell.style, mode: mode)
                    current = cell.style
                }
                text += cell.glyph.text
            }
            text += reset
            text += "\n"
        }
        return text
    }

    static func mixed(_ from: Color, _ to: Color, by fraction: Double) -> Color {
        if fraction <= 0 { return from }
        if fraction >= 1 { return to }
        let a = from.components
        let b = to.components
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * fraction).rounded())
        }
        return .rgb(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }

    static func blend(_ fade: CrossFade, from old: Canvas, to new: Canvas, progress: Double) -> Canvas {
        if progress <= 0 { return old }
        let target = new.size == old.size ? new : new.resized(to: old.size)
        if progress >= 1 { return target }
        var result = old
        let width = old.width
        for row in 0..<old.height {
            var column = 0
            while column < width {
                var end = column + 1
                while end < width, old[end, row].glyph.isContinuation || target[end, row].glyph.isContinuation {
                    end += 1
                }
                let switched = fade.threshold(column: column, row: row) < progress
                for index in column..<end {
                    let from = old[index, row]
                    let to = target[index, row]
                    var style = switched ? to.style : from.style
                    if let a = from.style.foreground, let b = to.style.foreground { style.foreground = mixed(a, b, by: progress) }
                    if let a = from.style.background, let b = to.style.background { style.background = mixed(a, b, by: progress) }
                    result.put(switched ? to.glyph : from.glyph, style: style, index: index, row: row)
                }
                column = end
            }
        }
        return result
    }

    /// The incremental encoder as it was: the frame before, the cursor and the style.
    struct Incremental {
        var mode: ColorMode
        var screen: Canvas?
        var cursor: Point?
        var style: Style?

        init(mode: ColorMode) { self.mode = mode }

        mutating func invalidate() {
            screen = nil
            cursor = nil
            style = nil
        }

        mutating func encode(_ frame: Canvas) -> String {
            var output = ""
            let previous: Canvas?
            if let screen, screen.size == frame.size {
                previous = screen
            } else {
                output += Reference.reset + "\u{1B}[2J"
                style = .plain
                cursor = nil
                previous = nil
            }
            let width = frame.width
            for row in 0..<frame.height {
                var column = 0
                while column < width {
                    let cell = frame[column, row]
                    let unchanged = previous.map { Reference.same($0[column, row], cell) } ?? Reference.same(cell, .blank)
                    if unchanged || cell.glyph.isContinuation {
                        column += 1
                        continue
                    }
                    moveCursor(to: Point(column: column, row: row), in: frame, output: &output)
                    if mode != .none, cell.style != style {
                        output += Reference.sequence(for: cell.style, mode: mode)
                        style = cell.style
                    }
                    output += cell.glyph.text
                    column += cell.glyph.width
                    cursor = Point(column: min(column, width - 1), row: row)
                    // A cluster of several scalars may move a terminal by another width.
                    if column >= width || cell.glyph.text.unicodeScalars.count > 1 { cursor = nil }
                }
            }
            if !output.isEmpty, style != .plain, mode != .none {
                output += Reference.reset
                style = .plain
            }
            screen = frame
            return output
        }

        mutating func moveCursor(to target: Point, in frame: Canvas, output: inout String) {
            if let cursor, cursor == target { return }
            if let cursor, cursor.row == target.row, target.column > cursor.column {
                let gap = target.column - cursor.column
                if gap <= 3 {
                    let cells = (cursor.column..<target.column).map { frame[$0, target.row] }
                    if cells.allSatisfy({ $0.glyph.width == 1 && $0.style == style }) {
                        for cell in cells { output += cell.glyph.text }
                        self.cursor = target
                        return
                    }
                }
                output += gap == 1 ? "\u{1B}[C" : "\u{1B}[\(gap)C"
            } else {
                output += "\u{1B}[\(target.row + 1);\(target.column + 1)H"
            }
            cursor = target
        }
    }
}

extension Canvas {
    /// Writes one cell of a blend through the public API. Cells are written left to
    /// right a unit at a time, and a unit is whole in both frames, so `put` never
    /// clears a cell outside the unit, nor one already written: over a continuation
    /// only its style is set (the wide glyph to its left was just put).
    fileprivate mutating func put(_ glyph: Glyph, style: Style, index column: Int, row: Int) {
        if glyph.isContinuation {
            restyle(Rect(column: column, row: row, width: 1, height: 1)) { $0 = style }
        } else {
            put(glyph, style: style, column: column, row: row)
        }
    }
}
