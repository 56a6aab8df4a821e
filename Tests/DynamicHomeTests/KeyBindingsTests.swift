import DynamicHome
import DynamicHomeTesting
import Foundation
import Testing

@MainActor
@Suite("Key bindings")
struct KeyBindingsTests {
    /// The key table of the terminal guide, docs/TERMINAL.md, is the one the app routes by.
    @Test func theTerminalGuidesKeyTableIsTheOneTable() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/TERMINAL.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "| Key | What it does |"), "docs/TERMINAL.md has no key table")
        let table = lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        let standard = KeyBindings.standard.markdownTable
        #expect(table == standard, "docs/TERMINAL.md's key table differs from KeyBindings.standard; paste its markdownTable:\n\(standard)")
    }

    @Test func theHelpListsEveryBindingWithSpaceAndTab() {
        let keys = Overlay.keys(.standard)
        #expect(keys.map(\.0) == KeyBindings.standard.all.map(\.label))
        #expect(keys.contains { $0.0 == "space" })
        #expect(keys.contains { $0.0.contains("tab") })
        #expect(KeyBindings.standard.command(for: .space, on: .template) == .quickLook)
        #expect(KeyBindings.standard.command(for: .tab, on: .template) == .nextEntry)
        #expect(KeyBindings.standard.command(for: .character("h"), on: .destination) == .back)
    }

    @Test func theStatusLineHintsComeFromTheTable() {
        #expect(KeyBindings.standard.hints == [
            "↑↓ select  ←→ day  ⏎ open  s settings  t template  ? help  q quit",
            "↑↓ ←→ ⏎ s t ? q",
            "? help",
        ])
    }

    @Test func eachKeyHasOneCommandPerHandler() {
        for handler in [KeyHandler.template, .container, .destination, .screen, .session] {
            var seen: Set<Key> = []
            for binding in KeyBindings.standard.all where binding.handler == handler {
                for key in binding.entries.map(\.key) {
                    #expect(seen.insert(key).inserted, "\(key) is bound twice for \(handler)")
                }
            }
        }
    }

    @Test func questionMarkShowsTheHelpAndAnyKeyHidesIt() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, motion: .none)
        home.press(.character("?"))
        #expect(home.screen.chrome.showsHelp)
        let help = home.frame()
        #expect(help.contains("Keys"))
        #expect(help.contains("space"))
        home.press(.right)  // hides the help, and does nothing else
        #expect(!home.screen.chrome.showsHelp)
        #expect(home.screen.days.current == HomeScreenHarness.days[0])
        home.skipEvents()
        home.finish()
    }

    /// A meaning wider than the box the frame leaves wraps onto the next lines, whole,
    /// instead of being cut ("… along a rail, the day at …" at 100 columns).
    @Test(arguments: [100, 60, 40])
    func theHelpWrapsWhatAKeyDoesToTheFramesWidth(width: Int) {
        var canvas = Canvas(width: width, height: 60)
        Overlay.help(.standard, in: &canvas, theme: .standard)
        let text = canvas.plainText
        for (_, meaning) in Overlay.keys(.standard) {
            let words = meaning.split(separator: " ").map(String.init)
            let lastWords = words.suffix(2).joined(separator: " ")
            #expect(text.contains(lastWords) || text.contains(words.last ?? ""), "\(width) columns: '\(meaning)' is cut:\n\(text)")
        }
        #expect(!text.contains("…"), "\(width) columns:\n\(text)")
    }

    @Test func rebindingAKeyMovesWhatItDoesAndWhatTheHelpSays() async throws {
        let home = try await HomeScreenHarness(DenseListTemplate.self, factory: HomeFactory([DenseListTemplate.self]), motion: .none)
        home.container.keys = KeyBindings.standard.rebinding(.character("j"), to: .character("n"))
        #expect(home.child.selectedIndex == 0)
        home.press(.character("j"))
        #expect(home.child.selectedIndex == 0, "j no longer moves the highlight")
        home.press(.character("n"))
        #expect(home.child.selectedIndex == 1, "n moves it instead")
        home.press(.character("k"))
        #expect(home.child.selectedIndex == 0)
        home.press(.character("?"))
        let help = home.frame()
        #expect(help.contains("↑ ↓, n k"), "\(help)")
        #expect(!help.contains("↑ ↓, j k"))
        home.skipEvents()
        home.finish()
    }

    @Test func aRebindingOfTheDayKeysMovesBackTooAndTakesTheKeyFromElsewhere() {
        let table = KeyBindings.standard.rebinding(.character("h"), to: .character("s"))
        #expect(table.command(for: .character("s"), on: .screen) == .previousDay)
        #expect(table.command(for: .character("s"), on: .destination) == .back)
        #expect(table.command(for: .character("s"), on: .template) == nil, "s no longer opens settings")
        #expect(table.command(for: .character("h"), on: .screen) == nil)
        #expect(!table.all.contains { $0.meaning == "settings" }, "a row left with no key is gone")
    }

    @Test func aTemplatesOwnKeysAreRoutedToItAndShownInTheHelpAndStatusLine() async throws {
        let home = try await HomeScreenHarness(DenseListTemplate.self, factory: HomeFactory([DenseListTemplate.self]), motion: .none)
        let dense = try #require(home.child as? DenseListTemplate)
        home.press(.character("d"))
        #expect(dense.dense)
        #expect(home.frame(width: 120).contains("q quit  d denser"), "the status line shows the template's hint")
        home.press(.character("?"))
        #expect(home.frame().contains("rows one line high, or two"))
        home.skipEvents()
        home.finish()
    }

    @Test func theHelpNamesTheAlternativeOfTheTemplateOnScreenOrLeavesItOut() async throws {
        let factory = HomeFactory([DenseListTemplate.self, PlainListTemplate.self])
        let plain = try await HomeScreenHarness(PlainListTemplate.self, factory: factory, motion: .none)
        plain.press(.character("?"))
        let help = plain.frame(width: 100, height: 30)
        #expect(help.contains("switch to the dense template"), "\(help)")
        #expect(!help.contains("list ↔ grid"))
        #expect(help.contains("a quick look at the selected item"), "\(help)")
        plain.skipEvents()
        plain.finish()

        let dense = try await HomeScreenHarness(DenseListTemplate.self, factory: factory, motion: .none)
        dense.press(.character("?"))
        let denseHelp = dense.frame(width: 100, height: 30)
        #expect(!denseHelp.contains("alternative"), "a template with no alternative lists no v: \(denseHelp)")
        #expect(!denseHelp.contains("switch to"))
        #expect(!denseHelp.contains("quick look"), "nor space, which does nothing in a template without a quick look")
        dense.press(.escape)
        dense.press(.character("v"))
        #expect(dense.container.child is DenseListTemplate, "v still reaches the template, which has nothing to switch to")
        dense.skipEvents()
        dense.finish()
    }
}

/// A list whose alternative is the dense list.
@MainActor
final class PlainListTemplate: ItemTemplate {
    static let style: TemplateStyle = "plain"
    static let summary = "a list whose alternative is the dense one"
    static let alternative: TemplateStyle? = DenseListTemplate.style
    static let spaceOpensQuickLook = true
    var kit = ItemKit()
    init() {}

    func layout(at size: Size) -> ItemLayout { ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 2)) }

    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        ItemLine.draw(item, highlighted: highlighted, titleStyle: theme.title, in: &entry, theme: theme)
    }
}

/// A list whose own key, `d`, makes its rows one line high.
@MainActor
final class DenseListTemplate: ItemTemplate {
    static let style: TemplateStyle = "dense"
    static let summary = "a list with a key of its own"
    static let toggleDensity: KeyCommand = "dense.toggle"
    static var keyBindings: [KeyBinding] {
        [KeyBinding(toggleDensity, keys: [[.character("d")]], meaning: "rows one line high, or two", handler: .template, hint: "denser")]
    }

    var kit = ItemKit()
    var dense = false
    init() {}

    func layout(at size: Size) -> ItemLayout {
        ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: dense ? 1 : 2))
    }

    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        ItemLine.draw(item, highlighted: highlighted, titleStyle: theme.title, in: &entry, theme: theme)
    }

    func handleTemplateCommand(_ command: KeyCommand) -> EventHandling? {
        guard command == Self.toggleDensity else { return nil }
        dense.toggle()
        return .handled
    }
}
