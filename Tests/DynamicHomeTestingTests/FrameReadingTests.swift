import DynamicHomeTesting
import Testing

/// `FrameReading.occurrences` counts a key as whole characters, without overlaps, as
/// splitting the line at it would.
struct FrameReadingTests {
    @Test(arguments: [
        ("ab", ["ababab", "xab"], 4),
        ("aa", ["aaa"], 1),
        ("e", ["e\u{301}xe"], 1),  // the first "e" is part of "é"
        ("日本", ["日本の日本", "本日本"], 3),
        ("🇯🇵", ["🇯🇵🇯🇵"], 2),
        ("x", [""], 0),
        ("ab", ["aab", "a", "b", "ba"], 1),  // a first byte that starts nothing, at either end
        ("é", ["éé", "xé", "e"], 3),  // a key of two bytes
        ("", ["abc"], 0),
    ])
    func aKeyIsCountedAsWholeCharactersWithoutOverlaps(key: String, lines: [String], count: Int) {
        #expect(FrameReading.occurrences(of: key, in: lines) == count)
        // The same as splitting each line at the key.
        let split = key.isEmpty ? 0 : lines.reduce(0) { $0 + $1.split(separator: key, omittingEmptySubsequences: false).count - 1 }
        #expect(split == count)
    }
}
