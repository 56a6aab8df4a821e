import Diagnostics
import DynamicHome
import Essentials
import Foundation

/// `home play FILE|-`: run a script of events and print the frames it asks for.
enum PlayCommand: Subcommand {
    static let command = CommandName.play
    static let usage = "play FILE|- [options]"
    static let summary = "Run a script of events (key, wait, resize, toggle, frame, replace, swipe, content) and print the frames it asks for."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        guard operands.count == 1, let source = operands.first else {
            throw CommandFailure(UsageError("'home play' takes one script file, or - for standard input", hint: "usage: home \(usage)"))
        }
        let descriptor: Int32
        let folder: URL
        if source == "-" {
            guard !context.console.standardInputClosed else {
                throw CommandFailure("cannot read the script from standard input: it is closed; give a script file, or pipe one in (\(context.invocation("play - < script.txt")))")
            }
            descriptor = Platform.standardInput
            folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        } else {
            switch Platform.openForReading(source, deadline: LocalFile.streamDeadline) {
            case .success(let opened): descriptor = opened
            case .failure(let failure) where failure.code == ETIMEDOUT:
                let reason = LocalFileError(path: source, problem: .timedOut(LocalFile.streamDeadline, received: 0)).reason
                throw CommandFailure("cannot read script \(Excerpt.of(source)): \(reason)")
            case .failure(let failure):
                throw CommandFailure("cannot read script \(Excerpt.of(source)): \(LocalFileError(path: source, openFailure: failure.code).reason)")
            }
            folder = URL(fileURLWithPath: source).deletingLastPathComponent()
        }
        defer { if descriptor != Platform.standardInput { Platform.closeDescriptor(descriptor) } }
        let survey = ScriptReader.survey(descriptor)
        // No output may be the script or a file its `content` lines read.
        var inputs = source == "-" ? [] : [OutputFile.Input("the script '\(Excerpt.of(source))'", path: source)]
        for (number, path) in survey?.contentFiles ?? [] {
            inputs.append(OutputFile.Input(
                "the content file '\(Excerpt.of(path))' of \(Excerpt.of(source)):\(number)", path: ScriptPlayer.url(of: path, in: folder).path))
        }
        var player = try await ScriptPlayer(arguments, context: context, inputs: inputs, frames: survey?.frames)
        // Each line runs as it arrives: a script from a pipe may be long or endless, and
        // a line that makes no sense is reported when it is reached, after the frames
        // of the lines before it.
        var reader = ScriptReader(descriptor: descriptor, source: source)
        while let (number, line) = try reader.nextLine() {
            guard let step = try Script.step(line, location: "\(source):\(number)") else { continue }
            do {
                try await player.perform(step, folder: folder)
            } catch {
                throw CommandFailure("\(source):\(number): \(error.message)", exitCode: error.exitCode)
            }
            // Nobody reads the frames any more: stop.
            if context.console.outputFailed { break }
        }
        var status = player.made.finish(console: context.console)
        if let failure = player.cast?.finish() {
            context.console.writeError("home: \(failure)\n")
            status = 1
        }
        // The frames show each day that failed to load; the exit status says it too, as
        // `render` does.
        for message in player.failures {
            context.console.writeError("home: \(message)\n")
            status = 1
        }
        return status
    }
}

/// Plays script steps on a screen with stepped time.
@MainActor
struct ScriptPlayer {
    let options: ScreenOptions
    let context: CommandContext
    let screen: HomeScreen
    let time = ManualClock()
    var size: Size
    var printer: FramePrinter
    let made: ScreenSetup.Made
    /// The toggles' decisions, with the script's `toggle` steps so far on top.
    var decisions: FeatureDecisions
    /// The warnings printed so far, so that a `toggle` step repeats none.
    var shownWarnings: Set<String>
    /// How a `toggle` step reaches the screen: as a reload does in the terminal.
    var toggles: ToggleApplication
    /// The recording `--cast FILE` asks for: every printed frame, at the script's time.
    let cast: AsciicastWriter?
    /// Why each day that was on screen failed to load, once each, in order.
    private(set) var failures: [String] = []
    /// What says each step's changes in words, for a screen reader: then no frame is
    /// printed, and a `frame` step says where the focus is.
    var announcer: Announcer?

    init(_ arguments: ParsedArguments, context: CommandContext, inputs: [OutputFile.Input], frames: Int?) async throws(CommandFailure) {
        let transition: TransitionOptions
        (options, transition) = try TransitionOptions.parse(arguments, transitions: context.factory.transitions)
        self.context = context
        var setup = ScreenSetup(options: options, context: context, transition: transition)
        setup.inputs = inputs
        let prepared = try await setup.prepare()
        cast = try options.openRecording(size: options.size(console: context.console))
        made = try await setup.makeScreen(prepared, dates: time.dates(from: Date()))
        let (screen, warnings) = (made.screen, made.warnings)
        for warning in warnings { context.console.writeError("home: \(warning)\n") }
        made.printWarnings(to: context.console)
        shownWarnings = Set(warnings)
        decisions = made.decisions
        screen.clock = time.frameClock
        self.screen = screen
        toggles = made.toggles
        size = options.size(console: context.console)
        printer = FramePrinter(
            console: context.console,
            mode: options.colorMode(console: context.console, environment: context.environment), total: frames)
        _ = screen.frame(size: size)
        noteFailure()
        if made.resolution.screenReader {
            var announcer = Announcer()
            say(announcer.announce(screen.reading))
            self.announcer = announcer
        }
    }

    /// Notes the day on screen when it failed to load.
    private mutating func noteFailure() {
        if case .failed(let message) = screen.container.viewModel.content, !failures.contains(message) { failures.append(message) }
    }

    /// Prints lines of words.
    func say(_ lines: [String]) {
        context.console.write(lines.map { $0 + "\n" }.joined())
    }

    mutating func perform(_ step: Script.Step, folder: URL) async throws(CommandFailure) {
        switch step {
        case .key(let key):
            screen.send(.key(key))
        case .wait(let duration):
            pass(duration)
        case .resize(let newSize):
            size = newSize
        case .frame where announcer != nil:
            say(Announcer.whereabouts(screen.reading))
        case .frame:
            let frame = screen.frame(size: size)
            printer.print(frame, at: time.elapsed)
            cast?.frame(frame, at: time.elapsed)
        case .replace(let style):
            let styles = screen.container.factory.styles
            guard styles.contains(style) else {
                throw CommandFailure(HomeFactoryError.unknownStyle(style, registered: styles).description)
            }
            screen.replace(with: style, reason: .script)
        case .swipe(let direction):
            screen.send(.swipe(direction))
        case .toggle(let key, let value):
            // In place: a step costs the same however many came before.
            let problems = decisions.addOverride(key, value).map(\.description)
            let resolution = toggles.apply(decisions, to: screen)
            // Say each problem once, when the step that caused it runs.
            for warning in problems + resolution.warnings where !shownWarnings.contains(warning) {
                shownWarnings.insert(warning)
                context.console.writeError("home: \(warning)\n")
            }
        case .content(let path):
            // A script from a pipe is not read ahead: its `content` files are checked here.
            let file = OutputFile.Input("", path: Self.url(of: path, in: folder).path)
            if let output = options.outputs.first(where: { OutputFile.input($0.path, among: [file]) != nil }) {
                throw CommandFailure("'content \(Excerpt.of(path))' reads the file --\(output.option.name) writes; give the items in a file of their own")
            }
            screen.days.receive(try Self.items(path, folder: folder))
        }
        // Scripts are deterministic: whatever a step started loading has arrived before
        // the next step.
        await screen.waiter.settle()
        // And whatever it cancelled (the loads of days a swipe left behind) has ended:
        // steps that never wait hold the main actor, where a cancelled load returns, so
        // 40,000 swipes kept 40,000 tasks (1.9 KB a swipe).
        await screen.store.cancelledEffectsEnded()
        // What a person would see now, drawn but not printed, so that analytics knows which
        // items are on screen and for how long (time passes only in `wait` steps).
        if screen.recorder.analytics != nil { _ = screen.frame(size: size) }
        noteFailure()
        if var announcer {
            say(announcer.announce(screen.reading))
            self.announcer = announcer
        }
    }

    /// Lets `duration` pass as it passes on a screen in a terminal, where frames are drawn
    /// while something moves: with analytics on, the screen is drawn (not printed) where
    /// its animations end, the first still frame, from which an item's time on screen
    /// counts, and what became seen is reported when its time is up. The same events,
    /// at the same times, however a wait is split.
    private mutating func pass(_ duration: Duration) {
        let end = time.elapsed + duration
        guard screen.recorder.analytics != nil else {
            time.advance(by: duration)
            return
        }
        // Each turn draws a frame where something stops moving or reports what became
        // seen; a screen has fewer such moments than this in any wait.
        for _ in 0..<100_000 where time.elapsed < end {
            let now = time.elapsed
            if screen.isAnimating(at: now) {
                // Where the screen is still again, if it is before the end: found by
                // halving, as what moves ends at the end of a timeline.
                guard !screen.isAnimating(at: end) else { break }
                var (moving, still) = (now, end)
                while still - moving > .nanoseconds(1) {
                    let middle = moving + (still - moving) / 2
                    if screen.isAnimating(at: middle) { moving = middle } else { still = middle }
                }
                time.advance(by: still - now)
                _ = screen.frame(size: size)
            } else if let deadline = screen.nextExposureDeadline, deadline < end {
                if deadline > now { time.advance(by: deadline - now) }
                screen.noteTime()
                if screen.nextExposureDeadline.map({ $0 <= deadline }) == true { break }
            } else {
                break
            }
        }
        time.advance(by: end - time.elapsed)
    }

    /// Where a `content` line's file is: a relative path is the script's folder's.
    static func url(of path: String, in folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }

    static func items(_ path: String, folder: URL) throws(CommandFailure) -> [HomeItem] {
        let url = url(of: path, in: folder)
        let bytes: [UInt8]
        switch LocalFile.contents(of: url.path, limit: DirectoryContentProvider<HomeItem>.defaultMaximumFileBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): throw CommandFailure("cannot read content file \(Excerpt.of(path)): \(failure.reason)")
        }
        do {
            return try ContentDecoding.items(from: bytes, source: path)
        } catch {
            throw CommandFailure(error.message)
        }
    }
}
