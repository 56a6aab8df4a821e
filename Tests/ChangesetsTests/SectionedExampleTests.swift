import Changesets
import Testing

/// Sectioned cases known by heart, and the messages of broken sectioned changesets.
@Suite struct SectionedExampleTests {
    func section(_ identity: Int, _ items: [Int], title: Int = 0) -> TestSection {
        TestSection(model: Header(id: identity, title: title), items: items.map { Item(id: $0, content: 0) })
    }

    var old: [TestSection] { [section(1, [10, 11]), section(2, [20, 21, 22])] }

    func message(_ changeset: SectionedChangeset, new: [TestSection]) -> String {
        do {
            try verify(changeset, old: old, new: new)
            return "passed"
        } catch {
            return error.description
        }
    }

    @Test func anItemMovesAcrossSections() throws {
        let new = [section(1, [10]), section(2, [20, 11, 21, 22])]
        let changeset = SectionedChangeset(from: old, to: new)
        #expect(changeset == SectionedChangeset(itemMoves: [.init(from: .init(section: 0, item: 1), to: .init(section: 1, item: 1))]))
        #expect(try changeset.applied(to: old, using: new) == new)
    }

    @Test func aMovedSectionCarriesItsItems() throws {
        let new = [section(2, [20, 21, 22], title: 1), section(1, [11, 10])]
        let changeset = SectionedChangeset(from: old, to: new)
        #expect(changeset.sections == Changeset(moves: [.init(from: 1, to: 0, contentChanged: true)]))
        #expect(changeset.itemMoves == [.init(from: .init(section: 0, item: 1), to: .init(section: 1, item: 0))])
        try verify(changeset, old: old, new: new)
    }

    @Test func itemsLeavingADeletedSectionAreInsertions() throws {
        let new = [section(2, [20, 10, 21, 22])]
        let changeset = SectionedChangeset(from: old, to: new)
        #expect(changeset.sections == Changeset(deletions: [0]))
        #expect(changeset.itemInsertions == [.init(section: 0, item: 1)])
        #expect(changeset.itemMoves.isEmpty)
        try verify(changeset, old: old, new: new)
    }

    @Test func itemsEnteringAnInsertedSectionAreDeletions() throws {
        let new = [section(1, [10, 11]), section(2, [20, 22]), section(3, [21])]
        let changeset = SectionedChangeset(from: old, to: new)
        #expect(changeset.sections == Changeset(insertions: [2]))
        #expect(changeset.itemDeletions == [.init(section: 1, item: 1)])
        #expect(changeset.itemInsertions.isEmpty)
        try verify(changeset, old: old, new: new)
    }

    @Test func closureForm() throws {
        let changeset = SectionedChangeset(
            from: [("fruit", ["apple", "pear"]), ("nuts", ["hazel"])],
            to: [("nuts", ["hazel", "pear"]), ("fruit", ["apple"])],
            sectionIdentity: { $0.0 },
            sectionContentMatches: { _, _ in true },
            items: { $0.1 },
            itemIdentity: { $0 },
            itemContentMatches: ==
        )
        #expect(changeset.sections.moves.count == 1)
        #expect(changeset.itemMoves == [.init(from: .init(section: 0, item: 1), to: .init(section: 0, item: 1))])
    }

    @Test func anItemOfADeletedSectionListedOnItsOwn() {
        let changeset = SectionedChangeset(sections: Changeset(deletions: [0]), itemDeletions: [.init(section: 0, item: 0)])
        #expect(
            message(changeset, new: [section(2, [20, 21, 22])])
                == "sections own their items: item deletion (0, 0) is in old section 0, which is deleted (deleting a section removes its items)"
        )
    }

    @Test func anItemInsertedIntoAnInsertedSection() {
        let changeset = SectionedChangeset(sections: Changeset(insertions: [2]), itemInsertions: [.init(section: 2, item: 0)])
        #expect(
            message(changeset, new: old + [section(3, [30])])
                == "sections own their items: item insertion (2, 0) is in new section 2, which is inserted (inserting a section adds its items)"
        )
    }

    @Test func pathsOutOfRange() {
        #expect(
            message(SectionedChangeset(itemInsertions: [.init(section: 5, item: 0)]), new: old)
                == "indices are in range: item insertion (5, 0): new section 5 is out of range (the new array has 2 sections)"
        )
        #expect(
            message(SectionedChangeset(itemDeletions: [.init(section: 0, item: 9)]), new: old)
                == "indices are in range: item deletion (0, 9): old item (0, 9) is out of range (old section 0 has 2 items)"
        )
    }

    @Test func sectionCountsThatDoNotAddUp() {
        #expect(
            message(SectionedChangeset(itemDeletions: [.init(section: 0, item: 0)]), new: old)
                == "counts add up: section 0 → 0: old count 2 - 1 deletion - 0 moved out + 0 insertions + 0 moved in = 1, but new section 0 has 2 items"
        )
    }

    @Test func brokenSectionChangesSayTheyAreAboutSections() {
        #expect(
            message(SectionedChangeset(), new: old + [section(3, [])])
                == "counts add up: sections: old count 2 - 0 deletions + 0 insertions = 2, but the new array has 3 elements"
        )
        #expect(
            message(SectionedChangeset(), new: [section(1, [10, 11], title: 4), old[1]])
                == "the result is the new array: sections: old index 0 stays at new index 0, but its content changed (list update 0 → 0)"
        )
    }

    @Test func aCrossSectionMoveBetweenDifferentItems() {
        let new = [section(1, [10]), section(2, [99, 20, 21, 22])]
        let changeset = SectionedChangeset(itemMoves: [.init(from: .init(section: 0, item: 1), to: .init(section: 1, item: 0))])
        #expect(
            message(changeset, new: new)
                == "moves and updates keep identity: item move (0, 1) → (1, 0) pairs different items: old item (0, 1) and new item (1, 0) have different identities"
        )
    }

    @Test func aMissingItemUpdate() {
        var new = old
        new[0].items[1].content = 5
        #expect(
            message(SectionedChangeset(), new: new)
                == "the result is the new array: old item (0, 1) stays at new item (0, 1), but its content changed (list item update (0, 1) → (0, 1))"
        )
    }

    @Test func anItemPathUsedTwice() {
        let changeset = SectionedChangeset(
            itemDeletions: [.init(section: 1, item: 0)],
            itemUpdates: [.init(old: .init(section: 1, item: 0), new: .init(section: 1, item: 0))]
        )
        #expect(
            message(changeset, new: old)
                == "each index is used once: old item (1, 0) is used by both item deletion (1, 0) and item update (1, 0) → (1, 0)"
        )
    }

    @Test func applyingABrokenSectionedChangesetThrows() {
        #expect(throws: ChangesetVerificationError.self) {
            _ = try SectionedChangeset(itemDeletions: [.init(section: 7, item: 0)]).applied(to: old, using: old)
        }
    }
}
