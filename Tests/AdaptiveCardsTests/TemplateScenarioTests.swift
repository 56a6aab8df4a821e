import AdaptiveCards
import Foundation
import TextCanvas
import Testing

/// Adaptive Cards' 28 template and data pairs (Corpus/samples/Templates/Scenarios, MIT)
/// expanded and drawn at 80 columns: every value their simple bindings fill in shows
/// (found apart from the templating, ``BoundText``), and no `${` is left in a frame.
@Suite struct TemplateScenarioTests {
    static let folder = CorpusTests.corpus.appendingPathComponent("Templates/Scenarios")

    static var pairs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".template.json") }.map { String($0.dropLast(".template.json".count)) }.sorted()
    }

    @Test func thereAreTwentyEightPairs() {
        #expect(Self.pairs.count == 28)
    }

    @Test(arguments: pairs) func theScenarioShowsEveryBoundValue(_ name: String) throws {
        let template = Self.folder.appendingPathComponent("\(name).template.json")
        let dataFile = Self.folder.appendingPathComponent("\(name).data.json")
        let reading = CardDocument.read(contentsOf: template.path, dataPath: dataFile.path)
        let card = try #require(reading.card, "\(reading.diagnostics)")
        #expect(reading.isTemplate)
        let frame = PlainTextEncoder().encode(CardLayout(card: card).frame(width: 80).canvas)
        #expect(!frame.contains("${"), "\(name):\n\(frame)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: template))
        let data = try JSONSerialization.jsonObject(with: Data(contentsOf: dataFile))
        let missing = BoundText.texts(template: json, data: data).filter { !ReadingOrder.missing(.text($0), in: frame).isEmpty }
        #expect(missing.isEmpty, "\(name): missing \(missing.map { $0.words.joined(separator: " ") })\n\(frame)")
    }
}

extension TemplateScenarioTests {
    /// The check above is not empty: the scenarios bind many texts by paths alone.
    @Test func theScenariosBindManyTextsByPaths() throws {
        var count = 0
        for name in Self.pairs {
            let template = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("\(name).template.json")))
            let data = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("\(name).data.json")))
            count += BoundText.texts(template: template, data: data).count
        }
        #expect(count >= 60)
    }
}
