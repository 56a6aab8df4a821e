/// How many elements at the start, and then at the end, have equal identities at equal
/// places; the two never overlap.
///
/// - Complexity: O(p + s) for the lengths found.
@inlinable
internal func commonEnds<Old, New, Key: Equatable>(
    old: Old,
    new: New,
    identity: (Old.Element) -> Key
) -> (prefix: Int, suffix: Int)
where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
    let limit = Swift.min(old.count, new.count)
    var prefix = 0
    var oldIndex = old.startIndex
    var newIndex = new.startIndex
    while prefix < limit && identity(old[oldIndex]) == identity(new[newIndex]) {
        prefix += 1
        old.formIndex(after: &oldIndex)
        new.formIndex(after: &newIndex)
    }
    var suffix = 0
    oldIndex = old.endIndex
    newIndex = new.endIndex
    while suffix < limit - prefix {
        old.formIndex(before: &oldIndex)
        new.formIndex(before: &newIndex)
        guard identity(old[oldIndex]) == identity(new[newIndex]) else { break }
        suffix += 1
    }
    return (prefix, suffix)
}
