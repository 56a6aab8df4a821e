import Essentials

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
    public var jsonText: String { json.text() }

    /// The changeset for the JSON writer: what ``jsonText`` writes.
    package var json: JSONText {
        func numbers(_ values: [Int]) -> JSONText { .array(values.map { .number($0) }) }
        func pairs(_ values: some Sequence<(Int, Int)>) -> JSONText { .array(values.map { numbers([$0.0, $0.1]) }) }
        return .object([
            .init("deletions", numbers(deletions)),
            .init("insertions", numbers(insertions)),
            .init("moves", pairs(moves.lazy.map { ($0.from, $0.to) })),
            .init("updates", pairs(updates.lazy.map { ($0.old, $0.new) })),
            .init("updatedMoves", pairs(moves.lazy.filter(\.contentChanged).map { ($0.from, $0.to) })),
            .init("duplicates", .object([.init("old", numbers(duplicates.old)), .init("new", numbers(duplicates.new))])),
        ])
    }
}
