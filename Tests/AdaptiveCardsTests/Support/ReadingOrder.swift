/// Whether the texts of a card show in a frame in reading order: each text's words one
/// after another (other words may come between them, a column's beside them); the
/// texts of a sequence each after the one before it ends; the members of a group side by
/// side each read down from where the group starts, in any order across.
enum ReadingOrder {
    /// The texts not found in `frame` in order.
    static func missing(_ node: VisibleText.Node, in frame: String) -> [VisibleText.Text] {
        let words = frame.split(whereSeparator: \.isWhitespace).map(String.init)
        var missing: [VisibleText.Text] = []
        _ = match(node, in: words, from: 0, missing: &missing)
        return missing
    }

    /// Where `node` is found from `start`: where it starts and the index after its last
    /// word; a text not found is added to `missing` and takes no room.
    private static func match(_ node: VisibleText.Node, in words: [String], from start: Int, missing: inout [VisibleText.Text]) -> (start: Int, end: Int) {
        switch node {
        case .text(let text):
            let wanted = text.isCut ? Array(text.words.prefix(1)) : text.words
            if text.isPart {
                // Joined to the runs beside it: its words, spaced as they are, somewhere in the frame.
                let joined = words[start...].joined(separator: " ")
                if joined.contains(wanted.joined(separator: " ")) { return (start, start) }
                missing.append(text)
                return (start, start)
            }
            guard let found = find(wanted, in: words, from: start) else {
                missing.append(text)
                return (start, start)
            }
            return found
        case .sequence(let nodes):
            var position = start
            var first: Int?
            for node in nodes {
                let found = match(node, in: words, from: position, missing: &missing)
                if first == nil, found.end > found.start { first = found.start }
                position = found.end
            }
            return (first ?? start, position)
        case .parallel(let nodes):
            var end = start
            var first: Int?
            for node in nodes {
                let found = match(node, in: words, from: start, missing: &missing)
                if found.end > found.start { first = min(first ?? found.start, found.start) }
                end = max(end, found.end)
            }
            return (first ?? start, end)
        }
    }

    /// Where `wanted` is found as a subsequence of `words` from `start`.
    private static func find(_ wanted: [String], in words: [String], from start: Int) -> (start: Int, end: Int)? {
        guard let first = wanted.first else { return (start, start) }
        var candidate = start
        while candidate < words.count {
            if let afterFirst = matches(first, words, at: candidate), let end = follow(wanted.dropFirst(), in: words, after: afterFirst) {
                return (candidate, end)
            }
            candidate += 1
        }
        return nil
    }

    private static func follow(_ rest: ArraySlice<String>, in words: [String], after index: Int) -> Int? {
        var position = index
        for word in rest {
            var probe = position
            var found: Int?
            while probe < words.count {
                if let end = matches(word, words, at: probe) {
                    found = end
                    break
                }
                probe += 1
            }
            guard let end = found else { return nil }
            position = end
        }
        return position
    }

    /// The index after the frame's words that spell `word` from `index`: the word
    /// itself, or a word broken at a line's end, its next piece a few words on (a column
    /// beside it comes between).
    private static func matches(_ word: String, _ words: [String], at index: Int) -> Int? {
        if words[index] == word { return index + 1 }
        guard word.hasPrefix(words[index]), words[index].count < word.count else { return nil }
        var spelled = words[index]
        var next = index + 1
        while spelled.count < word.count {
            guard let piece = (next..<min(words.count, next + 40)).first(where: { word.hasPrefix(spelled + words[$0]) }) else { return nil }
            spelled += words[piece]
            next = piece + 1
        }
        return spelled == word ? next : nil
    }
}
