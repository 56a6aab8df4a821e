import Foundation
import Testing

@MainActor
@Suite("home diff", .serialized)
struct DiffCommandTests {
    let old = """
        [{"identifier": "a", "title": "Alpha", "kind": "long"},
         {"identifier": "b", "title": "北京", "kind": "short"},
         {"identifier": "c", "title": "Gamma", "kind": "stream"},
         {"identifier": "d", "title": "Delta", "kind": "long"}]
        """
    let new = """
        [{"identifier": "b", "title": "北京", "kind": "short"},
         {"identifier": "c", "title": "Gamma live", "kind": "stream"},
         {"identifier": "e", "title": "Epsilon", "kind": "short"},
         {"identifier": "a", "title": "Alpha", "kind": "long"}]
        """

    @Test func printsTheChangesetForPeople() async throws {
        let (oldPath, newPath) = try files(old, new)
        let result = await home(["diff", oldPath, newPath])
        #expect(result.status == 0)
        #expect(result.output == """
            - 3  d  Delta
            + 2  e  Epsilon
            ↷ 0 → 3  a  Alpha
            ~ 2 → 1  c  Gamma live
            1 deletion, 1 insertion, 1 move, 1 update

            """)
    }

    @Test func printsTheChangesetAsJSON() async throws {
        let (oldPath, newPath) = try files(old, new)
        let result = await home(["diff", oldPath, newPath, "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["deletions"] as? [Int] == [3])
        #expect(object["insertions"] as? [Int] == [2])
        #expect(object["moves"] as? [[Int]] == [[0, 3]])
        #expect(object["updates"] as? [[Int]] == [[2, 1]])
    }

    @Test func movingOneItemToTheEndIsOneMove() async throws {
        let items = (0..<50).map { #"{"identifier": "\#($0)", "title": "Item \#($0)", "kind": "short"}"# }
        let moved = Array(items.dropFirst()) + [items[0]]
        let (oldPath, newPath) = try files("[\(items.joined(separator: ","))]", "[\(moved.joined(separator: ","))]")
        let result = await home(["diff", oldPath, newPath])
        #expect(result.output == "↷ 0 → 49  0  Item 0\n0 deletions, 0 insertions, 1 move, 0 updates\n")
    }

    @Test func repeatedIdentifiersAreReportedNotFatal() async throws {
        let (oldPath, newPath) = try files(
            #"[{"identifier": "a", "title": "A", "kind": "long"}, {"identifier": "a", "title": "A2", "kind": "long"}]"#,
            #"[{"identifier": "a", "title": "A", "kind": "long"}]"#)
        let result = await home(["diff", oldPath, newPath])
        #expect(result.status == 0)
        #expect(result.output.contains("duplicates: old 1"))
    }

    @Test func badInputSaysWhereAndExits() async throws {
        let (oldPath, newPath) = try files(#"[{"identifier": "a", "title": "A", "kind": "long"}]"#, #"[{"name": "a", "kind": "long"}]"#)
        let missing = await home(["diff", oldPath, newPath])
        #expect(missing.status == 1)
        #expect(missing.error == "home: \(newPath):1:2: error: element [0] has no \"identifier\" (give every object one, a string or a number, or name another key with --id KEY)\n")
        let absent = await home(["diff", oldPath, "/nonexistent.json"])
        #expect(absent.error == "home: cannot read /nonexistent.json: no such file\n")
        let one = await home(["diff", oldPath])
        #expect(one.status == 2)
        #expect(one.error == "home: 'home diff' takes two item files, not 1; usage: home diff OLD.json NEW.json [--json] [--id KEY]\n")
    }
}
