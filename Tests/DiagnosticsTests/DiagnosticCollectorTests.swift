import Diagnostics
import Testing

/// A reader of a large input keeps the first problems by place and counts the rest: a
/// toggles file of 600,000 misspelt keys held 600,000 diagnostics (589 MB).
@Suite("Collecting diagnostics")
struct DiagnosticCollectorTests {
    @Test func theFirstByPlaceAreKeptAndTheRestCounted() {
        var collector = DiagnosticCollector(limit: 3)
        // Found out of order, as a check of references after the reading finds them.
        let places = [(5, 1), (1, 9), (7, 2), (1, 2), (3, 3), (1, 2)]
        for (index, place) in places.enumerated() {
            collector.append(Diagnostic(index % 2 == 0 ? .error : .warning, at: SourceLocation(line: place.0, column: place.1), "problem \(index)"))
        }
        collector.append(Diagnostic(.warning, at: nil, "no place"))
        let list = collector.list
        #expect(list.all.map(\.message) == ["no place", "problem 3", "problem 5"])
        #expect(list.omitted == { var omitted = DiagnosticList.Omitted(); omitted.errors = 3; omitted.warnings = 1; return omitted }())
        #expect(collector.count == 7)
        #expect(list.errorCount == 3 && list.warningCount == 4)
        #expect(list.hasErrors)
    }

    @Test func aScreenfulIsPrintedAndTheRestCountedInOneLine() {
        var list = DiagnosticList((0..<25).map { Diagnostic(.warning, at: SourceLocation(line: $0 + 1, column: 1), "w\($0)") })
        list.omitted.errors = 59_980
        let printed = list.printed()
        #expect(printed.shown.count == DiagnosticList.printedLimit)
        #expect(DiagnosticList.notShown(printed.rest) == "59,985 more problems are not shown (59,980 errors, 5 warnings); fix the first ones and check again")
        #expect(DiagnosticList.notShown(DiagnosticList().printed().rest) == nil)
    }
}
