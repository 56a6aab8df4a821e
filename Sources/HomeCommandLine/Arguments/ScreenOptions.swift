import Diagnostics
import DynamicHome
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
    var analyticsPath: String?
    /// `--content-refresh`: `.zero` turns revalidation off; `nil` leaves the default.
    var contentRefresh: Duration?
    /// `--toggles-refresh`, `--metrics-interval`, `--app-name`: for `--toggles URL` only.
    var unleash = UnleashOptions()

    /// The sizes `home` accepts: a frame needs at least 2 columns and 1 row.
    static let widths = 2...1000
    static let heights = 1...1000

    init(_ arguments: ParsedArguments) throws(UsageError) {
        togglesPath = try Self.path(arguments, .toggles)
        for pair in arguments.values(.toggle) {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("--toggle takes KEY=VALUE, not '\(Excerpt.of(pair))'", hint: "e.g. --toggle home.template=grid")
            }
            toggleOverrides.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
        }
        user = arguments.value(.user)
        session = arguments.value(.session)
        context = arguments.value(.context)
        content = try Self.path(arguments, .content)
        if let text = arguments.value(.day) {
            guard let day = Day(text) else {
                throw UsageError("--day must be a date written YYYY-MM-DD, not '\(Excerpt.of(text))'", hint: "e.g. --day 2026-11-16")
            }
            self.day = day
        }
        width = try Self.number(arguments, .width, in: Self.widths, unit: "columns")
        height = try Self.number(arguments, .height, in: Self.heights, unit: "rows")
        if let text = arguments.value(.color) {
            guard let color = ColorMode.Preference(rawValue: text) else {
                throw UsageError("--color must be auto, always or never, not '\(Excerpt.of(text))'")
            }
            self.color = color
        }
        template = arguments.value(.template).map { TemplateStyle($0) }
        analyticsPath = try Self.path(arguments, .analytics)
        latency = try Self.number(arguments, .latency, in: 0...60_000, unit: "milliseconds").map { .milliseconds($0) }
        contentRefresh = try Self.number(arguments, .contentRefresh, in: 0...86_400, unit: "seconds").map { .seconds($0) }
        unleash = try UnleashOptions(arguments, toggles: togglesPath)
    }

    /// A path option's value; an empty one is a usage error (`--analytics ''`).
    static func path(_ arguments: ParsedArguments, _ spec: OptionSpec) throws(UsageError) -> String? {
        guard let path = arguments.value(spec) else { return nil }
        guard !path.isEmpty else {
            throw UsageError("--\(spec.name) was given an empty path", hint: "write \(spec.usage)")
        }
        return path
    }

    static func number(_ arguments: ParsedArguments, _ spec: OptionSpec, in range: ClosedRange<Int>, unit: String) throws(UsageError) -> Int? {
        guard let text = arguments.value(spec) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(spec.name) must be a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound), not '\(Excerpt.of(text))'")
        }
        return value
    }

    /// The frame size: as given, else the terminal's, else 80x24.
    func size(console: Console) -> Size {
        Size(
            width: width ?? console.terminalSize.map { max(Self.widths.lowerBound, $0.columns) } ?? 80,
            height: height ?? console.terminalSize?.rows ?? 24)
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
    static func parse(_ arguments: ParsedArguments) throws(CommandFailure) -> (ScreenOptions, TransitionOptions) {
        do {
            return (try ScreenOptions(arguments), try TransitionOptions(arguments))
        } catch {
            throw CommandFailure(error)
        }
    }

    var frames: Int?
    var framesPerSecond: Int?
    var duration: Duration?
    var easing: Easing?
    var style: TransitionStyle?

    /// The most frames a transition prints, however they are asked for: `--frames`, or
    /// `--fps` (or the toggles' rate) over `--duration`.
    static let maximumFrames = 10_000
    static let frameRange = 1...maximumFrames
    static let rateRange = 1...240
    static let durationRange = 0...60_000

    init(_ arguments: ParsedArguments) throws(UsageError) {
        frames = try ScreenOptions.number(arguments, .frames, in: Self.frameRange, unit: "frames")
        framesPerSecond = try ScreenOptions.number(arguments, .fps, in: Self.rateRange, unit: "frames per second")
        if let milliseconds = try ScreenOptions.number(arguments, .duration, in: Self.durationRange, unit: "milliseconds") {
            duration = .milliseconds(milliseconds)
        }
        if let text = arguments.value(.easing) {
            guard let easing = Easing(rawValue: text) else {
                throw UsageError(
                    "--easing must be one of \(Easing.allCases.map(\.rawValue).joined(separator: ", ")), not '\(Excerpt.of(text))'",
                    hint: Spelling.suggestion(for: text, in: Easing.allCases.map(\.rawValue)))
            }
            self.easing = easing
        }
        if let text = arguments.value(.transitionStyle) {
            let names = TransitionStyle.allCases.map(\.rawValue)
            guard let style = TransitionStyle(rawValue: text) else {
                throw UsageError(
                    "--transition must be one of \(names.joined(separator: ", ")), not '\(Excerpt.of(text))'",
                    hint: Spelling.suggestion(for: text, in: names))
            }
            self.style = style
        }
        if frames != nil, framesPerSecond != nil {
            throw UsageError("give --frames or --fps, not both", hint: "--frames sets the count, --fps samples by rate")
        }
    }

    /// The motion of the transition: the options over the toggles' defaults.
    func motion(over base: Motion) -> Motion {
        var motion = base
        if let duration { motion.duration = duration }
        if let easing { motion.easing = easing }
        if let style { motion.transition = style }
        return motion
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
            let rateSource = framesPerSecond != nil ? "--fps \(rate)" : "\(rate) frames per second (the toggle home.crossfade.fps)"
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

    /// The intervals `home` accepts, in seconds.
    static let intervals = 1...86_400

    init() {}

    init(_ arguments: ParsedArguments, toggles: String?) throws(UsageError) {
        if let toggles, UnleashSettings.isServerAddress(toggles), UnleashSettings.apiURL(from: toggles) == nil {
            throw UsageError(
                "--toggles \(UnleashSettings.shown(toggles)) is not an Unleash API address",
                hint: "give the API base with a host and no query, e.g. http://localhost:4242/api")
        }
        refresh = try ScreenOptions.number(arguments, .togglesRefresh, in: Self.intervals, unit: "seconds").map { .seconds($0) }
        metricsInterval = try ScreenOptions.number(arguments, .metricsInterval, in: Self.intervals, unit: "seconds").map { .seconds($0) }
        appName = arguments.value(.appName)
        if let appName, appName.isEmpty || appName.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }) {
            throw UsageError("--app-name must be a name on one line, not '\(Excerpt.of(appName))'", hint: "e.g. --app-name dynamic-home")
        }
        let given = [(refresh != nil, OptionSpec.togglesRefresh), (metricsInterval != nil, .metricsInterval), (appName != nil, .appName)]
        if let (_, option) = given.first(where: { $0.0 }), toggles.map(UnleashSettings.isServerAddress) != true {
            throw UsageError(
                "--\(option.name) applies to an Unleash server given with --toggles URL",
                hint: "e.g. --toggles http://localhost:4242/api --\(option.name) \(option.value ?? "")")
        }
    }
}
