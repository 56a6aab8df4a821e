/// Checks that `changeset` can be applied to `old` in one batch under UIKit's rules and
/// that applying it gives `new`.
///
/// The rules, checked in this order (see ``ChangesetVerificationError/Rule``): indices are
/// in range; each index is used once; counts add up; updates pair staying items; moves and
/// updates keep identity; the result is the new array (every element that comes from `old`
/// has the identity and content of the element at its place in `new`).
///
/// - Parameters:
///   - changeset: The changeset to check, from any source.
///   - old: The array the changeset is applied to.
///   - new: The array it should give.
///   - identity: What tells items apart.
///   - contentMatches: Whether two items with the same identity show the same content.
/// - Throws: ``ChangesetVerificationError`` naming the first rule that broke and the
///   indices involved.
/// - Complexity: O(n + m + c) for n old and m new items and c listed changes.
public func verify<Old, New, Identity: Hashable>(
    _ changeset: Changeset,
    old: Old,
    new: New,
    identity: (Old.Element) -> Identity,
    contentMatches: (Old.Element, Old.Element) -> Bool
) throws(ChangesetVerificationError)
where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
    let oldElements = ContiguousArray(old)
    let newElements = ContiguousArray(new)
    let plan: BatchPlan
    switch changeset.plan(oldCount: oldElements.count, newCount: newElements.count) {
    case .success(let value): plan = value
    case .failure(let violation): throw violation.error
    }
    do {
        try checkElements(
            changes: changeset.moves.map { ($0.from, $0.to) } + changeset.updates.map { ($0.old, $0.new) },
            moveCount: changeset.moves.count,
            sources: plan.sources,
            newRoles: plan.newRoles,
            oldPosition: Position.index,
            newPosition: Position.index,
            old: { oldElements[$0] },
            new: { newElements[$0] },
            identity: identity,
            contentMatches: contentMatches
        )
    } catch {
        throw error.error
    }
}

/// Checks `changeset` against `old` and `new`, comparing content with `==`.
///
/// - Parameters:
///   - changeset: The changeset to check.
///   - old: The array the changeset is applied to.
///   - new: The array it should give.
///   - identity: What tells items apart.
/// - Throws: ``ChangesetVerificationError`` naming the first rule that broke.
/// - Complexity: O(n + m + c), as ``verify(_:old:new:identity:contentMatches:)``.
public func verify<Old, New, Identity: Hashable>(
    _ changeset: Changeset,
    old: Old,
    new: New,
    identity: (Old.Element) -> Identity
) throws(ChangesetVerificationError)
where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element, Old.Element: Equatable {
    try verify(changeset, old: old, new: new, identity: identity, contentMatches: ==)
}

/// Checks `changeset` against `old` and `new` of ``Differentiable`` items.
///
/// - Parameters:
///   - changeset: The changeset to check.
///   - old: The array the changeset is applied to.
///   - new: The array it should give.
/// - Throws: ``ChangesetVerificationError`` naming the first rule that broke.
/// - Complexity: O(n + m + c), as ``verify(_:old:new:identity:contentMatches:)``.
public func verify<Old, New>(
    _ changeset: Changeset,
    old: Old,
    new: New
) throws(ChangesetVerificationError)
where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element, Old.Element: Differentiable {
    try verify(changeset, old: old, new: new, identity: { $0.identity }, contentMatches: { $0.isContentEqual(to: $1) })
}
