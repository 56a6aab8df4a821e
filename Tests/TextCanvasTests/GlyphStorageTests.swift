import Testing
import TextCanvas

/// Glyphs and styles are packed into words; what goes in comes out, whatever its size.
@Suite("Glyph and style storage")
struct GlyphStorageTests {
    /// Clusters of 1 to 40 UTF-8 bytes: held inside the glyph up to 15, in the table beyond.
    static let clusters: [String] = [
        "a", "é", "e\u{301}", "北", "😀", "❤️", "🇯🇵", "👋🏽",
        "👩🏽‍💻",  // 15 bytes: the longest held inside
        "👨‍👩‍👧",  // 18 bytes
        "👨‍👩‍👧‍👦",  // 25 bytes
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",  // England's flag, 28 bytes
        "Z\u{364}\u{311}\u{313}\u{324}\u{354}\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}\u{30A}\u{30B}\u{30C}\u{30D}",
    ]

    @Test(arguments: clusters)
    func aGlyphKeepsItsTextByteForByte(cluster: String) throws {
        let glyph = try #require(Glyph(Character(cluster)))
        #expect(Array(glyph.text.utf8) == Array(cluster.utf8))
        #expect(glyph.width == DisplayWidth.of(Character(cluster)))
        let again = try #require(Glyph(Character(cluster)))
        #expect(again == glyph)
        #expect(again.hashValue == glyph.hashValue)
        var canvas = Canvas(width: 3, height: 1)
        canvas.put(glyph, column: 0, row: 0)
        #expect(Array(canvas.plainText.utf8) == Array((cluster + String(repeating: " ", count: 3 - glyph.width) + "\n").utf8))
    }

    @Test func longClustersThatDifferOnlyInTheOrderOfTheirMarksStayApart() throws {
        // Marks of different combining classes in either order are canonically
        // equivalent, so the strings compare equal; they print different bytes.
        let marks = "\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}"
        let first = "a\u{301}\u{316}" + marks
        let second = "a\u{316}\u{301}" + marks
        #expect(first == second)
        #expect(first.utf8.count > 15)
        let one = try #require(Glyph(Character(first)))
        let other = try #require(Glyph(Character(second)))
        #expect(one != other)
        #expect(Array(one.text.utf8) == Array(first.utf8))
        #expect(Array(other.text.utf8) == Array(second.utf8))
    }

    @Test func differentGlyphsAreDifferent() throws {
        let glyphs = try Self.clusters.map { try #require(Glyph(Character($0))) } + [.space, .continuation, .ellipsis]
        #expect(Set(glyphs).count == glyphs.count)
        #expect(Glyph.continuation.text.isEmpty)
        #expect(Glyph.continuation.isContinuation && Glyph.continuation.width == 0)
        #expect(!Glyph.space.isContinuation)
    }

    static let colors: [Color?] = [
        nil, .standard(0), .standard(15), .standard(255), .indexed(0), .indexed(200), .indexed(255),
        .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(1, 2, 3), .rgb(255, 0, 128),
    ]

    @Test func aStyleKeepsEachOfItsParts() {
        for foreground in Self.colors {
            for background in Self.colors {
                for raw in [0, 1, 0b11111, 0x80, 0xFF] as [UInt8] {
                    let attributes = Style.Attributes(rawValue: raw)
                    let style = Style(foreground: foreground, background: background, attributes: attributes)
                    #expect(style.foreground == foreground)
                    #expect(style.background == background)
                    #expect(style.attributes == attributes)
                }
            }
        }
    }

    @Test func settingOnePartOfAStyleLeavesTheOthers() {
        var style = Style(foreground: .rgb(9, 8, 7), background: .indexed(3), attributes: [.bold, .inverse])
        style.foreground = .standard(2)
        #expect(style == Style(foreground: .standard(2), background: .indexed(3), attributes: [.bold, .inverse]))
        style.background = nil
        #expect(style == Style(foreground: .standard(2), attributes: [.bold, .inverse]))
        style.attributes = .underline
        #expect(style == Style(foreground: .standard(2), attributes: .underline))
        style.foreground = nil
        style.attributes = []
        #expect(style == .plain)
        #expect(Style(foreground: .rgb(0, 0, 0)) != .plain)
        #expect(Style(background: .standard(0)) != Style(foreground: .standard(0)))
    }

    @Test func truncatedAndWrappedTextKeepsItsBytes() {
        let text = "e\u{301}tude \u{E9}tude 👨‍👩‍👧 北京 and more words"
        let wrapped = TextLayout.wrap(text, width: 9)
        #expect(Array(wrapped.joined(separator: " ").utf8) == Array(text.utf8))
        let truncated = TextLayout.truncate(text, toWidth: 8)
        #expect(Array(truncated.utf8) == Array("e\u{301}tude \u{E9}…".utf8))
    }
}
