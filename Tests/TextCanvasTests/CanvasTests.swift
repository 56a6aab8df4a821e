import Testing
import TestSupport
import TextCanvas

@Suite("Canvas")
struct CanvasTests {
    @Test func wideGlyphsHoldTheirContinuation() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("北京", at: Point(column: 0, row: 0))
        #expect(canvas[0, 0].glyph.text == "北")
        #expect(canvas[1, 0].glyph.isContinuation)
        #expect(canvas[2, 0].glyph.text == "京")
        #expect(canvas.plainText == "北京  \n")
        #expect(canvas.wideGlyphsArePaired)
    }

    @Test func drawingOverHalfAWideGlyphClearsTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("北京", at: Point(column: 0, row: 0))
        canvas.put(Glyph("x")!, column: 1, row: 0)  // right half of 北
        #expect(canvas.plainText == " x京\n")
        canvas.put(Glyph("y")!, column: 2, row: 0)  // left half of 京
        #expect(canvas.plainText == " xy \n")
        #expect(canvas.wideGlyphsArePaired)
    }

    @Test func aWideGlyphNeverHangsOverTheEdge() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw("a北京", at: Point(column: 0, row: 0), truncation: .clip)
        #expect(canvas.plainText == "a北\n")
        var narrow = Canvas(width: 1, height: 1)
        narrow.put(Glyph("北")!, column: 0, row: 0)
        #expect(narrow.plainText == " \n")
    }

    @Test func truncatesByDisplayWidthWithAnEllipsis() {
        var canvas = Canvas(width: 10, height: 1)
        let used = canvas.draw("北京大学 Peking", at: Point(column: 0, row: 0), maxWidth: 6)
        #expect(used == 5)  // 北京 is 4 columns, the next glyph would need 2 but only 1 is left
        #expect(canvas.plainText == "北京…     \n")
        #expect(TextLayout.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TextLayout.truncate("short", toWidth: 8) == "short")
    }

    @Test func controlCharactersNeverReachTheFrame() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.draw("a\u{1B}[31mb\tc\nd", at: Point(column: 0, row: 0))
        #expect(canvas.plainText == "a\u{FFFD}[31mb c d \n")
        #expect(!canvas.plainText.contains("\u{1B}"))
    }

    @Test func copyingACanvasClipsWideGlyphsAtItsEdges() {
        var source = Canvas(width: 4, height: 1)
        source.draw("北京", at: Point(column: 0, row: 0))
        var target = Canvas(width: 5, height: 1, filledWith: Cell(Glyph("-")!))
        target.draw(source, at: Point(column: 2, row: 0))
        #expect(target.plainText == "--北 \n")
        target.draw(source, at: Point(column: -1, row: 0))
        #expect(target.plainText == " 京  \n")
        #expect(target.wideGlyphsArePaired)
    }

    @Test func aCanvasFilledWithAWideGlyphKeepsItsPairs() {
        let wide = Canvas(width: 5, height: 2, filledWith: Cell(Glyph("北")!))
        #expect(wide.wideGlyphsArePaired)
        #expect(wide.plainText == "北北 \n北北 \n")
        let continuation = Canvas(width: 3, height: 1, filledWith: Cell(.continuation, style: Style(attributes: .bold)))
        #expect(continuation.wideGlyphsArePaired)
        #expect(continuation.plainText == "   \n")
        #expect(continuation[1, 0].style == Style(attributes: .bold))
        var filled = Canvas(width: 4, height: 1)
        filled.draw("北京", at: Point(column: 0, row: 0))
        filled.fill(Rect(column: 1, row: 0, width: 2, height: 1), with: Cell(.continuation))
        #expect(filled.wideGlyphsArePaired)
        #expect(filled.plainText == "    \n")
    }

    @Test func wrapsAtSpacesAndBetweenWideGlyphs() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("北京大学的秋天", width: 6) == ["北京大", "学的秋", "天"])
        #expect(TextLayout.wrap("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
        #expect(TextLayout.wrap("one two three four", width: 9, maxLines: 2) == ["one two", "three…"])
        #expect(TextLayout.wrap("🎧 Lo-fi beats to study to", width: 20) == ["🎧 Lo-fi beats to", "study to"])
    }

    @Test func everyLineHasTheExactWidthWhateverIsDrawn() {
        var generator = SplitMix64(seed: 7)
        let pieces = ["a", "北", "😀", "e\u{301}", "👨‍👩‍👧", "🇯🇵", " ", "\u{200D}", "\u{1B}", "ж", "❤️", "\t"]
        for round in 0..<500 {
            let width = 1 + Int(generator.next() % 30)
            let height = 1 + Int(generator.next() % 5)
            var canvas = Canvas(width: width, height: height)
            for _ in 0..<6 {
                let text = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                let origin = Point(column: Int(generator.next() % UInt64(width + 4)) - 2, row: Int(generator.next() % UInt64(height)))
                canvas.draw(text, at: origin, maxWidth: Int(generator.next() % 20))
            }
            #expect(canvas.wideGlyphsArePaired, "round \(round)")
            for line in PlainTextEncoder().lines(canvas) {
                #expect(DisplayWidth.of(line) == width, "round \(round): \(line) \(line.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }
}
