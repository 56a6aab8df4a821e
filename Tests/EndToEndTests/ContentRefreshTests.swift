import Essentials
import Foundation
import HTTPTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `home` in a terminal looks again at the day on screen: an edited day file, or a
/// day a server now answers differently, animates in without a key being pressed.
extension InTmux {
    @Suite("home in a terminal, refreshing content", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    final class ContentRefreshTests {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-refresh-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        static func day(_ title: String) -> Data {
            Data(#"[{"identifier": "story", "title": "\#(title)", "kind": "long", "minutes": 5}]"#.utf8)
        }

        /// Runs `home` in a pane with `arguments` and waits for `title`.
        func start(_ arguments: String, showing title: String) throws -> Tmux {
            let tmux = try Tmux(width: 80, height: 12, folder: folder)
            try tmux.type("'\(HomeBinary.url.path)' --day 2026-03-01 \(arguments); echo \"EXIT $?\"")
            let screen = try tmux.waitFor { $0.contains(title) }
            #expect(screen.contains(title), "\(screen)")
            return tmux
        }

        func quit(_ tmux: Tmux) throws {
            try tmux.press("q")
            let screen = try tmux.waitFor { $0.contains("EXIT 0") }
            #expect(screen.contains("EXIT 0"), "\(screen)")
        }

        @Test func anEditedDayFileAnimatesIn() throws {
            let days = folder.appendingPathComponent("days")
            try FileManager.default.createDirectory(at: days, withIntermediateDirectories: true)
            let file = days.appendingPathComponent("2026-03-01.json")
            try Self.day("Alpha edition").write(to: file)
            let tmux = try start("--content '\(days.path)'", showing: "Alpha edition")
            // Saved as editors save: a new file renamed over the old one.
            let replacement = days.appendingPathComponent("new.tmp")
            try Self.day("Beta edition").write(to: replacement)
            #expect(rename(replacement.path, file.path) == 0)
            let screen = try tmux.waitFor { $0.contains("Beta edition") }
            #expect(screen.contains("Beta edition"), "\(screen)")
            try quit(tmux)
        }

        @Test func aServerIsAskedAgainWithItsETag() throws {
            let edition = ServerEdition()
            let server = try TestHTTPServer.answering { request in
                guard request.path == "/days/2026-03-01.json" else { return .status(404) }
                let current = edition.value
                if request.headers["if-none-match"] == "\"\(current)\"" {
                    return .response(status: 304, headers: ["ETag: \"\(current)\""], body: [])
                }
                return .response(status: 200, headers: ["ETag: \"\(current)\""], body: Array(Self.day("Edition \(current)")))
            }
            defer { server.stop() }
            let tmux = try start("--content '\(server.origin)/days/{day}.json' --content-refresh 1", showing: "Edition 1")
            // Unchanged: asked again with If-None-Match, answered 304.
            #expect(waitUntil { server.requests.contains { $0.headers["if-none-match"] == "\"1\"" } })
            edition.value = 2
            let screen = try tmux.waitFor { $0.contains("Edition 2") }
            #expect(screen.contains("Edition 2"), "\(screen)")
            try quit(tmux)
        }
    }
}

/// The edition a test server serves, changed by the test.
final class ServerEdition: Sendable {
    private let stored = Locked(1)
    var value: Int {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
