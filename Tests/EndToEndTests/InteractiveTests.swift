import Foundation
import Testing

extension InTmux {
    /// `home` in a real terminal: tmux runs it in a pane of a fixed size; the tests press
    /// keys and read the pane as a person would see it.
    @Suite("home in a terminal", .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    final class InteractiveTests {
        let folder: URL
        let toggles: URL

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-tmux-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            toggles = folder.appendingPathComponent("FeatureToggles.json")
            try Self.writeToggles(template: "list", to: toggles)
        }

        static func writeToggles(template: String, to file: URL) throws {
            try Data("""
                {
                  "version": 1,
                  "toggles": {
                    "home.template": {"description": "template", "category": "experiment", "owner": "tests", "enabled": true, "value": "\(template)"}
                  }
                }

                """.utf8).write(to: file)
        }

        /// Starts `home` in a fresh pane, recording `stty -a` before and after it.
        func start(width: Int = 100, height: Int = 30, arguments: String = "") throws -> Tmux {
            let tmux = try Tmux(width: width, height: height, folder: folder)
            try tmux.type("stty -a > stty-before.txt; '\(HomeBinary.url.path)' --toggles '\(toggles.path)' \(arguments); echo \"EXIT $?\"; stty -a > stty-after.tmp && mv stty-after.tmp stty-after.txt")
            // The first frame comes at once; wait for the day's items too.
            let screen = try tmux.waitFor { $0.contains("DynamicHome · Monday 16 November 2026") && $0.contains("World News 24/7") }
            #expect(screen.contains("DynamicHome · Monday 16 November 2026"), "\(screen)")
            return tmux
        }

        /// After `home` ends: the shell is back and the terminal's settings are as before.
        func expectRestored(_ tmux: Tmux, status: Int) throws {
            let screen = try tmux.waitFor { $0.contains("EXIT \(status)") }
            #expect(screen.contains("EXIT \(status)"), "\(screen)")
            #expect(!screen.contains("DynamicHome · "), "the alternate screen was left: \(screen)")
            // Written whole, then renamed: once it is there, it is complete.
            try tmux.expectScreen("the shell's stty after home (stty-after.txt)") { _ in FileManager.default.fileExists(atPath: folder.appendingPathComponent("stty-after.txt").path) }
            let before = try String(contentsOf: folder.appendingPathComponent("stty-before.txt"), encoding: .utf8)
            let after = try String(contentsOf: folder.appendingPathComponent("stty-after.txt"), encoding: .utf8)
            #expect(before == after)
        }

        @Test func tSwitchesTheTemplateAndQRestoresTheTerminal() throws {
            let tmux = try start()
            #expect(try tmux.screen().contains("▸ LIVE   World News 24/7"))
            let next = try #require(HomeBinary.style(after: "list"))
            try tmux.press("t")
            let switched = try tmux.waitFor { $0.contains(" \(next) · switched from list") }
            #expect(switched.contains(" \(next) · switched from list"), "\(switched)")
            try tmux.press("q")
            try expectRestored(tmux, status: 0)
        }

        @Test func rightArrowMovesToTheNextDay() throws {
            let tmux = try start()
            try tmux.press("Right")
            let screen = try tmux.waitFor { $0.contains("DynamicHome · Tuesday 17 November 2026") && !$0.contains("▏") }
            #expect(screen.contains("Tuesday 17 November 2026"), "\(screen)")
            #expect(screen.contains("2/14"))
            try tmux.press("C-c")
            try expectRestored(tmux, status: 0)
        }

        @Test func questionMarkShowsTheHelp() throws {
            let tmux = try start()
            try tmux.press("?")
            let help = try tmux.waitFor { $0.contains("Keys") && $0.contains("next template, with a cross-fade") }
            #expect(help.contains("previous / next day"), "\(help)")
            try tmux.press("?")
            let closed = try tmux.waitFor { !$0.contains("next template, with a cross-fade") }
            #expect(!closed.contains("Keys ─"))
            try tmux.press("q")
            try expectRestored(tmux, status: 0)
        }

        @Test func aResizeRedrawsAtTheNewSize() throws {
            let tmux = try start(width: 100, height: 30)
            try tmux.resize(width: 50, height: 16)
            let screen = try tmux.waitFor { $0.contains("Mon 16 Nov 2026") }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(screen.contains("Mon 16 Nov 2026"), "\(screen)")
            #expect(lines.filter { !$0.isEmpty }.count <= 16)
            try tmux.resize(width: 20, height: 5)
            let tiny = try tmux.waitFor { $0.contains("Terminal too") }
            #expect(tiny.contains("Terminal too"), "\(tiny)")
            try tmux.resize(width: 100, height: 30)
            let back = try tmux.waitFor { $0.contains("DynamicHome · Monday 16 November 2026") }
            #expect(back.contains("World News"))
            try tmux.press("q")
            try tmux.expectScreen("EXIT 0") { $0.contains("EXIT 0") }
        }

        @Test func editingTheTogglesFileCrossFadesAndABrokenEditKeepsTheLastGood() throws {
            let tmux = try start()
            try Self.writeToggles(template: "grid", to: toggles)
            let grid = try tmux.waitFor { $0.contains("┏━━") && $0.contains("grid · picked by") }
            #expect(grid.contains("grid · picked by the toggles file"), "\(grid)")
            try Data("{\n  \"toggles\": {\n    \"home.template\": {\"value\": \"list\",}\n  }\n}\n".utf8).write(to: toggles)
            let broken = try tmux.waitFor { $0.contains("FeatureToggles.json:3:") }
            #expect(broken.contains("\(toggles.path.suffix(30))"), "\(broken)")
            #expect(broken.contains("┗━━"), "the last good template stays: \(broken)")
            try FileManager.default.removeItem(at: toggles)
            let removed = try tmux.waitFor { $0.contains("was removed") }
            #expect(removed.contains("┗━━"), "\(removed)")
            try tmux.press("q")
            try tmux.expectScreen("EXIT 0") { $0.contains("EXIT 0") }
        }

        @Test func sigtermRestoresTheTerminal() throws {
            let tmux = try start()
            let pid = try tmux.run(["display-message", "-p", "-t", "e2e", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            // The shell's child is home.
            let log = folder.appendingPathComponent("pkill.txt").path
            #expect(spawn(["pkill", "-TERM", "-P", pid], output: log) == 0)
            try expectRestored(tmux, status: 143)
        }
    }
}
