@testable import HomeCommandLine
import DynamicHome
import Testing

@Suite("Key decoding")
struct InputDecoderTests {
    func decode(_ pieces: [[UInt8]], flush: Bool = false) -> [TerminalInput] {
        var decoder = InputDecoder()
        var inputs: [TerminalInput] = []
        for piece in pieces { inputs += decoder.feed(piece) }
        if flush { inputs += decoder.flush() }
        return inputs
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func decodesKeysAndControlCharacters() {
        #expect(decode([bytes("jk q?\r\t\u{7F}\u{03}\u{1A}")]) == [
            .key(.character("j")), .key(.character("k")), .key(.space), .key(.character("q")), .key(.character("?")),
            .key(.enter), .key(.tab), .key(.backspace), .key(.control("c")), .key(.control("z")),
        ])
    }

    @Test func decodesArrowsInBothCursorModesAndOtherSequences() {
        #expect(decode([bytes("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[Z\u{1B}[1;5C")]) == [
            .key(.up), .key(.down), .key(.right), .key(.left), .key(.pageUp), .key(.pageDown),
            .key(.home), .key(.end), .key(.backtab), .key(.right),
        ])
    }

    @Test func sequencesSplitAcrossReadsAreJoined() {
        let sequence = bytes("\u{1B}[1;5C")
        for cut in 1..<sequence.count {
            #expect(decode([Array(sequence[..<cut]), Array(sequence[cut...])]) == [.key(.right)], "cut at \(cut)")
        }
        let mouse = bytes("\u{1B}[<0;12;5M")
        for cut in 1..<mouse.count {
            #expect(decode([Array(mouse[..<cut]), Array(mouse[cut...])]) == [.mouse(TerminalMouse(action: .press(button: 0), column: 11, row: 4))])
        }
    }

    @Test func utf8SplitAcrossReadsIsJoined() {
        let text = bytes("北😀é")
        for cut in 1..<text.count {
            #expect(decode([Array(text[..<cut]), Array(text[cut...])]) == [.key(.character("北")), .key(.character("😀")), .key(.character("é"))])
        }
    }

    @Test func aLoneEscapeIsTheEscapeKeyOnceNothingFollows() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPending)
        // Escape then a key at once: alt held, the escape first.
        #expect(decode([bytes("\u{1B}x")]) == [.key(.escape), .key(.character("x"))])
        #expect(decode([[0x1B, 0x1B]], flush: true) == [.key(.escape), .key(.escape)])
    }

    @Test func mouseReportsWithHostileNumbersAreDroppedOrBroughtIn() {
        // A sign, a number past any integer, an empty field: not a report a terminal sends.
        #expect(decode([bytes("\u{1B}[<0;-9223372036854775808;1M\u{1B}[<0;1;99999999999999999999999M\u{1B}[<0;;1Mq")])
            == [.mouse(TerminalMouse(action: .press(button: 0), column: 0, row: InputDecoder.largestReportNumber - 1)), .key(.character("q"))])
        #expect(decode([bytes("\u{1B}[<32;9223372036854775807;0M")])
            == [.mouse(TerminalMouse(action: .drag(button: 0), column: InputDecoder.largestReportNumber - 1, row: 0))])
    }

    @Test func decodesSGRMouseReports() {
        #expect(decode([bytes("\u{1B}[<0;10;3M\u{1B}[<32;14;3M\u{1B}[<0;20;3m\u{1B}[<64;5;5M\u{1B}[<65;5;5M")]) == [
            .mouse(TerminalMouse(action: .press(button: 0), column: 9, row: 2)),
            .mouse(TerminalMouse(action: .drag(button: 0), column: 13, row: 2)),
            .mouse(TerminalMouse(action: .release(button: 0), column: 19, row: 2)),
            .mouse(TerminalMouse(action: .scrollUp, column: 4, row: 4)),
            .mouse(TerminalMouse(action: .scrollDown, column: 4, row: 4)),
        ])
    }

    @Test func aSidewaysWheelIsIgnored() {
        #expect(decode([bytes("\u{1B}[<66;40;10M\u{1B}[<67;40;10Mx")]) == [.key(.character("x"))])
    }

    @Test func unknownSequencesAndStrayBytesAreIgnored() {
        #expect(decode([bytes("\u{1B}[99~a"), [0x80], bytes("\u{85}b\u{1B}[?1;2c")]) == [.key(.character("a")), .key(.character("b"))])
    }
}
