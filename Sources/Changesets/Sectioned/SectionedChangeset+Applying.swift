extension SectionedChangeset {
    /// The sections this changeset makes of `old`: inserted sections, inserted items and
    /// new content come from `new`; everything else is the old section model or item,
    /// moved or kept.
    ///
    /// - Parameters:
    ///   - old: The sections before.
    ///   - new: The sections after, where inserted sections and items and new content are read.
    /// - Returns: The sections after the changeset.
    /// - Throws: ``ChangesetVerificationError`` when the changeset breaks a batch rule that
    ///   needs no elements, rather than crashing.
    /// - Complexity: O(S + N + c).
    public func applied<Model, Item>(
        to old: [ArraySection<Model, Item>],
        using new: [ArraySection<Model, Item>]
    ) throws(ChangesetVerificationError) -> [ArraySection<Model, Item>] {
        let plan: SectionedPlan
        switch self.plan(oldItemCounts: old.map(\.items.count), newItemCounts: new.map(\.items.count)) {
        case .success(let value): plan = value
        case .failure(let violation): throw violation.error
        }
        let oldItems = SectionLayout(old.map(\.items)).items
        return new.indices.map { newSection in
            let origin = plan.sectionOrigins[newSection]
            guard origin >= 0 else { return new[newSection] }
            let sectionSource = plan.sections.sources[newSection]
            let model = sectionSource >= 0 ? old[sectionSource].model : new[newSection].model
            let start = plan.newStarts[newSection]
            let items = new[newSection].items.indices.map { item in
                let source = plan.itemSources[start + item]
                return source >= 0 ? oldItems[source] : new[newSection].items[item]
            }
            return ArraySection(model: model, items: items)
        }
    }
}
