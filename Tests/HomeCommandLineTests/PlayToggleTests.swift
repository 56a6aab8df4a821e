import DynamicHome
import Foundation
import Testing

/// A script's `toggle` step reaches the screen the way a reload does in the terminal
/// (``ToggleApplication``): exposures recorded, the template replaced only when the
/// toggles' choice changes, and the layer named "script".
@MainActor
@Suite("home play: toggle steps", .serialized)
struct PlayToggleTests {
    /// Plays `script` with `--analytics`; returns the result and the events file.
    func play(_ script: String, _ options: [String] = []) async throws -> (result: CommandResult, analytics: URL) {
        let folder = temporaryFolder()
        let analytics = folder.appendingPathComponent("events.jsonl")
        let file = folder.appendingPathComponent("s.txt")
        try Data(script.utf8).write(to: file)
        let result = await home(
            ["play", file.path] + options + ["--analytics", analytics.path, "--content", fixtureContent, "--width", "60", "--height", "8"])
        #expect(result.status == 0, "\(result.error)")
        return (result, analytics)
    }

    @Test func theHighlightFollowsItsItemThroughAToggleChange() async throws {
        let (result, _) = try await play("key down\nkey down\ntoggle home.template=hero\nwait 400\nframe\n")
        let frame = frames(result.output, height: 8).first ?? []
        // The hero shows the third item, and its strip marks it.
        #expect(frame.contains { $0.contains("Café culture") && $0.hasPrefix("┃") }, "\(frame.joined(separator: "\n"))")
        #expect(frame.contains { $0.hasPrefix("▸") && $0.contains("Café culture") }, "\(frame.joined(separator: "\n"))")
    }

    @Test func aToggleStepRecordsExposuresAndNamesItsLayerScript() async throws {
        let (result, analytics) = try await play("toggle home.template=grid\nframe\n", ["--template", "list"])
        // `--template` fixes the template: the toggle is evaluated (an exposure), not obeyed.
        #expect(result.output.contains("list · chosen on the command line"))
        let events = try String(contentsOf: analytics, encoding: .utf8)
        #expect(events.contains(#""event":"toggleExposure","timestamp""#) && events.contains(#""toggle":"home.template""#), "\(events)")
    }

    @Test func aToggleStepReplacesTheTemplateForTheScript() async throws {
        let (result, analytics) = try await play("toggle home.template=grid\ntoggle home.deck.ahead=2\nwait 1000\nframe\n")
        #expect(result.output.contains("grid · picked by the script"))
        let events = try String(contentsOf: analytics, encoding: .utf8).split(separator: "\n")
        #expect(events.filter { $0.contains(#""event":"templateReplaced""#) }.count == 1, "\(events)")
        #expect(events.contains { $0.contains(#""reason":"home.template: STATIC (script)""#) }, "\(events)")
    }
}

@MainActor
@Suite("home play: keys")
struct PlayKeyTests {
    /// In the grid, which has a quick look (the list has none, and its help does not list space).
    @Test func questionMarkShowsTheHelpWithSpaceAndTab() async {
        let file = temporaryFolder().appendingPathComponent("s.txt")
        try? Data("key ?\nframe\nkey x\nframe\n".utf8).write(to: file)
        let result = await home(["play", file.path, "--content", fixtureContent, "--width", "80", "--height", "24", "--template", "grid"])
        #expect(result.status == 0, "\(result.error)")
        let all = frames(result.output, height: 24)
        #expect(all.count == 2)
        #expect(all[0].contains { $0.contains(" Keys ") })
        #expect(all[0].contains { $0.contains("space") && $0.contains("quick look") })
        #expect(all[0].contains { $0.contains("tab, shift-tab") })
        #expect(!all[1].contains { $0.contains(" Keys ") })  // any key hides it
    }
}
