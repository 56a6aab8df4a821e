import Changesets
import Testing

/// Round trip, batch rules and minimal moves over many seeded random cases.
///
/// Each case is made from its own seed, which failures print; run again with
/// `CHANGESETS_SEED=<base seed>` to change the whole run.
@Suite struct PropertyTests {
    static let casesPerShape = 1_100

    @Test(arguments: Shape.allCases)
    func randomCasesKeepEveryProperty(shape: Shape) {
        checkSeededCases(
            count: Self.casesPerShape, salt: UInt64(Shape.allCases.firstIndex(of: shape)!),
            makeCase: { RandomCase(shape: shape, seed: $0) }, problems: Self.problems(in:))
    }

    /// Everything that is wrong with the changeset of one case, or nothing.
    static func problems(in randomCase: RandomCase) -> [String] {
        let old = randomCase.old
        let new = randomCase.new
        let changeset = Changeset(from: old, to: new)
        var problems: [String] = []

        do {
            try verify(changeset, old: old, new: new)
        } catch {
            problems.append("verify failed: \(error)")
        }
        do {
            let result = try changeset.applied(to: old, using: new)
            if result != new { problems.append("applying gives \(result)") }
        } catch {
            problems.append("apply failed: \(error)")
        }

        let reference = Reference(old: old, new: new)
        let pairedOld = Set(reference.pairs.map(\.old))
        let pairedNew = Set(reference.pairs.map(\.new))
        if changeset.deletions != old.indices.filter({ !pairedOld.contains($0) }) {
            problems.append("deletions \(changeset.deletions) are not the unpaired old indices")
        }
        if changeset.insertions != new.indices.filter({ !pairedNew.contains($0) }) {
            problems.append("insertions \(changeset.insertions) are not the unpaired new indices")
        }
        let movedPairs = Set(changeset.moves.map { [$0.from, $0.to] })
        let referencePairs = Set(reference.pairs.map { [$0.old, $0.new] })
        if !movedPairs.isSubset(of: referencePairs) {
            problems.append("moves \(changeset.moves) pair items the reference does not")
        }
        let expectedMoves = reference.pairs.count - reference.longestIncreasingLength
        if changeset.moves.count != expectedMoves {
            problems.append("\(changeset.moves.count) moves, expected paired \(reference.pairs.count) - LIS \(reference.longestIncreasingLength) = \(expectedMoves)")
        }
        for move in changeset.moves where move.contentChanged == (old[move.from] == new[move.to]) {
            problems.append("move \(move.from) → \(move.to) says contentChanged \(move.contentChanged)")
        }
        let expectedUpdates = reference.pairs
            .filter { !movedPairs.contains([$0.old, $0.new]) && old[$0.old] != new[$0.new] }
            .map { Changeset.Update(old: $0.old, new: $0.new) }
        if changeset.updates != expectedUpdates {
            problems.append("updates \(changeset.updates), expected \(expectedUpdates)")
        }
        if changeset.duplicates != Changeset.Duplicates(old: reference.oldDuplicates, new: reference.newDuplicates) {
            problems.append("duplicates \(changeset.duplicates), expected old \(reference.oldDuplicates) new \(reference.newDuplicates)")
        }

        // The Dictionary path (String identities) and the closure form agree with the
        // Int path and the protocol form.
        let named = Changeset(from: old.map(NamedItem.init), to: new.map(NamedItem.init))
        if named != changeset { problems.append("String identities give \(named)") }
        let nonASCII = Changeset(
            from: old.map { NamedItem(nonASCII: $0, old: true) }, to: new.map { NamedItem(nonASCII: $0, old: false) })
        if nonASCII != changeset { problems.append("non-ASCII String identities give \(nonASCII)") }
        let closures = Changeset(from: old, to: new, identity: { $0.id }, contentMatches: { $0.content == $1.content })
        if closures != changeset { problems.append("the closure form gives \(closures)") }
        return problems
    }

    @Test func largeRandomCasesRoundTrip() throws {
        let base = baseSeed()
        for index in 0..<4 {
            let seed = caseSeed(base: base, salt: 99, index: index)
            let randomCase = RandomCase(shape: .scatteredEdits, seed: seed, maximumCount: 3_000)
            let changeset = Changeset(from: randomCase.old, to: randomCase.new)
            #expect(throws: Never.self, "seed 0x\(String(seed, radix: 16))") {
                try verify(changeset, old: randomCase.old, new: randomCase.new)
            }
            let reference = Reference(old: randomCase.old, new: randomCase.new)
            #expect(
                changeset.moves.count == reference.pairs.count - reference.longestIncreasingLength,
                "seed 0x\(String(seed, radix: 16))"
            )
        }
    }
}
