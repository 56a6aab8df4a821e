import Changesets
import Foundation
import Testing
import TestSupport

@Suite struct ConformanceTests {
    @Test func valuesThatCrossActorsAreSendable() {
        requireSendable(Changeset.self)
        requireSendable(Changeset.Move.self)
        requireSendable(Changeset.Update.self)
        requireSendable(Changeset.Duplicates.self)
        requireSendable(SectionedChangeset.self)
        requireSendable(ItemPath.self)
        requireSendable(ChangesetVerificationError.self)
        requireSendable(ChangeTracker<Item, Int>.self)
        requireSendable(ArraySection<Header, Item>.self)
    }

    @Test func sectionedChangesetsRoundTripThroughJSON() throws {
        let old = [TestSection(model: Header(id: 1, title: 0), items: [Item(id: 1, content: 0), Item(id: 2, content: 0)]),
                   TestSection(model: Header(id: 2, title: 0), items: [Item(id: 3, content: 0)])]
        let new = [TestSection(model: Header(id: 2, title: 1), items: [Item(id: 3, content: 0), Item(id: 1, content: 5)]),
                   TestSection(model: Header(id: 1, title: 0), items: [Item(id: 4, content: 0)])]
        let changeset = SectionedChangeset(from: old, to: new)
        #expect(!changeset.isEmpty)
        let decoded = try JSONDecoder().decode(SectionedChangeset.self, from: JSONEncoder().encode(changeset))
        #expect(decoded == changeset)
        try verify(decoded, old: old, new: new)
    }
}
