import Changesets
import Foundation
import Testing

/// The JSON and text forms `home diff` prints, exactly.
@Suite struct FormattingTests {
    let sample = Changeset(
        deletions: [3],
        insertions: [5],
        moves: [.init(from: 6, to: 1, contentChanged: true), .init(from: 4, to: 9)],
        updates: [.init(old: 2, new: 2)],
        duplicates: .init(old: [7], new: [])
    )

    @Test func jsonTextHasItsKeysInOrder() {
        #expect(
            sample.jsonText
                == #"{"deletions":[3],"insertions":[5],"moves":[[6,1],[4,9]],"updates":[[2,2]],"updatedMoves":[[6,1]],"duplicates":{"old":[7],"new":[]}}"#
        )
        #expect(
            Changeset().jsonText
                == #"{"deletions":[],"insertions":[],"moves":[],"updates":[],"updatedMoves":[],"duplicates":{"old":[],"new":[]}}"#
        )
    }

    @Test func jsonTextIsValidJSONThatDecodesBack() throws {
        let decoded = try JSONDecoder().decode(Changeset.self, from: Data(sample.jsonText.utf8))
        #expect(decoded == sample)
        let object = try #require(JSONSerialization.jsonObject(with: Data(sample.jsonText.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["deletions", "insertions", "moves", "updates", "updatedMoves", "duplicates"])
    }

    @Test func codableRoundTrip() throws {
        let data = try JSONEncoder().encode(sample)
        #expect(try JSONDecoder().decode(Changeset.self, from: data) == sample)
    }

    @Test func decodingWithoutTheExtraKeys() throws {
        let json = #"{"deletions":[0],"insertions":[],"moves":[[1,0]],"updates":[]}"#
        let decoded = try JSONDecoder().decode(Changeset.self, from: Data(json.utf8))
        #expect(decoded == Changeset(deletions: [0], moves: [.init(from: 1, to: 0)]))
    }

    @Test func decodingRejectsAPairOfThree() {
        let json = #"{"deletions":[],"insertions":[],"moves":[[1,0,2]],"updates":[]}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Changeset.self, from: Data(json.utf8))
        }
    }

    @Test func decodingRejectsAnUpdatedMoveThatIsNoMove() {
        let json = #"{"deletions":[],"insertions":[],"moves":[],"updates":[],"updatedMoves":[[1,0]]}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Changeset.self, from: Data(json.utf8))
        }
    }

    @Test func textListsEachChangeThenTheSummary() {
        #expect(
            sample.text() == """
                - 3
                + 5
                ↷ 6 → 1 ~
                ↷ 4 → 9
                ~ 2 → 2
                duplicates: old 7
                1 deletion, 1 insertion, 2 moves (1 with new content), 1 update

                """
        )
    }

    @Test func textWithLabels() {
        let titles = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        let text = Changeset(deletions: [3], insertions: [0]).text(oldLabel: { "old \(titles[$0])" }, newLabel: { titles[$0] })
        #expect(text == "- 3  old d\n+ 0  a\n1 deletion, 1 insertion, 0 moves, 0 updates\n")
    }

    @Test func noChanges() {
        #expect(Changeset().text() == "no changes\n")
        #expect(Changeset(duplicates: .init(old: [1], new: [2, 3])).text() == "duplicates: old 1; new 2, 3\nno changes\n")
    }
}
