import TestSupport
import TextCanvas

/// Frames made from a seed through the public drawing API: text runs of every kind of
/// glyph (ASCII, CJK, emoji, combining marks in both normal forms, clusters longer than
/// fifteen bytes, control characters), every kind of colour and attribute, fills,
/// restyles and copies, over a background like a template's.
struct SeededFrames {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    static let pieces = [
        "a", "b", "Z", " ", "  ", "-", "…", "ж", "α", "é", "e\u{301}", "ｶ", "Ａ",
        "北", "京", "大学", "😀", "🎧", "❤️", "❤", "🇯🇵", "👋🏽", "👩🏽‍💻", "👨‍👩‍👧",
        "Z\u{364}\u{311}\u{313}\u{324}\u{354}", "\u{1B}[31m", "\t", "\n", "\u{200D}", "\u{301}", "ok ", "item ",
    ]

    /// Single grapheme clusters, for fills and single glyphs.
    static let clusters: [Character] = [
        "a", "Z", " ", "-", "ж", "é", "e\u{301}", "ｶ", "北", "京", "😀", "❤️", "🇯🇵", "👩🏽‍💻", "👨‍👩‍👧",
        "Z\u{364}\u{311}\u{313}\u{324}\u{354}",
    ]

    static let colors: [Color?] = [
        nil, .standard(1), .standard(12), .standard(0), .indexed(33), .indexed(240), .indexed(7),
        .rgb(10, 200, 30), .rgb(255, 255, 255), .rgb(0, 0, 0), .rgb(128, 64, 200), .rgb(30, 30, 46),
    ]

    mutating func number(_ below: Int) -> Int { Int(generator.next() % UInt64(max(1, below))) }

    mutating func style() -> Style {
        Style(
            foreground: Self.colors[number(Self.colors.count)],
            background: Self.colors[number(Self.colors.count)],
            attributes: Style.Attributes(rawValue: UInt8(number(3) == 0 ? number(32) : 0)))
    }

    mutating func text() -> String {
        (0..<number(14)).map { _ in Self.pieces[number(Self.pieces.count)] }.joined()
    }

    mutating func glyph() -> Glyph {
        Glyph(Self.clusters[number(Self.clusters.count)]) ?? .space
    }

    /// A frame of a given size: a few styled bands, then `operations` random drawings.
    mutating func frame(width: Int, height: Int, operations: Int = 12) -> Canvas {
        let background = style()
        var canvas = Canvas(width: width, height: height, filledWith: Cell(.space, style: background))
        var row = 0
        while row < height {
            let rows = 1 + number(3)
            canvas.fill(Rect(column: 0, row: row, width: width, height: rows), with: Cell(.space, style: number(2) == 0 ? background : style()))
            row += rows
        }
        for _ in 0..<operations {
            let origin = Point(column: number(width + 4) - 2, row: number(height + 2) - 1)
            switch number(7) {
            case 0, 1, 2:
                canvas.draw(text(), at: origin, style: style(), maxWidth: number(3) == 0 ? nil : number(width + 2),
                            truncation: number(2) == 0 ? .ellipsis : .clip)
            case 3:
                canvas.fill(Rect(column: origin.column, row: origin.row, width: number(width), height: number(4)),
                            with: Cell(glyph(), style: style()))
            case 4:
                let replacement = style()
                canvas.restyle(Rect(column: origin.column, row: origin.row, width: number(width), height: number(3))) {
                    if number(2) == 0 { $0 = replacement } else { $0.foreground = replacement.foreground }
                }
            case 5:
                canvas.put(glyph(), style: style(), column: origin.column, row: origin.row)
            default:
                var piece = Canvas(width: 1 + number(12), height: 1 + number(3), filledWith: Cell(glyph(), style: style()))
                piece.draw(text(), at: Point(column: number(3), row: 0), style: style())
                canvas.draw(piece, at: origin)
            }
        }
        return canvas
    }

    /// `frame` with a few rows redrawn: the next frame of a screen that changes a little.
    mutating func edited(_ frame: Canvas) -> Canvas {
        var next = frame
        for _ in 0..<(1 + number(3)) {
            next.draw(text(), at: Point(column: number(frame.width), row: number(frame.height)), style: style(), truncation: .clip)
        }
        return next
    }
}

/// FNV-1a, 64 bits: a digest that is the same in every run and on every machine.
struct Digest {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    mutating func add(_ text: String) {
        // Over the contiguous bytes: this file is built unoptimised, and a string's
        // UTF-8 view read a byte at a time was a tenth of the suite's slowest test.
        var text = text
        text.withUTF8 { bytes in
            var value = value
            for index in bytes.indices {
                value ^= UInt64(bytes[index])
                value = value &* 0x0000_0100_0000_01B3
            }
            self.value = value
        }
        add(0xFF)  // never in UTF-8: separates the pieces
    }

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ number: Int) {
        for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: number >> shift)) }
    }

    mutating func add(_ color: Color?) {
        switch color {
        case nil: add(0)
        case .standard(let index)?: add([1, index])
        case .indexed(let index)?: add([2, index])
        case .rgb(let red, let green, let blue)?: add([3, red, green, blue])
        }
    }

    /// Every cell: its glyph's bytes and width, its colours and attributes.
    mutating func add(_ canvas: Canvas) {
        add(canvas.width)
        add(canvas.height)
        for cell in canvas.cells {
            add(cell.glyph.text)
            add(UInt8(truncatingIfNeeded: cell.glyph.width))
            add(cell.style.foreground)
            add(cell.style.background)
            add(cell.style.attributes.rawValue)
        }
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
