extension Changeset {
    /// The changeset by comparison alone when it is certainly one of two small shapes, or
    /// `nil` to leave it to the general path: the identities keep their order (only
    /// updates), or, past the common prefix and suffix, one item moved across at least two
    /// others (one move; a swap of two neighbours is left alone, since either could move).
    ///
    /// `new` is then a reordering of `old`, so the result needs only one more fact, that no
    /// old identity repeats, which ``identitiesAreDistinct(_:)`` checks with a cheap hash
    /// for `Int` and `String` identities (any other type takes the general path). The
    /// result is the one the general path gives: the same pairs, the same longest increasing
    /// subsequence (the only one of its length), the same moves and updates.
    ///
    /// - Complexity: O(n) comparisons and hashes, for n items.
    @inlinable
    internal init?<Old, New, Identity: Hashable>(
        fewChangesFrom old: Old,
        to new: New,
        identity: (Old.Element) -> Identity,
        contentMatches: (Old.Element, Old.Element) -> Bool
    ) where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
        guard Identity.self == Int.self || Identity.self == String.self else { return nil }
        let count = old.count
        guard new.count == count else { return nil }
        let (prefix, suffix) = commonEnds(old: old, new: new, identity: identity)
        let end = count - suffix
        // `movedFrom` is where the moved item was, `movedTo` where it is; `shift` is how
        // far the items between move (-1 when it moved forward, +1 when it moved back).
        var movedFrom = -1
        var movedTo = -1
        var shift = 0
        if end - prefix >= 3 {
            let oldStart = old.index(old.startIndex, offsetBy: prefix)
            let newStart = new.index(new.startIndex, offsetBy: prefix)
            let oldLast = old.index(old.startIndex, offsetBy: end - 1)
            let newLast = new.index(new.startIndex, offsetBy: end - 1)
            if identity(old[oldStart]) == identity(new[newLast]) {
                (movedFrom, movedTo, shift) = (prefix, end - 1, -1)
            } else if identity(old[oldLast]) == identity(new[newStart]) {
                (movedFrom, movedTo, shift) = (end - 1, prefix, 1)
            } else {
                return nil
            }
            // The items between must keep their order, one place over.
            var oldIndex = shift < 0 ? old.index(after: oldStart) : oldStart
            var newIndex = shift < 0 ? newStart : new.index(after: newStart)
            for _ in 0..<(end - prefix - 1) {
                guard identity(old[oldIndex]) == identity(new[newIndex]) else { return nil }
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
            }
        } else if end > prefix {
            return nil
        }
        guard identitiesAreDistinct(old, identity: identity) else { return nil }

        var moves: [Move] = []
        var updates: [Update] = []
        var newIndex = new.startIndex
        var oldIndex = old.startIndex
        var oldOffset = 0
        for offset in 0..<count {
            if offset == movedTo {
                let from = old[old.index(old.startIndex, offsetBy: movedFrom)]
                moves.append(Move(from: movedFrom, to: movedTo, contentChanged: !contentMatches(from, new[newIndex])))
            } else {
                // Old items in order, skipping the moved one.
                if oldOffset == movedFrom {
                    old.formIndex(after: &oldIndex)
                    oldOffset += 1
                }
                if !contentMatches(old[oldIndex], new[newIndex]) { updates.append(Update(old: oldOffset, new: offset)) }
                old.formIndex(after: &oldIndex)
                oldOffset += 1
            }
            new.formIndex(after: &newIndex)
        }
        self.init(moves: moves, updates: updates)
    }
}

/// Whether no identity of `elements` repeats, when that is certain and cheap to tell:
/// `false` when one repeats, and also for identities other than `Int` and `String`, for
/// strings that are not certainly in Normalization Form C, or when a probe runs long.
///
/// `Int` identities go into ``IntegerIdentitySet``; `String` identities into
/// ``StringIdentitySet`` by their UTF-8 bytes, which for NFC strings are equal exactly
/// when the strings are.
///
/// - Complexity: O(n) expected, for n elements.
@inlinable
internal func identitiesAreDistinct<Elements: Collection, Identity: Hashable>(
    _ elements: Elements,
    identity: (Elements.Element) -> Identity
) -> Bool {
    if Identity.self == Int.self {
        var set = IntegerIdentitySet(expectedCount: elements.count)
        defer { set.deallocate() }
        for element in elements {
            guard set.insert(unsafeBitCast(identity(element), to: Int.self)) else { return false }
        }
        return true
    }
    if Identity.self == String.self {
        var set = StringIdentitySet(expectedCount: elements.count)
        defer { set.deallocate() }
        for element in elements {
            guard set.insert(unsafeBitCast(identity(element), to: String.self)) else { return false }
        }
        return true
    }
    return false
}
