import AdaptiveCards
import Foundation
import TextCanvas
import Testing

/// Adaptive Cards' 328 public sample cards (v1.0 to v1.6, in Corpus/, MIT), drawn at 80
/// columns: at least 95 % show every visible text in reading order, found by walking
/// each card's JSON apart from the renderer (``VisibleText``); none prints the JSON of an
/// element it does not know; the samples meant to fail give their fallback and a warning.
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus/samples")

    static var sampleCards: [URL] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return folders.filter { $0.hasPrefix("v1.") }.sorted().flatMap { version -> [URL] in
            let enumerator = FileManager.default.enumerator(at: corpus.appendingPathComponent(version), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension.lowercased() == "json" }
        }.sorted { $0.path < $1.path }
    }

    /// What drawing one sample came to.
    struct Outcome {
        var file: String
        var missing: [String]
        var problem: String?
    }

    static func draw(_ url: URL) -> Outcome {
        let name = url.path.replacingOccurrences(of: corpus.path + "/", with: "")
        guard let data = try? Data(contentsOf: url), let json = try? JSONSerialization.jsonObject(with: data) else {
            return Outcome(file: name, missing: [], problem: "not JSON to Foundation")
        }
        let reading = CardDocument.read(Array(data), file: name)
        guard let expected = VisibleText.texts(ofCard: json) else {
            // Meant not to be drawn: no version, an element without a type.
            return Outcome(file: name, missing: [], problem: reading.diagnostics.hasErrors ? nil : "drawn, though it is not a card to draw")
        }
        guard let card = reading.card else {
            return Outcome(file: name, missing: [], problem: "not drawn: \(reading.diagnostics.errors.first?.description ?? "")")
        }
        let frame = PlainTextEncoder().encode(CardLayout(card: card).frame(width: 80).canvas)
        if frame.contains("\"type\"") { return Outcome(file: name, missing: [], problem: "prints JSON") }
        let missing = ReadingOrder.missing(expected, in: frame).map { String($0.words.joined(separator: " ").prefix(60)) }
        return Outcome(file: name, missing: missing)
    }

    @Test func theCorpusIsAllThere() {
        #expect(Self.sampleCards.count == 328)
    }

    @Test func ninetyFivePercentOfTheSamplesShowEveryVisibleTextInReadingOrder() {
        let outcomes = Self.sampleCards.map(Self.draw)
        let failed = outcomes.filter { !$0.missing.isEmpty || $0.problem != nil }
        let passed = outcomes.count - failed.count
        let report = failed.map { "\($0.file): \($0.problem ?? "missing \($0.missing.map { "'\($0)'" }.joined(separator: ", "))")" }
        #expect(passed * 100 >= outcomes.count * 95, "\(passed) of \(outcomes.count) samples show all their text:\n\(report.joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment["CARDS_REPORT"] != nil { print("\(passed)/\(outcomes.count)\n" + report.joined(separator: "\n")) }
    }
}

extension CorpusTests {
    static func read(_ name: String) -> CardReading {
        CardDocument.read(contentsOf: corpus.appendingPathComponent(name).path)
    }

    @Test func theSamplesMeantToFailGiveTheirFallbackAndAWarning() throws {
        let newer = Self.read("v1.0/Tests/AdaptiveCard.MinVersion.json")
        let card = try #require(newer.card)
        let frame = PlainTextEncoder().encode(CardLayout(card: card).frame(width: 80).canvas)
        #expect(frame.contains("This card requires Adaptive Cards version 99.0"))
        #expect(!frame.contains("THIS SHOULD NOT APPEAR"))
        #expect(newer.diagnostics.warnings.count == 1)

        let unknown = Self.read("v1.0/Tests/AdaptiveCard.UnknownElements.json")
        #expect(unknown.diagnostics.warnings.map(\.message) == ["unknown element type \"AmazingFeature\"; it is left out"])
        #expect(unknown.card?.body.count == 1)

        let deep = Self.read("v1.2/Tests/DeepFallback.json")
        let deepFrame = PlainTextEncoder().encode(CardLayout(card: try #require(deep.card)).frame(width: 80).canvas)
        #expect(!deepFrame.contains("You should never see this"))
        #expect(deepFrame.contains("Multiply-nested fallback works!"))
        #expect(deep.diagnostics.warnings.map(\.message) == ["unknown element type \"MakeSomethingUp\"; it is left out"])

        for name in ["v1.0/Tests/AdaptiveCard.MissingVersion.json", "v1.0/Tests/TypeIsRequired.json"] {
            #expect(Self.read(name).card == nil, "\(name) is drawn")
        }
    }
}
