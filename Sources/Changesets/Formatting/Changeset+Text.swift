extension Changeset {
    /// The changeset for people, one change a line, then a summary line.
    ///
    /// Lines come in this order: deletions `- OLD`, insertions `+ NEW`, moves
    /// `↷ FROM → TO` (with ` ~` at the end when the content changed too), updates
    /// `~ OLD → NEW`, then `duplicates: old 4, 7; new 5` when identities repeat (a side
    /// without any is left out), then ``summary``. A label, when given, follows two spaces:
    /// the old label for deletions, the new label for everything else.
    ///
    /// ```
    /// - 3  Breakfast
    /// + 5  Lunch
    /// ↷ 4 → 9  Dinner
    /// ↷ 6 → 1 ~  Tea
    /// ~ 2 → 2  News
    /// 1 deletion, 1 insertion, 2 moves (1 with new content), 1 update
    /// ```
    ///
    /// - Parameters:
    ///   - oldLabel: A label for an old index (for example its title), or `nil` for none.
    ///   - newLabel: A label for a new index, or `nil` for none.
    /// - Returns: The lines, each ending in a newline.
    /// - Complexity: O(c) for c listed changes.
    public func text(
        oldLabel: (Int) -> String? = { _ in nil },
        newLabel: (Int) -> String? = { _ in nil }
    ) -> String {
        var text = ""
        func line(_ body: String, _ label: String?) {
            text += body
            if let label { text += "  " + label }
            text += "\n"
        }
        for deletion in deletions {
            line("- \(deletion)", oldLabel(deletion))
        }
        for insertion in insertions {
            line("+ \(insertion)", newLabel(insertion))
        }
        for move in moves {
            line("↷ \(move.from) → \(move.to)" + (move.contentChanged ? " ~" : ""), newLabel(move.to))
        }
        for update in updates {
            line("~ \(update.old) → \(update.new)", newLabel(update.new))
        }
        if !duplicates.isEmpty {
            var sides: [String] = []
            if !duplicates.old.isEmpty { sides.append("old " + duplicates.old.map(String.init).joined(separator: ", ")) }
            if !duplicates.new.isEmpty { sides.append("new " + duplicates.new.map(String.init).joined(separator: ", ")) }
            text += "duplicates: " + sides.joined(separator: "; ") + "\n"
        }
        text += summary + "\n"
        return text
    }

    /// One line that counts the changes: `1 deletion, 0 insertions, 2 moves (1 with new
    /// content), 1 update`, or `no changes`. The part in parentheses appears only when a
    /// move changed content.
    public var summary: String {
        guard !isEmpty else { return "no changes" }
        let changedMoves = moves.count { $0.contentChanged }
        var text = "\(counted(deletions.count, "deletion")), \(counted(insertions.count, "insertion")), \(counted(moves.count, "move"))"
        if changedMoves > 0 { text += " (\(changedMoves) with new content)" }
        text += ", \(counted(updates.count, "update"))"
        return text
    }
}
