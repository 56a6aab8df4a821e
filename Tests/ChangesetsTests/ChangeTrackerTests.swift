import Changesets
import Testing

/// Successive arrays become changesets against the array before.
@Suite struct ChangeTrackerTests {
    @Test func eachArrayIsDiffedAgainstThePreviousOne() throws {
        var tracker = ChangeTracker<Item, Int>()
        let first = [Item(id: 1, content: 0), Item(id: 2, content: 0)]
        #expect(tracker.next(first) == Changeset(insertions: [0, 1]))
        let second = [Item(id: 2, content: 1), Item(id: 1, content: 0)]
        let changeset = tracker.next(second)
        #expect(changeset == Changeset(moves: [.init(from: 1, to: 0, contentChanged: true)]))
        try verify(changeset, old: first, new: second)
        #expect(tracker.previous == second)
        #expect(tracker.next(second).isEmpty)
    }

    @Test func closuresAndAnInitialArray() {
        var tracker = ChangeTracker(["a", "b"], identity: { $0 }, contentMatches: { _, _ in true })
        #expect(tracker.next(["b"]) == Changeset(deletions: [0]))
        var equatable = ChangeTracker(["x"], identity: { (word: String) in word.count })
        #expect(equatable.next(["y"]) == Changeset(updates: [.init(old: 0, new: 0)]))
    }

    @Test func isSendableWhenItsElementsAre() {
        let tracker = ChangeTracker<Item, Int>()
        let sendable: any Sendable = tracker
        #expect(sendable is ChangeTracker<Item, Int>)
    }
}
