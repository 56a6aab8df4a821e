import AdaptiveCards
import Foundation
import TextCanvas
import Testing

/// A few of Adaptive Cards' samples drawn at 80 and 40 columns, compared with the frames
/// in Golden/ (re-recorded with DYNAMIC_HOME_RECORD=1; look at the diff before committing).
@Suite struct GoldenCardTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let samples = [
        "v1.5/Scenarios/ActivityUpdate.json", "v1.5/Scenarios/FlightItinerary.json", "v1.5/Scenarios/InputForm.json",
        "v1.5/Elements/Table.json", "v1.2/Tests/DeepFallback.json", "v1.6/Elements/Carousel.json",
    ]

    @Test(arguments: samples, [80, 40])
    func sampleMatchesItsGoldenFrame(_ sample: String, width: Int) throws {
        let reading = CardDocument.read(contentsOf: CorpusTests.corpus.appendingPathComponent(sample).path)
        let card = try #require(reading.card)
        let frame = PlainTextEncoder().encode(CardLayout(card: card).frame(width: width).canvas)
        let name = URL(fileURLWithPath: sample).deletingPathExtension().lastPathComponent + "-\(width).txt"
        let file = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DYNAMIC_HOME_RECORD"] == "1" {
            try Data(frame.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(frame == expected, "\(name) differs; re-record with DYNAMIC_HOME_RECORD=1:\n\(frame)")
    }
}
