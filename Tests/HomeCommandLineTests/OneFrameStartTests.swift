@testable import HomeCommandLine
import DynamicHome
import Testing

/// A command that shows only the day it starts on (`render`, `replace`, `templates
/// preview`) loads that day alone; one that moves on (`swipe`, the interactive screen) keeps its
/// neighbours ready. Either reads a folder's first day through a prefetch.
@MainActor
@Suite struct OneFrameStartTests {
    func setup(_ arguments: [String]) throws -> ScreenSetup {
        ScreenSetup(options: try ScreenOptions(ParsedArguments.parse(arguments, known: OptionSpec.all)), environment: [:], factory: .standard)
    }

    @Test func aPrintedFrameLoadsOnlyItsDay() async throws {
        var setup = try setup(["--day", "2026-11-18"])
        setup.showsOneDay = true
        let made = try await setup.makeScreen()
        #expect(made.screen.store.state.statuses.keys.map(\.description) == ["2026-11-18"])
        #expect(made.screen.container.viewModel.items.isEmpty == false)
        #expect(made.resolution.deckShape == .none)
    }

    /// `replace` draws many frames, all of the day it starts on.
    @Test func aReplacementLoadsOnlyItsDay() async throws {
        let context = CommandContext(console: Console(write: { _ in }, writeError: { _ in }), environment: [:], factory: .standard)
        let arguments = try ParsedArguments.parse(["--day", "2026-11-18", "--template", "list"], known: OptionSpec.all)
        let run = try await TransitionRun(arguments, context: context, showsOneDay: true)
        #expect(run.screen.store.state.statuses.keys.map(\.description) == ["2026-11-18"])
        let moving = try await TransitionRun(arguments, context: context)
        #expect(Set(moving.screen.store.state.statuses.keys.map(\.description)).count > 1)
    }

    @Test func aScreenThatMovesOnKeepsItsNeighboursReady() async throws {
        let made = try await setup(["--day", "2026-11-18"]).makeScreen()
        let days = Set(made.screen.store.state.statuses.keys.map(\.description))
        #expect(days.isSuperset(of: ["2026-11-17", "2026-11-18", "2026-11-19"]), "\(days.sorted())")
    }

    /// The first day of a folder is read as soon as the folder is known, not after the
    /// toggles and the template; a server's content is not asked before the checks.
    @Test func aFoldersFirstDayIsPrefetchedAndAServersIsNot() throws {
        let folder = try setup([]).contentProvider(prefetching: true)
        #expect(folder.provider is PrefetchingContentProvider<HomeItem>)
        let server = try setup(["--content", "http://127.0.0.1:9/"]).contentProvider(prefetching: true)
        #expect(!(server.provider is PrefetchingContentProvider<HomeItem>))
        let slowed = try setup(["--latency", "50"]).contentProvider(prefetching: true)
        #expect(!(slowed.provider is PrefetchingContentProvider<HomeItem>))
        #expect(!(try setup([]).contentProvider().provider is PrefetchingContentProvider<HomeItem>))
    }
}
