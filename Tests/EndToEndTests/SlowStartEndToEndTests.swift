import Foundation
import Testing

extension InTmux {
    /// `home` in a terminal with what a hostile-input probe found holding up the first
    /// frame: an Unleash server that says nothing, and a REGEX within every limit against
    /// a user id of 100,000 characters. The screen comes up, says why, and `q` quits.
    /// (The timeouts only guard against a hang: what is checked is what the screen says.)
    @Suite("home starts at once whatever the toggles cost", .enabled(if: Tmux.isAvailable && Tmux.hasDash, "tmux or dash is not installed"))
    final class SlowStartEndToEndTests {
        let folder: URL

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-slow-start-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func quit(_ pane: DashPane) throws {
            try pane.tmux.press("q")
            #expect(try pane.exitStatus(timeout: .seconds(4)) == 0)
            #expect(try pane.tmux.waitForModes(.restored) == .restored)
        }

        @Test func theScreenComesUpWhileTheUnleashServerSaysNothing() throws {
            let server = try SilentServer()
            let pane = try DashPane(
                folder: folder, arguments: "--toggles http://127.0.0.1:\(server.port)/api", prefix: "XDG_CACHE_HOME='\(folder.path)'",
                ready: nil)
            // Before, the first frame came when the server was given up on (5 s), on the defaults.
            let waiting = try pane.tmux.waitFor(timeout: .seconds(8)) { $0.contains("no answer yet from") && $0.contains("DynamicHome · ") }
            #expect(waiting.contains("no answer yet from http://127.0.0.1:\(server.port)/api"), "\(waiting)")
            try quit(pane)
        }

        @Test func aHostileRegexOnAHundredThousandCharacterUserIdLeavesTheScreenUp() throws {
            let toggles = folder.appendingPathComponent("FeatureToggles.json")
            try Data(#"""
                {"version": 1, "toggles": {"home.template": {"category": "experiment", "strategies": [
                  {"name": "default", "constraints": [{"contextName": "userId", "operator": "REGEX", "value": "(?:[a-z]{1000}){49}"}],
                   "variants": [{"name": "grid"}]}]}}}
                """#.utf8).write(to: toggles)
            let user = folder.appendingPathComponent("user.txt")
            try Data(String(repeating: String(repeating: "a", count: 48_999) + "-", count: 3).prefix(100_000).utf8).write(to: user)
            // A script that execs `home`, so that the pane's child is `home` itself, not the
            // `cat` that reads the id.
            let script = folder.appendingPathComponent("start.sh")
            try Data("exec '\(HomeBinary.url.path)' --toggles '\(toggles.path)' --user \"$(cat '\(user.path)')\"\n".utf8).write(to: script)
            let pane = try DashPane(folder: folder, arguments: "'\(script.path)'", ready: nil, binary: URL(fileURLWithPath: "/bin/sh"))
            // Before, the pattern was matched against the whole id: no frame for minutes.
            let screen = try pane.tmux.waitFor(timeout: .seconds(8)) { $0.contains("userId is 100,000 bytes long") }
            #expect(screen.contains("userId is 100,000 bytes long"), "\(screen)")
            // The constraint reads the id as missing: the defaults' list, not the variant's grid.
            #expect(screen.contains("DynamicHome · ") && !screen.contains("┏━━"), "\(screen)")
            try quit(pane)
        }
    }
}
