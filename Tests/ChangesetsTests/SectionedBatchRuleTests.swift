import Changesets
import Foundation
import Testing

/// UIKit's batch rules for sectioned data, checked here on their own (not through
/// `verify`), exact updates, and the JSON form read back, over seeded random cases.
@Suite struct SectionedBatchRuleTests {
    @Test(arguments: [false, true])
    func randomSectionedCasesKeepTheBatchRules(repeatingIdentities: Bool) {
        checkSeededCases(
            count: 1_200, salt: repeatingIdentities ? 211 : 210,
            makeCase: { RandomSectionedCase(seed: $0, repeatingIdentities: repeatingIdentities) }, problems: Self.problems(in:))
    }

    static func problems(in randomCase: RandomSectionedCase) -> [String] {
        let old = randomCase.old
        let new = randomCase.new
        let changeset = SectionedChangeset(from: old, to: new)
        var problems: [String] = []
        let deletedSections = Set(changeset.sections.deletions)
        let insertedSections = Set(changeset.sections.insertions)

        // Items of deleted or inserted sections are not listed.
        let oldPaths = changeset.itemDeletions + changeset.itemMoves.map(\.from) + changeset.itemUpdates.map(\.old)
        let newPaths = changeset.itemInsertions + changeset.itemMoves.map(\.to) + changeset.itemUpdates.map(\.new)
        for path in oldPaths where deletedSections.contains(path.section) {
            problems.append("old path \(path) is in a deleted section")
        }
        for path in newPaths where insertedSections.contains(path.section) {
            problems.append("new path \(path) is in an inserted section")
        }
        if Set(oldPaths).count != oldPaths.count { problems.append("an old path is listed twice") }
        if Set(newPaths).count != newPaths.count { problems.append("a new path is listed twice") }

        // Surviving sections: new count = old count - deleted - moved out + inserted + moved in.
        let survivors = Reference(
            old: old.map { Item(id: $0.model.id, content: 0) }, new: new.map { Item(id: $0.model.id, content: 0) }
        ).pairs
        for (oldSection, newSection) in survivors {
            let expected = old[oldSection].items.count
                - changeset.itemDeletions.count { $0.section == oldSection }
                - changeset.itemMoves.count { $0.from.section == oldSection }
                + changeset.itemInsertions.count { $0.section == newSection }
                + changeset.itemMoves.count { $0.to.section == newSection }
            if expected != new[newSection].items.count {
                problems.append("section \(oldSection) → \(newSection): counts add up to \(expected), not \(new[newSection].items.count)")
            }
        }

        // Exact updates: an update or a move says the content changed exactly when it did.
        for update in changeset.itemUpdates {
            let before = old[update.old.section].items[update.old.item]
            let after = new[update.new.section].items[update.new.item]
            if before.id != after.id || before == after { problems.append("update \(update) is not a change of content of one item") }
        }
        for move in changeset.itemMoves {
            let before = old[move.from.section].items[move.from.item]
            let after = new[move.to.section].items[move.to.item]
            if before.id != after.id || move.contentChanged == (before == after) { problems.append("move \(move) misreports its content") }
        }

        // The JSON form reads back as the same changeset.
        do {
            let decoded = try JSONDecoder().decode(SectionedChangeset.self, from: Data(changeset.jsonText.utf8))
            if decoded != changeset { problems.append("the JSON form reads back as \(decoded)") }
        } catch {
            problems.append("the JSON form does not read back: \(error)")
        }

        // Non-ASCII String identities give the same changeset as the Int ones.
        func named(_ sections: [TestSection], old: Bool) -> [ArraySection<Header, NamedItem>] {
            sections.map { ArraySection(model: $0.model, items: $0.items.map { NamedItem(nonASCII: $0, old: old) }) }
        }
        let withNames = SectionedChangeset(from: named(old, old: true), to: named(new, old: false))
        if withNames != changeset { problems.append("String identities give \(withNames)") }
        return problems
    }
}
