import DynamicHome
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        let needle = Array(key.utf8)
        return lines.reduce(0) { count, line in count + occurrences(of: needle, in: line) }
    }

    /// The non-overlapping occurrences of `needle` (a key's UTF-8 bytes) in a line that
    /// start and end on a character boundary: a key is found as whole characters, as
    /// `split(separator:)` finds it, at the speed of a byte search (`memchr` for its first
    /// byte, `memcmp` for the rest; a test reads thousands of frames).
    private static func occurrences(of needle: [UInt8], in line: String) -> Int {
        var contiguous = line
        return contiguous.withUTF8 { bytes in
            needle.withUnsafeBufferPointer { needle in
                guard let base = bytes.baseAddress, let key = needle.baseAddress, bytes.count >= needle.count else { return 0 }
                let utf8 = line.utf8
                func isBoundary(_ offset: Int) -> Bool {
                    offset == bytes.count || String.Index(utf8.index(utf8.startIndex, offsetBy: offset), within: line) != nil
                }
                var count = 0
                var start = 0
                let last = bytes.count - needle.count
                while start <= last, let hit = memchr(base + start, Int32(key.pointee), last - start + 1) {
                    let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + found, key, needle.count) == 0, isBoundary(found), isBoundary(found + needle.count) {
                        count += 1
                        start = found + needle.count
                    } else {
                        start = found + 1
                    }
                }
                return count
            }
        }
    }
}
