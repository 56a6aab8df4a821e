import Testing
import TestSupport
import TextCanvas

@Suite("Encoders")
struct EncoderTests {
    @Test func colourFollowsPreferenceEnvironmentAndOutput() {
        let terminal = ["TERM": "xterm-256color"]
        #expect(ColorMode.detect(.auto, environment: terminal, isTerminal: true) == .ansi256)
        #expect(ColorMode.detect(.auto, environment: terminal, isTerminal: false) == .none)
        #expect(ColorMode.detect(.auto, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true) == .none)
        #expect(ColorMode.detect(.auto, environment: ["TERM": "xterm", "NO_COLOR": ""], isTerminal: true) == .ansi16)
        #expect(ColorMode.detect(.auto, environment: ["TERM": "xterm", "COLORTERM": "truecolor"], isTerminal: true) == .trueColor)
        #expect(ColorMode.detect(.auto, environment: ["TERM": "dumb"], isTerminal: true) == .none)
        #expect(ColorMode.detect(.always, environment: ["NO_COLOR": "1"], isTerminal: false) == .ansi16)
        #expect(ColorMode.detect(.never, environment: terminal, isTerminal: true) == .none)
    }

    @Test func ansiEncodingWritesEachColourDepth() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.draw("ab", at: Point(column: 0, row: 0), style: Style(foreground: .rgb(255, 0, 0), attributes: .bold))
        #expect(ANSIEncoder(mode: .trueColor).encode(canvas) == "\u{1B}[0;1;38;2;255;0;0mab\u{1B}[0m\n")
        #expect(ANSIEncoder(mode: .ansi256).encode(canvas) == "\u{1B}[0;1;38;5;196mab\u{1B}[0m\n")
        #expect(ANSIEncoder(mode: .ansi16).encode(canvas) == "\u{1B}[0;1;91mab\u{1B}[0m\n")
        #expect(ANSIEncoder(mode: .none).encode(canvas) == "ab\n")
    }

    func randomFrame(width: Int, height: Int, generator: inout SplitMix64) -> Canvas {
        let pieces = ["a", "b", "北", "😀", " ", "é", "京"]
        let styles = [Style.plain, Style(foreground: .rgb(10, 200, 30)), Style(attributes: .inverse)]
        var canvas = Canvas(width: width, height: height)
        for row in 0..<height {
            let text = (0..<width).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            canvas.draw(text, at: Point(column: Int(generator.next() % 3), row: row), style: styles[Int(generator.next() % 3)], truncation: .clip)
        }
        return canvas
    }

    @Test func replayingIncrementalOutputGivesTheFullFrame() {
        var generator = SplitMix64(seed: 11)
        for mode in [ColorMode.none, .ansi256, .trueColor] {
            var encoder = IncrementalEncoder(mode: mode)
            var screen = ScreenModel(width: 17, height: 6)
            var frame = randomFrame(width: 17, height: 6, generator: &generator)
            for step in 0..<200 {
                // Change a few rows, sometimes everything, sometimes nothing.
                switch step % 5 {
                case 0: frame = randomFrame(width: 17, height: 6, generator: &generator)
                case 1: break
                default:
                    let row = Int(generator.next() % 6)
                    frame.draw(["x", "北京", "😀y"][step % 3], at: Point(column: Int(generator.next() % 17), row: row), truncation: .clip)
                }
                screen.apply(encoder.encode(frame))
                #expect(PlainTextEncoder().encode(screen.canvas) == PlainTextEncoder().encode(frame), "\(mode) step \(step)")
            }
        }
    }

    @Test func anIdleFrameWritesNothing() {
        var encoder = IncrementalEncoder(mode: .trueColor)
        var frame = Canvas(width: 20, height: 5)
        frame.draw("hello", at: Point(column: 0, row: 0), style: Style(foreground: .rgb(1, 2, 3)))
        #expect(!encoder.encode(frame).isEmpty)
        #expect(encoder.encode(frame).isEmpty)
    }

    @Test func aChangeWritesOnlyTheChangedCells() {
        var encoder = IncrementalEncoder(mode: .none)
        var frame = Canvas(width: 20, height: 5)
        frame.draw("hello world", at: Point(column: 0, row: 2))
        _ = encoder.encode(frame)
        frame.draw("W", at: Point(column: 6, row: 2))
        #expect(encoder.encode(frame) == "\u{1B}[3;7HW")
        frame.draw("X", at: Point(column: 7, row: 2))
        #expect(encoder.encode(frame) == "X")  // the cursor is already there
        frame.draw("ab", at: Point(column: 0, row: 2))
        frame.draw("c", at: Point(column: 4, row: 2))
        // The two unchanged cells between are shorter to rewrite than to skip.
        #expect(encoder.encode(frame) == "\u{1B}[3;1Habllc")
    }

    @Test func afterAClusterOfSeveralScalarsTheCursorIsPlacedAbsolutely() {
        var encoder = IncrementalEncoder(mode: .none)
        var frame = Canvas(width: 20, height: 2)
        _ = encoder.encode(frame)
        // A terminal that draws the flag as two narrow letters ends one column further
        // on; the next cell must not rely on where the cursor would be.
        frame.draw("🇯🇵x", at: Point(column: 0, row: 0))
        #expect(encoder.encode(frame) == "\u{1B}[1;1H🇯🇵\u{1B}[1;3Hx")
        // After a single-scalar wide glyph the cursor's place is known.
        frame.draw("北y", at: Point(column: 0, row: 1))
        #expect(encoder.encode(frame) == "\u{1B}[2;1H北y")
    }

    @Test func aResizeRedrawsEverything() {
        var encoder = IncrementalEncoder(mode: .none)
        _ = encoder.encode(Canvas(width: 4, height: 2))
        var bigger = Canvas(width: 6, height: 2)
        bigger.draw("ab", at: Point(column: 0, row: 1))
        #expect(encoder.encode(bigger) == "\u{1B}[0m\u{1B}[2J\u{1B}[2;1Hab")
    }
}
