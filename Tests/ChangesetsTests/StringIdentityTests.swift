import Changesets
import Testing

/// `String` identities are compared as `String` compares them, by canonical equivalence,
/// whichever path the differ takes.
@Suite struct StringIdentityTests {
    struct Story: Equatable {
        var name: String
        var title: String
    }

    @Test func canonicallyEquivalentNamesAreOneIdentity() {
        // "café" precomposed (é is below U+0300: hashed by its bytes) and decomposed
        // (e + U+0301: not certainly NFC, so every entry moves to a Dictionary).
        let old = (0..<100).map { Story(name: "item-\($0)-日本", title: "") } + [Story(name: "caf\u{E9}", title: "old")]
        let new = (0..<100).map { Story(name: "item-\($0)-日本", title: "") } + [Story(name: "cafe\u{301}", title: "new")]
        let changeset = Changeset(from: old, to: new, identity: \.name)
        #expect(changeset == Changeset(updates: [.init(old: 100, new: 100)]))
    }

    @Test func theFallbackKeepsEveryEntrySeenBefore() {
        // The first key that is not certainly NFC comes in the new array, after the whole
        // old array went into the byte table: the entries move, and pairing goes on.
        let names = ["ア", "가", "日本", "ñ", "Ω", "x"]
        let old = names.map { Story(name: $0, title: "") } + [Story(name: "\u{C5}", title: "")]  // Å precomposed
        let new = [Story(name: "A\u{30A}", title: "")] + names.reversed().map { Story(name: $0, title: "") }  // Å decomposed
        let changeset = Changeset(from: old, to: new, identity: \.name)
        #expect(changeset.insertions.isEmpty && changeset.deletions.isEmpty)
        #expect(changeset.moves.count == 6)
        #expect(throws: Never.self) { try verify(changeset, old: old, new: new, identity: \.name) }
    }

    @Test func namesThatDifferOnlyAfterTheCommonPrefixAreTold() {
        let old = ["a", "b", "日本", "c"].map { Story(name: $0, title: "") }
        let new = ["a", "b", "日本人", "c"].map { Story(name: $0, title: "") }
        #expect(Changeset(from: old, to: new, identity: \.name) == Changeset(deletions: [2], insertions: [2]))
    }

    /// The check for text certainly in NFC skips ASCII eight bytes at a time: a combining
    /// mark just after eight or more ASCII bytes (at every offset up to 17) must still make
    /// the decomposed name one identity with the precomposed one, on the path for few
    /// changes (same order) and the general one (a move).
    @Test(arguments: 0...17)
    func aCombiningMarkAfterLongASCIIIsStillSeen(asciiLength: Int) {
        let prefix = String(repeating: "k", count: asciiLength)
        let names = (0..<40).map { "item-\($0)-日本" }
        let old = names.map { Story(name: $0, title: "") } + [Story(name: prefix + "caf\u{E9}", title: "old")]
        let same = names.map { Story(name: $0, title: "") } + [Story(name: prefix + "cafe\u{301}", title: "new")]
        #expect(Changeset(from: old, to: same, identity: \.name) == Changeset(updates: [.init(old: 40, new: 40)]))
        let moved = [Story(name: prefix + "cafe\u{301}", title: "new")] + names.map { Story(name: $0, title: "") }
        let changeset = Changeset(from: old, to: moved, identity: \.name)
        #expect(changeset.deletions.isEmpty && changeset.insertions.isEmpty && changeset.moves.count == 1)
        #expect(changeset.moves.first?.from == 40 && changeset.moves.first?.to == 0 && changeset.moves.first?.contentChanged == true)
    }
}
