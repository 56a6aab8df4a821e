import DynamicHome
import DynamicHomeTesting
import Foundation
import Testing

/// Cards side by side that fill every cell of the width with text (no border, no
/// padding), so that any mark drawn over a card would show: the hardest case for the kit.
@MainActor
final class SolidCardsTemplate: ItemTemplate {
    static let style: TemplateStyle = "solid-cards"
    static let summary = "cards of solid text, two a row"
    var kit = ItemKit()
    /// Cards side by side a rail per section instead of rows of two.
    static var rails = false
    /// Where the scroll marks go.
    static var placement = ScrollMarks.Placement.ownColumn
    init() {}

    func layout(at size: Size) -> ItemLayout {
        let width = Self.rails ? 8 : max(1, (size.width - 1) / 2)
        return ItemLayout(area: Rect(size), entrySize: Size(width: width, height: 2), perRow: 2, gap: 1, scrollMarks: Self.placement, rails: Self.rails)
    }

    /// Every cell is the item's letter: its identifier's last character.
    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        let line = String(repeating: item.identifier.last ?? "?", count: entry.width)
        for row in 0..<entry.height { entry.draw(line, at: Point(column: 0, row: row), style: theme.text) }
    }
}

@MainActor
@Suite("Scroll marks", .serialized)
struct ScrollMarksTests {
    /// Items `a`, `b`, … (the letter is what their cards are filled with).
    static func items(_ count: Int, in section: ContentSection? = nil) -> [HomeItem] {
        (0..<count).map { index in
            let letter = Character(UnicodeScalar(UInt8(97 + index % 26)))
            return HomeItem(identifier: "\(section?.identifier ?? "")\(letter)", title: "\(letter)", kind: .short).inSection(section)
        }
    }

    static func lines(_ canvas: Canvas) -> [String] {
        canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Rows of two cards, 10 rows of entries in an area of 3: "↑" shows exactly when a
    /// row is above, "↓" exactly when one is below, both in the column the kit keeps,
    /// and no card loses a letter to them.
    @Test func verticalMarksShowWhatIsHiddenAndNeverCoverACard() {
        SolidCardsTemplate.rails = false
        SolidCardsTemplate.placement = .ownColumn
        let template = make(SolidCardsTemplate.self, items: Self.items(20))
        for step in 0..<10 {
            let canvas = renderCanvas(template, width: 21, height: 6)
            let lines = Self.lines(canvas)
            let first = template.selectedIndex.map { max(0, $0 / 2 - 2) } ?? 0
            // The cards are laid out one column narrower: 9 + 1 + 9, then a blank, then the marks.
            for (row, line) in lines.enumerated() {
                let cards = Array(line.prefix(19))
                let letters = [cards[0], cards[10]]
                #expect(cards[0..<9].allSatisfy { $0 == letters[0] } && cards[10..<19].allSatisfy { $0 == letters[1] }, "row \(row): \(line)")
                #expect(cards[9] == " ")
                #expect(Array(line)[19] == " ")
            }
            #expect(lines[0].last == (first > 0 ? "↑" : " "), "step \(step)")
            #expect(lines[5].last == (first < 7 ? "↓" : " "), "step \(step)")
            #expect(lines[1...4].allSatisfy { $0.last == " " })
            #expect(canvas[20, 0].style == (first > 0 ? Theme.standard.secondary : .plain))
            template.moveRow(by: 1)
        }
    }

    /// When every row fits, a template that keeps its own column for the marks is drawn
    /// over the whole width: nothing hidden, nothing changes. Over the last column, the
    /// kit keeps that column out of the cards' canvases whether or not marks show (every
    /// card one column narrower), so that a card never changes as the view scrolls.
    @Test func nothingChangesWhenNothingIsHidden() {
        SolidCardsTemplate.rails = false
        SolidCardsTemplate.placement = .ownColumn
        let own = renderCanvas(make(SolidCardsTemplate.self, items: Self.items(6)), width: 21, height: 6)
        SolidCardsTemplate.placement = .lastColumn
        let last = renderCanvas(make(SolidCardsTemplate.self, items: Self.items(6)), width: 21, height: 6)
        #expect(Self.lines(own) == ["aaaaaaaaaa bbbbbbbbbb", "aaaaaaaaaa bbbbbbbbbb", "cccccccccc dddddddddd", "cccccccccc dddddddddd", "eeeeeeeeee ffffffffff", "eeeeeeeeee ffffffffff"])
        #expect(Self.lines(last)[0] == "aaaaaaaaa  bbbbbbbbb ")
        #expect(!own.plainText.contains("↑") && !own.plainText.contains("↓"))
        SolidCardsTemplate.placement = .ownColumn
    }

    /// A rail of 8-column cards in 30 columns shows three whole cards; its header says
    /// which, with "◂" exactly when cards are hidden to the left and "▸" exactly when
    /// some are to the right. A rail that fits has no marks.
    @Test func railMarksShowWhatIsHiddenLeftAndRight() {
        SolidCardsTemplate.rails = true
        SolidCardsTemplate.placement = .ownColumn
        defer { SolidCardsTemplate.rails = false }
        let sport = ContentSection(identifier: "s", title: "Sport"), brief = ContentSection(identifier: "b", title: "Brief")
        let template = make(SolidCardsTemplate.self, items: Self.items(6, in: sport) + Self.items(3, in: brief))
        var headers: [String] = []
        for _ in 0..<5 {
            let lines = Self.lines(renderCanvas(template, width: 30, height: 6))
            headers.append(lines[0])
            #expect(lines[3] == "Brief ────────────────────────", "a rail that fits has no marks")
            template.moveHighlight(by: 1)
        }
        #expect(headers == [
            "Sport ──────────────── 1-3/6 ▸",
            "Sport ──────────────── 1-3/6 ▸",
            "Sport ──────────────── 1-3/6 ▸",
            "Sport ────────────── ◂ 2-4/6 ▸",
            "Sport ────────────── ◂ 3-5/6 ▸",
        ])
        template.moveHighlight(by: 1)
        #expect(Self.lines(renderCanvas(template, width: 30, height: 6))[0] == "Sport ──────────────── ◂ 4-6/6")
    }

    /// An untitled rail (a day without sections) gets a header row for its marks only
    /// when its cards do not all fit; a narrow row keeps the arrows and drops the numbers
    /// when the title would have too little room.
    @Test func anUntitledRailHasAHeaderOnlyForItsMarks() {
        SolidCardsTemplate.rails = true
        SolidCardsTemplate.placement = .ownColumn
        defer { SolidCardsTemplate.rails = false }
        let fits = Self.lines(renderCanvas(make(SolidCardsTemplate.self, items: Self.items(3)), width: 30, height: 4))
        #expect(fits[0] == "aaaaaaaa bbbbbbbb cccccccc    ")
        let overflows = Self.lines(renderCanvas(make(SolidCardsTemplate.self, items: Self.items(4)), width: 30, height: 4))
        #expect(overflows[0] == "                       1-3/4 ▸")
        #expect(overflows[1] == "aaaaaaaa bbbbbbbb cccccccc ddd")
        let titled = make(SolidCardsTemplate.self, items: Self.items(5, in: ContentSection(identifier: "s", title: "Sport")))
        titled.moveHighlight(by: 2)
        #expect(Self.lines(renderCanvas(titled, width: 22, height: 4))[0] == "Sport ────── ◂ 2-3/5 ▸")
        #expect(Self.lines(renderCanvas(titled, width: 12, height: 4))[0] == "Sport ── ◂ ▸")
    }

    /// Titles of wide glyphs beside the marks, at even and odd widths down to 20: every
    /// line is exactly the width, no wide glyph is split, and the marks stay whole.
    @Test func wideTitlesBesideMarksKeepEveryLineExact() throws {
        SolidCardsTemplate.rails = true
        SolidCardsTemplate.placement = .ownColumn
        defer { SolidCardsTemplate.rails = false }
        let titles = ["長く読む — 週末の読み物", "🎧👨‍👩‍👧🇯🇵 音楽と家族", "e\u{301}te\u{301} · 直播中直播中"]
        let items = titles.enumerated().flatMap { index, title in Self.items(7, in: ContentSection(identifier: "s\(index)", title: title)) }
        for width in 20...37 {
            for height in [5, 9] {
                let template = make(SolidCardsTemplate.self, items: items)
                template.moveHighlight(by: 5)
                let canvas = renderCanvas(template, width: width, height: height)
                #expect(canvas.wideGlyphsArePaired)
                let lines = Self.lines(canvas)
                #expect(lines.count == height)
                for line in lines { #expect(TextLayout.width(line) == width, "\(width)x\(height): \(line)") }
                // The title is whole or cut with "…" before the marks, never losing half a glyph to them.
                let header = lines[0]
                let marks = try #require(header.range(of: " ◂"), "\(width)x\(height): \(header)")
                #expect(header.hasSuffix(height == 9 ? "▸" : "▸  "), "\(width)x\(height): \(header)")
                let title = header[..<marks.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: " ─"))
                #expect(title == titles[0] || (title.hasSuffix("…") && titles[0].hasPrefix(title.dropLast())), "\(width)x\(height): \(header)")
            }
        }
    }

    /// The marks are drawn in the theme's secondary style, and the same characters without colour.
    @Test func marksFollowTheTheme() {
        SolidCardsTemplate.rails = true
        SolidCardsTemplate.placement = .ownColumn
        defer { SolidCardsTemplate.rails = false }
        var theme = Theme.standard
        theme.secondary = Style(foreground: .rgb(1, 2, 3))
        let canvas = renderCanvas(make(SolidCardsTemplate.self, items: Self.items(4)), width: 30, height: 4, theme: theme)
        #expect(canvas[29, 0].glyph.text == "▸")
        #expect(canvas[29, 0].style == theme.secondary)
        #expect(canvas[23, 0].style == theme.secondary)
    }
}
