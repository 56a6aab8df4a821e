@testable import Changesets
import TestSupport
import Testing

/// The path for few changes (the same order, or one item moved) gives exactly what the
/// general path gives, and steps aside whenever an identity repeats or is not certain.
@Suite struct FewChangesTests {
    struct Entry: Equatable {
        var number: Int
        var name: String
        var content: Int
    }

    /// The general path alone: hashing every identity, then assembly.
    static func general<Identity: Hashable>(_ old: [Entry], _ new: [Entry], _ identity: (Entry) -> Identity) -> Changeset {
        Changeset(assembling: matchIdentities(old: old, new: new, identity: identity, contentMatches: ==))
    }

    /// A list of distinct entries, one of them moved (or none), some contents changed, and
    /// sometimes a repeated identity or a name that is not certainly NFC.
    static func randomCase(_ random: inout SplitMix64) -> (old: [Entry], new: [Entry]) {
        // Up to 12 items mostly; up to 150 at times, past the sets' batches of 32.
        let count = Int.random(in: 0...(Int.random(in: 0..<4, using: &random) == 0 ? 150 : 12), using: &random)
        var old = (0..<count).map { Entry(number: $0 * 7 - 20, name: "item-\($0)-日本", content: 0) }
        if count > 0 && Int.random(in: 0..<4, using: &random) == 0 {
            let place = Int.random(in: 0..<count, using: &random)
            old[place].number = .min
            old[place].name = "caf\u{E9}"
        }
        if count > 1 && Int.random(in: 0..<4, using: &random) == 0 {
            let copy = old[Int.random(in: 0..<count, using: &random)]
            old[Int.random(in: 0..<count, using: &random)] = copy
        }
        if count > 0 && Int.random(in: 0..<6, using: &random) == 0 {
            old[Int.random(in: 0..<count, using: &random)].name = "cafe\u{301}"
        }
        var new = old
        if count > 0 && Int.random(in: 0..<4, using: &random) != 0 {
            let moved = new.remove(at: Int.random(in: 0..<count, using: &random))
            new.insert(moved, at: Int.random(in: 0..<count, using: &random))
        }
        for offset in new.indices where Int.random(in: 0..<3, using: &random) == 0 { new[offset].content = 1 }
        return (old, new)
    }

    @Test func randomCasesMatchTheGeneralPath() throws {
        var random = SplitMix64(seed: 0xFE3C_4A26)
        var taken = 0
        for _ in 0..<3000 {
            let (old, new) = Self.randomCase(&random)
            let byNumber = Changeset(from: old, to: new, identity: \.number)
            let byName = Changeset(from: old, to: new, identity: \.name)
            #expect(byNumber == Self.general(old, new, \.number), "Int identities: \(old) -> \(new)")
            #expect(byName == Self.general(old, new, \.name), "String identities: \(old) -> \(new)")
            try verify(byNumber, old: old, new: new, identity: \.number)
            try verify(byName, old: old, new: new, identity: \.name)
            if Changeset(fewChangesFrom: old, to: new, identity: \.number, contentMatches: ==) != nil { taken += 1 }
        }
        #expect(taken > 1000)
    }

    @Test func oneItemMovedAcrossOthersIsTakenByComparison() {
        let old = (0..<6).map { Entry(number: $0, name: "item-\($0)-日本", content: 0) }
        var new = old
        new.append(new.remove(at: 1))
        new[2].content = 1
        let expected = Changeset(moves: [.init(from: 1, to: 5)], updates: [.init(old: 3, new: 2)])
        #expect(Changeset(fewChangesFrom: old, to: new, identity: \.number, contentMatches: ==) == expected)
        #expect(Changeset(fewChangesFrom: old, to: new, identity: \.name, contentMatches: ==) == expected)
        var back = old
        back.insert(back.remove(at: 2), at: 0)
        back[3].content = 1
        #expect(Changeset(fewChangesFrom: old, to: back, identity: \.name, contentMatches: ==) == Changeset(
            moves: [.init(from: 2, to: 0)], updates: [.init(old: 3, new: 3)]))
    }

    @Test func repeatsSwapsAndUncertainNamesTakeTheGeneralPath() {
        let old = (0..<6).map { Entry(number: $0, name: "item-\($0)-日本", content: 0) }
        var repeated = old
        repeated[4] = repeated[0]
        #expect(Changeset(fewChangesFrom: repeated, to: repeated, identity: \.number, contentMatches: ==) == nil)
        #expect(Changeset(fewChangesFrom: repeated, to: repeated, identity: \.name, contentMatches: ==) == nil)
        var swapped = old
        swapped.swapAt(2, 3)
        #expect(Changeset(fewChangesFrom: old, to: swapped, identity: \.number, contentMatches: ==) == nil)
        var decomposed = old
        decomposed[5].name = "cafe\u{301}"
        #expect(Changeset(fewChangesFrom: decomposed, to: decomposed, identity: \.name, contentMatches: ==) == nil)
        #expect(Changeset(fewChangesFrom: old, to: old, identity: \.content, contentMatches: ==) == nil)
    }

    @Test func theEmptyMarkerIsAnIdentityLikeAnyOther() {
        let sameKeys: (Int, Int) -> Bool = { _, _ in true }
        var set = IntegerIdentitySet(expectedCount: 4)
        defer { set.deallocate() }
        let distinct = set.insert(.min, at: 0, sameKeys: sameKeys) && set.insert(0, at: 1, sameKeys: sameKeys) && set.finish(sameKeys: sameKeys)
        #expect(distinct)
        let repeated = set.insert(.min, at: 2, sameKeys: sameKeys) && set.finish(sameKeys: sameKeys)
        #expect(!repeated)
    }
}
