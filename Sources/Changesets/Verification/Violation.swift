/// A place in an array: an index, or a section and an item within it.
enum Position: Hashable, CustomStringConvertible {
    case index(Int)
    case item(section: Int, item: Int)

    var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .item(let section, let item): "(\(section), \(item))"
        }
    }

    /// "index" or "item", the noun after "old" or "new".
    var noun: String {
        switch self {
        case .index: "index"
        case .item: "item"
        }
    }
}

/// One listed change, as it is named in messages: `deletion 3`, `move 3 → 5`,
/// `item update (1, 2) → (1, 2)`.
enum Change: Hashable, CustomStringConvertible {
    case deletion(Position)
    case insertion(Position)
    case move(Position, Position)
    case update(Position, Position)

    var description: String {
        switch self {
        case .deletion(let position): "\(prefix(position))deletion \(position)"
        case .insertion(let position): "\(prefix(position))insertion \(position)"
        case .move(let from, let to): "\(prefix(from))move \(from) → \(to)"
        case .update(let old, let new): "\(prefix(old))update \(old) → \(new)"
        }
    }

    private func prefix(_ position: Position) -> String {
        if case .item = position { return "item " }
        return ""
    }
}

/// Which array an index belongs to.
enum Side: String, Hashable {
    case old
    case new
}

/// How large the array or section was that an index missed.
enum Extent: Hashable {
    case elements(Int)
    case sections(Int)
    case items(section: Int, Int)
}

/// Every way a changeset can break a rule, with what is needed to say so.
///
/// ``error`` is the one place where these become sentences.
indirect enum Violation: Error, Hashable {
    case outOfRange(Change, Side, Position, Extent)
    case sectionChanged(Change, Side, section: Int)
    case usedTwice(Side, Position, Change, Change)
    case countsDiffer(oldCount: Int, deletions: Int, insertions: Int, newCount: Int)
    case sectionCountsDiffer(oldSection: Int, newSection: Int, oldCount: Int, deletions: Int, movedOut: Int, insertions: Int, movedIn: Int, newCount: Int)
    case updateNotStaying(Change, Side, Position, stays: Position)
    case differentIdentities(Change, old: Position, new: Position)
    case stayIsDifferentItem(old: Position, new: Position)
    case stayChangedContent(old: Position, new: Position)
    case moveChangedContent(Change, old: Position, new: Position)
    case inSections(Violation)

    var error: ChangesetVerificationError {
        switch self {
        case .outOfRange(let change, let side, let position, let extent):
            let subject: String
            let size: String
            switch extent {
            case .elements(let count):
                subject = "\(side) index \(position)"
                size = "the \(side) array has \(counted(count, "element"))"
            case .sections(let count):
                if case .item(let section, _) = position {
                    subject = "\(side) section \(section)"
                } else {
                    subject = "\(side) section \(position)"
                }
                size = "the \(side) array has \(counted(count, "section"))"
            case .items(let section, let count):
                subject = "\(side) item \(position)"
                size = "\(side) section \(section) has \(counted(count, "item"))"
            }
            return ChangesetVerificationError(rule: .indicesInRange, details: "\(change): \(subject) is out of range (\(size))")
        case .sectionChanged(let change, let side, let section):
            let reason = side == .old
                ? "which is deleted (deleting a section removes its items)"
                : "which is inserted (inserting a section adds its items)"
            return ChangesetVerificationError(rule: .sectionsOwnTheirItems, details: "\(change) is in \(side) section \(section), \(reason)")
        case .usedTwice(let side, let position, let first, let second):
            return ChangesetVerificationError(rule: .indicesUsedOnce, details: "\(side) \(position.noun) \(position) is used by both \(first) and \(second)")
        case .countsDiffer(let oldCount, let deletions, let insertions, let newCount):
            let result = oldCount - deletions + insertions
            return ChangesetVerificationError(
                rule: .countsAddUp,
                details: "old count \(oldCount) - \(counted(deletions, "deletion")) + \(counted(insertions, "insertion")) = \(result), but the new array has \(counted(newCount, "element"))"
            )
        case .sectionCountsDiffer(let oldSection, let newSection, let oldCount, let deletions, let movedOut, let insertions, let movedIn, let newCount):
            let result = oldCount - deletions - movedOut + insertions + movedIn
            return ChangesetVerificationError(
                rule: .countsAddUp,
                details: "section \(oldSection) → \(newSection): old count \(oldCount) - \(counted(deletions, "deletion")) - \(movedOut) moved out + \(counted(insertions, "insertion")) + \(movedIn) moved in = \(result), but new section \(newSection) has \(counted(newCount, "item"))"
            )
        case .updateNotStaying(let change, let side, let position, let stays):
            let situation = side == .old
                ? "old \(position.noun) \(position) stays at new \(stays.noun) \(stays)"
                : "new \(position.noun) \(position) stays from old \(stays.noun) \(stays)"
            return ChangesetVerificationError(rule: .updatesPairStayingItems, details: "\(change) does not pair a staying item: \(situation)")
        case .differentIdentities(let change, let old, let new):
            return ChangesetVerificationError(
                rule: .movesAndUpdatesKeepIdentity,
                details: "\(change) pairs different items: old \(old.noun) \(old) and new \(new.noun) \(new) have different identities"
            )
        case .stayIsDifferentItem(let old, let new):
            return ChangesetVerificationError(
                rule: .resultIsNew,
                details: "old \(old.noun) \(old) stays at new \(new.noun) \(new), but new \(new.noun) \(new) is a different item"
            )
        case .stayChangedContent(let old, let new):
            return ChangesetVerificationError(
                rule: .resultIsNew,
                details: "old \(old.noun) \(old) stays at new \(new.noun) \(new), but its content changed (list \(Change.update(old, new)))"
            )
        case .moveChangedContent(let change, let old, let new):
            return ChangesetVerificationError(
                rule: .resultIsNew,
                details: "\(change) keeps the content of old \(old.noun) \(old), but new \(new.noun) \(new) has different content (mark the move contentChanged)"
            )
        case .inSections(let violation):
            let inner = violation.error
            return ChangesetVerificationError(rule: inner.rule, details: "sections: \(inner.details)")
        }
    }
}

/// "1 element", "2 elements".
func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
