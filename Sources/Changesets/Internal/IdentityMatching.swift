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
/// The common prefix (equal identities at equal places) pairs place by place without a
/// probe on the new side: its old elements are all paired there, so a later probe skips
/// them. So does the common suffix when no old identity repeats and no earlier new element
/// took one of its old elements; otherwise its new elements are probed like the rest. The
/// old side is always read whole: an identity that repeats anywhere must be reported.
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
    let (prefix, suffix) = commonEnds(old: old, new: new, identity: identity)
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
    let suffixStart = oldCount - suffix
    let newToOld = [Int](unsafeUninitializedCapacity: newCount) { newToOld, initialized in
        var offset = 0
        var newIndex = new.startIndex
        var oldIndex = old.startIndex
        // The common prefix: new element k is old element k, a repeat exactly when it is.
        while offset < prefix {
            if !oldIsDuplicate.isEmpty && oldIsDuplicate[offset] { newDuplicates.append(offset) }
            newToOld[offset] = contentMatches(old[oldIndex], new[newIndex]) ? offset : -2 - offset
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
            offset += 1
        }
        matchedCount = prefix
        var suffixTaken = false
        var probedEnd = newCount - suffix
        while offset < newCount {
            if offset == probedEnd && nextWithSameIdentity.isEmpty && !suffixTaken { break }
            let element = new[newIndex]
            let found = table.withValue(for: identity(element), default: MatchState.absent) { state in
                var found = state
                // Old elements of the prefix are paired already.
                while found >= 0 && found < prefix {
                    found = nextWithSameIdentity.isEmpty ? MatchState.exhausted : nextWithSameIdentity[found]
                }
                if found >= 0 {
                    state = nextWithSameIdentity.isEmpty ? MatchState.exhausted : nextWithSameIdentity[found]
                } else {
                    state = found == MatchState.absent ? MatchState.onlyNew : found
                }
                return found
            }
            if found >= 0 {
                matchedCount += 1
                if found >= suffixStart && offset < probedEnd { suffixTaken = true }
                if !oldIsDuplicate.isEmpty && oldIsDuplicate[found] { newDuplicates.append(offset) }
                let oldElement = old[old.index(old.startIndex, offsetBy: found)]
                newToOld[offset] = contentMatches(oldElement, element) ? found : -2 - found
            } else {
                // `exhausted` or `onlyNew`: an earlier new element had this identity.
                if found != MatchState.absent { newDuplicates.append(offset) }
                newToOld[offset] = IdentityMatches.unmatched
            }
            new.formIndex(after: &newIndex)
            offset += 1
        }
        // The common suffix, when no old identity repeats and none of it was taken: new
        // element `probedEnd + k` is old element `suffixStart + k`, and repeats nothing.
        probedEnd = offset
        if probedEnd < newCount {
            oldIndex = old.index(old.startIndex, offsetBy: suffixStart)
            while offset < newCount {
                let oldOffset = suffixStart + (offset - probedEnd)
                newToOld[offset] = contentMatches(old[oldIndex], new[newIndex]) ? oldOffset : -2 - oldOffset
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
                offset += 1
            }
            matchedCount += newCount - probedEnd
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
    if Identity.self == String.self {
        var table = StringIdentityTable(expectedCount: old.count)
        defer { table.deallocate() }
        return matchIdentities(
            old: old,
            new: new,
            table: &table,
            identity: { unsafeBitCast(identity($0), to: String.self) },
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
