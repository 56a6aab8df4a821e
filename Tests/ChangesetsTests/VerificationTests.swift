import Changesets
import Testing

/// `verify` catches deliberately broken changesets, naming the rule and the indices.
@Suite struct VerificationTests {
    let old = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 3, content: 0)]

    /// The message `verify` gives, or "passed".
    func message(_ changeset: Changeset, new: [Item]) -> String {
        do {
            try verify(changeset, old: old, new: new)
            return "passed"
        } catch {
            return error.description
        }
    }

    @Test func aDeletionOutsideTheOldArray() {
        #expect(
            message(Changeset(deletions: [5], insertions: [0]), new: old)
                == "indices are in range: deletion 5: old index 5 is out of range (the old array has 3 elements)"
        )
    }

    @Test func aNegativeInsertion() {
        #expect(
            message(Changeset(deletions: [0], insertions: [-1]), new: old)
                == "indices are in range: insertion -1: new index -1 is out of range (the new array has 3 elements)"
        )
    }

    @Test func aMoveDestinationOutsideTheNewArray() {
        #expect(
            message(Changeset(moves: [.init(from: 0, to: 1)]), new: [old[1]])
                == "indices are in range: move 0 → 1: new index 1 is out of range (the new array has 1 element)"
        )
    }

    @Test func anOldIndexBothDeletedAndMoved() {
        #expect(
            message(Changeset(deletions: [1], moves: [.init(from: 1, to: 0)]), new: old)
                == "each index is used once: old index 1 is used by both deletion 1 and move 1 → 0"
        )
    }

    @Test func anOldIndexBothMovedAndUpdated() {
        #expect(
            message(Changeset(moves: [.init(from: 2, to: 0)], updates: [.init(old: 2, new: 0)]), new: old)
                == "each index is used once: old index 2 is used by both move 2 → 0 and update 2 → 0"
        )
    }

    @Test func aNewIndexBothInsertedAndAMoveDestination() {
        #expect(
            message(Changeset(insertions: [2], moves: [.init(from: 0, to: 2)]), new: old)
                == "each index is used once: new index 2 is used by both insertion 2 and move 0 → 2"
        )
    }

    @Test func anIndexDeletedTwice() {
        #expect(
            message(Changeset(deletions: [0, 0]), new: old)
                == "each index is used once: old index 0 is used by both deletion 0 and deletion 0"
        )
    }

    @Test func countsThatDoNotAddUp() {
        #expect(
            message(Changeset(deletions: [1]), new: old)
                == "counts add up: old count 3 - 1 deletion + 0 insertions = 2, but the new array has 3 elements"
        )
    }

    @Test func anUpdateThatDoesNotPairTheStayingItem() {
        var new = old
        new[1].content = 9
        #expect(
            message(Changeset(updates: [.init(old: 1, new: 2)]), new: new)
                == "updates pair staying items: update 1 → 2 does not pair a staying item: old index 1 stays at new index 1"
        )
        #expect(
            message(Changeset(updates: [.init(old: 2, new: 1)]), new: new)
                == "updates pair staying items: update 2 → 1 does not pair a staying item: new index 1 stays from old index 1"
        )
    }

    @Test func aMoveBetweenDifferentItems() {
        let new = [old[0], old[2], old[1]]
        #expect(
            message(Changeset(moves: [.init(from: 1, to: 1)]), new: new)
                == "moves and updates keep identity: move 1 → 1 pairs different items: old index 1 and new index 1 have different identities"
        )
    }

    @Test func aStayThatIsADifferentItem() {
        let new = [old[0], Item(id: 7, content: 0), old[2]]
        #expect(
            message(Changeset(), new: new)
                == "the result is the new array: old index 1 stays at new index 1, but new index 1 is a different item"
        )
    }

    @Test func aMissingUpdate() {
        var new = old
        new[2].content = 1
        #expect(
            message(Changeset(), new: new)
                == "the result is the new array: old index 2 stays at new index 2, but its content changed (list update 2 → 2)"
        )
    }

    @Test func aMoveThatHidesAContentChange() {
        var moved = old[0]
        moved.content = 3
        let new = [old[1], old[2], moved]
        #expect(
            message(Changeset(moves: [.init(from: 0, to: 2)]), new: new)
                == "the result is the new array: move 0 → 2 keeps the content of old index 0, but new index 2 has different content (mark the move contentChanged)"
        )
        #expect(message(Changeset(moves: [.init(from: 0, to: 2, contentChanged: true)]), new: new) == "passed")
    }

    @Test func theErrorNamesItsRule() throws {
        let error = try #require(throws: ChangesetVerificationError.self) {
            try verify(Changeset(deletions: [1]), old: old, new: old)
        }
        #expect(error.rule == .countsAddUp)
        #expect(error.details == "old count 3 - 1 deletion + 0 insertions = 2, but the new array has 3 elements")
    }

    @Test func applyingABrokenChangesetThrowsInsteadOfCrashing() {
        #expect(throws: ChangesetVerificationError(rule: .indicesInRange, details: "deletion 9: old index 9 is out of range (the old array has 3 elements)")) {
            _ = try Changeset(deletions: [9], insertions: [0]).applied(to: old, using: old)
        }
    }

    @Test func applyInPlace() throws {
        var items = old
        let new = [Item(id: 3, content: 1), Item(id: 4, content: 0), Item(id: 1, content: 0)]
        try Changeset(from: old, to: new).apply(to: &items, using: new)
        #expect(items == new)
    }

    @Test func verifyWithClosures() {
        let new = [old[2], old[0]]
        let changeset = Changeset(from: old, to: new, identity: { $0.id }, contentMatches: { $0.content == $1.content })
        #expect(throws: Never.self) {
            try verify(changeset, old: old, new: new, identity: { $0.id }, contentMatches: { $0.content == $1.content })
        }
        #expect(throws: ChangesetVerificationError.self) {
            try verify(Changeset(), old: old, new: new, identity: { $0.id })
        }
    }
}
