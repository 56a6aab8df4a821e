import FeatureToggles

/// Why a template is on screen: what the status line says after its style, what the
/// settings screen shows, and what a `templateShown` analytics event carries. Tests
/// compare these values; the words are its ``description``.
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
