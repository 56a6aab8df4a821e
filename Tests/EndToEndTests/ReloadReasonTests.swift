import Foundation
import Testing

/// What a reload says in the status line and the banner, in a real terminal.
extension InTmux {
    @Suite("reload reasons in a terminal", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    final class ReloadReasonTests {
        let folder: URL
        let toggles: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-reload-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            toggles = folder.appendingPathComponent("FeatureToggles.json")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func start(template: String) throws -> Tmux {
            try InteractiveTests.writeToggles(template: template, to: toggles)
            let tmux = try Tmux(width: 120, height: 30, folder: folder)
            try tmux.type("'\(HomeBinary.url.path)' --toggles '\(toggles.path)'; echo \"EXIT $?\"")
            try tmux.expectScreen("the header") { $0.contains("DynamicHome · Monday 16 November 2026") }
            return tmux
        }

        @Test func aReloadThatFallsBackToTheSameTemplateShowsTheNewReason() throws {
            let tmux = try start(template: "list")
            try tmux.expectScreen("the list, picked by the toggles file") { $0.contains("list · picked by the toggles file") }
            // Past the file system's time stamp precision, so that the edit is seen.
            Thread.sleep(forTimeInterval: 1.1)
            try InteractiveTests.writeToggles(template: "nope", to: toggles)
            let screen = try tmux.waitFor { $0.contains("names template style 'nope'") }
            let status = try tmux.waitFor { $0.contains("list · the default: the toggles file's pick is not registered") }
            #expect(status.contains("list · the default: the toggles file's pick is not registered"), "\(screen)")
            try tmux.press("q")
            try tmux.expectScreen("EXIT 0") { $0.contains("EXIT 0") }
        }

        @Test func theBannerReadsTheSameAtStartupAndOnReload() throws {
            let tmux = try start(template: "nope")
            let first = try tmux.waitFor { $0.contains("names template style 'nope'") }
            #expect(first.contains("⚠ warning: toggle home.template names template style 'nope' (file)"), "\(first)")
            Thread.sleep(forTimeInterval: 1.1)
            try InteractiveTests.writeToggles(template: "nada", to: toggles)
            let reloaded = try tmux.waitFor { $0.contains("names template style 'nada'") }
            #expect(reloaded.contains("⚠ warning: toggle home.template names template style 'nada' (file)"), "\(reloaded)")
            try tmux.press("q")
            try tmux.expectScreen("EXIT 0") { $0.contains("EXIT 0") }
        }
    }
}
