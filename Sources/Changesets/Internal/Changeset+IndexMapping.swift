extension Changeset {
    /// Where each old index goes and where each new index comes from, for a changeset that
    /// keeps the batch rules (one this module made, or one ``plan(oldCount:newCount:)``
    /// accepted): `-1` for deleted old and inserted new indices.
    ///
    /// - Complexity: O(n + m + c).
    func indexMapping(oldCount: Int, newCount: Int) -> (oldToNew: [Int], newToOld: [Int]) {
        let unknown = -2
        var oldToNew = [Int](repeating: unknown, count: oldCount)
        var newToOld = [Int](repeating: unknown, count: newCount)
        for deletion in deletions { oldToNew[deletion] = -1 }
        for insertion in insertions { newToOld[insertion] = -1 }
        for move in moves {
            oldToNew[move.from] = move.to
            newToOld[move.to] = move.from
        }
        var newIndex = 0
        for oldIndex in 0..<oldCount where oldToNew[oldIndex] == unknown {
            while newIndex < newCount && newToOld[newIndex] != unknown { newIndex += 1 }
            guard newIndex < newCount else { break }
            oldToNew[oldIndex] = newIndex
            newToOld[newIndex] = oldIndex
            newIndex += 1
        }
        return (oldToNew, newToOld)
    }
}
