extension Changeset {
    /// Builds the changeset from paired indices: paired items on the longest increasing
    /// subsequence stay (and are updated when their content differs), the other paired
    /// items move, unpaired old items are deleted and unpaired new items are inserted.
    ///
    /// - Complexity: O(n + m log m) time and O(n + m) memory.
    @usableFromInline
    internal init(assembling matches: IdentityMatches) {
        let oldCount = matches.oldCount
        let newCount = matches.newToOld.count
        var stays = [Bool](repeating: false, count: newCount)
        var oldIsPaired = [Bool](repeating: false, count: oldCount)
        let stayingCount = matches.newToOld.withUnsafeBufferPointer { newToOld in
            for entry in newToOld where entry != IdentityMatches.unmatched {
                oldIsPaired[IdentityMatches.decodedOldIndex(entry)] = true
            }
            return stays.withUnsafeMutableBufferPointer { stays in
                markLongestIncreasingSubsequence(of: newToOld, matchedCount: matches.matchedCount, stays: stays)
            }
        }

        var deletions: [Int] = []
        deletions.reserveCapacity(oldCount - matches.matchedCount)
        for offset in 0..<oldCount where !oldIsPaired[offset] {
            deletions.append(offset)
        }
        var insertions: [Int] = []
        insertions.reserveCapacity(newCount - matches.matchedCount)
        var moves: [Move] = []
        moves.reserveCapacity(matches.matchedCount - stayingCount)
        var updates: [Update] = []
        for (offset, entry) in matches.newToOld.enumerated() {
            if entry == IdentityMatches.unmatched {
                insertions.append(offset)
            } else if !stays[offset] {
                moves.append(Move(from: IdentityMatches.decodedOldIndex(entry), to: offset, contentChanged: entry < 0))
            } else if entry < 0 {
                updates.append(Update(old: IdentityMatches.decodedOldIndex(entry), new: offset))
            }
        }
        self.init(
            deletions: deletions,
            insertions: insertions,
            moves: moves,
            updates: updates,
            duplicates: Duplicates(old: matches.oldDuplicates, new: matches.newDuplicates)
        )
        #if DYNAMIC_HOME_INVARIANTS
        if let broken = checkBatchRules(oldCount: oldCount, newCount: newCount) {
            preconditionFailure("Changesets produced a changeset that breaks a batch rule: \(broken.error)")
        }
        #endif
    }
}
