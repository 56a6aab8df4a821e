import Diagnostics
import Testing

@Suite("Excerpts and control characters")
struct ExcerptTests {
    /// The columns an excerpt may take, counted as ``Excerpt`` promises: one for ASCII,
    /// two for anything else.
    func columns(_ text: String) -> Int {
        text.reduce(0) { $0 + ($1.isASCII ? 1 : 2) } - (text.hasSuffix("…") ? 1 : 0)
    }

    @Test func shortTextIsQuotedWhole() {
        #expect(Excerpt.of("soon") == "soon")
        #expect(Excerpt.of("") == "")
        #expect(Excerpt.of(String(repeating: "a", count: 40)) == String(repeating: "a", count: 40))
    }

    @Test func longTextIsCutWithAnEllipsisWithinTheWidth() {
        let number = String(repeating: "9", count: 1_000_000)
        #expect(Excerpt.of(number) == String(repeating: "9", count: 39) + "…")
        let name = String(repeating: "é北", count: 2_500_000)
        let excerpt = Excerpt.of(name)
        #expect(excerpt.hasSuffix("…"))
        #expect(columns(excerpt) + 1 <= Excerpt.width)
        #expect(Excerpt.of("abcdefghij", width: 5) == "abcd…")
    }

    @Test func controlCharactersInsideAnExcerptAreEscapedAndCounted() {
        #expect(Excerpt.of("a\u{1B}[31mb\u{07}\nc\td") == "a\\u001B[31mb\\u0007\\u000Ac\\u0009d")
        let excerpt = Excerpt.of(String(repeating: "\u{1B}", count: 100))
        #expect(excerpt == String(repeating: "\\u001B", count: 6) + "…")
    }

    @Test func aURLsPasswordIsNeverQuotedWhateverItsScheme() {
        #expect(Excerpt.of("ftp://bob:SECRETPW@127.0.0.1/{day}.json") == "ftp://bob:***@127.0.0.1/{day}.json")
        #expect(Excerpt.of(" http://bob:SECRETPW@h/x") == " http://bob:***@h/x")
        #expect(Excerpt.of("http://bob:" + String(repeating: "p", count: 100) + "@h/x") == "http://bob:***@h/x")
        #expect(Excerpt.of("http://bob@h/x:y@z") == "http://bob@h/x:y@z", "a path's @ is not a password's")
        #expect(Excerpt.maskingPassword("http://user:s3cret@host/x", keepingUser: false) == "http://host/x")
    }

    @Test func everyURLInAMessageHasItsPasswordMasked() {
        let message = "cannot read 'ftp://a:one@h/x' or http://b:two@k:80/y?q=1, and https://c@m/z"
        #expect(Excerpt.maskingPasswords(in: message) == "cannot read 'ftp://a:***@h/x' or http://b:***@k:80/y?q=1, and https://c@m/z")
        #expect(Excerpt.maskingPasswords(in: "no URL: a:b@c") == "no URL: a:b@c")
        #expect(Excerpt.maskingPasswords(in: "http://a:***@h") == "http://a:***@h")
    }

    @Test func aClusterOfThousandsOfMarksIsCut() {
        let zalgo = "a" + String(repeating: "\u{0301}", count: 10_000)
        #expect(Excerpt.of(zalgo) == "…")
        #expect(Excerpt.of("ok " + zalgo) == "ok …")
    }

    @Test func everyTerminalControlIsEscapedAndTextIsKept() {
        #expect(ControlCharacters.escape("plain text, tabs\tand lines\n") == "plain text, tabs\tand lines\n")
        #expect(ControlCharacters.escape("café 北京 ✓ → 😀") == "café 北京 ✓ → 😀")
        #expect(ControlCharacters.escape("\u{1B}]0;title\u{07}") == "\\u001B]0;title\\u0007")
        #expect(ControlCharacters.escape("a\r\nb") == "a\\u000D\nb")
        #expect(ControlCharacters.escape("\u{7F}\u{80}\u{9B}\u{9F}\u{A0}") == "\\u007F\\u0080\\u009B\\u009F\u{A0}")
        #expect(ControlCharacters.escape("\u{202E}evil\u{202C} \u{2066}x\u{2069} \u{200F}\u{061C}")
            == "\\u202Eevil\\u202C \\u2066x\\u2069 \\u200F\\u061C")
        for value in UInt32(0)...0x2100 {
            guard let scalar = Unicode.Scalar(value), scalar != "\n", scalar != "\t" else { continue }
            let escaped = ControlCharacters.escape(String(Character(scalar)))
            #expect(!escaped.unicodeScalars.contains(where: ControlCharacters.isEscaped), "U+\(String(value, radix: 16))")
        }
    }

    @Test func aKeyWrittenTwiceIsReportedAtTheSecond() throws {
        let text = "[\n  {\"identifier\": \"a\",\n   \"title\": \"A\", \"title\": \"B\"}\n]"
        let node = try JSONNode.parse(text, file: "day.json")
        #expect(throws: Diagnostic(
            .error, at: SourceLocation(file: "day.json", line: 3, column: 18),
            "element [0] has the key \"title\" twice (first at 3:4)", hint: "keep one")) {
            try node.checkNoRepeatedKeys()
        }
        let nested = try JSONNode.parse(#"{"a": {"b": 1, "b": 2}}"#)
        #expect(throws: Diagnostic(.error, at: SourceLocation(line: 1, column: 16), "\"a\" has the key \"b\" twice (first at 1:8)", hint: "keep one")) {
            try nested.checkNoRepeatedKeys()
        }
        try JSONNode.parse(#"[{"a": 1}, {"a": 2}]"#).checkNoRepeatedKeys()
    }

    @Test func aParserMessageQuotesAnExcerptOfAKey() {
        let key = String(repeating: "k", count: 100_000)
        #expect {
            try JSONNode.parse("{\"\(key)\" 1}")
        } throws: { error in
            let message = (error as? Diagnostic)?.message ?? ""
            return message.count < 120 && message.contains(String(repeating: "k", count: 39) + "…")
        }
    }

    @Test func aListOfNamesShowsFiveExcerptsAndCountsTheRest() {
        #expect(Excerpt.list(["a", "b"]) == "a, b")
        #expect(Excerpt.list((1...12).map(String.init)) == "1, 2, 3, 4, 5 and 7 more")
        #expect(Excerpt.list([String(repeating: "x", count: 100_000)], count: 0) == String(repeating: "x", count: 39) + "…")
        #expect(Excerpt.list([String]()) == "")
    }

    @Test func aSuggestionQuotesAnExcerptOfAName() {
        let name = String(repeating: "n", count: 200)
        #expect(Spelling.suggestion(for: name + "x", in: [name]) == "did you mean '\(String(repeating: "n", count: 39))…'?")
        #expect(Spelling.suggestion(for: "gird", in: ["grid"]) == "did you mean 'grid'?")
    }

    @Test func aVeryLongWordGetsNoSuggestion() {
        #expect(Spelling.nearest(to: String(repeating: "down", count: 1_000_000), in: ["down", "up"]) == nil)
        #expect(Spelling.nearest(to: "dwon", in: ["down", "up"]) == "down")
    }
}
