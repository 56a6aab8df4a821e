import DynamicHome
import DynamicHomeTesting
import Foundation
import Testing

@MainActor
@Suite("Key bindings")
struct KeyBindingsTests {
    @Test func theREADMEKeyTableIsTheOneTable() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "| Key | What it does |"), "README.md has no key table")
        let table = lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        #expect(table == KeyBindings.markdownTable, "README.md's key table differs from KeyBindings; paste KeyBindings.markdownTable:\n\(KeyBindings.markdownTable)")
    }

    @Test func theHelpListsEveryBindingWithSpaceAndTab() {
        #expect(Overlay.keys.map(\.0) == KeyBindings.all.map(\.label))
        #expect(Overlay.keys.contains { $0.0 == "space" })
        #expect(Overlay.keys.contains { $0.0.contains("tab") })
        #expect(KeyBindings.command(for: .space, on: .template) == .quickLook)
        #expect(KeyBindings.command(for: .tab, on: .template) == .moveCard)
    }

    @Test func theStatusLineHintsComeFromTheTable() {
        #expect(KeyBindings.hints == [
            "↑↓ select  ←→ day  ⏎ open  s settings  t template  ? help  q quit",
            "↑↓ ←→ ⏎ s t ? q",
            "? help",
        ])
    }

    @Test func eachKeyHasOneCommandPerHandler() {
        for handler in [KeyHandler.template, .container, .destination, .screen, .session] {
            var seen: Set<Key> = []
            for binding in KeyBindings.all where binding.handler == handler {
                for key in binding.commands.keys {
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
}
