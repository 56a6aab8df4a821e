import Diagnostics
import Testing
import TestSupport

@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let node = try JSONNode.parse(#"{"a": [1, -2.5e3, true, false, null], "b": "x\ny\u00e9\ud83d\ude00"}"#)
        #expect(node["a"]?.elements?.count == 5)
        #expect(node["a"]?.elements?[0].int == 1)
        #expect(node["a"]?.elements?[1].double == -2500)
        #expect(node["a"]?.elements?[2].bool == true)
        #expect(node["a"]?.elements?[4].value == .null)
        #expect(node["b"]?.string == "x\nyé😀")
    }

    @Test func keepsLineAndColumnOfValuesAndKeys() throws {
        let text = "{\n  \"name\": \"grid\",\n  \"北京\": [1,\n    2]\n}"
        let node = try JSONNode.parse(text, file: "t.json")
        #expect(node.location == SourceLocation(file: "t.json", line: 1, column: 1))
        #expect(node["name"]?.location == SourceLocation(file: "t.json", line: 2, column: 11))
        let member = try #require(node.members?[1])
        #expect(member.keyLocation == SourceLocation(file: "t.json", line: 3, column: 3))
        // Columns count scalars, so the CJK key does not shift the value's column.
        #expect(member.value.location.column == 9)
        #expect(member.value.elements?[1].location == SourceLocation(file: "t.json", line: 4, column: 5))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: error: unexpected '}' after ',' (remove the trailing comma)"),
        ("[1, 2", "1:6: error: unexpected end of file; expected ',' or ']' to close the array that starts at 1:1"),
        ("{\"a\" 1}", "1:6: error: unexpected '1' after key \"a\"; expected ':'"),
        ("{'a': 1}", "1:2: error: keys must use double quotes (write \"key\", not 'key')"),
        ("[tru]", "1:2: error: unexpected 't'; expected a value (did you mean true?)"),
        ("[01]", "1:2: error: numbers must not start with 0 (write 1 instead)"),
        ("\"abc", "1:5: error: unexpected end of file inside a string"),
        ("", "1:1: error: the file is empty; expected a JSON value"),
        ("{} x", "1:4: error: unexpected 'x' after the end of the JSON value"),
        ("[\"\\q\"]", "1:3: error: unknown escape '\\q' (valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
    ])
    func reportsSyntaxErrorsAtTheirPlace(text: String, message: String) {
        #expect(throws: Diagnostic.self) { try JSONNode.parse(text) }
        do {
            _ = try JSONNode.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: Diagnostic.self) { try JSONNode.parse(deep) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try JSONNode.parse(fine) }
    }

    @Test func survivesRandomBytes() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("{}[]\":,0123456789.-+eEtrufalsn \n\\u\u{00e9}abc".utf8)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = try? JSONNode.parse(bytes)
        }
    }

    @Test func decodingErrorsPointAtTheValue() {
        struct Item: Decodable { var title: String; var minutes: Int? }
        let text = "[\n  {\"title\": \"a\"},\n  {\"title\": 5}\n]"
        do {
            _ = try JSONNode.decode([Item].self, from: Array(text.utf8), file: "day.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "day.json:3:13: error: element [1].title must be a string, not a number")
        }
        let missing = "[{\"minutes\": 3}]"
        do {
            _ = try JSONNode.decode([Item].self, from: Array(missing.utf8), file: "day.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "day.json:1:2: error: missing key \"title\" in element [0]")
        }
    }
}
