@testable import HomeCommandLine
import DynamicHome
import Foundation
import Testing
import TextCanvas

/// What a script's steps keep: nothing that grows with the number of steps.
@MainActor
@Suite("home play keeps nothing per step")
struct PlayMemoryTests {
    /// Found by a hostile-input probe: 40,000 `swipe` steps peaked at 109 MB, about 1.9 KB
    /// a swipe, while `key` steps stayed flat. Each swipe cancels the loads of days it
    /// leaves behind, and a cancelled load returns on the main actor, which steps that
    /// never wait held: every one of them stayed alive. A step now lets them end.
    @Test func swipesLeaveNoCancelledLoadBehind() async throws {
        let context = CommandContext(
            console: Console(write: { _ in }, writeError: { _ in }),
            environment: [:], factory: .standard)
        let arguments = try ParsedArguments.parse(["play", "-", "--width", "60", "--height", "10"], known: OptionSpec.all)
        var player = try await ScriptPlayer(arguments, context: context, inputs: [], frames: nil)
        let folder = URL(fileURLWithPath: "/")
        var cancelled = 0
        for index in 0..<200 {
            try await player.perform(.swipe(index / 2 % 2 == 0 ? .next : .previous), folder: folder)
            try await player.perform(.wait(.seconds(1)), folder: folder)
            cancelled = max(cancelled, player.screen.store.cancelledEffectCount)
        }
        #expect(cancelled == 0)
        // The day moved back and forth, loading and cancelling as it went.
        #expect(player.screen.days.current == Day("2026-11-16"))
    }

    /// Found by a hostile-input probe: a content server whose day answers held 40 new
    /// items with titles of unique clusters (a letter under eight combining marks) grew
    /// the table of long clusters without end. It is bounded, and the frames still show
    /// every title whole. The script runs with a small table of its own.
    @Test func newTitlesOfUniqueClustersKeepTheTableBounded() async throws {
        let folder = temporaryFolder()
        func cluster(_ number: Int) -> String {
            "e" + (0..<8).map { String(UnicodeScalar(0x300 + (number >> (3 * $0) & 7) + 8 * $0)!) }.joined()
        }
        func title(_ round: Int, _ index: Int) -> String { (0..<3).map { cluster((round * 40 + index) * 3 + $0) }.joined() }
        let table = GlyphTable(capacity: 64)
        let output = Capture()
        try await GlyphTable.$current.withValue(table) {
            let context = CommandContext(console: Console(write: { output.append($0) }, writeError: { _ in }), environment: [:], factory: .standard)
            let arguments = try ParsedArguments.parse(["play", "-", "--width", "60", "--height", "10"], known: OptionSpec.all)
            var player = try await ScriptPlayer(arguments, context: context, inputs: [], frames: nil)
            var largest = 0
            for round in 1...100 {
                let items = (0..<40).map { #"{"identifier": "r\#(round)-\#($0)", "title": "\#(title(round, $0))", "kind": "short"}"# }
                let file = folder.appendingPathComponent("day-\(round).json")
                try Data(("[" + items.joined(separator: ",") + "]").utf8).write(to: file)
                try await player.perform(.content(path: file.path), folder: folder)
                try await player.perform(.wait(.seconds(1)), folder: folder)
                try await player.perform(.frame, folder: folder)
                largest = max(largest, table.statistics.known)
            }
            // The capacity, what canvases hold and two frames' new clusters (ten rows of
            // three at most, old and new during a change), whatever the rounds: 1,200
            // clusters were drawn in all.
            #expect(largest <= 64 + 4 * 10 * 3)
            #expect(table.statistics.forgotten > 1_000)
            #expect(table.statistics.unknownLookups == 0)
            #expect(output.value.contains(title(100, 0)))
            #expect(!output.value.contains("\u{FFFD}"))
        }
    }
}
