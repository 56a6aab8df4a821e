/// What each index is used for, while checking a changeset.
enum IndexRole: UInt8 {
    case stays = 0
    case deleted
    case inserted
    case moved
    case updated
}

/// How a changeset builds the new array: for each new index, where its element comes from.
struct BatchPlan {
    /// For each new index: the old index whose element lands there as it is (`≥ 0`), or
    /// `-1` when the element comes from the new array (an insertion, an update or a move
    /// with changed content).
    var sources: [Int]
    /// For each new index, what the changeset does there.
    var newRoles: [IndexRole]
}

extension Changeset {
    /// The first rule the changeset breaks for arrays of these sizes, or `nil`: the rules
    /// that need no elements (ranges, each index used once, counts, updates on staying items).
    ///
    /// - Complexity: O(n + m + c) for c listed changes.
    func checkBatchRules(oldCount: Int, newCount: Int) -> Violation? {
        switch plan(oldCount: oldCount, newCount: newCount) {
        case .success: nil
        case .failure(let violation): violation
        }
    }

    /// Checks the rules that need no elements and says where each new element comes from.
    func plan(oldCount: Int, newCount: Int) -> Result<BatchPlan, Violation> {
        var oldRoles = [IndexRole](repeating: .stays, count: oldCount)
        var newRoles = [IndexRole](repeating: .stays, count: newCount)

        func claim(_ side: Side, _ index: Int, as role: IndexRole, by change: Change) -> Violation? {
            let count = side == .old ? oldCount : newCount
            guard index >= 0 && index < count else {
                return .outOfRange(change, side, .index(index), .elements(count))
            }
            let previous = side == .old ? oldRoles[index] : newRoles[index]
            guard previous == .stays else {
                return .usedTwice(side, .index(index), firstChange(using: index, on: side, as: previous), change)
            }
            if side == .old { oldRoles[index] = role } else { newRoles[index] = role }
            return nil
        }

        for deletion in deletions {
            if let violation = claim(.old, deletion, as: .deleted, by: .deletion(.index(deletion))) { return .failure(violation) }
        }
        for insertion in insertions {
            if let violation = claim(.new, insertion, as: .inserted, by: .insertion(.index(insertion))) { return .failure(violation) }
        }
        for move in moves {
            let change = Change.move(.index(move.from), .index(move.to))
            if let violation = claim(.old, move.from, as: .moved, by: change) ?? claim(.new, move.to, as: .moved, by: change) {
                return .failure(violation)
            }
        }
        var newIndexOfUpdatedOld: [Int] = []
        var oldIndexOfUpdatedNew: [Int] = []
        if !updates.isEmpty {
            newIndexOfUpdatedOld = [Int](repeating: -1, count: oldCount)
            oldIndexOfUpdatedNew = [Int](repeating: -1, count: newCount)
        }
        for update in updates {
            let change = Change.update(.index(update.old), .index(update.new))
            if let violation = claim(.old, update.old, as: .updated, by: change) ?? claim(.new, update.new, as: .updated, by: change) {
                return .failure(violation)
            }
            newIndexOfUpdatedOld[update.old] = update.new
            oldIndexOfUpdatedNew[update.new] = update.old
        }
        guard oldCount - deletions.count + insertions.count == newCount else {
            return .failure(.countsDiffer(oldCount: oldCount, deletions: deletions.count, insertions: insertions.count, newCount: newCount))
        }

        var sources = [Int](repeating: -1, count: newCount)
        for move in moves where !move.contentChanged {
            sources[move.to] = move.from
        }
        // The items that stay keep their order: pair them up in order.
        var oldIndex = 0
        var newIndex = 0
        while true {
            while oldIndex < oldCount && oldRoles[oldIndex] != .stays && oldRoles[oldIndex] != .updated { oldIndex += 1 }
            while newIndex < newCount && newRoles[newIndex] != .stays && newRoles[newIndex] != .updated { newIndex += 1 }
            guard oldIndex < oldCount && newIndex < newCount else { break }
            if oldRoles[oldIndex] == .updated {
                let listed = newIndexOfUpdatedOld[oldIndex]
                guard listed == newIndex else {
                    return .failure(.updateNotStaying(.update(.index(oldIndex), .index(listed)), .old, .index(oldIndex), stays: .index(newIndex)))
                }
            } else if newRoles[newIndex] == .updated {
                let listed = oldIndexOfUpdatedNew[newIndex]
                return .failure(.updateNotStaying(.update(.index(listed), .index(newIndex)), .new, .index(newIndex), stays: .index(oldIndex)))
            } else {
                sources[newIndex] = oldIndex
            }
            oldIndex += 1
            newIndex += 1
        }
        return .success(BatchPlan(sources: sources, newRoles: newRoles))
    }

    /// The change that first claimed `index` for `role`, to name it in a message.
    private func firstChange(using index: Int, on side: Side, as role: IndexRole) -> Change {
        switch (side, role) {
        case (.old, .deleted):
            return .deletion(.index(index))
        case (.new, .inserted):
            return .insertion(.index(index))
        case (.old, .moved):
            let move = moves.first { $0.from == index }!
            return .move(.index(move.from), .index(move.to))
        case (.new, .moved):
            let move = moves.first { $0.to == index }!
            return .move(.index(move.from), .index(move.to))
        case (.old, .updated):
            let update = updates.first { $0.old == index }!
            return .update(.index(update.old), .index(update.new))
        default:
            let update = updates.first { $0.new == index }!
            return .update(.index(update.old), .index(update.new))
        }
    }
}
