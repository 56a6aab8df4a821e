import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built `home` for a person with a screen reader: lines of words, one per change,
/// and not one escape byte, in a script and in a terminal.
@Suite("home --screen-reader")
struct ScreenReaderEndToEndTests {
    @Test func aScriptPrintsTheHighlightTheNewTemplateAndTheNewDayAsWordsWithoutAnEscapeByte() throws {
        let next = try #require(HomeBinary.style(after: "list"))
        let result = try HomeBinary.run(
            ["play", "-", "--screen-reader", "--template", "list"], environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
            input: "key down\nkey down\nkey t\nswipe next\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.utf8.contains(0x1B))
        #expect(result.lines.first == "Monday 16 November 2026, 23 items.")
        #expect(result.lines.contains { $0.hasPrefix("Item 3 of 23: Arctic Winter, part 1 of 4: The last boat out of Longyearbyen.") })
        #expect(result.lines.contains("Showing \(next)."))
        #expect(result.lines.contains("Tuesday 17 November 2026, 18 items."))
        #expect(result.lines.last?.hasPrefix("Item 1 of 18: ") == true)
    }
}

extension InTmux {
    /// `home --screen-reader` in a real terminal: lines as keys are pressed, the terminal
    /// never taken over (no alternate screen, the cursor shown, no mouse reports), no
    /// escape byte written, and the terminal's settings given back after q.
    @Suite("home --screen-reader in a terminal", .enabled(if: Tmux.isAvailable && Tmux.hasDash, "tmux or dash is not installed"))
    final class ScreenReaderTerminalTests {
        let folder: URL

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-reader-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try InteractiveTests.writeToggles(template: "list", to: folder.appendingPathComponent("FeatureToggles.json"))
        }

        /// In a terminal with colours and cursor addressing, and in one without either
        /// (`TERM=dumb`), where a screen reader's session runs all the same.
        @Test(arguments: ["", "TERM=dumb"])
        func keysSayLinesAndNothingEverEscapes(prefix: String) throws {
            let output = folder.appendingPathComponent("pane-output.bin")
            let pane = try DashPane(
                folder: folder, arguments: "--screen-reader", prefix: prefix, ready: "Item 1 of 23: World News 24/7", output: output)
            #expect(try pane.tmux.modes() == .restored, "a screen reader's session leaves the terminal's screen alone")
            try pane.tmux.press("j")
            var screen = try pane.tmux.waitFor(timeout: .seconds(5)) { $0.contains("Item 2 of 23: ") }
            #expect(screen.contains("Item 2 of 23: 🎧 Lo-fi beats to study to"), "\(screen)")
            try pane.tmux.press("l")
            screen = try pane.tmux.waitFor(timeout: .seconds(5)) { $0.contains("Tuesday 17 November 2026, 18 items.") }
            #expect(screen.contains("Tuesday 17 November 2026, 18 items."), "\(screen)")
            try pane.tmux.press("t")
            let next = try #require(HomeBinary.style(after: "list"))
            screen = try pane.tmux.waitFor(timeout: .seconds(5)) { $0.contains("Showing \(next).") }
            #expect(screen.contains("Showing \(next)."), "\(screen)")
            #expect(try pane.tmux.modes() == .restored)
            try pane.tmux.press("q")
            #expect(try pane.exitStatus() == 0)
            let stty = try pane.stty()
            #expect(stty == pane.sttyBefore, "stty -a differs after q:\n\(stty ?? "the shell never ran stty")")
            let bytes = try Data(contentsOf: output)
            #expect(!bytes.isEmpty)
            #expect(!bytes.contains(0x1B), "an escape byte was written: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }
}
