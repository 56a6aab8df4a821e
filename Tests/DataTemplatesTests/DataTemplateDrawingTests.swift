import DataTemplates
import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// Drawing a template that is data: the layouts, the nodes, the bindings, the highlight;
/// and the starter file, a JSON copy of the list, drawing what the list draws.
@MainActor
@Suite("Data templates drawing")
struct DataTemplateDrawingTests {
    static let prices: [HomeItem] = [
        HomeItem(identifier: "aapl", title: "Apple", kind: .short, fields: ["price": .string("189.20")]),
        HomeItem(identifier: "msft", title: "Microsoft", kind: .long, fields: ["price": .number(402.5)]),
        HomeItem(identifier: "tsla", title: "Tesla, a title far too long to fit the width it has", kind: .stream),
        HomeItem(identifier: "nvda", title: "Nvidia", kind: .short, fields: ["price": .string("")]),
    ]

    static func template(_ text: String) throws -> DataTemplate {
        let reading = TemplateDocument.read(Array(text.utf8), file: "t.json")
        let definition = try #require(reading.definition, "\(reading.diagnostics)")
        return DataTemplate(definition)
    }

    @Test func theTickerDrawsEachTitleAndItsPriceOrADash() throws {
        let template = try Self.template(TemplateDocumentTests.ticker)
        TemplateTesting.hand(Self.prices, to: template)
        // 39 columns (rows keep the last for the scroll marks): the badge as wide as its
        // kind, the title what is left, the price 8 wide, right-aligned, or "—".
        #expect(render(template, width: 40, height: 5) == """
            SHORT Apple                      189.20 
            LONG Microsoft                    402.5 
            LIVE Tesla, a title far too l…        — 
            SHORT Nvidia                          — 
                                                    

            """)
    }

    @Test func columnsPutAsManyEntriesARowAsFit() throws {
        let template = try Self.template("""
            {"template": "cards", "version": 1, "arrange": "columns", "entry": {"width": 30, "height": 2},
             "draw": {"column": [{"text": "${title}", "style": "title"}, {"text": "${identifier}"}]}}
            """)
        TemplateTesting.hand(Self.prices, to: template)
        #expect(template.layout(at: Size(width: 100, height: 10)).perRow == 3)
        let lines = render(template, width: 100, height: 4).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Apple                          Microsoft                      Tesla, a title far too long t…" + String(repeating: " ", count: 8))
        #expect(lines[2].hasPrefix("Nvidia "))
    }

    @Test func aRailScrollsSideways() throws {
        let template = try Self.template("""
            {"template": "strip", "version": 1, "arrange": "rail", "entry": {"width": 12}, "draw": {"text": "${title}"}}
            """)
        TemplateTesting.hand(Self.prices, to: template)
        let layout = template.layout(at: Size(width: 30, height: 4))
        #expect(layout.rails)
        // The untitled rail's header says which of its cards are on screen.
        #expect(render(template, width: 30, height: 2) == "                       1-2/4 ▸\nApple        Microsoft    Tesl\n")
        #expect(template.handle(.key(.right)) == .handled)
        #expect(template.selectedIndex == 1)
    }

    /// The starter file is a JSON copy of the list: at the list's widths it draws what
    /// `ListTemplate` draws, cell for cell, styles included, highlight and all.
    @Test(arguments: [40, 80, 133])
    func theStarterDrawsWhatTheListDraws(width: Int) {
        let json = make(DataTemplate.self)
        let list = make(ListTemplate.self)
        #expect(renderCanvas(json, width: width, height: 24) == renderCanvas(list, width: width, height: 24))
        _ = json.handle(.key(.down))
        _ = list.handle(.key(.down))
        #expect(renderCanvas(json, width: width, height: 24) == renderCanvas(list, width: width, height: 24))
    }

    @Test func theHighlightedEntryIsInTheSelectionStyle() throws {
        let template = try Self.template(#"{"template": "t", "version": 1, "draw": {"row": [{"badge": "${kind}"}, {"text": "${title}", "style": "title"}], "gap": 1}}"#)
        TemplateTesting.hand(Self.prices, to: template)
        let canvas = renderCanvas(template, width: 20, height: 2)
        let theme = Theme.standard
        #expect(canvas.row(0).allSatisfy { $0.style == theme.selection })
        let second = Array(canvas.row(1))
        #expect(second[0].style == theme.badge(.long))
        #expect(second[5].style == theme.title)
    }

    @Test func textAlignsWrapsAndKeepsToItsWidth() throws {
        let template = try Self.template("""
            {"template": "t", "version": 1, "entry": {"height": 3}, "draw": {"row": [
              {"text": "${identifier}", "align": "right", "width": 6},
              {"column": [{"text": "${title}", "lines": 2}, {"rule": "·"}]},
              {"text": "${minutes ?? 'n/a'}", "align": "center", "width": 5}
            ], "gap": 1}}
            """)
        let item = HomeItem(identifier: "id", title: "one two three four five six", kind: .long)
        TemplateTesting.hand([item, item.with(identifier: "b")], to: template)
        _ = template.handle(.key(.down))
        // 29 columns: the identifier 6 wide on the right, the minutes (or "n/a") 5 wide
        // in the middle, the column the 16 left: the title over two lines, a rule under
        // it. The second entry is highlighted and scrolled to ("↑": one above).
        #expect(render(template, width: 30, height: 3) == """
                 b one two three     n/a ↑
                   four five six          
                   ················       

            """)
    }

    @Test func bindingsFallBackInOrderAndLiteralsAreAsWritten() throws {
        let template = try Self.template(#"{"template": "t", "version": 1, "draw": {"text": "[${byline ?? fields.who ?? \"nobody\"}] $${x} ${section ?? \"-\"} ${length}"}}"#)
        TemplateTesting.hand([
            HomeItem(identifier: "a", title: "A", kind: .long, byline: "Ana", minutes: 12),
            HomeItem(identifier: "b", title: "B", kind: .stream, fields: ["who": .bool(true)]),
            HomeItem(identifier: "c", title: "C", kind: .short, fields: ["who": .bool(false)]),
        ], to: template)
        _ = template.handle(.key(.end))
        #expect(render(template, width: 40, height: 3) == """
            [Ana] ${x} - 12 min                     
            [true] ${x} - live                      
            [nobody] ${x} -                         

            """)
    }

    /// What a file or an item says is drawn through the canvas's filter: a control
    /// character draws as U+FFFD, never as an instruction to the terminal.
    @Test func controlCharactersFromTheFileAndTheItemDrawAsReplacements() throws {
        let template = try Self.template(#"{"template": "t", "version": 1, "draw": {"text": "\u001b[2J${fields.x}"}}"#)
        TemplateTesting.hand([HomeItem(identifier: "a", title: "A", kind: .long, fields: ["x": .string("\u{1B}]0;pwned\u{07}")])], to: template)
        let text = render(template, width: 20, height: 1)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.hasPrefix("\u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}"))
    }

    @Test func anUnknownNodeIsLeftOutAndTheRestDraws() throws {
        let reading = TemplateDocument.read(Array(#"{"template": "t", "version": 1, "draw": {"row": [{"sparkline": 1}, {"text": "${title}"}]}}"#.utf8), file: "t.json")
        let template = DataTemplate(try #require(reading.definition))
        TemplateTesting.hand(Self.prices, to: template)
        #expect(render(template, width: 12, height: 1) == "Apple      ↓\n")
        #expect(reading.diagnostics.warnings.count == 1)
    }

    @Test func theInstanceSaysItsStyleAlternativeAndQuickLook() throws {
        let template = try Self.template(#"{"template": "ticker", "version": 1, "alternative": "grid", "quickLook": true, "draw": {"text": "${title}"}}"#)
        #expect(template.style == "ticker")
        #expect(template.alternative == .grid)
        #expect(template.spaceOpensQuickLook)
        #expect(DataTemplate().style == DataTemplate.style)
    }
}

extension HomeItem {
    func with(identifier: String) -> HomeItem {
        var item = self
        item.identifier = identifier
        return item
    }
}
