/// The changes that turn one array into another, as one batch a table view accepts.
///
/// A changeset is a plain value of indices; it holds no elements. Its lists follow the
/// rules `UITableView.performBatchUpdates` and `UICollectionView.performBatchUpdates`
/// enforce, so it can be handed to them in one batch:
///
/// - ``deletions`` and the old side of ``updates`` and ``moves`` are indices into the
///   **old** array; ``insertions`` and the new side of ``moves`` and ``updates`` are
///   indices into the **new** array.
/// - An old index appears at most once among deletions, move sources and updates, and a
///   new index at most once among insertions, move destinations and updates. So no index
///   is both deleted and updated, or both moved and updated.
/// - `old.count - deletions.count + insertions.count == new.count`.
/// - Items neither deleted nor moved keep their order: the k-th of them in the old array is
///   the k-th item neither inserted nor moved in the new array. Each update pairs such an
///   old index with the new index it stays at.
///
/// **Moved items whose content changed.** UIKit rejects a reload of an index that also
/// moves, so such an item is *not* listed in ``updates``: it is one ``Move`` whose
/// ``Move/contentChanged`` is `true`. A table view applies it as `moveRow(at: from, to: to)`
/// inside the batch, and after the batch reconfigures the cell at the new index
/// (`reconfigureRows(at: [to])`, or reloading that row in a second call), because once the
/// batch has run the item lives at `to`. ``updates`` therefore only holds items that stay
/// in place, and can be reloaded at their old index inside the batch.
///
/// Make one with ``init(from:to:)`` (for ``Differentiable`` elements),
/// ``init(from:to:identity:contentMatches:)`` or ``init(from:to:identity:)``; check one
/// with ``verify(_:old:new:)``; perform one with ``applied(to:using:)``.
public struct Changeset: Hashable, Sendable {
    /// An item that changes place: it leaves old index `from` and arrives at new index `to`.
    public struct Move: Hashable, Sendable {
        /// The index in the old array.
        public var from: Int
        /// The index in the new array.
        public var to: Int
        /// Whether the item's content changed too, so its cell needs configuring anew at
        /// `to` once the batch has run.
        public var contentChanged: Bool

        /// Creates a move.
        public init(from: Int, to: Int, contentChanged: Bool = false) {
            self.from = from
            self.to = to
            self.contentChanged = contentChanged
        }
    }

    /// An item that stays in place and whose content changed: it is `old` in the old array
    /// and `new` in the new array (the two differ when items before it came or went).
    public struct Update: Hashable, Sendable {
        /// The index in the old array, which a batch reload uses.
        public var old: Int
        /// The index in the new array, where the new content is.
        public var new: Int

        /// Creates an update.
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
    }

    /// Indices of elements whose identity repeats an earlier element on the same side.
    ///
    /// Repeated identities never stop a diff: the k-th occurrence in the old array pairs
    /// with the k-th occurrence in the new array, and occurrences left over are deleted or
    /// inserted. They are listed here so that the caller can see the data is ambiguous.
    public struct Duplicates: Hashable, Sendable {
        /// Old indices whose identity appeared earlier in the old array, ascending.
        public var old: [Int]
        /// New indices whose identity appeared earlier in the new array, ascending.
        public var new: [Int]

        /// Creates a list of duplicates.
        public init(old: [Int] = [], new: [Int] = []) {
            self.old = old
            self.new = new
        }

        /// Whether neither side repeats an identity.
        public var isEmpty: Bool { old.isEmpty && new.isEmpty }
    }

    /// Old indices of removed items, ascending.
    public var deletions: [Int]
    /// New indices of added items, ascending.
    public var insertions: [Int]
    /// Items that change place, ascending by destination.
    public var moves: [Move]
    /// Items that stay in place and whose content changed, ascending.
    public var updates: [Update]
    /// Identities that repeat, which the diff paired in order.
    public var duplicates: Duplicates

    /// Creates a changeset from its lists, as they are; ``verify(_:old:new:)`` checks them.
    public init(
        deletions: [Int] = [],
        insertions: [Int] = [],
        moves: [Move] = [],
        updates: [Update] = [],
        duplicates: Duplicates = Duplicates()
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
        self.duplicates = duplicates
    }

    /// Whether the new array is the old one: nothing deleted, inserted, moved or updated.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// The number of changes: deletions, insertions, moves and updates together.
    public var count: Int {
        deletions.count + insertions.count + moves.count + updates.count
    }
}
