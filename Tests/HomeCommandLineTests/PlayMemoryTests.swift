@testable import HomeCommandLine
import DynamicHome
import Foundation
import Testing

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
        var player = try await ScriptPlayer(arguments, context: context, frames: nil)
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
}
