extension Changeset {
    /// The changeset as one line of JSON, the form `home diff --json` prints.
    ///
    /// The keys come in this order, always all of them, with no spaces:
    ///
    /// - `deletions`: old indices, ascending.
    /// - `insertions`: new indices, ascending.
    /// - `moves`: `[from, to]` pairs (old index, new index), ascending by `to`; includes
    ///   the moves whose content changed.
    /// - `updates`: `[old, new]` pairs of items that stay and whose content changed.
    /// - `updatedMoves`: the `[from, to]` pairs of `moves` whose content changed too.
    /// - `duplicates`: `{"old": [...], "new": [...]}`, indices whose identity repeats an
    ///   earlier one on the same side.
    ///
    /// ```json
    /// {"deletions":[3],"insertions":[5],"moves":[[4,9],[6,1]],"updates":[[2,2]],"updatedMoves":[[6,1]],"duplicates":{"old":[],"new":[]}}
    /// ```
    ///
    /// It is also what the `Codable` conformance reads and writes (with `JSONEncoder`, key
    /// order may differ).
    ///
    /// - Complexity: O(c) for c listed changes.
    public var jsonText: String {
        var text = "{\"deletions\":"
        appendJSON(deletions, to: &text)
        text += ",\"insertions\":"
        appendJSON(insertions, to: &text)
        text += ",\"moves\":"
        appendJSONPairs(moves.lazy.map { ($0.from, $0.to) }, to: &text)
        text += ",\"updates\":"
        appendJSONPairs(updates.lazy.map { ($0.old, $0.new) }, to: &text)
        text += ",\"updatedMoves\":"
        appendJSONPairs(moves.lazy.filter(\.contentChanged).map { ($0.from, $0.to) }, to: &text)
        text += ",\"duplicates\":{\"old\":"
        appendJSON(duplicates.old, to: &text)
        text += ",\"new\":"
        appendJSON(duplicates.new, to: &text)
        text += "}}"
        return text
    }
}

private func appendJSON(_ numbers: [Int], to text: inout String) {
    text += "["
    for (offset, number) in numbers.enumerated() {
        if offset > 0 { text += "," }
        text += String(number)
    }
    text += "]"
}

private func appendJSONPairs(_ pairs: some Sequence<(Int, Int)>, to text: inout String) {
    text += "["
    var first = true
    for (left, right) in pairs {
        if !first { text += "," }
        first = false
        text += "[\(left),\(right)]"
    }
    text += "]"
}
