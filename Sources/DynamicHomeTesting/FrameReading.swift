import DynamicHome

/// Reading a plain-text frame as a person reads it: which titles show, and how often.
///
/// ```swift
/// let key = FrameReading.titleKey(item.title)
/// #expect(FrameReading.occurrences(of: key, in: frameLines) <= 1)
/// ```
public enum FrameReading {
    /// What a reader takes for an item's title: its first columns (at most `columns`, of
    /// the first line it wraps to at `width`, the narrowest room a template gives a title),
    /// spaces at either end dropped. Every standard template shows at least that much of
    /// every title it shows; a wide glyph that would pass `columns` ends the key.
    ///
    /// - Complexity: O(n) in the title's length.
    public static func titleKey(_ title: String, columns: Int = 10, width: Int = 20) -> String {
        let line = TextLayout.wrap(title, width: max(1, width), maxLines: 1).first ?? ""
        var key = ""
        for character in line {
            guard TextLayout.width(key + String(character)) <= columns else { break }
            key.append(character)
        }
        return String(key.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// How many times `key` shows in `lines`, counting each line's non-overlapping
    /// occurrences.
    ///
    /// - Complexity: O(total length of the lines).
    public static func occurrences(of key: String, in lines: some Sequence<String>) -> Int {
        guard !key.isEmpty else { return 0 }
        return lines.reduce(0) { count, line in count + line.split(separator: key, omittingEmptySubsequences: false).count - 1 }
    }
}
