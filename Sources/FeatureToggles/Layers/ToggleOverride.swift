import Diagnostics

/// A value set from outside the files: an environment variable or a `--toggle` option.
///
/// `true`, `false`, `on` and `off` (any case) switch the toggle on or off for everyone.
/// Any other text forces that variant, on, with reason STATIC: the variant's payload is the
/// toggle's payload for that variant name when it defines one, otherwise the text itself,
/// typed `number` when it reads as a number (so `--toggle home.crossfade.durationMs=250`
/// is usable as a number) and `string` otherwise.
public struct ToggleOverride: Sendable, Hashable {
    /// What the override sets.
    public enum Value: Sendable, Hashable {
        /// On or off for everyone.
        case enabled(Bool)
        /// This variant, on.
        case variant(String)
    }

    /// The toggle's name.
    public var name: String
    /// What it sets.
    public var value: Value
    /// `environment` or `commandLine`.
    public var layer: ToggleLayer
    /// Where it was written, for messages: `DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE`, or `the override NAME=VALUE` for one
    /// given by the application (a command line's option).
    public var source: String

    /// Creates an override.
    public init(name: String, value: Value, layer: ToggleLayer, source: String) {
        self.name = name
        self.value = value
        self.layer = layer
        self.source = source
    }

    /// Reads an override's text: on/off words, or a variant name.
    public static func value(from text: String) -> Value {
        switch text.trimmingWhitespace.lowercased() {
        case "true", "on": .enabled(true)
        case "false", "off": .enabled(false)
        default: .variant(text.trimmingWhitespace)
        }
    }

    /// The override a `--toggle KEY=VALUE` option sets.
    public static func commandLine(key: String, value: String) -> ToggleOverride {
        ToggleOverride(name: key, value: Self.value(from: value), layer: .commandLine, source: "the override \(Excerpt.of("\(key)=\(value)"))")
    }

    /// The prefix of toggle environment variables.
    public static let environmentPrefix = "DYNAMIC_HOME_TOGGLE_"

    /// The environment variable that overrides a toggle: `DYNAMIC_HOME_TOGGLE_` and the
    /// name with ASCII letters upper-cased, digits kept and every other character
    /// (`.`, `-`, spaces, anything non-ASCII) replaced by `_`.
    /// `home.crossfade.durationMs` → `DYNAMIC_HOME_TOGGLE_HOME_CROSSFADE_DURATIONMS`.
    public static func environmentVariableName(for name: String) -> String {
        var mangled = environmentPrefix
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z": mangled.unicodeScalars.append(Unicode.Scalar(scalar.value - 32)!)
            case "A"..."Z", "0"..."9": mangled.unicodeScalars.append(scalar)
            default: mangled.append("_")
            }
        }
        return mangled
    }

    /// The overrides an environment sets for the given toggle names.
    ///
    /// The mangling cannot be undone, so each known name is looked up by its variable.
    /// Variables with the prefix that match no known name are reported with the nearest
    /// variable that would; two names that mangle alike are reported too (both get the value).
    /// An empty variable is ignored, with a warning.
    ///
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - names: The toggle names of all layers.
    /// - Returns: The overrides, sorted by name, and warnings.
    public static func environment(_ environment: [String: String], names: Set<String>) -> (overrides: [ToggleOverride], diagnostics: [Diagnostic]) {
        var overrides: [ToggleOverride] = []
        var diagnostics: [Diagnostic] = []
        // Only the names whose variable is set are kept: there may be 600,000 names, and
        // few variables.
        let prefixed = environment.filter { $0.key.hasPrefix(environmentPrefix) }
        guard !prefixed.isEmpty else { return ([], []) }
        var byVariable: [String: [String]] = [:]
        for name in names {
            let variable = environmentVariableName(for: name)
            if prefixed[variable] != nil { byVariable[variable, default: []].append(name) }
        }
        for (variable, owners) in byVariable.sorted(by: { $0.key < $1.key }) {
            let text = prefixed[variable]!
            if text.allSatisfy(\.isWhitespace) {
                // `export X=` is how shells unset a value by hand; it is not a value.
                diagnostics.append(Diagnostic(
                    .warning, at: nil, "\(variable) is empty, so it is ignored",
                    hint: "give it a value, or unset it"))
                continue
            }
            if owners.count > 1 {
                diagnostics.append(Diagnostic(.warning, at: nil, "\(variable) overrides several toggles: \(Excerpt.list(owners.sorted()))"))
            }
            for name in owners.sorted() {
                overrides.append(ToggleOverride(name: name, value: value(from: text), layer: .environment, source: variable))
            }
        }
        var every: [String]?
        for variable in prefixed.keys.sorted() where byVariable[variable] == nil {
            if every == nil { every = Set(names.map(environmentVariableName(for:))).sorted() }
            diagnostics.append(Diagnostic(
                .warning, at: nil, "\(variable) names no toggle",
                hint: Spelling.suggestion(for: variable, in: every!)
            ))
        }
        return (overrides, diagnostics)
    }
}
