extension Changeset {
    /// The changes from `old` to `new`, pairing items by identity and comparing the
    /// content of each pair with `contentMatches`.
    ///
    /// Items are paired by identity; a repeated identity pairs its k-th occurrence in `old`
    /// with its k-th occurrence in `new`, and leftovers are deleted or inserted (and listed
    /// in ``duplicates``). Of the paired items, the largest set that keeps its relative
    /// order stays (a longest increasing subsequence); only the others are reported as
    /// moves, so moving one item to the end is one move, and the number of moves is the
    /// fewest that any changeset built on the same pairs can have.
    ///
    /// ```swift
    /// let changeset = Changeset(from: oldStories, to: newStories,
    ///                           identity: { $0.identifier },
    ///                           contentMatches: { $0.title == $1.title })
    /// ```
    ///
    /// - Parameters:
    ///   - old: The items before.
    ///   - new: The items after.
    ///   - identity: What tells items apart (a key path such as `\.identifier` works too).
    ///     When it is `Int`, a faster table than `Dictionary` is used.
    ///   - contentMatches: Whether an old item and the new item with the same identity show
    ///     the same content; when not, the item is updated.
    /// - Complexity: O(n + m log m) time, for n old and m new items (hashing is linear and
    ///   the subsequence search costs log m per paired item, nothing when the order is
    ///   kept), and O(n + m) memory.
    @inlinable
    public init<Old, New, Identity: Hashable>(
        from old: Old,
        to new: New,
        identity: (Old.Element) -> Identity,
        contentMatches: (Old.Element, Old.Element) -> Bool
    ) where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
        // Few changes (the same order, or one item moved) are found by comparison.
        if let changeset = Changeset(fewChangesFrom: old, to: new, identity: identity, contentMatches: contentMatches) {
            self = changeset
            return
        }
        self.init(assembling: matchIdentities(old: old, new: new, identity: identity, contentMatches: contentMatches))
    }

    /// The changes from `old` to `new`, pairing items by identity and comparing the
    /// content of each pair with `==`.
    ///
    /// - Parameters:
    ///   - old: The items before.
    ///   - new: The items after.
    ///   - identity: What tells items apart; equal items with equal identities are unchanged.
    /// - Complexity: O(n + m log m) time and O(n + m) memory, as
    ///   ``init(from:to:identity:contentMatches:)``.
    @inlinable
    public init<Old, New, Identity: Hashable>(
        from old: Old,
        to new: New,
        identity: (Old.Element) -> Identity
    ) where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element, Old.Element: Equatable {
        self.init(from: old, to: new, identity: identity, contentMatches: ==)
    }

    /// The changes from `old` to `new` for ``Differentiable`` items: paired by
    /// ``Differentiable/identity``, compared by ``Differentiable/isContentEqual(to:)``.
    ///
    /// - Parameters:
    ///   - old: The items before.
    ///   - new: The items after.
    /// - Complexity: O(n + m log m) time and O(n + m) memory, as
    ///   ``init(from:to:identity:contentMatches:)``.
    @inlinable
    public init<Old, New>(
        from old: Old,
        to new: New
    ) where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element, Old.Element: Differentiable {
        self.init(from: old, to: new, identity: { $0.identity }, contentMatches: { $0.isContentEqual(to: $1) })
    }
}
