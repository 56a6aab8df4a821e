@testable import DataTemplates
import Diagnostics
import DynamicHome
import Testing

/// Reading template files: the vocabulary, and every problem at its place with what
/// would be right.
@Suite("Template files")
struct TemplateDocumentTests {
    static let ticker = """
        {
          "template": "ticker",
          "version": 1,
          "summary": "one line per item: badge, title and price",
          "fallback": "list",
          "arrange": "rows",
          "entry": {"height": 1},
          "draw": {"row": [
            {"badge": "${kind}"},
            {"text": "${title}", "style": "title", "width": "fill"},
            {"when": "fields.price", "then": {"text": "${fields.price}", "align": "right", "width": 8},
             "else": {"text": "—", "width": 8, "align": "right"}}
          ], "gap": 1}
        }
        """

    static func read(_ text: String, file: String = "t.json") -> TemplateReading {
        TemplateDocument.read(Array(text.utf8), file: file)
    }

    @Test func theIssuesTickerReads() throws {
        let reading = Self.read(Self.ticker)
        #expect(reading.diagnostics.all.isEmpty, "\(reading.diagnostics)")
        let definition = try #require(reading.definition)
        #expect(definition.style == "ticker")
        #expect(definition.version == 1)
        #expect(definition.summary == "one line per item: badge, title and price")
        #expect(definition.fallback == .list)
        #expect(definition.alternative == .list)  // the fallback, when none is given
        #expect(definition.nodeCount == 6)
    }

    /// The "Done when" file: a typo in a binding, a node this build does not know, and
    /// no drawing. Each at its place; the typo suggests the right name.
    @Test func aBrokenFileSaysEachProblemAtItsPlace() {
        let text = """
            {
              "template": "ticker",
              "version": 1,
              "entry": {"height": 1},
              "drew": {"row": [{"text": "Price: ${titel}"}, {"sparkline": "${fields.history}"}]}
            }
            """
        let reading = Self.read(text, file: "broken.json")
        #expect(reading.definition == nil)
        // The nodes under "drew" are checked as if it were "draw": one reading says all.
        #expect(reading.diagnostics.all.map(\.description) == [
            "broken.json:1:1: error: missing key \"draw\" (how one entry is drawn, e.g. \"draw\": {\"text\": \"${title}\"})",
            "broken.json:5:3: warning: unknown key \"drew\" in the template file; it is ignored (did you mean 'draw'?)",
            "broken.json:5:39: error: unknown binding 'titel' (did you mean 'title'?)",
            "broken.json:5:50: warning: unknown node \"sparkline\"; it is left out and the rest is drawn (nodes are text, badge, row, column, when, rule, space)",
        ])
        // The same drawing under "draw": the binding and the node.
        let drawn = Self.read(text.replacingOccurrences(of: "\"drew\"", with: "\"draw\""), file: "broken.json")
        #expect(drawn.diagnostics.all.map(\.description) == [
            "broken.json:5:39: error: unknown binding 'titel' (did you mean 'title'?)",
            "broken.json:5:50: warning: unknown node \"sparkline\"; it is left out and the rest is drawn (nodes are text, badge, row, column, when, rule, space)",
        ])
    }

    @Test func placesInsideAStringCountWhatItsEscapesStandFor() {
        // `\u00e9` is one character in six columns, `\"` one in two.
        let reading = Self.read(#"{"template": "t", "version": 1, "draw": {"text": "caf\u00e9 \"${bylin}\""}}"#)
        #expect(reading.diagnostics.all.map(\.description) == [
            "t.json:1:65: error: unknown binding 'bylin' (did you mean 'byline'?)"
        ])
    }

    @Test func aNewerVersionIsDrawnWithItsFallbackAndAWarning() throws {
        let reading = Self.read(#"{"template": "ticker", "version": 99, "fallback": "grid", "draw": {"sparkline": 3}, "future": true}"#)
        #expect(!reading.diagnostics.hasErrors)
        #expect(reading.definition == nil)
        let newer = try #require(reading.newer)
        #expect(newer.style == "ticker" && newer.version == 99 && newer.fallback == .grid && newer.summary == nil)
        #expect(reading.isUsable)
        #expect(reading.diagnostics.warnings.map(\.description).contains(
            "t.json:1:35: warning: the template is version 99, newer than this build understands (1); 'ticker' is drawn with the fallback style 'grid' (update home to draw it as written)"))
    }

    /// A version too large for an `Int`, or written with an exponent, is a version newer
    /// than this build, not "not a whole number"; one that is not whole still is.
    @Test(arguments: ["9223372036854775808", "1e20", "99999999999999999999999999999999", "2.0"])
    func aVersionOfAnySizeIsNewer(version: String) throws {
        let reading = Self.read(#"{"template": "big", "version": "# + version + #", "fallback": "grid", "draw": {}}"#)
        #expect(!reading.diagnostics.hasErrors, "\(reading.diagnostics)")
        let newer = try #require(reading.newer)
        #expect(newer.versionText == version)
        #expect(newer.version > 1)
        #expect(reading.diagnostics.all.map(\.description) == [
            "t.json:1:32: warning: the template is version \(version), newer than this build understands (1); 'big' is drawn with the fallback style 'grid' (update home to draw it as written)"
        ])
        for wrong in ["1.5", "-1e20", "0.0"] {
            let broken = Self.read(#"{"template": "big", "version": "# + wrong + #", "draw": {}}"#)
            #expect(broken.diagnostics.errors.map(\.message) == ["\"version\" must be a whole number at least 1, not \(wrong)"])
        }
    }

    @Test(arguments: [
        (#"{"template": "Ticker", "version": 1, "draw": {"text": "x"}}"#,
         "t.json:1:14: error: 'Ticker' cannot be a template style (a style is a lower-case letter, then letters, digits, - and _ (at most 64), e.g. ticker or top-stories)"),
        (#"{"template": "t", "version": 0, "draw": {"text": "x"}}"#,
         "t.json:1:30: error: \"version\" must be a whole number at least 1, not 0 (this build reads version 1)"),
        (#"{"template": "t", "version": 1, "arrange": "colums", "draw": {"text": "x"}}"#,
         "t.json:1:44: error: \"arrange\" cannot be 'colums' (did you mean 'columns'? (rows, columns, rail))"),
        (#"{"template": "t", "version": 1, "draw": {"text": "x", "style": "titel"}}"#,
         "t.json:1:64: error: \"style\" cannot be 'titel' (did you mean 'title'? (text, title, secondary, accent, badge, border, error))"),
        (#"{"template": "t", "version": 1, "draw": {"when": "field.price", "then": {"text": "x"}}}"#,
         "t.json:1:51: error: \"when\" cannot test 'field.price' (did you mean 'fields.price'?)"),
        (#"{"template": "t", "version": 1, "draw": {"text": "${title"}}"#,
         "t.json:1:51: error: the binding that starts here has no closing '}' (write ${title}, or $${ for the characters ${)"),
        (#"{"template": "t", "version": 1, "draw": {"text": "${title ?? }"}}"#,
         "t.json:1:62: error: a binding names a value here, and there is none (e.g. ${title}, ${fields.price ?? \"—\"})"),
        (#"{"template": "t", "version": 1, "draw": {"text": "x", "text": "y"}}"#,
         "t.json:1:55: error: \"draw\" has the key \"text\" twice (first at 1:42) (keep one)"),
        (#"{"template": "t", "version": 1, "draw": {"text": "x", "row": []}}"#,
         "t.json:1:55: error: a node is of one kind, and this one says \"text\" and \"row\" (put them in a row or a column: {\"row\": [{\"text\": …}, {\"row\": …}]})"),
        (#"{"template": "t", "version": 1, "draw": {"rule": "=="}}"#,
         "t.json:1:50: error: a rule is drawn with one character, not '==' (e.g. \"rule\": \"─\")"),
        (#"{"template": "t", "version": 1, "draw": {"text": "x", "width": "full"}}"#,
         "t.json:1:64: error: \"width\" of a text must be a whole number or \"fill\", not 'full' (did you mean 'fill'?)"),
        (#"[1]"#, "t.json:1:1: error: a template file is a JSON object, not an array (start from {\"template\": \"ticker\", \"version\": 1, \"draw\": {\"text\": \"${title}\"}})"),
    ])
    func aMistakeIsAnErrorAtItsPlace(text: String, message: String) {
        let reading = TemplateDocument.read(Array(text.utf8), file: "t.json")
        #expect(reading.definition == nil)
        #expect(reading.diagnostics.errors.map(\.description) == [message])
    }

    @Test func aValueNotWhereABindingBelongsIsAWarning() {
        let reading = Self.read(#"{"template": "t", "version": 1, "draw": {"row": [], "lines": 2}}"#)
        #expect(reading.definition != nil)
        #expect(reading.diagnostics.all.map(\.description) == [
            "t.json:1:53: warning: \"lines\" does not apply to a row node; it is ignored (a row node takes gap, width)"
        ])
    }

    // MARK: Limits

    @Test func aFileOverTheLimitIsAnErrorWhereItGoesOver() {
        let line = String(repeating: " ", count: 1023) + "\n"
        let text = "{\"template\": \"t\", \"version\": 1, \"draw\": {\"text\": \"x\"}}\n" + String(repeating: line, count: 256)
        let reading = TemplateDocument.read(Array(text.utf8), file: "t.json")
        #expect(reading.diagnostics.all.map(\.description) == [
            "t.json:257:970: error: the template file is \(text.utf8.count.formattedForTest) bytes, more than 262,144 (256 KiB); it goes past the limit here "
                + "(a template says how one entry is drawn: split what is drawn, or move data into the items' fields)"
        ])
    }

    @Test func nodesNestedTooDeepAreAnErrorAtTheFirstTooDeep() {
        var node = #"{"text": "x"}"#
        for _ in 0..<32 { node = #"{"row": ["# + node + "]}" }
        let reading = Self.read(#"{"template": "t", "version": 1, "draw": "# + node + "}")
        #expect(reading.diagnostics.errors.map(\.description) == [
            "t.json:1:329: error: nodes are nested more than 32 levels deep here (a template draws one entry: nest rows and columns less deeply)"
        ])
        // 32 levels are fine.
        let fine = node.replacingOccurrences(of: #"{"row": [{"text": "x"}]}"#, with: #"{"text": "x"}"#)
        #expect(Self.read(#"{"template": "t", "version": 1, "draw": "# + fine + "}").definition != nil)
    }

    @Test func moreThanAThousandNodesAreAnErrorAtTheOneTooMany() {
        let children = Array(repeating: #"{"space": 1}"#, count: 1_000).joined(separator: ",")
        let reading = Self.read(#"{"template": "t", "version": 1, "draw": {"row": ["# + children + "]}}")
        let column = 50 + 999 * 13
        #expect(reading.diagnostics.errors.map(\.description) == [
            "t.json:1:\(column): error: the drawing has more than 1,000 nodes; this is node 1,001 (a template draws one entry: use fewer nodes)"
        ])
        let fewer = Array(repeating: #"{"space": 1}"#, count: 999).joined(separator: ",")
        #expect(Self.read(#"{"template": "t", "version": 1, "draw": {"row": ["# + fewer + "]}}").definition?.nodeCount == 1_000)
    }

    /// `alternative` defaults to the fallback, else the list, as documented (none for a
    /// file whose style is `list`, in a factory without the kit's).
    @Test func theAlternativeIsTheFallbackElseTheList() {
        #expect(Self.read(#"{"template": "t", "version": 1, "draw": {"text": "x"}}"#).definition?.alternative == .list)
        #expect(Self.read(#"{"template": "t", "version": 1, "fallback": "grid", "draw": {"text": "x"}}"#).definition?.alternative == .grid)
        #expect(Self.read(#"{"template": "t", "version": 1, "alternative": "hero", "fallback": "grid", "draw": {"text": "x"}}"#).definition?.alternative == .hero)
        #expect(Self.read(#"{"template": "list", "version": 1, "draw": {"text": "x"}}"#).definition?.alternative == nil)
    }

    @Test func theStarterReadsWithoutAProblem() throws {
        let reading = Self.read(TemplateDefinition.starterText(style: "mine"))
        #expect(reading.diagnostics.all.isEmpty, "\(reading.diagnostics)")
        #expect(reading.definition?.style == "mine")
        #expect(TemplateDefinition.starter(style: "mine") == reading.definition)
    }

    /// Reading is linear in the file however many problems it has: 60,000 unknown
    /// bindings in 240 KB (27 s, walking the string again for each place) are all
    /// counted, each at its column, for one walk of the text.
    @Test func sixtyThousandProblemsCostOneWalkOfTheText() throws {
        let count = 60_000
        let text = #"{"template": "t", "version": 1, "draw": {"text": ""# + String(repeating: "${x}", count: count) + #""}}"#
        let root = try JSONNode.parse(Array(text.utf8), file: "t.json")
        var reader = TemplateReader(bytes: Array(text.utf8), file: "t.json")
        _ = reader.readDocument(root)
        #expect(reader.diagnostics.count == count)
        #expect(reader.diagnostics.last?.location == SourceLocation(file: "t.json", line: 1, column: 53 + (count - 1) * 4))
        #expect(reader.placeWork <= 2 * text.utf8.count)
        let reading = TemplateDocument.read(Array(text.utf8), file: "t.json")
        #expect(reading.diagnostics.errorCount == count)
    }
}

extension Int {
    var formattedForTest: String {
        let digits = String(self)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
