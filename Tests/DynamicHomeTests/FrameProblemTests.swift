@testable import TemplateConformance
import DynamicHome
import Testing

/// The conformance checks measure every line of every frame they draw; printable ASCII
/// lines are counted a byte a column, and must measure as DisplayWidth does.
@Suite("Conformance frame checks")
struct FrameProblemTests {
    static let lines = [
        "", " ", "plain text, punctuation ~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", String(repeating: "x", count: 200),
        "北京 today", "Cafe\u{301}", "🇯🇵 flag", "👨‍👩‍👧", "╭──╮ box", "tab\there", "line\nfeed", "bell\u{7}", "del\u{7F}",
        "\u{85}next line", "é", "\u{301}leading mark",
    ]

    @Test(arguments: lines)
    func aLineMeasuresAsDisplayWidthMeasuresIt(line: String) {
        #expect(FrameProblem.width(of: line) == DisplayWidth.of(line))
    }

    @Test func aLineOfTheWrongWidthIsAProblem() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw("abcd", at: Point(column: 0, row: 0))
        #expect(FrameProblem.of(canvas, size: Size(width: 4, height: 2)) == nil)
        #expect(FrameProblem.of(canvas, size: Size(width: 4, height: 3))?.kind == "size")
    }
}
