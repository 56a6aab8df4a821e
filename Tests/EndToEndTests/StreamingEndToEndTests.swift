import Foundation
import HTTPTestSupport
import Testing
import TestThreads

/// `home --toggles URL --toggles-mode streaming` against the loopback Unleash server, as a
/// person runs it: a change on the server is pushed to the screen, which cross-fades.
@Suite("home and a streaming Unleash server", .serialized, .threadOfItsOwn, .enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
final class StreamingEndToEndTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-streaming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cache"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    func aChangePushedByTheServerCrossFadesTheRunningScreen() throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "list"), folder: folder.appendingPathComponent("server"))
        let analytics = folder.appendingPathComponent("events.jsonl")
        let tmux = try Tmux(width: 100, height: 30, folder: folder)
        // Polling once an hour: a change that shows came by the stream.
        try tmux.type("XDG_CACHE_HOME='\(folder.path)/cache' '\(HomeBinary.url.path)' --toggles \(server.apiURL) --toggles-mode streaming --toggles-refresh 3600 --analytics '\(analytics.path)'; echo \"EXIT $?\"")
        let list = try tmux.waitFor { $0.contains("list · picked by the Unleash server") }
        #expect(list.contains("list · picked by the Unleash server"), "\(list)")
        #expect(waitUntil { server.requests(to: "streaming").count == 2 }, "the start's stream, then the one kept open")
        try server.setFeatures(UnleashTestServer.features(template: "grid"))
        let grid = try tmux.waitFor { $0.contains("grid · ") }
        #expect(grid.contains("grid · "), "\(grid)")
        try tmux.press("q")
        let ended = try tmux.waitFor { $0.contains("EXIT 0") }
        #expect(ended.contains("EXIT 0"), "\(ended)")
        #expect(server.requests(to: "features").isEmpty)
        let resumed = server.requests(to: "streaming").compactMap { ($0["headers"] as? [String: String])?["last-event-id"] }
        #expect(resumed == ["1"], "the kept stream resumes from the start's state")
        let streamed = server.streamedEvents()
        #expect(streamed.first?.event == "unleash-connected" && streamed.contains { $0.event == "unleash-updated" && $0.id == 2 }, "\(streamed)")
        let events = try String(contentsOf: analytics, encoding: .utf8)
        #expect(events.contains(#""event":"templateReplaced""#), "\(events)")
        #expect(server.requests(to: "register").map { $0["status"] as? Int } == [202], "registration in every mode")
    }
}
