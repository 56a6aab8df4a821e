import Essentials
import Testing

/// The one JSON writer: escaping, numbers, layout, key order, and `Encodable` values.
struct JSONTextTests {
    struct Payload: Encodable {
        var name: String
        var count: Int
        var ratio: Double
        var note: String?
        var tags: [String]
        var counts: [String: Int]
    }

    @Test func stringsEscapeQuotesBackslashesAndControlsOnly() {
        #expect(JSONText.quoted("a\"b\\c/d\n\t\u{1}é日本🙂") == #""a\"b\\c/d\n\t\u0001é日本🙂""#)
    }

    @Test func wholeNumbersHaveNoFractionAndNonFiniteOnesAreNull() {
        #expect(JSONText.number(400.0).text() == "400")
        #expect(JSONText.number(0.25).text() == "0.25")
        #expect(JSONText.number(Double.nan).text() == "null")
        #expect(JSONText.number(-7).text() == "-7")
    }

    @Test func compactKeepsTheOrderAndSortedKeysSortsIt() {
        let value = JSONText.object([.init("b", .array([.bool(true), .null])), .init("a", .string("x"))])
        #expect(value.text() == #"{"b":[true,null],"a":"x"}"#)
        #expect(value.text(sortedKeys: true) == #"{"a":"x","b":[true,null]}"#)
    }

    @Test func prettyIndentsTwoSpacesALevel() {
        let value = JSONText.object([.init("list", .array([.number(1), .object([])])), .init("empty", .array([]))])
        #expect(value.text(.pretty) == """
            {
              "list": [
                1,
                {}
              ],
              "empty": []
            }
            """)
    }

    @Test func encodableValuesEncodeInTheirOrderLeavingOutNil() throws {
        let payload = Payload(name: "n", count: 3, ratio: 0.5, note: nil, tags: ["x"], counts: ["b": 2, "a": 1])
        #expect(try JSONText(encoding: payload).text(sortedKeys: true)
            == #"{"count":3,"counts":{"a":1,"b":2},"name":"n","ratio":0.5,"tags":["x"]}"#)
        #expect(try JSONText(encoding: [Payload?.none]).text() == "[null]")
    }
}
