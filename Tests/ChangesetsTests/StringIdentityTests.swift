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
}
