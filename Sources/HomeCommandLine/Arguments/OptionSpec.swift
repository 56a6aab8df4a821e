/// An option `home` understands: its name, whether it takes a value, and its help.
struct OptionSpec: Hashable, Sendable {
    /// The name without dashes, e.g. "width".
    let name: String
    /// The value's placeholder in help, e.g. "N"; `nil` for a flag.
    let value: String?
    /// One line of help.
    let help: String
    /// Whether it may be given more than once.
    var repeatable = false

    var takesValue: Bool { value != nil }
    var usage: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
}

extension OptionSpec {
    static let toggles = OptionSpec(
        name: "toggles", value: "FILE|URL",
        help: "toggles file (default ./FeatureToggles.json if present, else built-in defaults), or an Unleash API URL (token in UNLEASH_API_TOKEN)")
    static let togglesRefresh = OptionSpec(name: "toggles-refresh", value: "SECONDS", help: "poll the Unleash server every SECONDS (default 15)")
    static let metricsInterval = OptionSpec(name: "metrics-interval", value: "SECONDS", help: "send Unleash metrics every SECONDS (default 60)")
    static let appName = OptionSpec(name: "app-name", value: "NAME", help: "the application name sent to Unleash (default dynamic-home)")
    static let toggle = OptionSpec(name: "toggle", value: "KEY=VALUE", help: "override one toggle (repeatable)", repeatable: true)
    static let user = OptionSpec(name: "user", value: "ID", help: "user id for toggle evaluation")
    static let session = OptionSpec(name: "session", value: "ID", help: "session id for toggle evaluation")
    static let context = OptionSpec(name: "context", value: "JSON", help: "evaluation context in Unleash's shape")
    static let content = OptionSpec(name: "content", value: "PATH|URL", help: "content: a folder of day files or an http(s) URL with {day} (default: the bundled catalogue)")
    static let contentRefresh = OptionSpec(name: "content-refresh", value: "SECONDS", help: "look again at the day on screen every SECONDS (default 60 for a URL, 1 for a folder; 0 never)")
    static let latency = OptionSpec(name: "latency", value: "MS", help: "delay every content request by MS milliseconds (to see pre-fetching)")
    static let analytics = OptionSpec(name: "analytics", value: "FILE", help: "append analytics events to FILE as JSON Lines")
    static let day = OptionSpec(name: "day", value: "YYYY-MM-DD", help: "the day to show (default: the content's first day; today for a server without an index)")
    static let width = OptionSpec(name: "width", value: "N", help: "columns (default: the terminal's, else 80)")
    static let height = OptionSpec(name: "height", value: "N", help: "rows (default: the terminal's, else 24)")
    static let color = OptionSpec(name: "color", value: "auto|always|never", help: "colour: auto honours NO_COLOR and non-terminals")
    static let template = OptionSpec(name: "template", value: "STYLE", help: "use this template style, whatever the toggles say")
    static let json = OptionSpec(name: "json", value: nil, help: "machine-readable output")
    static let help = OptionSpec(name: "help", value: nil, help: "show help")
    static let to = OptionSpec(name: "to", value: "STYLE", help: "the template style to cross-fade to")
    static let frames = OptionSpec(name: "frames", value: "N", help: "print N frames of the transition, first and last included")
    static let fps = OptionSpec(name: "fps", value: "N", help: "sample the transition at N frames per second (default from the toggles, else 30)")
    static let duration = OptionSpec(name: "duration", value: "MS", help: "how long the transition takes (default from the toggles, else 400)")
    static let easing = OptionSpec(name: "easing", value: "NAME", help: "linear, ease-in, ease-out or ease-in-out (default)")
    static let transitionStyle = OptionSpec(
        name: "transition", value: "STYLE", help: "how a template replaces another: fade, dissolve, wipe or slide (default from the toggles, else fade)")

    static let cast = OptionSpec(name: "cast", value: "FILE", help: "also write the frames to FILE as an asciicast v2 recording (asciinema play FILE)")
    static let record = OptionSpec(name: "record", value: "FILE", help: "record the session to FILE as an asciicast v2 recording (asciinema play FILE)")

    /// Options of every command that prints a transition.
    static let transition: [OptionSpec] = [.frames, .fps, .duration, .easing, .transitionStyle]

    /// The Unleash client's options, for `--toggles URL`.
    static let unleash: [OptionSpec] = [.togglesRefresh, .metricsInterval, .appName]

    /// Options every command that draws a screen accepts.
    static let screen: [OptionSpec] = [
        .toggles, .toggle, .user, .session, .context, .content, .latency, .day, .width, .height, .color, .template, .analytics,
    ] + unleash
}
