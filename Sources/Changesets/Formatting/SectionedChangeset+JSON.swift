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
            .object([.init("section", .number(path.section)), .init("item", .number(path.item))])
        }
        func list<T>(_ values: [T], _ form: (T) -> JSONText) -> JSONText { .array(values.map(form)) }
        return JSONText.object([
            .init("sections", sections.json),
            .init("itemDeletions", list(itemDeletions, path)),
            .init("itemInsertions", list(itemInsertions, path)),
            .init("itemMoves", list(itemMoves) {
                .object([.init("from", path($0.from)), .init("to", path($0.to)), .init("contentChanged", .bool($0.contentChanged))])
            }),
            .init("itemUpdates", list(itemUpdates) { .object([.init("old", path($0.old)), .init("new", path($0.new))]) }),
            .init("itemDuplicates", .object([.init("old", list(itemDuplicates.old, path)), .init("new", list(itemDuplicates.new, path))])),
        ]).text()
    }
}
