import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// Entries copied from the frames before are the cells drawing them afresh would give:
/// whatever changed since (the items, the theme, the size), a template draws the frame a
/// new template would.
@MainActor
@Suite("Entries drawn once and copied")
struct EntryCacheTests {
    func fresh(_ style: TemplateStyle, items: [HomeItem], width: Int, height: Int, theme: Theme) throws -> Canvas {
        renderCanvas(try make(style, from: .standard, items: items), width: width, height: height, theme: theme)
    }

    @Test(arguments: [TemplateStyle.list, .grid, .hero, .shelves])
    func aFrameIsTheFrameANewTemplateDraws(style: TemplateStyle) throws {
        let template = try make(style, from: .standard)
        var theme = Theme.standard
        _ = renderCanvas(template, width: 80, height: 24, theme: theme)
        // Another theme: the entries are drawn in it.
        theme.title = Style(foreground: .rgb(255, 0, 0), attributes: .underline)
        #expect(renderCanvas(template, width: 80, height: 24, theme: theme) == (try fresh(style, items: TemplateTesting.items, width: 80, height: 24, theme: theme)))
        // Another size, then updated items without animation: the new text.
        #expect(renderCanvas(template, width: 61, height: 17, theme: theme) == (try fresh(style, items: TemplateTesting.items, width: 61, height: 17, theme: theme)))
        var items = TemplateTesting.items
        items[0].title = "An updated title"
        TemplateTesting.hand(items, to: template)
        let drawn = renderCanvas(template, width: 61, height: 17, time: .seconds(10), motion: .none, theme: theme)
        #expect(drawn == (try fresh(style, items: items, width: 61, height: 17, theme: theme)))
        #expect(drawn.plainText.contains("An updated title"))
    }
}
