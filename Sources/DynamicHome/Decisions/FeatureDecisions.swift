import Diagnostics
import Foundation

/// The typed questions the home screen asks of its feature toggles. This is the only
/// code that spells toggle keys.
///
/// The template is chosen by the toggle `home.template`, whose value names a style.
/// Layers, lowest first: built-in defaults, the toggles file, the environment
/// (`DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE`), the command line (`--toggle
/// home.template=grid`).
public struct FeatureDecisions: Sendable {
    /// The toggle keys the app reads.
    public enum Key {
        /// The template style.
        public static let template = "home.template"
    }

    /// The style used when nothing chooses one.
    public static let defaultStyle = TemplateStyle("list")

    /// A template style and why it was chosen.
    public struct TemplateChoice: Hashable, Sendable {
        /// The style.
        public var style: TemplateStyle
        /// Why, e.g. "home.template: STATIC (file)".
        public var reason: String
        /// A problem with the choice that was worked around, e.g. a style no template has.
        public var warning: String?

        /// Creates a choice.
        public init(style: TemplateStyle, reason: String, warning: String? = nil) {
            self.style = style
            self.reason = reason
            self.warning = warning
        }
    }

    private struct Answer: Sendable {
        var value: String
        var layer: String
    }

    private var answers: [String: Answer] = [:]
    /// Where the file layer came from, for messages.
    public let source: String

    /// Decisions from a toggles file's contents and the overrides above it.
    ///
    /// - Parameters:
    ///   - file: The toggles file's bytes and path, when there is one.
    ///   - environment: The process environment, for `DYNAMIC_HOME_TOGGLE_*`.
    ///   - overrides: `--toggle KEY=VALUE` pairs, in the order given.
    /// - Throws: ``Diagnostic`` when the file is not valid.
    public init(file: (bytes: [UInt8], path: String)?, environment: [String: String] = [:], overrides: [(String, String)] = []) throws(Diagnostic) {
        source = file?.path ?? "built-in defaults"
        if let file {
            let root = try JSONNode.parse(file.bytes, file: file.path)
            guard let toggles = root["toggles"]?.members else {
                throw Diagnostic(.error, at: root.location, "a toggles file is an object with a \"toggles\" object", hint: "see FeatureToggles.json in the repository")
            }
            for member in toggles {
                if let value = member.value["value"]?.string {
                    answers[member.key] = Answer(value: value, layer: "file")
                } else if let value = member.value["value"] {
                    throw Diagnostic(.error, at: value.location, "\"value\" of \(member.key) must be a string, not \(value.typeName)")
                }
            }
        }
        for (name, value) in environment where name.hasPrefix("DYNAMIC_HOME_TOGGLE_") {
            if name == "DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE" {
                answers[Key.template] = Answer(value: value, layer: "environment")
            }
        }
        for (key, value) in overrides {
            answers[key] = Answer(value: value, layer: "command line")
        }
    }

    /// The template style for these toggles, among the registered ones.
    ///
    /// A value that names no registered style falls back to the default style with a
    /// warning, never an error.
    public func templateStyle(registered: [TemplateStyle]) -> TemplateChoice {
        let fallback = registered.contains(Self.defaultStyle) ? Self.defaultStyle : registered.first ?? Self.defaultStyle
        guard let answer = answers[Key.template] else {
            return TemplateChoice(style: fallback, reason: "\(Key.template): DEFAULT (built-in)")
        }
        let style = TemplateStyle(answer.value)
        guard registered.contains(style) else {
            let suggestion = Spelling.suggestion(for: answer.value, in: registered.map(\.rawValue))
            return TemplateChoice(
                style: fallback, reason: "\(Key.template): ERROR (\(answer.layer))",
                warning: "toggle \(Key.template) names template style '\(answer.value)' (\(answer.layer)), which no template has; "
                    + "using '\(fallback)'" + (suggestion.map { "; \($0)" } ?? ""))
        }
        return TemplateChoice(style: style, reason: "\(Key.template): STATIC (\(answer.layer))")
    }
}
