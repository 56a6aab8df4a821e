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
    /// The recording `--cast FILE` asks for.
    let cast: AsciicastWriter?

    init(_ arguments: ParsedArguments, context: CommandContext) async throws(CommandFailure) {
        let (options, transition) = try TransitionOptions.parse(arguments)
        setup = ScreenSetup(options: options, context: context, transition: transition)
        let time = ManualClock()
        made = try await setup.makeScreen(dates: time.dates(from: Date()))
        let (screen, warnings) = (made.screen, made.warnings)
        for warning in warnings { context.console.writeError("home: \(warning)\n") }
        made.printWarnings(to: context.console)
        self.time = time
        screen.clock = time.frameClock
        self.screen = screen
        size = options.size(console: context.console)
        mode = options.colorMode(console: context.console, environment: context.environment)
        do {
            sampling = try transition.sampling(screen.container.transitions.motion, defaultRate: made.resolution.framesPerSecond)
        } catch {
            throw CommandFailure(error)
        }
        cast = try options.cast(arguments, .cast, size: size)
        // The page on screen before the transition, at the size frames are drawn at.
        _ = screen.frame(size: size)
    }

    /// Starts the transition with `start` at time zero (unless it has started already)
    /// and prints a frame at every sampled time.
    func printFrames(context: CommandContext, alreadyStarted: Bool = false, start: (HomeScreen) -> Void) -> Int32 {
        if !alreadyStarted { start(screen) }
        let times = sampling.times
        var printer = FramePrinter(console: context.console, mode: mode, total: times.count)
        for moment in times where !context.console.outputFailed {
            time.advance(to: ManualClock.Instant(offset: moment))
            let frame = screen.frame(size: size)
            printer.print(frame, at: moment)
            cast?.frame(frame, at: moment)
        }
        made.finish(console: context.console)
        if let failure = cast?.finish() {
            context.console.writeError("home: \(failure)\n")
            return 1
        }
        return 0
    }
}
