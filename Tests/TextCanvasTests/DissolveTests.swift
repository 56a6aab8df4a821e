import Testing
import TextCanvas

@Suite("Dissolve through the background")
struct DissolveTests {
    let old = Canvas(width: 40, height: 12, filledWith: Cell(Glyph("o")!))
    let new = Canvas(width: 40, height: 12, filledWith: Cell(Glyph("n")!))

    /// How many cells of a frame hold `glyph`.
    func count(_ glyph: String, in frame: Canvas) -> Int { frame.cells.filter { $0.glyph.text == glyph }.count }

    @Test func everyFrameHoldsCellsOfOneScreenOnly() {
        for step in 0...40 {
            let progress = Double(step) / 40
            let frame = Dissolve(seed: 7).blend(from: old, to: new, progress: progress)
            let (olds, news) = (count("o", in: frame), count("n", in: frame))
            #expect(olds == 0 || news == 0, "at \(progress): \(olds) old cells beside \(news) new ones")
            #expect(olds + news + count(" ", in: frame) == frame.cells.count)
        }
        #expect(Dissolve().blend(from: old, to: new, progress: 0) == old)
        #expect(Dissolve().blend(from: old, to: new, progress: 1) == new)
        #expect(Dissolve().blend(from: old, to: new, progress: 0.5).plainText.allSatisfy { $0 == " " || $0 == "\n" })
    }

    @Test func theOldScreenLeavesAndTheNewOneArrivesCellByCellInShareWithTheProgress() {
        var before = old.cells.count
        for step in 1..<20 {
            let frame = Dissolve(seed: 3).blend(from: old, to: new, progress: Double(step) / 40)
            let left = count("o", in: frame)
            #expect(left <= before)
            let expected = Double(old.cells.count) * (1 - Double(step) / 20)
            #expect(abs(Double(left) - expected) < Double(old.cells.count) * 0.06, "\(left) old cells at step \(step)")
            before = left
        }
        var arrived = 0
        for step in 21..<40 {
            let frame = Dissolve(seed: 3).blend(from: old, to: new, progress: Double(step) / 40)
            let shown = count("n", in: frame)
            #expect(shown >= arrived)
            arrived = shown
        }
    }

    @Test func wideGlyphsLeaveAndArriveWhole() {
        let old = canvas(["北京大学北京大学北京大学", "a東京b東京c東京d東京xyzw"], width: 24)
        let new = canvas(["東京東京東京東京東京東京", "😀xyz12 東京 cccc"], width: 24)
        for step in 0...20 {
            let frame = Dissolve(seed: UInt64(step)).blend(from: old, to: new, progress: Double(step) / 20)
            #expect(frame.wideGlyphsArePaired)
            for line in PlainTextEncoder().lines(frame) { #expect(DisplayWidth.of(line) == 24) }
        }
    }

    @Test func theCellsLeftFadeTowardsTheBackground() {
        let bar = Style(foreground: .rgb(230, 230, 230), background: .rgb(48, 52, 60))
        let old = canvas([String(repeating: "x", count: 30)], width: 30, style: bar)
        let early = Dissolve().blend(from: old, to: Canvas(width: 30, height: 1), progress: 0.05)
        let late = Dissolve().blend(from: old, to: Canvas(width: 30, height: 1), progress: 0.4)
        func distance(_ frame: Canvas) -> Int? {
            frame.cells.first { $0.glyph.text == "x" }.map { cell in
                let (r, g, b) = cell.style.foreground!.components
                return abs(Int(r) - 48) + abs(Int(g) - 52) + abs(Int(b) - 60)
            }
        }
        #expect((distance(early) ?? 0) > (distance(late) ?? .max))
    }
}
