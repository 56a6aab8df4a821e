import FeatureToggles

/// Why a template is on screen: what the status line says after its style (in a
/// newcomer's words, ``summary``), what the settings screen shows and a `templateShown`
/// analytics event carries (exactly, ``description``: the toggle, its evaluation reason
/// and its layer, as `home toggles explain` says them). Tests compare these values.
public enum StyleReason: Hashable, Sendable, CustomStringConvertible {
    /// Where a toggle's value came from, as `home toggles explain` spells it.
    public enum Layer: String, Hashable, Sendable {
        case builtIn = "built-in"
        case file
        case server
        case environment
        case commandLine = "command line"
        /// A `toggle` step of a `home play` script.
        case script

        /// The layer in a newcomer's words: "the toggles file", "the Unleash server"; the
        /// overrides on top are "the command line" unless whoever runs the screen names
        /// them in words of its own (`home` says `--toggle`).
        func source(commandLine: String) -> String {
            switch self {
            case .builtIn: "the built-in defaults"
            case .file: "the toggles file"
            case .server: "the Unleash server"
            case .environment: "an environment variable"
            case .commandLine: commandLine
            case .script: "the script"
            }
        }
    }

    /// A toggle chose it, for a reason, from a layer: "home.template: SPLIT (file)".
    case toggle(String, EvaluationReason, layer: Layer)
    /// It was fixed on the command line (`--template`, `replace --to`): "chosen on the
    /// command line".
    case commandLine
    /// A template asked for it (`replaceWith`, `t`, `v`), replacing the one of style
    /// `from`: "replaced at runtime, from list".
    case replacedAtRuntime(from: TemplateStyle)
    /// A `replace` step of a `home play` script: "replaced by the script".
    case script
    /// Whoever made the screen said why, in these words: "chosen by the test".
    case named(String)

    /// Which template, and chosen by what, as a newcomer reads it in the status line:
    /// "picked by the toggles file", "picked by an experiment in the Unleash server",
    /// "switched from list". The settings screen and `home toggles explain` give the
    /// exact reason.
    public var summary: String { summary(commandLine: Self.commandLineWords) }

    /// What the overrides on top are called unless the screen says otherwise.
    public static let commandLineWords = "the command line"

    /// ``summary``, naming the layer of the overrides on top in the words of whoever runs
    /// the screen: "picked by --toggle" for `home`, whose option sets them.
    public func summary(commandLine: String) -> String {
        switch self {
        case .toggle(_, let reason, let layer):
            let source = layer.source(commandLine: commandLine)
            return switch reason {
            case .static: layer == .builtIn ? "the built-in default" : "picked by \(source)"
            case .default: layer == .builtIn ? "the built-in default" : "the default of \(source)"
            case .targetingMatch: "picked for you by \(source)"
            case .split: "picked by an experiment in \(source)"
            case .disabled: "the default: the toggle is off in \(source)"
            case .error: "the default: \(source)'s pick is not registered"
            }
        case .commandLine: return "chosen on the command line"
        case .replacedAtRuntime(let style): return "switched from \(style)"
        case .script: return "switched by the script"
        case .named(let words): return words
        }
    }

    /// The exact reason: "home.template: SPLIT (file)", "replaced at runtime, from list".
    public var description: String {
        switch self {
        case .toggle(let name, let reason, let layer): "\(name): \(reason.rawValue) (\(layer.rawValue))"
        case .commandLine: "chosen on the command line"
        case .replacedAtRuntime(let style): "replaced at runtime, from \(style)"
        case .script: "replaced by the script"
        case .named(let words): words
        }
    }
}
