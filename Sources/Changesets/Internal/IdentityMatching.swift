/// How the elements of two arrays pair up by identity: the input of changeset assembly.
///
/// Matching is the only part of a diff that touches elements, so it is the only part that
/// is generic (and inlinable, to be specialised where it is called); everything after it
/// works on these indices.
@usableFromInline
internal struct IdentityMatches {
    /// For each new index, the old index it pairs with: `-1` when no old element is left
    /// with its identity; the old index `i` when the contents match; `-2 - i` when they
    /// differ. See ``decodedOldIndex(_:)``.
    @usableFromInline internal var newToOld: [Int]
    /// The number of old elements in the old array.
    @usableFromInline internal var oldCount: Int
    /// How many new elements pair with an old one.
    @usableFromInline internal var matchedCount: Int
    /// Old indices whose identity appeared earlier in the old array, ascending.
    @usableFromInline internal var oldDuplicates: [Int]
    /// New indices whose identity appeared earlier in the new array, ascending.
    @usableFromInline internal var newDuplicates: [Int]

    @inlinable
    internal init(
        newToOld: [Int],
        oldCount: Int,
        matchedCount: Int,
        oldDuplicates: [Int],
        newDuplicates: [Int]
    ) {
        self.newToOld = newToOld
        self.oldCount = oldCount
        self.matchedCount = matchedCount
        self.oldDuplicates = oldDuplicates
        self.newDuplicates = newDuplicates
    }

    /// The value of ``newToOld`` for a new element that pairs with nothing.
    @inlinable
    internal static var unmatched: Int { -1 }

    /// The old index in an entry of ``newToOld`` that is not ``unmatched``.
    @inlinable
    internal static func decodedOldIndex(_ entry: Int) -> Int {
        entry >= 0 ? entry : -2 - entry
    }
}

/// States an identity goes through in the table while matching.
///
/// While the old array is read (backwards), the value is the first old index with the
/// identity. While the new array is read, it is the first old index not yet paired, then
/// `exhausted` once all are, or `onlyNew` for an identity the old array does not have.
@usableFromInline
internal enum MatchState {
    @inlinable static var exhausted: Int { -1 }
    @inlinable static var onlyNew: Int { -2 }
    @inlinable static var absent: Int { -3 }
}

/// Pairs `new` with `old` by identity, repeated identities in order.
///
/// Reads `old` from the back so that each old index links to the next old index with the
/// same identity (kept only when some identity repeats); the table holds the first.
/// Reading `new` from the front then pops the first unpaired old index of each identity,
/// so the k-th occurrence in `new` pairs with the k-th in `old`. One table probe per
/// element, no allocation per element.
///
/// - Complexity: O(n + m) expected time and memory, for n and m the counts of `old` and `new`.
@inlinable
internal func matchIdentities<Old, New, Table>(
    old: Old,
    new: New,
    table: inout Table,
    identity: (Old.Element) -> Table.Key,
    contentMatches: (Old.Element, Old.Element) -> Bool
) -> IdentityMatches
where
    Old: RandomAccessCollection, New: RandomAccessCollection,
    Old.Element == New.Element, Table: IdentityTable
{
    let oldCount = old.count
    let newCount = new.count
    var oldDuplicates: [Int] = []
    // The next old index with the same identity, or `exhausted`. Only repeated identities
    // need one, so the array is made when the first repeat is found (all `exhausted`).
    var nextWithSameIdentity: [Int] = []
    var offset = oldCount
    var index = old.endIndex
    while offset > 0 {
        old.formIndex(before: &index)
        offset -= 1
        let current = offset
        let following = table.withValue(for: identity(old[index]), default: MatchState.absent) { state in
            let following = state
            state = current
            return following
        }
        if following != MatchState.absent {
            if nextWithSameIdentity.isEmpty {
                nextWithSameIdentity = [Int](repeating: MatchState.exhausted, count: oldCount)
            }
            nextWithSameIdentity[offset] = following
            oldDuplicates.append(following)
        }
    }
    var oldIsDuplicate: [Bool] = []
    if !oldDuplicates.isEmpty {
        oldDuplicates.sort()
        oldIsDuplicate = [Bool](repeating: false, count: oldCount)
        for offset in oldDuplicates { oldIsDuplicate[offset] = true }
    }

    var newDuplicates: [Int] = []
    var matchedCount = 0
    let newToOld = [Int](unsafeUninitializedCapacity: newCount) { newToOld, initialized in
        var offset = 0
        for element in new {
            let found = table.withValue(for: identity(element), default: MatchState.absent) { state in
                let found = state
                if found >= 0 {
                    state = nextWithSameIdentity.isEmpty ? MatchState.exhausted : nextWithSameIdentity[found]
                } else if found == MatchState.absent {
                    state = MatchState.onlyNew
                }
                return found
            }
            if found >= 0 {
                matchedCount += 1
                if !oldIsDuplicate.isEmpty && oldIsDuplicate[found] { newDuplicates.append(offset) }
                let oldElement = old[old.index(old.startIndex, offsetBy: found)]
                newToOld[offset] = contentMatches(oldElement, element) ? found : -2 - found
            } else {
                // `exhausted` or `onlyNew`: an earlier new element had this identity.
                if found != MatchState.absent { newDuplicates.append(offset) }
                newToOld[offset] = IdentityMatches.unmatched
            }
            offset += 1
        }
        initialized = newCount
    }
    return IdentityMatches(
        newToOld: newToOld,
        oldCount: oldCount,
        matchedCount: matchedCount,
        oldDuplicates: oldDuplicates,
        newDuplicates: newDuplicates
    )
}

/// Pairs `new` with `old` by identity, with a table suited to the identity type.
///
/// - Complexity: O(n + m) expected time and memory.
@inlinable
internal func matchIdentities<Old, New, Identity: Hashable>(
    old: Old,
    new: New,
    identity: (Old.Element) -> Identity,
    contentMatches: (Old.Element, Old.Element) -> Bool
) -> IdentityMatches
where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
    if Identity.self == Int.self {
        var table = IntegerIdentityTable(expectedCount: old.count)
        defer { table.deallocate() }
        return matchIdentities(
            old: old,
            new: new,
            table: &table,
            identity: { unsafeBitCast(identity($0), to: Int.self) },
            contentMatches: contentMatches
        )
    }
    var table = DictionaryIdentityTable<Identity>(expectedCount: old.count)
    return matchIdentities(
        old: old,
        new: new,
        table: &table,
        identity: identity,
        contentMatches: contentMatches
    )
}
