/// The short piece of some input that a message quotes.
///
/// A message says what was wrong by quoting it: "not 'soon'". Input can be anything,
/// a one-megabyte number or a five-megabyte key name, so every message that quotes
/// input quotes ``of(_:width:)``: at most ``width`` columns, cut with "…", with line
/// breaks, tabs and the characters `ControlCharacters` escapes shown escaped. It
/// reads only as much of the text as it shows.
public enum Excerpt {
    /// The most columns an excerpt takes, "…" included.
    public static let width = 40

    /// The most UTF-8 bytes one character may have to be shown; a longer cluster (a
    /// letter under thousands of combining marks) is cut.
    static let clusterBytes = 32

    /// `text` as a message may quote it: whole when it fits in `width` columns,
    /// else its start and "…".
    ///
    /// Columns are counted without a table of widths, so as not to under-count: a
    /// printable ASCII character takes one, an escaped character the length of its
    /// escape (`\u001B`: six), and any other character two (no character is wider).
    ///
    /// - Complexity: O(width), whatever the length of `text` (but for one
    ///   grapheme cluster longer than the text shown, which is read to its end, and a
    ///   URL's `user:password@` part, which is read to its end to be masked).
    public static func of<S: StringProtocol>(_ text: S, width: Int = Excerpt.width) -> String {
        let room = max(1, width)
        // A URL's password is never quoted: `ftp://bob:***@host`, wherever the URL is.
        if schemeSeparator(in: text.prefix(room + 3)) != nil { return cut(maskingPassword(text), room: room) }
        return cut(text, room: room)
    }

    private static func cut<S: StringProtocol>(_ text: S, room: Int) -> String {
        var result = ""
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            guard let shown = shown(text[index]), used + shown.columns <= room else { break }
            let next = text.index(after: index)
            // Leave a column for "…" unless this is the last character.
            if used + shown.columns == room, next < text.endIndex { break }
            result += shown.text
            used += shown.columns
            index = next
        }
        return index == text.endIndex ? result : result + "…"
    }

    /// Names from some input as a message lists them (a hint's "segments: …"): the
    /// first `count`, each an excerpt, then how many more there are.
    ///
    /// - Parameters:
    ///   - names: The names, in the order to show them.
    ///   - count: How many to show.
    /// - Returns: For example `a, b, c, d, e and 7 more`.
    /// - Complexity: O(n) in the number of names, whatever their length.
    public static func list<Names: Collection<String>>(_ names: Names, count: Int = 5) -> String {
        let shown = names.prefix(max(1, count)).map { of($0) }.joined(separator: ", ")
        let rest = names.count - min(names.count, max(1, count))
        return rest == 0 ? shown : "\(shown) and \(rest) more"
    }

    /// A character as an excerpt shows it, and the columns it takes; `nil` when it is
    /// too long to show.
    private static func shown(_ character: Character) -> (text: String, columns: Int)? {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            return (String(character), 1)
        }
        guard character.utf8.count <= clusterBytes else { return nil }
        let scalars = character.unicodeScalars
        guard scalars.contains(where: ControlCharacters.isEscaped) else { return (String(character), 2) }
        var text = ""
        var columns = 0
        for scalar in scalars {
            if ControlCharacters.isEscaped(scalar) {
                let escaped = ControlCharacters.escaped(scalar)
                text += escaped
                columns += escaped.count
            } else {
                text.unicodeScalars.append(scalar)
                columns += 2
            }
        }
        return (text, columns)
    }
}
