import Testing
import TextCanvas

@Suite("Display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1),  // precomposed and combining
        ("北", 2), ("京", 2), ("한", 2), ("カ", 2), ("ｶ", 1),  // CJK, Hangul, half-width kana
        ("😀", 2), ("🎧", 2), ("⚽", 2), ("👨‍👩‍👧", 2), ("👋🏽", 2), ("🇯🇵", 2),  // emoji, ZWJ, modifier, flag
        ("❤️", 2), ("❤", 1),  // emoji presentation selector widens a text-style base
        ("A\u{FE0F}", 1), ("→\u{FE0F}", 1),  // but not a base that is no emoji
        ("\u{200D}", 0), ("\u{301}", 0), ("\u{FE0F}", 0),  // joiners and marks alone
        ("Ａ", 2), ("α", 1), ("ж", 1), ("ש", 1), ("ع", 1),
    ])
    func measuresGraphemeClusters(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func measuresStrings() {
        #expect(DisplayWidth.of("北京 Beijing") == 12)
        #expect(DisplayWidth.of("Cafe\u{301} ☕") == 7)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func controlCharactersTakeNoColumn() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x1B)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x7F)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x85)!) == 0)
    }

    @Test func unassignedCodePointsInWideBlocksAreWide() {
        // U+1FAE8 (shaking face) is newer than the generator's Unicode data; its block
        // defaults to wide.
        #expect(DisplayWidth.of(Unicode.Scalar(0x1FAE8)!) == 2)
    }
}
