import Diagnostics
import Testing

/// A parsed document is its text and one 8-byte slot a value and a key: found by a
/// hostile-input probe, a diff of two 60 MB arrays took 3 GB as a tree of boxed nodes.
@Suite("JSON document")
struct JSONDocumentTests {
    @Test func aDocumentKeepsEightBytesAValueAndAKey() throws {
        let text = #"[{"identifier": "a", "n": 1}, {"identifier": "b", "n": [2, 3]}, []]"#
        let root = try JSONNode.parse(text)
        // The array, two objects of two keys and two values, the inner array of two, and [].
        #expect(root.document.slotCount == 1 + 2 * 5 + 2 + 1)
        #expect(root.document.storedBytes <= text.utf8.count + root.document.slotCount * 8 + 8)
    }

    @Test func countsAndChildrenAreThoseWritten() throws {
        let root = try JSONNode.parse(#"{"a": {"b": [1, {"c": null}, [[]]]}, "d": {}, "e": [], "a": 7}"#)
        #expect(root.count == 4)
        #expect(root["a"]?.int == 7)  // the last of a repeated key
        let inner = try #require(root.members?[0].value["b"])
        #expect(inner.count == 3)
        #expect(inner.elements?.map(\.typeName) == ["number", "object", "array"])
        #expect(inner.elements?[2].count == 1)
        #expect(root["d"]?.count == 0 && root["d"]?.members?.isEmpty == true)
        #expect(root["e"]?.count == 0 && root["e"]?.elements?.isEmpty == true)
        #expect(root["a"]?.count == 0)
        var keys: [String] = []
        root.forEachMember { keys.append($0.key) }
        #expect(keys == ["a", "d", "e", "a"])
    }

    @Test func aPathOutsideAnArrayIsNoNode() throws {
        struct Index: CodingKey {
            var intValue: Int?
            var stringValue: String { "\(intValue ?? 0)" }
            init(_ value: Int) { intValue = value }
            init?(intValue: Int) { self.intValue = intValue }
            init?(stringValue: String) { nil }
        }
        let root = try JSONNode.parse("[10, [20, 30]]")
        #expect(root.node(at: [Index(1), Index(1)])?.int == 30)
        #expect(root.node(at: [Index(2)]) == nil)
        #expect(root.node(at: [Index(-1)]) == nil)
        #expect(root.node(at: [Index(1), Index(2)]) == nil)
    }

    @Test func stringsWithAndWithoutEscapesReadAsWritten() throws {
        let root = try JSONNode.parse(#"["plain", "é 北京", "a\"b\\c\/\n\u00e9\ud83d\ude00", ""]"#)
        #expect(root.elements?.compactMap(\.string) == ["plain", "é 北京", "a\"b\\c/\né😀", ""])
        #expect(root["x"] == nil)
    }

    @Test func aLongLineHasItsColumnsCounted() throws {
        // Places past the first 1,024 bytes of a line are counted from a mark.
        let filler = String(repeating: "é", count: 1_500)
        let root = try JSONNode.parse("[\"\(filler)\",\n \"\(filler)\", 1]", file: "t.json")
        let elements = try #require(root.elements)
        #expect(elements[1].location == SourceLocation(file: "t.json", line: 2, column: 2))
        #expect(elements[2].location == SourceLocation(file: "t.json", line: 2, column: 2 + 1_502 + 2))
    }

    @Test func equivalenceLooksPastTheWrittenText() throws {
        let left = try JSONNode.parse(#"{"a": 1, "b": [1, 2]}"#)
        let same = try JSONNode.parse(#"{"a": 1, "b": [1, 2]}"#)
        let spaced = try JSONNode.parse("{ \"b\" : [1,2], \"a\" : 1.0 }")
        let other = try JSONNode.parse(#"{"a": 1, "b": [2, 1]}"#)
        #expect(left.isEquivalent(to: same))
        #expect(left.isEquivalent(to: spaced))
        #expect(!left.isEquivalent(to: other))
    }

    /// A problem inside a string is at the column of its scalar, escapes counted as
    /// written; places asked in order walk the string once, however many there are (a
    /// template of 60,000 problems in one string took 27 s walking it for each).
    @Test func placesInsideAStringAreFoundInOneWalk() throws {
        let root = try JSONNode.parse(#"{"a": "x\u00e9\"y\ud83d\ude00z"}"#)
        var places = try #require(root["a"]?.stringPlaces)
        #expect(places.start == SourceLocation(line: 1, column: 7))
        #expect((0...6).map { places.location(ofScalar: $0).column } == [8, 9, 15, 17, 18, 30, 31])
        #expect(places.location(ofScalar: 1).column == 9)  // before the last one asked: walked again
        #expect(root.stringPlaces == nil)

        let count = 60_000
        let long = try JSONNode.parse("{\"t\": \"" + String(repeating: "${x}", count: count) + "\"}")
        var many = try #require(long["t"]?.stringPlaces)
        var last = SourceLocation(line: 1, column: 1)
        for problem in 0..<count { last = many.location(ofScalar: problem * 4 + 2) }
        #expect(last.column == 8 + (count - 1) * 4 + 2)
        #expect(many.bytesWalked <= count * 4)
    }
}
