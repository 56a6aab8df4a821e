import Testing
import TextCanvas

@Suite("Easing, timelines, cross-fades and slides")
struct AnimationTests {
    @Test(arguments: Easing.allCases)
    func easingStartsAt0EndsAt1AndNeverGoesBack(easing: Easing) {
        #expect(easing(0) == 0)
        #expect(easing(1) == 1)
        var last = 0.0
        for step in 0...100 {
            let value = easing(Double(step) / 100)
            #expect(value >= last)
            last = value
        }
    }

    @Test func timelineProgressIsAPureFunctionOfTime() {
        let timeline = Timeline(start: .milliseconds(100), duration: .milliseconds(400), easing: .linear)
        #expect(timeline.progress(at: .zero) == 0)
        #expect(timeline.progress(at: .milliseconds(300)) == 0.5)
        #expect(timeline.progress(at: .milliseconds(600)) == 1)
        #expect(timeline.sampleTimes(count: 3) == [.milliseconds(100), .milliseconds(300), .milliseconds(500)])
        #expect(Timeline(start: .zero, duration: .zero).progress(at: .zero) == 1)
    }

    @Test func crossFadeEndsAreTheFramesThemselves() {
        let old = canvas(["aaaa北京", "bbbbbbbb"], width: 8)
        let new = canvas(["😀xyz12", "東京 cccc"], width: 8)
        let fade = CrossFade(seed: 1)
        #expect(fade.blend(from: old, to: new, progress: 0) == old)
        #expect(fade.blend(from: old, to: new, progress: 1) == new)
    }

    @Test func progressThatIsNotANumberShowsTheOldFrame() {
        let old = canvas(["ab"], width: 2, style: Style(foreground: .rgb(0, 0, 0)))
        let new = canvas(["cd"], width: 2, style: Style(foreground: .rgb(200, 100, 0)))
        #expect(CrossFade().blend(from: old, to: new, progress: .nan) == old)
        #expect(CrossFade().blend(from: old, to: new, progress: .infinity) == new)
        #expect(Slide(.fromRight, edge: true).compose(old, new, progress: .nan) == old)
        #expect(Slide(.fromLeft).compose(old, new, progress: -.infinity) == old)
    }

    @Test func cellsNeverFlickerBackAndTheShareFollowsProgress() {
        let width = 60
        let old = Canvas(width: width, height: 20, filledWith: Cell(Glyph("o")!))
        let new = Canvas(width: width, height: 20, filledWith: Cell(Glyph("n")!))
        let fade = CrossFade(seed: 99)
        var switchedBefore = Set<Int>()
        for step in 1...19 {
            let progress = Double(step) / 20
            let frame = fade.blend(from: old, to: new, progress: progress)
            let switched = Set(frame.cells.indices.filter { frame.cells[$0].glyph.text == "n" })
            #expect(switched.isSuperset(of: switchedBefore))
            let share = Double(switched.count) / Double(frame.cells.count)
            #expect(abs(share - progress) < 0.05, "share \(share) at \(progress)")
            switchedBefore = switched
        }
    }

    @Test func theResultDoesNotDependOnSize() {
        let fade = CrossFade(seed: 5)
        let small = fade.blend(from: Canvas(width: 10, height: 3, filledWith: Cell(Glyph("o")!)), to: Canvas(width: 10, height: 3, filledWith: Cell(Glyph("n")!)), progress: 0.5)
        let large = fade.blend(from: Canvas(width: 30, height: 9, filledWith: Cell(Glyph("o")!)), to: Canvas(width: 30, height: 9, filledWith: Cell(Glyph("n")!)), progress: 0.5)
        for row in 0..<3 {
            for column in 0..<10 { #expect(small[column, row] == large[column, row]) }
        }
    }

    @Test func wideGlyphsSwitchWhole() {
        let old = canvas(["北京大学北京大学北京大学"], width: 24)
        let new = canvas(["a東京b東京c東京d東京xyzw"], width: 24)
        for step in 0...20 {
            let frame = CrossFade(seed: UInt64(step)).blend(from: old, to: new, progress: Double(step) / 20)
            #expect(frame.wideGlyphsArePaired)
            #expect(DisplayWidth.of(PlainTextEncoder().lines(frame)[0]) == 24)
        }
    }

    @Test func coloursAreMixedByTheProgress() {
        let old = canvas(["ab"], width: 2, style: Style(foreground: .rgb(0, 0, 0)))
        let new = canvas(["ab"], width: 2, style: Style(foreground: .rgb(200, 100, 0)))
        let frame = CrossFade().blend(from: old, to: new, progress: 0.5)
        #expect(frame[0, 0].style.foreground == .rgb(100, 50, 0))
    }

    @Test func slidesMoveByWholeColumns() {
        let current = canvas(["AAAA"], width: 4)
        let incoming = canvas(["BBBB"], width: 4)
        let next = Slide(.fromRight)
        #expect(next.compose(current, incoming, progress: 0).plainText == "AAAA\n")
        #expect(next.compose(current, incoming, progress: 0.5).plainText == "AABB\n")
        #expect(next.compose(current, incoming, progress: 1).plainText == "BBBB\n")
        let previous = Slide(.fromLeft)
        #expect(previous.compose(current, incoming, progress: 0.25).plainText == "BAAA\n")
    }

    @Test func theEdgeShowsThePartialColumn() {
        let current = canvas(["AAAAAAAAAA"], width: 10)
        let incoming = canvas(["BBBBBBBBBB"], width: 10)
        // 0.25 of 10 columns is 2.5: two whole columns and half of the next.
        let frame = Slide(.fromRight, edge: true).compose(current, incoming, progress: 0.25)
        #expect(frame.plainText == "AAAAAAA▌BB\n")
    }

    @Test func slidesNeverSplitWideGlyphs() {
        let current = canvas(["北京大学北京"], width: 12)
        let incoming = canvas(["東京東京東京"], width: 12)
        for step in 0...24 {
            for slide in [Slide(.fromRight, edge: true), Slide(.fromLeft, edge: true)] {
                let frame = slide.compose(current, incoming, progress: Double(step) / 24)
                #expect(frame.wideGlyphsArePaired)
                #expect(DisplayWidth.of(PlainTextEncoder().lines(frame)[0]) == 12)
            }
        }
    }
}
