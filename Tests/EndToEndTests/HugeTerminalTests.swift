import Foundation
import Testing

extension InTmux {
    /// A terminal may say it is 65535x65535 (an ssh client sets the size it likes): `home`
    /// draws at most 1000x1000, as `--width` and `--height` allow, and never allocates
    /// the gigabytes the whole size would take.
    @Suite("home in a huge terminal", .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    final class HugeTerminalTests {
        let folder: URL

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-huge-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        /// Whether the shell printed `home`'s exit status: a line `EXIT N` (the typed
        /// command line names it too, with `$?`).
        static func ended(_ screen: String) -> Bool {
            screen.split(separator: "\n").contains { $0.hasPrefix("EXIT ") && $0.dropFirst(5).allSatisfy(\.isNumber) }
        }

        /// `home` in a pane whose terminal says it is 65535x65535 from the start: it
        /// draws (and records) 1000x1000, and quits with `q`. (tmux shows the pane's 100
        /// columns of those lines wrapped: the recording says what was drawn.)
        @Test func aHugeTerminalAtStartIsDrawnAtTheMost() throws {
            let tmux = try Tmux(width: 100, height: 30, folder: folder)
            let cast = folder.appendingPathComponent("huge.cast")
            try tmux.type("stty rows 65535 cols 65535; '\(HomeBinary.url.path)' --record huge.cast; echo \"EXIT $?\"")
            try tmux.expectScreen("a recorded frame with the day's items") { _ in (try? String(contentsOf: cast, encoding: .utf8))?.contains("World News 24/7") == true }
            let header = try #require(try String(contentsOf: cast, encoding: .utf8).split(separator: "\n").first)
            #expect(header.contains(#""width":1000,"height":1000"#), "\(header)")
            try tmux.press("q")
            let end = try tmux.waitFor(Self.ended)
            #expect(end.contains("EXIT 0"), "\(end)")
        }

        /// The terminal grows to 65535x65535 while `home` runs (SIGWINCH).
        @Test func aTerminalThatGrowsHugeKeepsTheScreen() throws {
            let tmux = try Tmux(width: 100, height: 30, folder: folder)
            try tmux.type("'\(HomeBinary.url.path)'; echo \"EXIT $?\"")
            try tmux.expectScreen("the day's items") { $0.contains("World News 24/7") }
            let pane = try tmux.run(["display-message", "-p", "-t", "e2e", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            // Setting the size of the pane's terminal sends SIGWINCH to `home`.
            #expect(spawn(["stty", "-F", pane, "rows", "65535", "cols", "65535"], output: folder.appendingPathComponent("stty.txt").path) == 0)
            try tmux.press("j")
            let moved = try tmux.waitFor { $0.contains("▸ LIVE   🎧 Lo-fi beats") || Self.ended($0) }
            #expect(moved.contains("▸ LIVE   🎧 Lo-fi beats"), "\(moved)")
            try tmux.press("q")
            let end = try tmux.waitFor(Self.ended)
            #expect(end.contains("EXIT 0"), "\(end)")
        }
    }
}
