import DynamicHome
import DynamicHomeTesting
import Testing

/// The kit copies entries it drew in the last two frames; a template whose entries
/// depend on state of its own says when that state changed.
@MainActor
@Suite("Entries drawn again")
struct EntryCacheTests {
    @Test func redrawEntriesDrawsEveryEntryAnew() async throws {
        let home = try await HomeScreenHarness(MarkedListTemplate.self, factory: HomeFactory([MarkedListTemplate.self]), motion: .none)
        let template = try #require(home.child as? MarkedListTemplate)
        #expect(home.frame().contains("[a] "))
        template.mark = "b"
        template.kit.redrawEntries()
        let frame = home.frame()
        #expect(frame.contains("[b] ") && !frame.contains("[a] "), "\(frame)")
        home.skipEvents()
        home.finish()
    }
}

/// A list whose entries start with a mark of its own.
@MainActor
final class MarkedListTemplate: ItemTemplate {
    static let style: TemplateStyle = "marked"
    static let summary = "a list whose entries carry a mark"
    var kit = ItemKit()
    var mark = "a"
    init() {}

    func layout(at size: Size) -> ItemLayout { ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 1)) }

    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        entry.draw("[\(mark)] \(item.title)", at: Point(column: 0, row: 0), style: theme.text)
    }
}
