extension SectionedChangeset {
    /// The changeset for people, grouped by section, then a summary line.
    ///
    /// First the section changes, under `sections`, in the form of ``Changeset/text(oldLabel:newLabel:)``
    /// without its summary. Then one group per surviving section that has item changes, in
    /// new order, headed `section NEW` (or `section OLD → NEW` when its index changed):
    /// deletions `- ITEM` (old index), insertions `+ ITEM`, moves `↷ FROM → TO` (`FROM` is
    /// an old path `(section, item)` when the item comes from another section; ` ~` when its
    /// content changed too) and updates `~ OLD → NEW`. Items of inserted and deleted
    /// sections are not listed: the section change covers them. Then `duplicates: old
    /// (0, 1); new (2, 0)` when item identities repeat, and ``summary``.
    ///
    /// ```
    /// sections
    ///   + 1  weather  Weather
    /// section 0 → 1  live  Live now
    ///   - 3  d  Delta
    ///   ↷ (2, 0) → 1 ~  x  Xenon
    /// sections: 0 deletions, 1 insertion, 0 moves, 0 updates; items: 1 deletion, 0 insertions, 1 move (1 with new content), 0 updates
    /// ```
    ///
    /// - Parameters:
    ///   - oldSectionCount: How many sections the old data has.
    ///   - newSectionCount: How many sections the new data has.
    ///   - oldSectionLabel: A label for an old section index, or `nil` for none.
    ///   - newSectionLabel: A label for a new section index, or `nil` for none.
    ///   - oldItemLabel: A label for an old item path, or `nil` for none.
    ///   - newItemLabel: A label for a new item path, or `nil` for none.
    /// - Returns: The lines, each ending in a newline.
    /// - Complexity: O(S + c log c) for S sections and c listed changes.
    public func text(
        oldSectionCount: Int,
        newSectionCount: Int,
        oldSectionLabel: (Int) -> String? = { _ in nil },
        newSectionLabel: (Int) -> String? = { _ in nil },
        oldItemLabel: (ItemPath) -> String? = { _ in nil },
        newItemLabel: (ItemPath) -> String? = { _ in nil }
    ) -> String {
        var text = ""
        func line(_ indent: String, _ body: String, _ label: String?) {
            text += indent + body
            if let label { text += "  " + label }
            text += "\n"
        }
        if !sections.isEmpty {
            text += "sections\n"
            let lines = sections.text(oldLabel: oldSectionLabel, newLabel: newSectionLabel)
                .split(separator: "\n", omittingEmptySubsequences: false)
            // Every line but the summary (and the empty one after the last newline).
            for body in lines.dropLast(2) { text += "  " + body + "\n" }
        }
        let (oldToNew, newToOld) = sections.indexMapping(oldCount: oldSectionCount, newCount: newSectionCount)
        var groups = [String](repeating: "", count: newSectionCount)
        func add(_ section: Int, _ body: String, _ label: String?) {
            guard groups.indices.contains(section) else { return }
            groups[section] += "  " + body
            if let label { groups[section] += "  " + label }
            groups[section] += "\n"
        }
        for deletion in itemDeletions where oldToNew.indices.contains(deletion.section) {
            add(oldToNew[deletion.section], "- \(deletion.item)", oldItemLabel(deletion))
        }
        for insertion in itemInsertions {
            add(insertion.section, "+ \(insertion.item)", newItemLabel(insertion))
        }
        for move in itemMoves {
            let within = newToOld.indices.contains(move.to.section) && newToOld[move.to.section] == move.from.section
            let from = within ? "\(move.from.item)" : "\(move.from)"
            add(move.to.section, "↷ \(from) → \(move.to.item)" + (move.contentChanged ? " ~" : ""), newItemLabel(move.to))
        }
        for update in itemUpdates {
            add(update.new.section, "~ \(update.old.item) → \(update.new.item)", newItemLabel(update.new))
        }
        for (section, group) in groups.enumerated() where !group.isEmpty {
            let origin = newToOld[section]
            line("", origin == section ? "section \(section)" : "section \(origin) → \(section)", newSectionLabel(section))
            text += group
        }
        if !itemDuplicates.isEmpty {
            var sides: [String] = []
            if !itemDuplicates.old.isEmpty { sides.append("old " + itemDuplicates.old.map(\.description).joined(separator: ", ")) }
            if !itemDuplicates.new.isEmpty { sides.append("new " + itemDuplicates.new.map(\.description).joined(separator: ", ")) }
            text += "duplicates: " + sides.joined(separator: "; ") + "\n"
        }
        text += summary + "\n"
        return text
    }

    /// One line that counts the changes of sections and of items: `sections: 0 deletions,
    /// 1 insertion, 0 moves, 0 updates; items: 1 deletion, …`, a side without changes left
    /// out, or `no changes`.
    public var summary: String {
        guard !isEmpty else { return "no changes" }
        let items = Changeset(
            deletions: itemDeletions.map(\.item),
            insertions: itemInsertions.map(\.item),
            moves: itemMoves.map { Changeset.Move(from: $0.from.item, to: $0.to.item, contentChanged: $0.contentChanged) },
            updates: itemUpdates.map { Changeset.Update(old: $0.old.item, new: $0.new.item) })
        var parts: [String] = []
        if !sections.isEmpty { parts.append("sections: " + sections.summary) }
        if !items.isEmpty { parts.append("items: " + items.summary) }
        return parts.joined(separator: "; ")
    }
}
