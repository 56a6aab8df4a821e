import DynamicHome
import Essentials
import Foundation

/// A screen set up to print the frames of one transition on stepped time.
@MainActor
struct TransitionRun {
    let setup: ScreenSetup
    let screen: HomeScreen
    let time: ManualClock
    let size: Size
    let mode: ColorMode
    let sampling: FrameSampling
    let made: ScreenSetup.Made

    /// Checks the command line (with the command's own `check` of what the toggles come
    /// to), then makes the screen (loading no neighbour days when it `showsOneDay`); `--analytics` is opened once all of it holds, and
    /// `--cast` only when the frames are printed.
    init(
        _ arguments: ParsedArguments, context: CommandContext, showsOneDay: Bool = false,
        check: (ScreenSetup.Prepared) throws(CommandFailure) -> Void = { _ throws(CommandFailure) in }
    ) async throws(CommandFailure) {
        let (options, transition) = try TransitionOptions.parse(arguments, transitions: context.factory.transitions)
        var setup = ScreenSetup(options: options, context: context, transition: transition)
        setup.showsOneDay = showsOneDay
        self.setup = setup
        let prepared = try await setup.prepare()
        try check(prepared)
        do {
            sampling = try transition.sampling(prepared.resolution.motion, defaultRate: prepared.resolution.framesPerSecond)
        } catch {
            throw CommandFailure(error)
        }
        let time = ManualClock()
        made = try await setup.makeScreen(prepared, dates: time.dates(from: Date()))
        let (screen, warnings) = (made.screen, made.warnings)
        for warning in warnings { context.console.writeError("home: \(warning)\n") }
        made.printWarnings(to: context.console)
        self.time = time
        screen.clock = time.frameClock
        self.screen = screen
        size = options.size(console: context.console)
        mode = options.colorMode(console: context.console, environment: context.environment)
        // The page on screen before the transition, at the size frames are drawn at.
        _ = screen.frame(size: size)
    }

    /// Opens `--cast FILE`, starts the transition with `start` at time zero (unless it
    /// has started already) and prints a frame at every sampled time.
    func printFrames(context: CommandContext, alreadyStarted: Bool = false, start: (HomeScreen) -> Void) throws(CommandFailure) -> Int32 {
        let cast = try setup.options.openRecording(size: size)
        if !alreadyStarted { start(screen) }
        let times = sampling.times
        var printer = FramePrinter(console: context.console, mode: mode, total: times.count)
        for moment in times where !context.console.outputFailed {
            time.advance(to: ManualClock.Instant(offset: moment))
            let frame = screen.frame(size: size)
            printer.print(frame, at: moment)
            cast?.frame(frame, at: moment)
        }
        let status = made.finish(console: context.console)
        if let failure = cast?.finish() {
            context.console.writeError("home: \(failure)\n")
            return 1
        }
        return status
    }
}
