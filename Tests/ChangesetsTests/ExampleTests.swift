import Changesets
import Testing

/// Small cases whose changeset is known by heart.
@Suite struct ExampleTests {
    func items(_ identities: [Int], content: Int = 0) -> [Item] {
        identities.map { Item(id: $0, content: content) }
    }

    @Test func movingOneItemToTheEndIsOneMove() {
        let old = items(Array(0..<1_000))
        let new = Array(old.dropFirst()) + [old[0]]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset == Changeset(moves: [.init(from: 0, to: 999)]))
    }

    @Test func reversingMovesAllButOne() {
        let old = items(Array(0..<10))
        let changeset = Changeset(from: old, to: old.reversed())
        #expect(changeset.moves.count == 9)
        #expect(changeset.deletions.isEmpty && changeset.insertions.isEmpty && changeset.updates.isEmpty)
    }

    @Test func sameIdentityNewContentIsAnUpdateNotADeleteAndInsert() {
        let old = items([1, 2, 3])
        var new = old
        new[1].content = 7
        let changeset = Changeset(from: old, to: new)
        #expect(changeset == Changeset(updates: [.init(old: 1, new: 1)]))
    }

    @Test func updatesNameBothIndicesWhenItemsBeforeComeAndGo() {
        let old = items([1, 2, 3])
        let new = [Item(id: 9, content: 0), Item(id: 1, content: 0), Item(id: 3, content: 5)]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset == Changeset(deletions: [1], insertions: [0], updates: [.init(old: 2, new: 2)]))
    }

    @Test func aMovedItemWithNewContentIsOneMoveMarkedChanged() {
        let old = items([1, 2, 3])
        let new = [Item(id: 2, content: 0), Item(id: 3, content: 0), Item(id: 1, content: 4)]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset == Changeset(moves: [.init(from: 0, to: 2, contentChanged: true)]))
    }

    @Test func duplicatesPairInOrderAndAreReported() {
        // Old: a a b a; new: b a a. The first two a's pair, the third is deleted.
        let old = [Item(id: 1, content: 0), Item(id: 1, content: 1), Item(id: 2, content: 0), Item(id: 1, content: 2)]
        let new = [Item(id: 2, content: 0), Item(id: 1, content: 0), Item(id: 1, content: 1)]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.deletions == [3])
        #expect(changeset.insertions == [])
        #expect(changeset.moves == [.init(from: 2, to: 0)])
        #expect(changeset.duplicates == .init(old: [1, 3], new: [2]))
        #expect(throws: Never.self) { try verify(changeset, old: old, new: new) }
    }

    @Test func anIdentityRepeatedOnlyInTheNewArrayIsInsertedAndReported() {
        let changeset = Changeset(from: items([1]), to: items([1, 5, 5, 1]))
        #expect(changeset.insertions == [1, 2, 3])
        #expect(changeset.duplicates == .init(old: [], new: [2, 3]))
    }

    @Test func worksOnSlicesAndEquatableElementsWithAnIdentityClosure() {
        let words = ["apple", "banana", "cherry", "date"]
        let changeset = Changeset(from: words[1...], to: ["cherry", "banana"], identity: { $0.first! })
        #expect(changeset == Changeset(deletions: [2], moves: [.init(from: 1, to: 0)]))
    }

    @Test func keyPathsServeAsIdentity() {
        let old = items([1, 2])
        let changeset = Changeset(from: old, to: [old[1], old[0]], identity: \.id)
        #expect(changeset.moves.count == 1)
    }

    @Test func emptyToEmptyIsNoChange() {
        let changeset = Changeset(from: [Item](), to: [])
        #expect(changeset.isEmpty)
        #expect(changeset.count == 0)
    }

    @Test func manyNewIdentitiesGrowTheIntegerTable() throws {
        let old = items([1, 2])
        let new = items(Array(0..<5_000))
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.insertions.count == 4_998)
        try verify(changeset, old: old, new: new)
    }

    @Test func extremeIntegerIdentitiesPair() throws {
        let old = items([Int.min, -1, 0, Int.max])
        let new = items([Int.max, Int.min, 0, -1])
        let changeset = Changeset(from: old, to: new)
        try verify(changeset, old: old, new: new)
        #expect(changeset.deletions.isEmpty && changeset.insertions.isEmpty)
    }
}
