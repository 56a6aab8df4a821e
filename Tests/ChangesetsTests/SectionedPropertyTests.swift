import Changesets
import Testing

/// Round trip, batch rules and minimal item moves for sectioned data.
@Suite struct SectionedPropertyTests {
    @Test(arguments: [false, true])
    func randomSectionedCasesKeepEveryProperty(repeatingIdentities: Bool) {
        checkSeededCases(
            count: 1_200, salt: repeatingIdentities ? 201 : 200,
            makeCase: { RandomSectionedCase(seed: $0, repeatingIdentities: repeatingIdentities) }, problems: Self.problems(in:))
    }

    static func problems(in randomCase: RandomSectionedCase) -> [String] {
        let old = randomCase.old
        let new = randomCase.new
        let changeset = SectionedChangeset(from: old, to: new)
        var problems: [String] = []
        do {
            try verify(changeset, old: old, new: new)
        } catch {
            problems.append("verify failed: \(error)")
        }
        do {
            let result = try changeset.applied(to: old, using: new)
            if result != new { problems.append("applying gives \(result.map { "\($0.model)\($0.items)" })") }
        } catch {
            problems.append("apply failed: \(error)")
        }
        if changeset.sections != Changeset(from: old, to: new) {
            problems.append("sections \(changeset.sections) differ from the flat diff of the sections")
        }

        // The reference: sections paired by identity; items paired across the whole list,
        // kept when both of their sections survive.
        let sectionPairs = Reference(
            old: old.map { Item(id: $0.model.id, content: 0) },
            new: new.map { Item(id: $0.model.id, content: 0) }
        ).pairs
        let newSectionOfOld = Dictionary(uniqueKeysWithValues: sectionPairs.map { ($0.old, $0.new) })
        let oldSectionOfNew = Dictionary(uniqueKeysWithValues: sectionPairs.map { ($0.new, $0.old) })
        let oldPaths = old.enumerated().flatMap { section, content in content.items.indices.map { ItemPath(section: section, item: $0) } }
        let newPaths = new.enumerated().flatMap { section, content in content.items.indices.map { ItemPath(section: section, item: $0) } }
        let itemReference = Reference(old: old.flatMap(\.items), new: new.flatMap(\.items))
        let kept = itemReference.pairs
            .map { (old: oldPaths[$0.old], new: newPaths[$0.new]) }
            .filter { newSectionOfOld[$0.old.section] != nil && oldSectionOfNew[$0.new.section] != nil }
        let keptOld = Set(kept.map(\.old))
        let keptNew = Set(kept.map(\.new))
        let expectedDeletions = oldPaths.filter { newSectionOfOld[$0.section] != nil && !keptOld.contains($0) }
        let expectedInsertions = newPaths.filter { oldSectionOfNew[$0.section] != nil && !keptNew.contains($0) }
        if changeset.itemDeletions != expectedDeletions {
            problems.append("item deletions \(changeset.itemDeletions), expected \(expectedDeletions)")
        }
        if changeset.itemInsertions != expectedInsertions {
            problems.append("item insertions \(changeset.itemInsertions), expected \(expectedInsertions)")
        }
        var expectedMoves = kept.count { newSectionOfOld[$0.old.section] != $0.new.section }
        for (newSection, oldSection) in oldSectionOfNew {
            let sameSection = kept
                .filter { $0.new.section == newSection && $0.old.section == oldSection }
                .sorted { $0.new.item < $1.new.item }
            var lengths = [Int](repeating: 1, count: sameSection.count)
            var longest = 0
            for end in sameSection.indices {
                for start in 0..<end where sameSection[start].old.item < sameSection[end].old.item {
                    lengths[end] = max(lengths[end], lengths[start] + 1)
                }
                longest = max(longest, lengths[end])
            }
            expectedMoves += sameSection.count - longest
        }
        if changeset.itemMoves.count != expectedMoves {
            problems.append("\(changeset.itemMoves.count) item moves, expected \(expectedMoves)")
        }
        let contentChanges = kept.count { old[$0.old.section].items[$0.old.item] != new[$0.new.section].items[$0.new.item] }
        let reported = changeset.itemUpdates.count + changeset.itemMoves.count(where: \.contentChanged)
        if reported != contentChanges {
            problems.append("\(reported) content changes reported, expected \(contentChanges)")
        }
        let expectedDuplicates = SectionedChangeset.ItemDuplicates(
            old: itemReference.oldDuplicates.map { oldPaths[$0] },
            new: itemReference.newDuplicates.map { newPaths[$0] }
        )
        if changeset.itemDuplicates != expectedDuplicates {
            problems.append("item duplicates \(changeset.itemDuplicates), expected \(expectedDuplicates)")
        }
        return problems
    }
}
