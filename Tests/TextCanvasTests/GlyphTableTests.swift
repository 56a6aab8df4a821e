import Testing
@testable import TextCanvas

/// The table of long grapheme clusters is bounded, and what canvases hold stays: found by
/// a hostile-input probe, a content server sending new titles of unique clusters every
/// second grew it without end. Each test uses a table of its own, in its task.
@Suite("GlyphTable")
struct GlyphTableTests {
    /// A letter under eight combining marks: 17 UTF-8 bytes, one cluster, different for
    /// every `number` below 8^8.
    static func cluster(_ number: Int) -> String {
        "e" + (0..<8).map { String(UnicodeScalar(0x300 + (number >> (3 * $0) & 7) + 8 * $0)!) }.joined()
    }

    @Test func aClusterMadeOfEightMarksIsKeptInTheTable() {
        let glyph = Glyph(Character(Self.cluster(5)))
        #expect(glyph?.isInTable == true)
        #expect(glyph?.text == Self.cluster(5))
    }

    @Test func theTableStaysBoundedAndKeepsWhatCanvasesHold() {
        let table = GlyphTable(capacity: 64)
        GlyphTable.$current.withValue(table) {
            // A title drawn once and kept (as a cache keeps an entry), shown only now and then.
            var kept = Canvas(width: 10, height: 1)
            kept.draw(Self.cluster(0) + "k", at: Point(column: 0, row: 0))
            var largest = 0
            for round in 1...200 {
                var frame = Canvas(width: 40, height: 2)
                if round.isMultiple(of: 50) { frame.draw(kept, at: Point(column: 0, row: 0)) }
                // 20 new clusters a frame, never seen before.
                frame.draw((0..<20).map { Self.cluster(round * 20 + $0) }.joined(), at: Point(column: 0, row: 1))
                #expect(frame.plainText.hasSuffix((0..<20).map { Self.cluster(round * 20 + $0) }.joined() + String(repeating: " ", count: 20) + "\n"))
                table.frameDrawn()
                largest = max(largest, table.statistics.known)
            }
            // Bounded by the capacity, what canvases hold and two frames' new clusters.
            #expect(largest <= 64 + 1 + 2 * 20)
            #expect(table.statistics.forgotten > 3_000)
            #expect(table.statistics.unknownLookups == 0)
            // The kept title prints the same, and drawing it again finds the same glyph.
            #expect(kept[0, 0].glyph.text == Self.cluster(0))
            #expect(Glyph(Character(Self.cluster(0))) == kept[0, 0].glyph)
        }
    }

    @Test func copiesFadesAndSlidesHoldTheClustersTheyShow() {
        let table = GlyphTable(capacity: 0)
        GlyphTable.$current.withValue(table) {
            var old = Canvas(width: 4, height: 1)
            old.draw(Self.cluster(1) + "👨‍👩‍👧", at: Point(column: 0, row: 0))
            var new = Canvas(width: 4, height: 1)
            new.draw(Self.cluster(2), at: Point(column: 0, row: 0))
            let faded = Fade().blend(from: old, to: new, progress: 0.9)
            let slid = Slide(.fromRight).compose(old, new, progress: 0.5)
            let dissolved = Dissolve(seed: 1).blend(from: old, to: new, progress: 0.5)
            old = Canvas(width: 1, height: 1)
            new = Canvas(width: 1, height: 1)
            table.frameDrawn()
            table.frameDrawn()
            table.frameDrawn()
            #expect(table.statistics.unknownLookups == 0)
            for canvas in [faded, slid, dissolved] {
                #expect(!canvas.plainText.contains("\u{FFFD}"), "\(canvas.plainText)")
            }
            #expect(table.statistics.known == 3)
        }
    }

    @Test func aGlyphKeptOutsideEveryCanvasForTwoFramesIsForgottenAndPrintsAReplacement() {
        let table = GlyphTable(capacity: 0)
        GlyphTable.$current.withValue(table) {
            let loose = TextLayout.glyphs(Self.cluster(3) + "👨‍👩‍👧")
            table.frameDrawn()
            table.frameDrawn()
            #expect(table.statistics.forgotten == 2)
            // Never another cluster: U+FFFD, with a space for a wide one, in its columns.
            #expect(loose.map(\.text) == ["\u{FFFD}", "\u{FFFD} "])
            // Drawn again, the cluster comes back (under a new number).
            var again = Canvas(width: 4, height: 1)
            again.draw(Self.cluster(3), at: Point(column: 0, row: 0))
            #expect(again[0, 0].glyph.text == Self.cluster(3))
        }
    }
}
