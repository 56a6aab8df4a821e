/// Checks that `changeset` can be applied to the sectioned data `old` in one batch and
/// that applying it gives `new`.
///
/// The section changes are checked as by ``verify(_:old:new:identity:contentMatches:)``
/// (their messages start with `sections: `). Then the item changes: paths in range; no
/// item of a deleted or inserted section listed; each path used once; per surviving
/// section, counts that add up; updates pair staying items; moves and updates keep
/// identity; every item that comes from `old` matches the item at its place in `new`.
///
/// - Parameters:
///   - changeset: The changeset to check.
///   - old: The sections before.
///   - new: The sections after.
///   - sectionIdentity: What tells sections apart.
///   - sectionContentMatches: Whether two sections show the same content of their own.
///   - items: The items of a section.
///   - itemIdentity: What tells items apart.
///   - itemContentMatches: Whether two items with the same identity show the same content.
/// - Throws: ``ChangesetVerificationError`` naming the first rule that broke and the
///   sections or item paths involved.
/// - Complexity: O(S + N + c) for S sections, N items and c listed changes.
public func verify<Section, Item, SectionIdentity: Hashable, ItemIdentity: Hashable>(
    _ changeset: SectionedChangeset,
    old: [Section],
    new: [Section],
    sectionIdentity: (Section) -> SectionIdentity,
    sectionContentMatches: (Section, Section) -> Bool,
    items: (Section) -> [Item],
    itemIdentity: (Item) -> ItemIdentity,
    itemContentMatches: (Item, Item) -> Bool
) throws(ChangesetVerificationError) {
    let oldLayout = SectionLayout(old.map(items))
    let newLayout = SectionLayout(new.map(items))
    let plan: SectionedPlan
    switch changeset.plan(
        oldItemCounts: zip(oldLayout.starts, oldLayout.starts.dropFirst()).map { $1 - $0 },
        newItemCounts: zip(newLayout.starts, newLayout.starts.dropFirst()).map { $1 - $0 }
    ) {
    case .success(let value): plan = value
    case .failure(let violation): throw violation.error
    }

    do {
        try checkElements(
            changes: changeset.sections.moves.map { ($0.from, $0.to) } + changeset.sections.updates.map { ($0.old, $0.new) },
            moveCount: changeset.sections.moves.count,
            sources: plan.sections.sources,
            newRoles: plan.sections.newRoles,
            oldPosition: Position.index,
            newPosition: Position.index,
            old: { old[$0] },
            new: { new[$0] },
            identity: sectionIdentity,
            contentMatches: sectionContentMatches
        )
    } catch {
        throw Violation.inSections(error).error
    }
    do {
        let moves = changeset.itemMoves.map { (plan.oldStarts[$0.from.section] + $0.from.item, plan.newStarts[$0.to.section] + $0.to.item) }
        let updates = changeset.itemUpdates.map { (plan.oldStarts[$0.old.section] + $0.old.item, plan.newStarts[$0.new.section] + $0.new.item) }
        try checkElements(
            changes: moves + updates,
            moveCount: moves.count,
            sources: plan.itemSources,
            newRoles: plan.newItemRoles,
            oldPosition: { path(of: $0, starts: plan.oldStarts).position },
            newPosition: { path(of: $0, starts: plan.newStarts).position },
            old: { oldLayout.items[$0] },
            new: { newLayout.items[$0] },
            identity: itemIdentity,
            contentMatches: itemContentMatches
        )
    } catch {
        throw error.error
    }
}

/// Checks `changeset` against sections of ``Differentiable`` items.
///
/// - Parameters:
///   - changeset: The changeset to check.
///   - old: The sections before.
///   - new: The sections after.
/// - Throws: ``ChangesetVerificationError`` naming the first rule that broke.
/// - Complexity: O(S + N + c).
public func verify<Section: DifferentiableSection>(
    _ changeset: SectionedChangeset,
    old: [Section],
    new: [Section]
) throws(ChangesetVerificationError) {
    try verify(
        changeset,
        old: old,
        new: new,
        sectionIdentity: { $0.identity },
        sectionContentMatches: { $0.isContentEqual(to: $1) },
        items: { $0.items },
        itemIdentity: { $0.identity },
        itemContentMatches: { $0.isContentEqual(to: $1) }
    )
}
