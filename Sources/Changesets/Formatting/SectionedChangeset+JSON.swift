import Essentials

extension SectionedChangeset {
    /// The changeset as one line of JSON, the form `home diff --json` prints for sectioned
    /// data, which the `Codable` conformance reads back.
    ///
    /// The keys come in this order, always all of them, with no spaces: `sections` (in the
    /// form of ``Changeset/jsonText``), `itemDeletions` and `itemInsertions` (paths
    /// `{"section":S,"item":I}`), `itemMoves` (`{"from":PATH,"to":PATH,"contentChanged":BOOL}`),
    /// `itemUpdates` (`{"old":PATH,"new":PATH}`) and `itemDuplicates` (`{"old":[PATH…],"new":[PATH…]}`).
    ///
    /// ```json
    /// {"sections":{"deletions":[],"insertions":[1],"moves":[],"updates":[],"updatedMoves":[],"duplicates":{"old":[],"new":[]}},"itemDeletions":[{"section":0,"item":3}],"itemInsertions":[],"itemMoves":[{"from":{"section":2,"item":0},"to":{"section":1,"item":1},"contentChanged":true}],"itemUpdates":[],"itemDuplicates":{"old":[],"new":[]}}
    /// ```
    ///
    /// - Complexity: O(c) for c listed changes.
    public var jsonText: String {
        func path(_ path: ItemPath) -> JSONText {
            .object([("section", .number(path.section)), ("item", .number(path.item))])
        }
        func list<T>(_ values: [T], _ form: (T) -> JSONText) -> JSONText { .array(values.map(form)) }
        return JSONText.object([
            ("sections", sections.json),
            ("itemDeletions", list(itemDeletions, path)),
            ("itemInsertions", list(itemInsertions, path)),
            ("itemMoves", list(itemMoves) {
                .object([("from", path($0.from)), ("to", path($0.to)), ("contentChanged", .bool($0.contentChanged))])
            }),
            ("itemUpdates", list(itemUpdates) { .object([("old", path($0.old)), ("new", path($0.new))]) }),
            ("itemDuplicates", .object([("old", list(itemDuplicates.old, path)), ("new", list(itemDuplicates.new, path))])),
        ]).text()
    }
}
