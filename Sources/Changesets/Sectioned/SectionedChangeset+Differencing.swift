extension SectionedChangeset {
    /// The changes from sectioned data `old` to `new`.
    ///
    /// Sections are diffed as a ``Changeset`` by their own identity and content. Items are
    /// paired by identity across all sections (repeated identities in order, the whole list
    /// read section after section). A pair whose old section is deleted, or whose new
    /// section is inserted, is not kept: the section change covers that side, and the
    /// other side is listed as an insertion or deletion. A kept pair in the same surviving
    /// section stays when it is on that section's longest increasing subsequence and moves
    /// otherwise; a pair across sections always moves. So item moves are the fewest for
    /// these pairs.
    ///
    /// - Parameters:
    ///   - old: The sections before.
    ///   - new: The sections after.
    ///   - sectionIdentity: What tells sections apart.
    ///   - sectionContentMatches: Whether two sections with the same identity show the same
    ///     content of their own (a header, say; not their items).
    ///   - items: The items of a section, in order.
    ///   - itemIdentity: What tells items apart, across all sections.
    ///   - itemContentMatches: Whether two items with the same identity show the same content.
    /// - Complexity: O(S log S + N log N) time and O(S + N) memory, for S sections and N
    ///   items in both together.
    public init<Section, Item, SectionIdentity: Hashable, ItemIdentity: Hashable>(
        from old: [Section],
        to new: [Section],
        sectionIdentity: (Section) -> SectionIdentity,
        sectionContentMatches: (Section, Section) -> Bool,
        items: (Section) -> [Item],
        itemIdentity: (Item) -> ItemIdentity,
        itemContentMatches: (Item, Item) -> Bool
    ) {
        let sections = Changeset(from: old, to: new, identity: sectionIdentity, contentMatches: sectionContentMatches)
        let oldLayout = SectionLayout(old.map(items))
        let newLayout = SectionLayout(new.map(items))
        let matches = matchIdentities(
            old: oldLayout.items,
            new: newLayout.items,
            identity: itemIdentity,
            contentMatches: itemContentMatches
        )
        self.init(sections: sections, assembling: matches, oldStarts: oldLayout.starts, newStarts: newLayout.starts)
    }

    /// The changes from `old` to `new`, sections of ``Differentiable`` items.
    ///
    /// - Parameters:
    ///   - old: The sections before.
    ///   - new: The sections after.
    /// - Complexity: O(S log S + N log N) time and O(S + N) memory, as
    ///   ``init(from:to:sectionIdentity:sectionContentMatches:items:itemIdentity:itemContentMatches:)``.
    public init<Section: DifferentiableSection>(from old: [Section], to new: [Section]) {
        self.init(
            from: old,
            to: new,
            sectionIdentity: { $0.identity },
            sectionContentMatches: { $0.isContentEqual(to: $1) },
            items: { $0.items },
            itemIdentity: { $0.identity },
            itemContentMatches: { $0.isContentEqual(to: $1) }
        )
    }

    /// Builds the item changes from items paired across the flat lists.
    private init(sections: Changeset, assembling matches: IdentityMatches, oldStarts: [Int], newStarts: [Int]) {
        let oldSectionCount = oldStarts.count - 1
        let newSectionCount = newStarts.count - 1
        let (oldSectionTarget, newSectionOrigin) = sections.indexMapping(oldCount: oldSectionCount, newCount: newSectionCount)
        var oldIsPaired = [Bool](repeating: false, count: matches.oldCount)
        var insertions: [ItemPath] = []
        var moves: [ItemMove] = []
        var updates: [ItemUpdate] = []
        var entries: [Int] = []
        var stays: [Bool] = []

        for newSection in 0..<newSectionCount {
            let origin = newSectionOrigin[newSection]
            guard origin >= 0 else { continue }  // Inserted: the section brings its items.
            let start = newStarts[newSection]
            let count = newStarts[newSection + 1] - start
            entries.removeAll(keepingCapacity: true)
            entries.append(contentsOf: repeatElement(IdentityMatches.unmatched, count: count))
            var candidates = 0
            for item in 0..<count {
                let entry = matches.newToOld[start + item]
                guard entry != IdentityMatches.unmatched else {
                    insertions.append(ItemPath(section: newSection, item: item))
                    continue
                }
                let oldFlat = IdentityMatches.decodedOldIndex(entry)
                let oldPath = path(of: oldFlat, starts: oldStarts)
                guard oldSectionTarget[oldPath.section] >= 0 else {
                    // Its old section is deleted and takes the old item with it.
                    insertions.append(ItemPath(section: newSection, item: item))
                    continue
                }
                oldIsPaired[oldFlat] = true
                if oldPath.section == origin {
                    entries[item] = entry >= 0 ? oldPath.item : -2 - oldPath.item
                    candidates += 1
                } else {
                    moves.append(ItemMove(from: oldPath, to: ItemPath(section: newSection, item: item), contentChanged: entry < 0))
                }
            }
            stays.removeAll(keepingCapacity: true)
            stays.append(contentsOf: repeatElement(false, count: count))
            entries.withUnsafeBufferPointer { entries in
                stays.withUnsafeMutableBufferPointer { stays in
                    _ = markLongestIncreasingSubsequence(of: entries, matchedCount: candidates, stays: stays)
                }
            }
            for (item, entry) in entries.enumerated() where entry != IdentityMatches.unmatched {
                let oldPath = ItemPath(section: origin, item: IdentityMatches.decodedOldIndex(entry))
                let newPath = ItemPath(section: newSection, item: item)
                if !stays[item] {
                    moves.append(ItemMove(from: oldPath, to: newPath, contentChanged: entry < 0))
                } else if entry < 0 {
                    updates.append(ItemUpdate(old: oldPath, new: newPath))
                }
            }
        }
        moves.sort { $0.to < $1.to }

        var deletions: [ItemPath] = []
        for oldSection in 0..<oldSectionCount where oldSectionTarget[oldSection] >= 0 {
            for flat in oldStarts[oldSection]..<oldStarts[oldSection + 1] where !oldIsPaired[flat] {
                deletions.append(ItemPath(section: oldSection, item: flat - oldStarts[oldSection]))
            }
        }
        self.init(
            sections: sections,
            itemDeletions: deletions,
            itemInsertions: insertions,
            itemMoves: moves,
            itemUpdates: updates,
            itemDuplicates: ItemDuplicates(
                old: matches.oldDuplicates.map { path(of: $0, starts: oldStarts) },
                new: matches.newDuplicates.map { path(of: $0, starts: newStarts) }
            )
        )
        #if DYNAMIC_HOME_INVARIANTS
        let oldCounts = (0..<oldSectionCount).map { oldStarts[$0 + 1] - oldStarts[$0] }
        let newCounts = (0..<newSectionCount).map { newStarts[$0 + 1] - newStarts[$0] }
        if case .failure(let violation) = plan(oldItemCounts: oldCounts, newItemCounts: newCounts) {
            preconditionFailure("Changesets produced a sectioned changeset that breaks a batch rule: \(violation.error)")
        }
        #endif
    }
}
