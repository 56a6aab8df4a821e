/// How a sectioned changeset builds the new data.
struct SectionedPlan {
    /// The section plan (sources of section content).
    var sections: BatchPlan
    /// For each new section, the old section it was, or `-1` when inserted.
    var sectionOrigins: [Int]
    /// Where each section's items start in the flat old and new item lists.
    var oldStarts: [Int]
    var newStarts: [Int]
    /// For each new item (flat), the old flat index whose item lands there as it is, or
    /// `-1` when the item comes from the new data.
    var itemSources: [Int]
    /// For each new item (flat), what the changeset does there.
    var newItemRoles: [IndexRole]
}

extension SectionedChangeset {
    /// Checks the rules that need no elements and says where each new section and item
    /// comes from.
    ///
    /// - Complexity: O(S + N + c) for S sections, N items and c listed changes.
    func plan(oldItemCounts: [Int], newItemCounts: [Int]) -> Result<SectionedPlan, Violation> {
        let sectionPlan: BatchPlan
        switch sections.plan(oldCount: oldItemCounts.count, newCount: newItemCounts.count) {
        case .success(let plan): sectionPlan = plan
        case .failure(let violation): return .failure(.inSections(violation))
        }
        let (oldSectionTarget, newSectionOrigin) = sections.indexMapping(oldCount: oldItemCounts.count, newCount: newItemCounts.count)
        let oldStarts = oldItemCounts.reduce(into: [0]) { $0.append($0.last! + $1) }
        let newStarts = newItemCounts.reduce(into: [0]) { $0.append($0.last! + $1) }
        var oldRoles = [IndexRole](repeating: .stays, count: oldStarts.last!)
        var newRoles = [IndexRole](repeating: .stays, count: newStarts.last!)

        func claim(_ side: Side, _ path: ItemPath, as role: IndexRole, by change: Change) -> Violation? {
            let counts = side == .old ? oldItemCounts : newItemCounts
            guard path.section >= 0 && path.section < counts.count else {
                return .outOfRange(change, side, .item(section: path.section, item: path.item), .sections(counts.count))
            }
            guard path.item >= 0 && path.item < counts[path.section] else {
                return .outOfRange(change, side, .item(section: path.section, item: path.item), .items(section: path.section, counts[path.section]))
            }
            let sectionSurvives = side == .old ? oldSectionTarget[path.section] >= 0 : newSectionOrigin[path.section] >= 0
            guard sectionSurvives else {
                return .sectionChanged(change, side, section: path.section)
            }
            let flat = (side == .old ? oldStarts : newStarts)[path.section] + path.item
            let previous = side == .old ? oldRoles[flat] : newRoles[flat]
            guard previous == .stays else {
                return .usedTwice(side, .item(section: path.section, item: path.item), firstChange(using: path, on: side, as: previous), change)
            }
            if side == .old { oldRoles[flat] = role } else { newRoles[flat] = role }
            return nil
        }

        for deletion in itemDeletions {
            if let violation = claim(.old, deletion, as: .deleted, by: .deletion(deletion.position)) { return .failure(violation) }
        }
        for insertion in itemInsertions {
            if let violation = claim(.new, insertion, as: .inserted, by: .insertion(insertion.position)) { return .failure(violation) }
        }
        for move in itemMoves {
            let change = Change.move(move.from.position, move.to.position)
            if let violation = claim(.old, move.from, as: .moved, by: change) ?? claim(.new, move.to, as: .moved, by: change) {
                return .failure(violation)
            }
        }
        var newOfUpdatedOld: [Int: ItemPath] = [:]
        var oldOfUpdatedNew: [Int: ItemPath] = [:]
        for update in itemUpdates {
            let change = Change.update(update.old.position, update.new.position)
            if let violation = claim(.old, update.old, as: .updated, by: change) ?? claim(.new, update.new, as: .updated, by: change) {
                return .failure(violation)
            }
            newOfUpdatedOld[oldStarts[update.old.section] + update.old.item] = update.new
            oldOfUpdatedNew[newStarts[update.new.section] + update.new.item] = update.old
        }

        var itemSources = [Int](repeating: -1, count: newStarts.last!)
        for move in itemMoves where !move.contentChanged {
            itemSources[newStarts[move.to.section] + move.to.item] = oldStarts[move.from.section] + move.from.item
        }
        for (newSection, oldSection) in newSectionOrigin.enumerated() where oldSection >= 0 {
            let oldRange = oldStarts[oldSection]..<oldStarts[oldSection + 1]
            let newRange = newStarts[newSection]..<newStarts[newSection + 1]
            func staying(_ role: IndexRole) -> Bool { role == .stays || role == .updated }
            let oldStaying = oldRange.count { staying(oldRoles[$0]) }
            let newStaying = newRange.count { staying(newRoles[$0]) }
            guard oldStaying == newStaying else {
                return .failure(.sectionCountsDiffer(
                    oldSection: oldSection,
                    newSection: newSection,
                    oldCount: oldRange.count,
                    deletions: oldRange.count { oldRoles[$0] == .deleted },
                    movedOut: oldRange.count { oldRoles[$0] == .moved },
                    insertions: newRange.count { newRoles[$0] == .inserted },
                    movedIn: newRange.count { newRoles[$0] == .moved },
                    newCount: newRange.count
                ))
            }
            // The items that stay keep their order: pair them up in order.
            var oldFlat = oldRange.lowerBound
            var newFlat = newRange.lowerBound
            while true {
                while oldFlat < oldRange.upperBound && !staying(oldRoles[oldFlat]) { oldFlat += 1 }
                while newFlat < newRange.upperBound && !staying(newRoles[newFlat]) { newFlat += 1 }
                guard oldFlat < oldRange.upperBound && newFlat < newRange.upperBound else { break }
                let oldPath = ItemPath(section: oldSection, item: oldFlat - oldRange.lowerBound)
                let newPath = ItemPath(section: newSection, item: newFlat - newRange.lowerBound)
                if oldRoles[oldFlat] == .updated {
                    let listed = newOfUpdatedOld[oldFlat]!
                    guard listed == newPath else {
                        return .failure(.updateNotStaying(.update(oldPath.position, listed.position), .old, oldPath.position, stays: newPath.position))
                    }
                } else if newRoles[newFlat] == .updated {
                    let listed = oldOfUpdatedNew[newFlat]!
                    return .failure(.updateNotStaying(.update(listed.position, newPath.position), .new, newPath.position, stays: oldPath.position))
                } else {
                    itemSources[newFlat] = oldFlat
                }
                oldFlat += 1
                newFlat += 1
            }
        }
        return .success(SectionedPlan(
            sections: sectionPlan,
            sectionOrigins: newSectionOrigin,
            oldStarts: oldStarts,
            newStarts: newStarts,
            itemSources: itemSources,
            newItemRoles: newRoles
        ))
    }

    /// The change that first claimed `path` for `role`, to name it in a message.
    private func firstChange(using path: ItemPath, on side: Side, as role: IndexRole) -> Change {
        switch (side, role) {
        case (.old, .deleted):
            return .deletion(path.position)
        case (.new, .inserted):
            return .insertion(path.position)
        case (.old, .moved):
            let move = itemMoves.first { $0.from == path }!
            return .move(move.from.position, move.to.position)
        case (.new, .moved):
            let move = itemMoves.first { $0.to == path }!
            return .move(move.from.position, move.to.position)
        case (.old, .updated):
            let update = itemUpdates.first { $0.old == path }!
            return .update(update.old.position, update.new.position)
        default:
            let update = itemUpdates.first { $0.new == path }!
            return .update(update.old.position, update.new.position)
        }
    }
}

extension ItemPath {
    /// The path as a position in messages.
    var position: Position { .item(section: section, item: item) }
}
