import Testing
import TextCanvas

@Suite("Row fades and wipes")
struct FadeTests {
    func glyphs(_ cells: ArraySlice<Cell>) -> [Glyph] { cells.map(\.glyph) }

    static let orders: [Fade.Order] = [.together, .down]

    @Test(arguments: orders)
    func everyRowIsTheOldRowOrTheNewRowAndNeverSwitchesBack(order: Fade.Order) {
        let old = canvas((0..<13).map { "old row \($0) 北京 café" }, width: 30)
        let new = canvas((0..<13).map { "NEW 東京 \($0) 👋🏽 grid" }, width: 30)
        let fade = Fade(order)
        #expect(fade.blend(from: old, to: new, progress: 0) == old)
        #expect(fade.blend(from: old, to: new, progress: 1) == new)
        var switchedBefore = Set<Int>()
        for step in 1...99 {
            let frame = fade.blend(from: old, to: new, progress: Double(step) / 100)
            var switched = Set<Int>()
            for row in 0..<13 {
                let line = glyphs(frame.row(row))
                let isOld = line == glyphs(old.row(row))
                let isNew = line == glyphs(new.row(row))
                #expect(isOld || isNew, "row \(row) at \(step)% mixes the frames")
                if isNew { switched.insert(row) }
            }
            #expect(switched.isSuperset(of: switchedBefore))
            switchedBefore = switched
        }
        #expect(switchedBefore.count == 13)
    }

    @Test func theFadeSwitchesTheWholeFrameOnceHalfWay() {
        let old = canvas((0..<9).map { "old row \($0) 北京" }, width: 20)
        let new = canvas((0..<9).map { "NEW \($0) 東京 grid" }, width: 20)
        #expect(Fade().thresholds(height: 9) == Array(repeating: 0.5, count: 9))
        for step in 1...99 {
            let progress = Double(step) / 100
            let frame = Fade().blend(from: old, to: new, progress: progress)
            #expect(frame.plainText == (progress < 0.5 ? old : new).plainText, "at \(progress)")
        }
    }

    @Test func theWipeSweepsFromTheTopDown() {
        let old = Canvas(width: 3, height: 10, filledWith: Cell(Glyph("o")!))
        let new = Canvas(width: 3, height: 10, filledWith: Cell(Glyph("n")!))
        for step in 1...9 {
            let frame = Fade(.down).blend(from: old, to: new, progress: Double(step) / 10)
            let switched = (0..<10).map { frame.row($0).first?.glyph == Glyph("n")! }
            // A prefix of rows has switched.
            #expect(switched == switched.sorted { $0 && !$1 }, "\(switched)")
        }
    }

    @Test func coloursFadeToTheBackgroundBeforeTheSwitchAndRiseAfter() {
        let bar = Style(foreground: .rgb(230, 230, 230), background: .rgb(48, 52, 60))
        let old = canvas(["old"], width: 3, style: bar)
        let new = canvas(["new"], width: 3, style: bar)
        let fade = Fade(.together, softness: 0.5)
        // One row: its threshold is 0.5.
        #expect(fade.thresholds(height: 1) == [0.5])
        let distance: (Canvas) -> Int = { frame in
            let (r, g, b) = frame.cells[0].style.foreground!.components
            return abs(Int(r) - 48) + abs(Int(g) - 52) + abs(Int(b) - 60)
        }
        let before = fade.blend(from: old, to: new, progress: 0.1)
        let nearSwitch = fade.blend(from: old, to: new, progress: 0.49)
        let after = fade.blend(from: old, to: new, progress: 0.51)
        let late = fade.blend(from: old, to: new, progress: 0.9)
        #expect(glyphs(nearSwitch.row(0)) == glyphs(old.row(0)))
        #expect(glyphs(after.row(0)) == glyphs(new.row(0)))
        #expect(distance(before) > distance(nearSwitch))
        #expect(distance(nearSwitch) < 20 && distance(after) < 20)
        #expect(distance(late) > distance(after))
        // Without a background colour, text is dim in the half of the fade nearest it.
        let plainOld = canvas(["old"], width: 3)
        let plainNew = canvas(["new"], width: 3)
        #expect(fade.blend(from: plainOld, to: plainNew, progress: 0.45).cells[0].style.attributes.contains(.dim))
        #expect(!fade.blend(from: plainOld, to: plainNew, progress: 0.1).cells[0].style.attributes.contains(.dim))
    }

    @Test func aRowTheSameInBothFramesIsLeftAlone() {
        let style = Style(foreground: .rgb(200, 10, 10), background: .rgb(0, 0, 40))
        let old = canvas(["same", "old!"], width: 4, style: style)
        let new = canvas(["same", "new!"], width: 4, style: style)
        for step in 1...9 {
            let frame = Fade().blend(from: old, to: new, progress: Double(step) / 10)
            #expect(frame.row(0) == old.row(0))
        }
    }

    @Test func aFrameGoesTowardsTheBackgroundAsAWholeKeepingItsGlyphs() {
        let bar = Style(foreground: .rgb(230, 230, 230), background: .rgb(48, 52, 60), attributes: .bold)
        var frame = canvas(["bar text"], width: 10, style: bar)
        frame.draw("plain", at: Point(column: 0, row: 0))
        #expect(frame.towardsBackground(by: 0) == frame)
        let gone = frame.towardsBackground(by: 1)
        #expect(gone.plainText == frame.plainText)
        // Text on a background goes to that background; text on the terminal's own goes dim.
        #expect(gone[7, 0].style.foreground == .rgb(48, 52, 60))
        #expect(!gone[7, 0].style.attributes.contains(.bold))
        #expect(gone[0, 0].style.attributes.contains(.dim))
        #expect(!frame.towardsBackground(by: 0.3)[0, 0].style.attributes.contains(.dim))
    }
}
