/// The changes that turn sectioned data into other sectioned data, as one batch a table
/// or collection view accepts.
///
/// ``sections`` is a ``Changeset`` over the sections (compared by their own identity and
/// content, such as a header). The item lists hold ``ItemPath``s: old paths (old section
/// index, old item index) for ``itemDeletions``, move sources and the old side of updates;
/// new paths for ``itemInsertions``, move destinations and the new side of updates.
/// Items may move across sections.
///
/// Beyond the rules of ``Changeset``, a batch for sectioned data keeps these:
///
/// - Items of a deleted section are not listed: deleting the section removes them (an item
///   that leaves a deleted section for a surviving one is an insertion there). Likewise
///   items of an inserted section are not listed: inserting the section adds them.
/// - Items of a surviving section (kept or moved) are listed with the section's old index
///   on the old side and its new index on the new side.
/// - For each surviving section, its new item count is its old count, minus items deleted
///   and moved out, plus items inserted and moved in.
///
/// A section update (``Changeset/updates`` of ``sections``, or a section move whose
/// content changed) means the section's own content changed: refresh its header or footer
/// in place. Do not turn it into `reloadSections`, which would reload the section's items
/// as a whole and clash with item changes listed for it.
///
/// In JSON (`Codable`), `sections` has the form of ``Changeset/jsonText``, paths are
/// `{"section": 1, "item": 4}`, item moves `{"from": PATH, "to": PATH, "contentChanged": BOOL}`
/// and item updates `{"old": PATH, "new": PATH}`.
public struct SectionedChangeset: Hashable, Sendable, Codable {
    /// An item that changes place, possibly into another section.
    public struct ItemMove: Hashable, Sendable, Codable {
        /// Where the item was, in old indices.
        public var from: ItemPath
        /// Where the item goes, in new indices.
        public var to: ItemPath
        /// Whether its content changed too; configure the cell anew at `to` once the batch
        /// has run, as for ``Changeset/Move/contentChanged``.
        public var contentChanged: Bool

        /// Creates an item move.
        public init(from: ItemPath, to: ItemPath, contentChanged: Bool = false) {
            self.from = from
            self.to = to
            self.contentChanged = contentChanged
        }
    }

    /// An item that stays in its section and order, and whose content changed.
    public struct ItemUpdate: Hashable, Sendable, Codable {
        /// Its old path, which a batch reload uses.
        public var old: ItemPath
        /// Its new path.
        public var new: ItemPath

        /// Creates an item update.
        public init(old: ItemPath, new: ItemPath) {
            self.old = old
            self.new = new
        }
    }

    /// Items whose identity repeats an earlier item on the same side, in any section.
    public struct ItemDuplicates: Hashable, Sendable, Codable {
        /// Old paths of repeated identities, ascending.
        public var old: [ItemPath]
        /// New paths of repeated identities, ascending.
        public var new: [ItemPath]

        /// Creates a list of duplicates.
        public init(old: [ItemPath] = [], new: [ItemPath] = []) {
            self.old = old
            self.new = new
        }

        /// Whether neither side repeats an item identity.
        public var isEmpty: Bool { old.isEmpty && new.isEmpty }
    }

    /// The changes of the sections themselves.
    public var sections: Changeset
    /// Old paths of removed items in surviving sections, ascending.
    public var itemDeletions: [ItemPath]
    /// New paths of added items in surviving sections, ascending.
    public var itemInsertions: [ItemPath]
    /// Items that change place, within or across surviving sections, ascending by `to`.
    public var itemMoves: [ItemMove]
    /// Items that stay and whose content changed, ascending by `new`.
    public var itemUpdates: [ItemUpdate]
    /// Item identities that repeat, which the diff paired in order.
    public var itemDuplicates: ItemDuplicates

    /// Creates a sectioned changeset from its lists, as they are.
    public init(
        sections: Changeset = Changeset(),
        itemDeletions: [ItemPath] = [],
        itemInsertions: [ItemPath] = [],
        itemMoves: [ItemMove] = [],
        itemUpdates: [ItemUpdate] = [],
        itemDuplicates: ItemDuplicates = ItemDuplicates()
    ) {
        self.sections = sections
        self.itemDeletions = itemDeletions
        self.itemInsertions = itemInsertions
        self.itemMoves = itemMoves
        self.itemUpdates = itemUpdates
        self.itemDuplicates = itemDuplicates
    }

    /// Whether nothing changed, in sections or items.
    public var isEmpty: Bool {
        sections.isEmpty && itemDeletions.isEmpty && itemInsertions.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
    }
}
