import Diagnostics
import DynamicHome
import Essentials
import Foundation
import OFREPClient
import UnleashClient

/// The options of every command that draws a screen, checked and typed.
struct ScreenOptions: Sendable {
    var togglesPath: String?
    var toggleOverrides: [(String, String)] = []
    var user: String?
    var session: String?
    var context: String?
    var content: String?
    var day: Day?
    var width: Int?
    var height: Int?
    var color: ColorMode.Preference = .auto
    var template: TemplateStyle?
    var latency: Duration?
    /// `--analytics FILE`: the JSON Lines files, in order.
    var analyticsPaths: [String] = []
    /// `--analytics URL`: the OTLP/HTTP collectors, as given.
    var analyticsURLs: [String] = []
    /// `--analytics-flush MS`: how long the end waits for analytics on their way.
    var analyticsFlush: Duration?
    /// `--cast FILE` (`replace`, `swipe`, `play`) or `--record FILE` (`home`): the
    /// recording, and the option that asked for it.
    var recording: (option: OptionSpec, path: String)?
    /// `--screen-reader`: lines of words instead of frames, whatever the toggle says.
    var screenReader = false
    /// `--content-refresh`: `.zero` turns revalidation off; `nil` leaves the default.
    var contentRefresh: Duration?
    /// `--toggles-refresh`, `--toggles-mode`, `--metrics-interval`, `--app-name`: for
    /// `--toggles URL` (and `--toggles-refresh` for `--ofrep URL`) only.
    var unleash = UnleashOptions()
    /// `--ofrep URL`: the OFREP service the toggles come from, in place of `--toggles`.
    var ofrep: URL?

    /// The sizes `home` accepts: a frame needs at least 2 columns and 1 row.
    static let widths = 2...1000
    static let heights = 1...1000

    init(_ arguments: ParsedArguments) throws(UsageError) {
        togglesPath = try arguments.path(.toggles)
        toggleOverrides = try arguments.pairs(.toggle)
        user = arguments.value(.user)
        session = arguments.value(.session)
        context = arguments.value(.context)
        content = try arguments.path(.content)
        if let text = arguments.value(.day) {
            guard let day = Day(text) else {
                let problem = CalendarDay.problem(with: text) ?? "it is not a date"
                throw UsageError("--day '\(Excerpt.of(text))' is not a day: \(problem)", hint: "e.g. --day 2026-11-16")
            }
            self.day = day
        }
        width = try arguments.number(.width)
        height = try arguments.number(.height)
        if let text = try arguments.choice(.color), let color = ColorMode.Preference(rawValue: text) { self.color = color }
        template = arguments.value(.template).map { TemplateStyle($0) }
        for value in arguments.values(.analytics) {
            guard let path = try ParsedArguments.checked(value, as: .analytics) else { continue }
            if Self.isURL(path) { analyticsURLs.append(path) } else { analyticsPaths.append(path) }
        }
        analyticsFlush = try arguments.number(.analyticsFlush).map { .milliseconds($0) }
        if let path = try arguments.path(.cast) {
            recording = (.cast, path)
        } else if let path = try arguments.path(.record) {
            recording = (.record, path)
        }
        screenReader = arguments.has(.screenReader)
        latency = try arguments.number(.latency).map { .milliseconds($0) }
        contentRefresh = try arguments.number(.contentRefresh).map { .seconds($0) }
        if let text = try arguments.path(.ofrep) {
            guard togglesPath == nil else {
                throw UsageError("give --toggles or --ofrep, not both", hint: "the toggles come from one file, Unleash server or OFREP service")
            }
            guard let url = OFREPSettings.baseURL(from: text) else {
                throw UsageError(
                    "--ofrep \(UnleashSettings.shown(text)) is not the URL of an OFREP service",
                    hint: "give its base URL (before /ofrep), with a host and no query, e.g. http://localhost:8016")
            }
            ofrep = url
        }
        unleash = try UnleashOptions(arguments, toggles: togglesPath, ofrep: ofrep != nil)
    }

    /// The frame size: as given, else the terminal's (bounded: ``bounded(terminal:)``),
    /// else 80x24.
    func size(console: Console) -> Size {
        let terminal = console.terminalSize.map(Self.bounded(terminal:))
        return Size(width: width ?? terminal?.width ?? 80, height: height ?? terminal?.height ?? 24)
    }

    /// A terminal's own size, within the sizes `--width` and `--height` take: a terminal
    /// says what its emulator (or an ssh client) tells it, up to 65535x65535, and a frame
    /// that large would take gigabytes. A larger terminal shows the screen at the most
    /// (1000x1000), in its top left corner; a smaller one the "too small" message.
    static func bounded(terminal: (columns: Int, rows: Int)) -> Size {
        Size(
            width: min(max(terminal.columns, widths.lowerBound), widths.upperBound),
            height: min(max(terminal.rows, heights.lowerBound), heights.upperBound))
    }

    /// The files the command writes, each with its option: the recording, then analytics.
    var outputs: [(option: OptionSpec, path: String)] {
        (recording.map { [$0] } ?? []) + analyticsPaths.map { (OptionSpec.analytics, $0) }
    }

    /// Whether an `--analytics` value is a collector's URL rather than a file.
    static func isURL(_ text: String) -> Bool {
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// The colour mode for this output.
    func colorMode(console: Console, environment: [String: String]) -> ColorMode {
        ColorMode.detect(color, environment: environment, isTerminal: console.isTerminal)
    }
}

/// The options of commands that print transitions: how long they take and how they
/// are sampled.
struct TransitionOptions: Sendable {
    /// The screen options and the transition options of a command that takes both, or
    /// the usage error of the first that is wrong.
    static func parse(
        _ arguments: ParsedArguments, transitions: TransitionRegistry
    ) throws(CommandFailure) -> (ScreenOptions, TransitionOptions) {
        do {
            return (try ScreenOptions(arguments), try TransitionOptions(arguments, transitions: transitions))
        } catch {
            throw CommandFailure(error)
        }
    }

    var frames: Int?
    var framesPerSecond: Int?
    var duration: Duration?
    var easing: Easing?
    var style: TransitionStyle?
    /// `--reduce-motion`: every transition one switch, whatever the toggle says.
    var reduceMotion = false

    /// The most frames a transition prints, however they are asked for: `--frames`, or
    /// `--fps` (or the toggles' rate) over `--duration`.
    static let maximumFrames = 10_000
    static let frameRange = 1...maximumFrames
    static let rateRange = 1...240
    static let durationRange = 0...60_000

    init(_ arguments: ParsedArguments, transitions: TransitionRegistry) throws(UsageError) {
        frames = try arguments.number(.frames)
        framesPerSecond = try arguments.number(.fps)
        duration = try arguments.number(.duration).map { .milliseconds($0) }
        easing = try arguments.choice(.easing).flatMap(Easing.init(rawValue:))
        style = try arguments.name(.transitionStyle, among: transitions.names).flatMap(transitions.transition(named:))
        reduceMotion = arguments.has(.reduceMotion)
        if frames != nil, framesPerSecond != nil {
            throw UsageError("give --frames or --fps, not both", hint: "--frames sets the count, --fps samples by rate")
        }
    }

    /// How to sample a transition of `motion`.
    ///
    /// - Throws: A usage error when the rate over the duration makes more than
    ///   ``maximumFrames`` frames, saying how many and what to change.
    func sampling(_ motion: Motion, defaultRate: Int) throws(UsageError) -> FrameSampling {
        let rate = framesPerSecond ?? defaultRate
        let sampling = FrameSampling(duration: motion.duration, framesPerSecond: rate, frameCount: frames)
        let count = sampling.count
        guard count <= Self.maximumFrames else {
            let milliseconds = FramePrinter.milliseconds(motion.duration)
            let rateSource = framesPerSecond != nil ? "--fps \(rate)" : "\(rate) frames per second (the toggle \(FeatureDecisions.Key.framesPerSecond))"
            throw UsageError(
                "--duration \(milliseconds) at \(rateSource) makes \(count) frames; a transition prints at most \(Self.maximumFrames)",
                hint: "shorten --duration, lower --fps, or give --frames N up to \(Self.maximumFrames)")
        }
        return sampling
    }
}

/// The Unleash client's options: how often to poll and send metrics, and the
/// application's name. They apply to `--toggles URL` and are refused with a file.
struct UnleashOptions: Sendable {
    var refresh: Duration?
    var metricsInterval: Duration?
    var appName: String?
    /// `--toggles-mode`; `nil` when not given (polling).
    var mode: TogglesMode?

    init() {}

    init(_ arguments: ParsedArguments, toggles: String?, ofrep: Bool = false) throws(UsageError) {
        if let toggles, UnleashSettings.isServerAddress(toggles), UnleashSettings.apiURL(from: toggles) == nil {
            throw UsageError(
                "--toggles \(UnleashSettings.shown(toggles)) is not an Unleash API address",
                hint: "give the API base with a host and no query, e.g. http://localhost:4242/api")
        }
        refresh = try arguments.number(.togglesRefresh).map { .seconds($0) }
        metricsInterval = try arguments.number(.metricsInterval).map { .seconds($0) }
        appName = arguments.value(.appName)
        mode = try arguments.choice(.togglesMode).flatMap(TogglesMode.init(rawValue:))
        if let appName, appName.isEmpty || appName.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }) {
            throw UsageError("--app-name must be a name on one line, not '\(Excerpt.of(appName))'", hint: "e.g. --app-name dynamic-home")
        }
        let given = [
            (refresh != nil && !ofrep, OptionSpec.togglesRefresh), (mode != nil, .togglesMode), (metricsInterval != nil, .metricsInterval),
            (appName != nil, .appName),
        ]
        if let (_, option) = given.first(where: { $0.0 }), toggles.map(UnleashSettings.isServerAddress) != true {
            throw UsageError(
                "--\(option.name) applies to an Unleash server given with --toggles URL",
                hint: "e.g. --toggles http://localhost:4242/api --\(option.name) \(option.value ?? "")")
        }
    }
}
