import DynamicHome
import Foundation
import Testing

/// A script's `toggle` step reaches the screen the way a reload does in the terminal
/// (``ToggleApplication``): exposures recorded, the template replaced only when the
/// toggles' choice changes, and the layer named "script".
@MainActor
@Suite("home play: toggle steps", .serialized)
struct PlayToggleTests {
    @Test func aToggleStepRecordsExposuresAndNamesItsLayerScript() async throws {
        let folder = temporaryFolder()
        let analytics = folder.appendingPathComponent("events.jsonl")
        let script = folder.appendingPathComponent("s.txt")
        try Data("toggle home.template=grid\nframe\n".utf8).write(to: script)
        let result = await home([
            "play", script.path, "--template", "list", "--analytics", analytics.path,
            "--content", fixtureContent, "--width", "60", "--height", "8",
        ])
        #expect(result.status == 0, "\(result.error)")
        // `--template` fixes the template: the toggle is evaluated (an exposure), not obeyed.
        #expect(result.output.contains("list · chosen on the command line"))
        let events = try String(contentsOf: analytics, encoding: .utf8)
        #expect(events.contains(#""event":"toggleExposure","timestamp""#) && events.contains(#""toggle":"home.template""#), "\(events)")
    }

    @Test func aToggleStepReplacesTheTemplateForTheScript() async throws {
        let folder = temporaryFolder()
        let analytics = folder.appendingPathComponent("events.jsonl")
        let script = folder.appendingPathComponent("s.txt")
        try Data("toggle home.template=grid\ntoggle home.deck.ahead=2\nwait 1000\nframe\n".utf8).write(to: script)
        let result = await home([
            "play", script.path, "--analytics", analytics.path, "--content", fixtureContent, "--width", "60", "--height", "8",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("grid · home.template: STATIC (script)"))
        let events = try String(contentsOf: analytics, encoding: .utf8).split(separator: "\n")
        #expect(events.filter { $0.contains(#""event":"templateReplaced""#) }.count == 1, "\(events)")
        #expect(events.contains { $0.contains(#""reason":"home.template: STATIC (script)""#) }, "\(events)")
    }
}
