import DynamicHome
import UnleashClient

/// The commands of `home`, as an option names those that take it.
enum CommandName: String, CaseIterable, Hashable, Sendable {
    /// `home` with no command: the interactive screen.
    case interactive = ""
    case render, replace, swipe, play, diff, toggles, templates, card

    /// Every command that draws a screen.
    static let screens: [CommandName] = [.interactive, .render, .replace, .swipe, .play]
    /// The commands that draw a screen, and `templates`, whose `preview` draws one for
    /// each template (`templates` alone refuses these options).
    static let previews: [CommandName] = screens + [.templates]

    /// As a person types it: `home`, `home render`.
    var commandLine: String { HomeCommandLine.commandLine(rawValue) }

    /// As the option list names it: `home`, `render`.
    var word: String { rawValue.isEmpty ? "home" : rawValue }
}

/// An option `home` understands, declared once: its name, its value and what that value
/// must be, its help, and the commands that take it. Parsing, checking, each command's
/// help and the option list of docs/COMMANDS.md all come from this declaration.
struct OptionSpec: Hashable, Sendable {
    /// What an option's value must be, checked where it is read.
    enum Kind: Hashable, Sendable {
        /// No value: the option is given or not.
        case flag
        /// Any text.
        case text
        /// A path or a URL: any text but the empty one.
        case path
        /// A whole number in a range, of a unit ("columns").
        case number(ClosedRange<Int>, unit: String)
        /// One of some words.
        case choice([String])
        /// One of the names a registry holds, known once the factory is (the transitions):
        /// any text but the empty one, checked by the command against the registry.
        case registered
        /// `KEY=VALUE`, with an example.
        case keyValue(example: String)
    }

    /// The name without dashes, e.g. "width".
    let name: String
    /// The value's placeholder in help, e.g. "N"; `nil` for a flag.
    let value: String?
    /// What the value must be.
    let kind: Kind
    /// One line of help.
    let help: String
    /// The commands that take it, in the order help lists commands.
    let commands: [CommandName]
    /// Whether it may be given more than once.
    var repeatable = false

    init(
        _ name: String, _ value: String? = nil, _ kind: Kind = .flag, help: String, commands: [CommandName], repeatable: Bool = false
    ) {
        self.name = name
        self.value = value
        self.kind = kind
        self.help = help
        self.commands = commands
        self.repeatable = repeatable
    }

    var takesValue: Bool { value != nil }
    var usage: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
}

extension OptionSpec {
    private static let withToggles: [CommandName] = CommandName.screens + [.toggles, .templates]
    private static let transitions: [CommandName] = [.interactive, .replace, .swipe, .play]

    static let toggles = OptionSpec(
        "toggles", "FILE|URL", .path, help: "toggles file (default ./FeatureToggles.json if present, else built-in defaults), or an Unleash API base URL (token in UNLEASH_API_TOKEN)",
        commands: withToggles)
    static let togglesRefresh = OptionSpec(
        "toggles-refresh", "S", .number(1...86_400, unit: "seconds"),
        help: "poll the Unleash server every S seconds (default 15), or the OFREP service (default: its own, else 30)",
        commands: withToggles)
    static let togglesMode = OptionSpec(
        "toggles-mode", "MODE", .choice(TogglesMode.allCases.map(\.rawValue)),
        help: "how the Unleash server is followed: polling (/client/features, the default), delta (/client/delta) or streaming (/client/streaming)",
        commands: withToggles)
    static let ofrep = OptionSpec(
        "ofrep", "URL", .path,
        help: "toggles from an OpenFeature Remote Evaluation Protocol service at URL (headers in OFREP_HEADERS), in place of --toggles",
        commands: withToggles)
    static let metricsInterval = OptionSpec(
        "metrics-interval", "S", .number(1...86_400, unit: "seconds"), help: "send Unleash metrics every S seconds (default 60)",
        commands: withToggles)
    static let appName = OptionSpec(
        "app-name", "NAME", .text, help: "the application name sent to Unleash (default dynamic-home)", commands: withToggles)
    static let toggle = OptionSpec(
        "toggle", "KEY=VALUE", .keyValue(example: "\(FeatureDecisions.Key.template)=grid"),
        help: "override one toggle (repeatable), e.g. --toggle \(FeatureDecisions.Key.template)=grid",
        commands: withToggles, repeatable: true)
    static let user = OptionSpec("user", "ID", .text, help: "the user id toggles are evaluated for", commands: withToggles)
    static let session = OptionSpec("session", "ID", .text, help: "the session id toggles are evaluated for", commands: withToggles)
    static let context = OptionSpec(
        "context", "JSON", .text, help: "the evaluation context, in Unleash's shape", commands: withToggles)
    static let template = OptionSpec(
        "template", "STYLE", .text, help: "use this template whatever the toggles say (templates --check: check it alone)",
        commands: CommandName.screens + [.templates])
    static let content = OptionSpec(
        "content", "PATH|URL", .path, help: "a folder of day files, or http(s)://host/path/{day}.json (default: the bundled catalogue)",
        commands: CommandName.previews)
    static let latency = OptionSpec(
        "latency", "MS", .number(0...60_000, unit: "milliseconds"), help: "delay every content request (to watch pre-fetching)",
        commands: CommandName.screens)
    static let contentRefresh = OptionSpec(
        "content-refresh", "S", .number(0...86_400, unit: "seconds"),
        help: "look again at the day on screen every S seconds (default 60 for a URL, 1 for a folder; 0 never)", commands: [.interactive])
    static let day = OptionSpec(
        "day", "YYYY-MM-DD", .text, help: "the day to show (default: the content's first day; today for a server without an index)",
        commands: CommandName.previews)
    static let width = OptionSpec(
        "width", "N", .number(ScreenOptions.widths, unit: "columns"), help: "columns (default: the terminal's, else 80)",
        commands: CommandName.previews + [.card])
    static let height = OptionSpec(
        "height", "N", .number(ScreenOptions.heights, unit: "rows"), help: "rows (default: the terminal's, else 24; card: as tall as the card)",
        commands: CommandName.previews + [.card])
    static let color = OptionSpec(
        "color", "auto|always|never", .choice(ColorMode.Preference.allCases.map(\.rawValue)), help: "colour: auto honours NO_COLOR and non-terminals",
        commands: CommandName.previews + [.card])
    static let frames = OptionSpec(
        "frames", "N", .number(TransitionOptions.frameRange, unit: "frames"), help: "print N frames of the transition, first and last included",
        commands: [.replace, .swipe])
    static let fps = OptionSpec(
        "fps", "N", .number(TransitionOptions.rateRange, unit: "frames per second"),
        help: "frames per second of transitions (default from the toggles, else 30)", commands: [.interactive, .replace, .swipe])
    static let duration = OptionSpec(
        "duration", "MS", .number(TransitionOptions.durationRange, unit: "milliseconds"),
        help: "how long transitions take (default from the toggles, else 400)", commands: transitions)
    static let easing = OptionSpec(
        "easing", "NAME", .choice(Easing.allCases.map(\.rawValue)), help: "linear, ease-in, ease-out or ease-in-out (default)",
        commands: transitions)
    static let transitionStyle = OptionSpec(
        "transition", "STYLE", .registered,
        help: "how a template replaces another: fade, dissolve, wipe or slide (default from the toggles, else fade)", commands: transitions)
    static let reduceMotion = OptionSpec(
        "reduce-motion", help: "every transition is one switch, for people who get motion sick (as the toggle \(FeatureDecisions.Key.reduceMotion))",
        commands: transitions)
    static let cast = OptionSpec(
        "cast", "FILE", .path, help: "also write the frames to FILE as an asciicast v2 recording (asciinema play FILE)",
        commands: [.replace, .swipe, .play])
    static let record = OptionSpec(
        "record", "FILE", .path, help: "record the session in the terminal to FILE as an asciicast v2 recording", commands: [.interactive])
    static let screenReader = OptionSpec(
        "screen-reader", help: "lines of words instead of frames, one per change a person should hear, without escape codes or animation (as the toggle \(FeatureDecisions.Key.screenReader))",
        commands: [.interactive, .render, .play])
    static let analytics = OptionSpec(
        "analytics", "FILE|URL", .path,
        help: "append analytics events to FILE as JSON Lines, or send them to the OTLP/HTTP collector at URL (also OTEL_EXPORTER_OTLP_ENDPOINT); repeatable",
        commands: CommandName.screens, repeatable: true)
    static let analyticsFlush = OptionSpec(
        "analytics-flush", "MS", .number(0...60_000, unit: "milliseconds"),
        help: "at exit, wait at most MS for analytics still on their way to a collector (default 2000)", commands: CommandName.screens)
    static let json = OptionSpec(
        "json", help: "machine-readable output (templates new STYLE --json FILE: write a template file)", commands: [.diff, .toggles, .templates])
    static let to = OptionSpec("to", "STYLE", .text, help: "the template style to replace the one in force with", commands: [.replace])
    static let check = OptionSpec(
        "check", help: "run the conformance checks of every registered template, or of --template STYLE (exit status 1 if one fails)",
        commands: [.templates])
    static let package = OptionSpec(
        "package", "DIR", .path, help: "templates new: the folder to write the package in (empty or not there yet)", commands: [.templates])
    static let from = OptionSpec(
        "from", "URL", .path, help: "templates new: depend on DynamicHome by this git URL (default: the checkout home was built from)",
        commands: [.templates])
    static let branch = OptionSpec(
        "branch", "NAME", .text, help: "templates new: the branch of --from URL (default main)", commands: [.templates])
    static let templates = OptionSpec(
        "templates", "DIR", .path, help: "register the template files (*.json) of DIR beside the compiled templates (templates as data)",
        commands: CommandName.screens + [.toggles, .templates])
    static let watch = OptionSpec(
        "watch", help: "templates preview: draw again on every save of a template file of --templates DIR (in a terminal)", commands: [.templates])
    static let identity = OptionSpec(
        "id", "KEY", .text, help: "the key that identifies an object (default identifier); a string or a number", commands: [.diff])
    static let data = OptionSpec(
        "data", "FILE", .path, help: "card: the data of a card template (its $root), a JSON file", commands: [.card])
    static let hostConfig = OptionSpec(
        "host-config", "FILE", .path, help: "card: an Adaptive Cards host config (spacing, colours, actions; default: the terminal's)",
        commands: [.card])
    static let help = OptionSpec("help", help: "show help", commands: CommandName.allCases)
    static let version = OptionSpec("version", help: "print the version", commands: CommandName.allCases)

    /// Every option, in the order help and docs/COMMANDS.md list them.
    static let all: [OptionSpec] = [
        .toggles, .togglesRefresh, .togglesMode, .ofrep, .metricsInterval, .appName, .toggle, .user, .session, .context, .template,
        .content, .latency, .contentRefresh, .day, .width, .height, .color, .templates,
        .frames, .fps, .duration, .easing, .transitionStyle, .reduceMotion, .cast, .record, .screenReader, .analytics, .analyticsFlush, .json, .to, .check, .package, .from, .branch, .watch, .identity, .data, .hostConfig, .help, .version,
    ]

    /// The options a command takes, in the order of ``all``.
    static func options(of command: CommandName) -> [OptionSpec] {
        all.filter { $0.commands.contains(command) }
    }
}

// MARK: The list of docs/COMMANDS.md

extension OptionSpec {
    /// The option list of docs/COMMANDS.md, made from the declarations: the options
    /// several commands take ("Common options"), then those of one command, grouped by the
    /// commands that take them (`home` alone is the interactive screen), each with its
    /// help. A test checks the guide against it.
    static var guideListing: String {
        let listed = all.filter { $0 != .help && $0 != .version }
        let column = 4 + (listed.map(\.usage.count).max() ?? 0) + 2
        func groups(_ options: [OptionSpec]) -> [String] {
            var order: [[CommandName]] = []
            for option in options where !order.contains(option.commands) { order.append(option.commands) }
            return order.flatMap { commands in
                ["  " + commands.map(\.word).joined(separator: ", ") + ":"]
                    + options.filter { $0.commands == commands }.flatMap { $0.guideLines(column: column) }
            }
        }
        return (["Common options"] + groups(listed.filter { $0.commands.count > 1 })
            + ["", "Options of one command"] + groups(listed.filter { $0.commands.count == 1 }))
            .joined(separator: "\n")
    }

    /// The option's lines: its usage, and its help wrapped beside it from `column`.
    private func guideLines(column: Int) -> [String] {
        TextTable.hanging("    " + usage, help, column: column, width: 92)
    }
}
