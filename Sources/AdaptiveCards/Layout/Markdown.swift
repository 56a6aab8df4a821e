import TextCanvas

/// The markdown cards allow in text blocks and facts: `**bold**`, `*italic*` and
/// `_italic_`, `[links](url)` (drawn as their words, underlined), bulleted (`- `, `* `)
/// and numbered (`1. `) lists, and a line break for each line; the marks themselves are
/// not drawn. Anything else is text as written.
enum Markdown {
    /// A run of text with the marks that apply to it.
    struct Span: Hashable, Sendable {
        var text: Substring
        var attributes: Style.Attributes
    }

    /// The lines of `text`, each a list of spans.
    static func lines(_ text: String) -> [[Span]] {
        // Most text has no marks, no line breaks and no control characters: one span.
        if isPlain(text) { return text.isEmpty ? [] : [[Span(text: text[...], attributes: [])]] }
        var lines: [[Span]] = []
        // Control characters draw as nothing (a tab as a space).
        var text = text
        if text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" || (0x7F...0x9F).contains($0.value) }) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.filter { !($0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" || (0x7F...0x9F).contains($0.value)) }))
        }
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            var body = line[...]
            var spans: [Span] = []
            // A list item keeps its marker, without the emphasis a "* " would start.
            if let marker = listMarker(body) {
                spans.append(Span(text: body[..<marker], attributes: []))
                body = body[marker...]
            }
            inline(body, attributes: [], into: &spans)
            if !spans.isEmpty { lines.append(spans) }
        }
        return lines
    }

    /// Whether `text` has nothing for the markdown to read: no marks, no control
    /// characters, no list marker at its start.
    private static func isPlain(_ text: String) -> Bool {
        var first = true
        for byte in text.utf8 {
            switch byte {
            // Control characters (C1 ones start with 0xC2) are drawn as nothing: read slowly.
            case 0..<0x20, 0x7F, 0xC2, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "\\"): return false
            default:
                if first, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: " ") || (0x30...0x39).contains(byte) {
                    return false
                }
                first = false
            }
        }
        return true
    }

    /// The end of a list item's marker ("- ", "* ", "+ ", "12. "), if `line` starts with one.
    private static func listMarker(_ line: Substring) -> Substring.Index? {
        let trimmed = line.drop { $0 == " " }
        guard let first = trimmed.first else { return nil }
        if "-*+".contains(first), trimmed.dropFirst().first == " " { return trimmed.index(trimmed.startIndex, offsetBy: 2) }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let after = trimmed[digits.endIndex...]
        guard after.first == ".", after.dropFirst().first == " " else { return nil }
        return after.index(after.startIndex, offsetBy: 2)
    }

    /// Appends the spans of `text`, with `attributes` and those its marks add.
    private static func inline(_ text: Substring, attributes: Style.Attributes, into spans: inout [Span]) {
        var plainStart = text.startIndex
        var index = text.startIndex
        func flush(upTo end: Substring.Index) {
            if plainStart < end { spans.append(Span(text: text[plainStart..<end], attributes: attributes)) }
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", let next = text.index(index, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex,
               text[next].isPunctuation || text[next].isSymbol {
                flush(upTo: index)
                spans.append(Span(text: text[next...next], attributes: attributes))
                index = text.index(after: next)
                plainStart = index
                continue
            }
            if character == "*" || character == "_" {
                let double = text[index...].hasPrefix(String(repeating: character, count: 2))
                let marker = String(repeating: character, count: double ? 2 : 1)
                let open = text.index(index, offsetBy: marker.count)
                if canOpen(text, at: index, after: open, marker: character),
                   let close = closing(marker, in: text, from: open) {
                    flush(upTo: index)
                    inline(text[open..<close], attributes: attributes.union(double ? .bold : .italic), into: &spans)
                    index = text.index(close, offsetBy: marker.count)
                    plainStart = index
                    continue
                }
            }
            if character == "[", let link = link(in: text, at: index) {
                flush(upTo: index)
                inline(link.words, attributes: attributes.union(.underline), into: &spans)
                index = link.end
                plainStart = index
                continue
            }
            index = text.index(after: index)
        }
        flush(upTo: text.endIndex)
    }

    /// Whether emphasis may open at `index`: text follows, not a space, and an
    /// underscore is not inside a word.
    private static func canOpen(_ text: Substring, at index: Substring.Index, after open: Substring.Index, marker: Character) -> Bool {
        guard open < text.endIndex, !text[open].isWhitespace, text[open] != marker else { return false }
        if marker == "_", index > text.startIndex, text[text.index(before: index)].isLetter || text[text.index(before: index)].isNumber { return false }
        return true
    }

    /// Where `marker` closes emphasis opened before `start`: after text, not after a
    /// space, and (for an underscore) not inside a word.
    private static func closing(_ marker: String, in text: Substring, from start: Substring.Index) -> Substring.Index? {
        var search = text.index(after: start)
        while search < text.endIndex, let found = text[search...].firstRange(of: marker) {
            let before = text[text.index(before: found.lowerBound)]
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            let single = marker.count == 1
            if !before.isWhitespace, !(single && after == marker.first), !(marker == "_" && (after.isLetter || after.isNumber)) {
                return found.lowerBound
            }
            search = found.upperBound
        }
        return nil
    }

    /// A link `[words](url)` at `index`: its words and where it ends.
    private static func link(in text: Substring, at index: Substring.Index) -> (words: Substring, end: Substring.Index)? {
        let start = text.index(after: index)
        guard let close = text[start...].firstIndex(of: "]"), close > start else { return nil }
        let paren = text.index(after: close)
        guard paren < text.endIndex, text[paren] == "(", let end = text[paren...].firstIndex(of: ")") else { return nil }
        return (text[start..<close], text.index(after: end))
    }

    /// The text without its marks, each line on a line of its own: what a screen reader says.
    static func plain(_ text: String) -> String {
        lines(text).map { $0.map(\.text).joined() }.joined(separator: "\n")
    }
}
