import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension InTmux {
    /// `home` in a terminal while things are slow or missing: a content server that never
    /// answers, a toggles file that takes its time, keys typed before it is up, a terminal
    /// that cannot move its cursor.
    @Suite("home while things load", .enabled(if: Tmux.isAvailable && Tmux.hasDash, "tmux or dash is not installed"))
    final class StartupEndToEndTests {
        let folder: URL
        let toggles: URL

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-startup-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            toggles = folder.appendingPathComponent("FeatureToggles.json")
            try InteractiveTests.writeToggles(template: "list", to: toggles)
        }

        static let help = "next template, with a cross-fade"

        /// Presses `?` and waits for the help; presses it again to close it.
        func expectHelp(_ pane: DashPane, _ when: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try pane.tmux.press("?")
            let screen = try pane.tmux.waitFor { $0.contains(Self.help) }
            #expect(screen.contains(Self.help), "\(when): '?' showed no help:\n\(screen)", sourceLocation: sourceLocation)
            try pane.tmux.press("?")
            try pane.tmux.expectScreen("the help closed", sourceLocation: sourceLocation) { !$0.contains(Self.help) }
        }

        @Test func theFirstFrameShowsTheLoadAndQQuitsWhileTheContentServerNeverAnswers() throws {
            let server = try SilentServer()
            let pane = try DashPane(
                folder: folder, arguments: "--toggles '\(toggles.path)' --content 'http://127.0.0.1:\(server.port)/{day}.json'",
                ready: nil)
            let loading = try pane.tmux.waitFor { $0.contains("DynamicHome · Loading") && $0.contains("Loading …") }
            #expect(loading.contains("DynamicHome · Loading"), "no loading frame:\n\(loading)")
            #expect(try pane.tmux.modes() == .session)
            try expectHelp(pane, "while the load hangs")
            #expect(try pane.tmux.screen().contains("Loading …"), "the load should still hang")
            try pane.tmux.press("q")
            // Before the request's own limit on silence (10 s, of each of three attempts)
            // could end the load; quitting itself takes a moment, even on a busy machine.
            #expect(try pane.exitStatus(timeout: .seconds(9)) == 0)
            #expect(try pane.tmux.waitForModes(.restored) == .restored)
        }

        @Test func keysTypedWhileHomeStartsAreNotDropped() throws {
            // The shell reads the line that starts `home`; the `?` after it waits in the
            // terminal for `home` to read it once it is in raw mode.
            let pane = try DashPane(folder: folder, arguments: "--toggles '\(toggles.path)'", typeAhead: ["?"])
            let screen = try pane.tmux.waitFor { $0.contains(Self.help) }
            #expect(screen.contains(Self.help), "the key typed ahead was dropped:\n\(screen)")
            try pane.tmux.press("q")
            #expect(try pane.exitStatus() == 0)
        }

        @Test func keysWorkWhileALargeTogglesFileIsReadAgain() throws {
            let pane = try DashPane(folder: folder, arguments: "--toggles '\(toggles.path)'")
            let before = try pane.tmux.waitFor { $0.contains("› next day ready") }
            // Some megabytes of toggles that choose the grid: seconds of parsing in a debug build.
            let large = Self.largeToggles(count: 20_000, template: "grid")
            let readBefore = bytesRead(by: pane.pid)
            try Data(large.utf8).write(to: toggles, options: .atomic)
            // Once `home` has read the file, it is parsing it.
            if let readBefore {
                let read = waitUntil { (bytesRead(by: pane.pid) ?? 0) >= readBefore + large.utf8.count }
                #expect(read, "home never read the new toggles file")
            } else {
                Thread.sleep(forTimeInterval: 1)
            }
            try pane.tmux.press("?")
            let help = try pane.tmux.waitFor { $0.contains(Self.help) }
            #expect(help.contains(Self.help), "'?' showed no help:\n\(help)")
            try pane.tmux.press("?")
            let closed = try pane.tmux.waitFor { !$0.contains(Self.help) }
            // Both keys were handled while the file was parsed: nothing of the reload shows yet.
            // Had they waited for it, the cross-fade to the grid would be under way or done.
            #expect(closed == before, "the keys waited for the reload:\n\(closed)")
            let grid = try pane.tmux.waitFor { $0.contains("grid · picked by") }
            #expect(grid.contains("grid · picked by the toggles file"), "\(grid)")
            try pane.tmux.press("q")
            #expect(try pane.exitStatus() == 0)
        }

        /// A toggles file of `count` toggles besides `home.template`.
        static func largeToggles(count: Int, template: String) -> String {
            var text = "{\n  \"version\": 1,\n  \"toggles\": {\n"
            text += "    \"home.template\": {\"category\": \"experiment\", \"owner\": \"tests\", \"value\": \"\(template)\"}"
            for index in 0..<count {
                text += ",\n    \"filler.\(index)\": {\"description\": \"only here to make the file large\", \"category\": \"release\", "
                text += "\"owner\": \"tests\", \"rollout\": {\"percentage\": 50, \"stickiness\": \"userId\"}}"
            }
            return text + "\n  }\n}\n"
        }

        /// A terminal that cannot move its cursor gets what a pipe gets: one plain frame, the
        /// terminal's size, no escape code at all.
        @Test(arguments: ["TERM=dumb", "TERM=", "env -u TERM"])
        func aTerminalWithoutCursorAddressingGetsOnePlainFrame(_ prefix: String) throws {
            let raw = folder.appendingPathComponent("raw-\(UUID().uuidString.prefix(6)).txt")
            let tmux = try Tmux(width: 90, height: 20, folder: folder, shell: Tmux.dash)
            try tmux.run(["pipe-pane", "-t", "e2e", "-O", "cat > '\(raw.path)'"])
            try tmux.type("\(prefix) '\(HomeBinary.url.path)' --toggles '\(toggles.path)'; echo EXIT-$?")
            let screen = try tmux.waitFor { $0.contains("EXIT-0") }
            #expect(screen.contains("EXIT-0"), "\(prefix): \(screen)")
            if !screen.contains("EXIT-") { try tmux.press("q") }
            let output = waitUntil { (try? String(contentsOf: raw, encoding: .utf8)).flatMap { $0.contains("EXIT-0") ? $0 : nil } } ?? ""
            #expect(output.contains("DynamicHome · Monday 16 November 2026"), "\(prefix): \(output)")
            #expect(!output.contains("\u{1B}"), "\(prefix): escape codes in \(output.debugDescription)")
            // One frame of the terminal's height: 20 lines from the header to the status line.
            let lines = output.components(separatedBy: "\r\n")
            let frame = lines.drop { !$0.contains("DynamicHome · ") }.prefix { !$0.hasPrefix("EXIT-") }
            #expect(frame.count == 20, "\(prefix): \(frame)")
            #expect(frame.last?.contains("list · picked by the toggles file") == true, "\(prefix): \(frame)")
        }
    }
}
