extension Changeset {
    /// The changeset by comparison alone when it is certainly one of two small shapes, or
    /// `nil` to leave it to the general path: the identities keep their order (only
    /// updates), or, past the common prefix and suffix, one item moved across at least two
    /// others (one move; a swap of two neighbours is left alone, since either could move).
    ///
    /// `new` is then a reordering of `old`, so the result needs only one more fact, that no
    /// old identity repeats, which an ``IdentitySet`` checks with a cheap hash for `Int`
    /// and `String` identities (any other type takes the general path). The result is the
    /// one the general path gives: the same pairs, the same longest increasing subsequence
    /// (the only one of its length), the same moves and updates.
    ///
    /// - Complexity: O(n) comparisons and hashes, for n items.
    @inlinable
    internal init?<Old, New, Identity: Hashable>(
        fewChangesFrom old: Old,
        to new: New,
        identity: (Old.Element) -> Identity,
        contentMatches: (Old.Element, Old.Element) -> Bool
    ) where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
        guard new.count == old.count else { return nil }
        if Identity.self == Int.self {
            var set = IntegerIdentitySet(expectedCount: old.count)
            defer { set.deallocate() }
            let identity = { unsafeBitCast(identity($0), to: Int.self) }
            self.init(fewChangesFrom: old, to: new, identity: identity, contentMatches: contentMatches, set: &set)
        } else if Identity.self == String.self {
            var set = StringIdentitySet(expectedCount: old.count)
            defer { set.deallocate() }
            let identity = { unsafeBitCast(identity($0), to: String.self) }
            self.init(fewChangesFrom: old, to: new, identity: identity, contentMatches: contentMatches, set: &set)
        } else {
            return nil
        }
    }

    /// The work of ``init(fewChangesFrom:to:identity:contentMatches:)``, in one pass that
    /// reads each element once: it compares identities, puts each old one into `set`, and
    /// compares the content of each pair. Always inlined into the initializer above, so
    /// that a caller that specializes that one (home-bench did not) specializes this too.
    @inlinable @inline(__always)
    internal init?<Old, New, Set: IdentitySet>(
        fewChangesFrom old: Old,
        to new: New,
        identity: (Old.Element) -> Set.Key,
        contentMatches: (Old.Element, Old.Element) -> Bool,
        set: inout Set
    ) where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
        let count = old.count
        var updates: [Update] = []
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        var offset = 0
        func sameKeys(_ first: Int, _ second: Int) -> Bool {
            identity(old[old.index(old.startIndex, offsetBy: first)]) == identity(old[old.index(old.startIndex, offsetBy: second)])
        }
        // Puts the identity of old element `oldOffset` into the set; `false` when it repeats.
        func insert(_ oldOffset: Int, _ key: Set.Key) -> Bool {
            set.insert(key, at: oldOffset, sameKeys: sameKeys)
        }
        // Pairs old element `oldOffset` with new element `newOffset`, whose identities the
        // caller compared, in new order; `false` when the old identity repeats.
        func pair(_ oldOffset: Int, _ oldElement: Old.Element, _ key: Set.Key, _ newOffset: Int, _ newElement: Old.Element) -> Bool {
            guard insert(oldOffset, key) else { return false }
            if !contentMatches(oldElement, newElement) { updates.append(Update(old: oldOffset, new: newOffset)) }
            return true
        }
        // The common prefix.
        while offset < count {
            let oldElement = old[oldIndex]
            let newElement = new[newIndex]
            let key = identity(oldElement)
            guard key == identity(newElement) else { break }
            guard pair(offset, oldElement, key, offset, newElement) else { return nil }
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
            offset += 1
        }
        var moves: [Move] = []
        if offset < count {
            guard offset + 3 <= count else { return nil }
            let start = offset
            let movedNewKey = identity(new[newIndex])
            let forward = movedNewKey == identity(old[old.index(after: oldIndex)])
            if forward {
                // Old element `start` moved later: new element k is old element k + 1 up
                // to where the moved one is.
                let movedElement = old[oldIndex]
                let movedKey = identity(movedElement)
                guard insert(start, movedKey) else { return nil }
                old.formIndex(after: &oldIndex)
                // Each new element is first compared with the old one after it, which
                // mostly shares its storage and compares at once, and only then with the
                // moved one: were it equal to both, two old identities would repeat, which
                // the set finds, and the general path decides.
                while true {
                    let newElement = new[newIndex]
                    let newKey = identity(newElement)
                    if offset + 1 < count {
                        let oldElement = old[oldIndex]
                        let key = identity(oldElement)
                        if key == newKey {
                            guard pair(offset + 1, oldElement, key, offset, newElement) else { return nil }
                            old.formIndex(after: &oldIndex)
                            new.formIndex(after: &newIndex)
                            offset += 1
                            continue
                        }
                    }
                    guard newKey == movedKey, offset - start >= 2 else { return nil }
                    moves.append(Move(from: start, to: offset, contentChanged: !contentMatches(movedElement, newElement)))
                    new.formIndex(after: &newIndex)
                    break
                }
            } else {
                // An old element after `start` moved to `start`: old element k is new
                // element k + 1 up to where the moved one was.
                let movedNewElement = new[newIndex]
                new.formIndex(after: &newIndex)
                // As above: the new element after first, then the moved one.
                while true {
                    let oldElement = old[oldIndex]
                    let key = identity(oldElement)
                    if offset + 1 < count {
                        let newElement = new[newIndex]
                        if key == identity(newElement) {
                            guard pair(offset, oldElement, key, offset + 1, newElement) else { return nil }
                            old.formIndex(after: &oldIndex)
                            new.formIndex(after: &newIndex)
                            offset += 1
                            continue
                        }
                    }
                    guard key == movedNewKey, offset - start >= 2, insert(offset, key) else { return nil }
                    moves.append(Move(from: offset, to: start, contentChanged: !contentMatches(oldElement, movedNewElement)))
                    old.formIndex(after: &oldIndex)
                    break
                }
            }
            offset += 1
            // The common suffix.
            while offset < count {
                let oldElement = old[oldIndex]
                let newElement = new[newIndex]
                let key = identity(oldElement)
                guard key == identity(newElement), pair(offset, oldElement, key, offset, newElement) else { return nil }
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
                offset += 1
            }
        }
        guard set.finish(sameKeys: sameKeys) else { return nil }
        self.init(moves: moves, updates: updates)
    }
}
