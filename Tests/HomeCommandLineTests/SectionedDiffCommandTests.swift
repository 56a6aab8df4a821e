import Changesets
import Foundation
import Testing

/// `home diff` on sectioned files and on arrays of any objects.
@MainActor
@Suite("home diff, sections and any objects", .serialized)
struct SectionedDiffCommandTests {
    let old = """
        {"sections": [
          {"identifier": "live", "title": "Live now", "items": [
            {"identifier": "a", "title": "Alpha"}, {"identifier": "b", "title": "Beta"}, {"identifier": "c", "title": "Gamma"}]},
          {"identifier": "sport", "title": "Sport", "items": [{"identifier": "x", "title": "Xenon"}]},
          {"identifier": "news", "title": "News", "items": [{"identifier": "n", "title": "Nu"}]}]}
        """
    let new = """
        {"sections": [
          {"identifier": "weather", "title": "Weather", "items": [{"identifier": "w", "title": "Wind"}]},
          {"identifier": "live", "title": "Live now", "items": [
            {"identifier": "b", "title": "Beta"}, {"identifier": "x", "title": "Xenon live"}, {"identifier": "c", "title": "Gamma 2"}, {"identifier": "a", "title": "Alpha"}]},
          {"identifier": "news", "title": "Today's news", "items": [{"identifier": "n", "title": "Nu"}]}]}
        """

    @Test func printsASectionedChangesetGroupedBySection() async throws {
        let (oldPath, newPath) = try files(old, new)
        let result = await home(["diff", oldPath, newPath])
        #expect(result.error == "")
        #expect(result.status == 0)
        #expect(result.output == """
            sections
              - 1  sport  Sport (1 item)
              + 0  weather  Weather (1 item)
              ~ 2 → 2  news  Today's news (1 item)
            section 0 → 1  live  Live now (4 items)
              + 1  x  Xenon live
              ↷ 0 → 3  a  Alpha
              ~ 2 → 2  c  Gamma 2
            sections: 1 deletion, 1 insertion, 0 moves, 1 update; items: 0 deletions, 1 insertion, 1 move, 1 update

            """)
    }

    @Test func printsTheSectionedChangesetInItsCodableForm() async throws {
        let (oldPath, newPath) = try files(old, new)
        let result = await home(["diff", oldPath, newPath, "--json"])
        #expect(result.status == 0)
        #expect(result.output == """
            {"sections":{"deletions":[1],"insertions":[0],"moves":[],"updates":[[2,2]],"updatedMoves":[],"duplicates":{"old":[],"new":[]}},\
            "itemDeletions":[],"itemInsertions":[{"section":1,"item":1}],\
            "itemMoves":[{"from":{"section":0,"item":0},"to":{"section":1,"item":3},"contentChanged":false}],\
            "itemUpdates":[{"old":{"section":0,"item":2},"new":{"section":1,"item":2}}],"itemDuplicates":{"old":[],"new":[]}}

            """)
        let decoded = try JSONDecoder().decode(SectionedChangeset.self, from: Data(result.output.utf8))
        #expect(decoded.itemMoves == [.init(from: .init(section: 0, item: 0), to: .init(section: 1, item: 3))])
        #expect(decoded.sections.updates == [.init(old: 2, new: 2)])
    }

    @Test func anItemMovingBetweenSurvivingSectionsShowsWhereItCameFrom() async throws {
        let (oldPath, newPath) = try files(
            #"{"sections": [{"identifier": 1, "title": "One", "items": [{"identifier": "a", "v": 1}]}, {"identifier": 2, "title": "Two", "items": []}]}"#,
            #"{"sections": [{"identifier": 1, "title": "One", "items": []}, {"identifier": 2, "title": "Two", "items": [{"identifier": "a", "v": 2}]}]}"#)
        let result = await home(["diff", oldPath, newPath])
        #expect(result.output == "section 1  2  Two (1 item)\n  ↷ (0, 0) → 0 ~  a\nitems: 0 deletions, 0 insertions, 1 move (1 with new content), 0 updates\n")
    }

    @Test func aFlatArrayBesideSectionsIsOneUntitledSection() async throws {
        let (oldPath, newPath) = try files(#"[{"identifier": "a"}]"#, #"{"sections": [{"identifier": "s", "title": "S", "items": [{"identifier": "a"}]}]}"#)
        let result = await home(["diff", oldPath, newPath])
        #expect(result.output == "sections\n  - 0  (untitled) (1 item)\n  + 0  s  S (1 item)\nsections: 1 deletion, 1 insertion, 0 moves, 0 updates\n")
    }

    @Test func anyObjectsArePairedByIdentifierAndComparedWhole() async throws {
        // No kind, no title; numbers as identities; key order and number spelling do not count.
        let (oldPath, newPath) = try files(
            #"[{"identifier": 1, "price": 10, "tags": ["a"]}, {"identifier": 2, "price": 5}, {"identifier": 3, "price": 1}]"#,
            #"[{"tags": ["a"], "price": 10.0, "identifier": 1}, {"identifier": 2, "price": 6}, {"identifier": 4}]"#)
        let result = await home(["diff", oldPath, newPath])
        #expect(result.error == "")
        #expect(result.output == "- 2  3\n+ 2  4\n~ 1 → 1  2\n1 deletion, 1 insertion, 0 moves, 1 update\n")
    }

    @Test func anotherKeyCanBeTheIdentity() async throws {
        let (oldPath, newPath) = try files(
            #"[{"id": "p", "title": "Pea"}, {"id": "q", "title": "Queue"}]"#,
            #"[{"id": "q", "title": "Queue"}, {"id": "p", "title": "Pea"}]"#)
        let result = await home(["diff", oldPath, newPath, "--id", "id"])
        #expect(result.output == "↷ 1 → 0  q  Queue\n0 deletions, 0 insertions, 1 move, 0 updates\n")
        let without = await home(["diff", oldPath, newPath])
        #expect(without.status == 1)
        #expect(without.error.hasPrefix("home: \(oldPath):1:2: error: element [0] has no \"identifier\""))
    }

    @Test(arguments: [
        (#"[{"identifier": {"a": 1}}]"#, #"1:17: error: element [0].identifier must be a string or a number, not an object"#),
        (#"[{"identifier": "a"}, 7]"#, #"1:23: error: element [1] must be an object, not a number"#),
        (#""items""#, #"1:1: error: a diff input must be an array of objects or {"sections": [...]}, not a string"#),
        (#"{"section": []}"#, #"1:13: error: the top-level object has the unknown key "section" (did you mean 'sections'?)"#),
        (#"{"sections": [{"identifier": "s", "title": "S"}]}"#, #"1:15: error: missing key "items" in "sections[0]""#),
        (#"{"sections": [{"identifier": "s", "title": 3, "items": []}]}"#, #"1:44: error: "sections[0].title" must be a string, not a number"#),
        (#"{"sections": [{"identifier": "s", "title": "S", "itemz": []}]}"#, #"1:58: error: "sections[0]" has the unknown key "itemz" (did you mean 'items'?)"#),
        (#"{"sections": [{"identifier": "s", "title": "S", "items": [{"title": "T"}]}]}"#,
         #"1:59: error: "sections[0].items[0]" has no "identifier" (give every object one, a string or a number, or name another key with --id KEY)"#),
        ("{\"sections\": [{\"identifier\": \"s\", \"title\": \"S\", \"items\": []},\n {\"identifier\": \"s\", \"title\": \"T\", \"items\": []}]}",
         #"2:2: error: sections [0] (at 1:15) and [1] share the identifier "s" (give every section its own identifier)"#),
        ("[{\"identifier\": \"a\",\n \"title\": }]", #"2:11: error: "#),
        // A long identifier is quoted as an excerpt (found by the diff fuzz target's oracle,
        // which bounds every message).
        ("{\"sections\": [{\"identifier\": \"\(String(repeating: "s", count: 5_000))\", \"title\": \"S\", \"items\": []},\n {\"identifier\": \"\(String(repeating: "s", count: 5_000))\", \"title\": \"T\", \"items\": []}]}",
         #"2:2: error: sections [0] (at 1:15) and [1] share the identifier ""# + String(repeating: "s", count: 38) + #"… (give every section its own identifier)"#),
    ])
    func badInputIsAnErrorAtItsPlace(text: String, expected: String) async throws {
        let (oldPath, newPath) = try files(text, "[]")
        let result = await home(["diff", oldPath, newPath])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("home: \(oldPath):\(expected)"), "\(result.error)")
        #expect(result.output == "")
    }

    @Test func anEmptyIdentityKeyIsAUsageError() async throws {
        let (oldPath, newPath) = try files("[]", "[]")
        let result = await home(["diff", oldPath, newPath, "--id", ""])
        #expect(result.status == 2)
    }
}
