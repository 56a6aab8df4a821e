@testable import DataTemplates
import DynamicHome
import DynamicHomeTesting
import Essentials
import Testing

/// An entry is drawn in time proportional to what fits on screen: text is resolved only
/// as far as it can be drawn, and drawn as the whole text would be (a `text` of 30,000
/// `${title}` resolved 240 KB for every entry of every frame: 2.7 s a frame, and
/// `templates --check` did not end in 300 s).
@MainActor
@Suite("Text resolved as far as it is drawn")
struct BoundedTextTests {
    static let heavy = #"{"template": "heavy", "version": 1, "draw": {"text": ""# + String(repeating: "${title}", count: 30_000) + #""}}"#

    @Test func thirtyThousandBindingsResolveAScreenWidth() throws {
        let reading = TemplateDocument.read(Array(Self.heavy.utf8), file: "heavy.json")
        let definition = try #require(reading.definition)
        guard case .text(let node) = definition.draw else { Issue.record("not a text: \(definition.draw)"); return }
        let item = HomeItem(identifier: "a", title: "World News", kind: .stream)
        #expect(node.text.resolve(item, columns: 79).count <= 79 + 5)
        #expect(node.text.resolve(item, columns: 79, lines: 3).count <= 2 * (79 * 5 + 5))
        let template = DataTemplate(definition)
        TemplateTesting.hand([item, HomeItem(identifier: "b", title: "宽字符标题", kind: .short)], to: template)
        #expect(render(template, width: 40, height: 2) == """
            World NewsWorld NewsWorld NewsWorld Ne… 
            宽字符标题宽字符标题宽字符标题宽字符标… 

            """)
    }

    /// Cut to one line or wrapped over several, the text resolved as far as it is drawn
    /// lays out as the whole text does, whatever its spaces, wide glyphs, marks and
    /// control characters.
    @Test(arguments: 0..<4)
    func theBoundedTextLaysOutAsTheWholeText(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let words = ["a", "bb ", " ", "   ", "long-word-without-a-break", "宽", "e\u{301}", "\u{301}", "🇫", "🇷", "👩‍💻", "\t", "\n", "x y z "]
        for _ in 0..<300 {
            let pieces = (0..<Int.random(in: 1...40, using: &random)).map { _ in words.randomElement(using: &random)! }
            let parts = pieces.map { TextTemplate.Part.literal($0) }
            let text = TextTemplate(parts: parts)
            let item = HomeItem(identifier: "a", title: "", kind: .short)
            let whole = text.resolve(item)
            let columns = Int.random(in: 1...30, using: &random)
            let cut = text.resolve(item, columns: columns)
            #expect(TextLayout.fit(TextLayout.glyphs(cut), width: columns) == TextLayout.fit(TextLayout.glyphs(whole), width: columns), "\(pieces) \(columns)")
            let lines = Int.random(in: 1...4, using: &random)
            let wrapped = text.resolve(item, columns: columns, lines: lines)
            #expect(TextLayout.wrap(wrapped, width: columns, maxLines: lines) == TextLayout.wrap(whole, width: columns, maxLines: lines), "\(pieces) \(columns) \(lines)")
        }
    }
}
