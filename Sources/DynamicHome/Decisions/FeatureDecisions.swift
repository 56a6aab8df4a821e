import Diagnostics
import FeatureToggles
import Foundation

/// The typed questions the home screen asks of its feature toggles. This is the only
/// code that spells toggle keys.
///
/// Values come from the toggle layers, weakest first: the built-in defaults below, the
/// toggles file, the environment (`DYNAMIC_HOME_TOGGLE_<KEY>`) and the command line
/// (`--toggle KEY=VALUE`). Evaluation follows Unleash exactly, for the user, session and
/// context given.
public struct FeatureDecisions: Sendable {
    /// The toggle keys the app reads.
    public enum Key {
        /// The template style: a variant per style.
        public static let template = "home.template"
        /// How long a cross-fade lasts, in milliseconds.
        public static let crossFadeDuration = "home.crossfade.durationMs"
        /// How many frames per second transitions are drawn at.
        public static let framesPerSecond = "home.crossfade.fps"
        /// Days before the current one kept pre-fetched.
        public static let deckBehind = "home.deck.behind"
        /// Days after the current one kept pre-fetched.
        public static let deckAhead = "home.deck.ahead"
        /// Whether analytics events are recorded.
        public static let analytics = "home.analytics"
    }

    /// The style used when nothing (or nothing valid) chooses one.
    public static let defaultStyle = TemplateStyle("list")

    /// The built-in defaults: the lowest layer, what the app does without a toggles file.
    public static let defaults = ToggleConfiguration(toggles: [
        Toggle.value(Key.template, .string(defaultStyle.rawValue), category: .experiment, description: "The template style."),
        NumberToggle.crossFadeDuration.toggle,
        NumberToggle.framesPerSecond.toggle,
        NumberToggle.deckBehind.toggle,
        NumberToggle.deckAhead.toggle,
        Toggle.flag(Key.analytics, enabled: true, category: .ops),
    ])

    /// A template style and why it was chosen.
    public struct TemplateChoice: Hashable, Sendable {
        /// The style.
        public var style: TemplateStyle
        /// Why, e.g. "home.template: SPLIT (file)".
        public var reason: String
        /// A problem with the choice that was worked around, e.g. a style no template has.
        public var warning: String?
        /// The evaluation behind the choice, when toggles made it (for exposures).
        public var details: EvaluationDetails?

        /// Creates a choice.
        public init(style: TemplateStyle, reason: String, warning: String? = nil, details: EvaluationDetails? = nil) {
            self.style = style
            self.reason = reason
            self.warning = warning
            self.details = details
        }
    }

    /// Evaluates the layers.
    public let evaluator: ToggleEvaluator
    /// Who is asking: user, session and other context.
    public let context: EvaluationContext
    /// Where the file layer came from, for messages.
    public let source: String

    /// Decisions over a toggles file's configuration and the overrides above it.
    ///
    /// - Parameters:
    ///   - file: The file's configuration, when there is one.
    ///   - source: The file's path, or a description of where the toggles came from.
    ///   - environment: The process environment, for `DYNAMIC_HOME_TOGGLE_*`.
    ///   - overrides: `--toggle KEY=VALUE` pairs, in the order given.
    ///   - context: The evaluation context.
    public init(
        file: ToggleConfiguration?, source: String = "built-in defaults", environment: [String: String] = [:],
        overrides: [(String, String)] = [], context: EvaluationContext = EvaluationContext()
    ) {
        self.evaluator = ToggleEvaluator(
            defaults: Self.defaults, file: file, environment: environment,
            commandLine: overrides.map { (key: $0.0, value: $0.1) })
        self.context = context
        self.source = source
        self.layers = Layers(file: file, environment: environment, overrides: overrides)
    }

    /// What the decisions were made from, to make them again with one layer changed.
    private struct Layers: Sendable {
        var file: ToggleConfiguration?
        var environment: [String: String]
        var overrides: [(String, String)]
    }

    private let layers: Layers

    /// The same decisions over another version of the toggles file: what a reload makes.
    ///
    /// - Parameters:
    ///   - file: The file's configuration now.
    ///   - source: The file's path.
    public func replacingFile(_ file: ToggleConfiguration?, source: String) -> FeatureDecisions {
        FeatureDecisions(file: file, source: source, environment: layers.environment, overrides: layers.overrides, context: context)
    }

    /// The same decisions with one more `--toggle KEY=VALUE` on top: what a script's
    /// `toggle` step makes. The file is not read again.
    public func addingOverride(_ key: String, _ value: String) -> FeatureDecisions {
        FeatureDecisions(
            file: layers.file, source: source, environment: layers.environment,
            overrides: layers.overrides + [(key, value)], context: context)
    }

    /// What is wrong with the overrides, the context (a `currentTime` that is not a
    /// date-time) and the number toggles' values; the file's own warnings are given when
    /// it is read.
    public var layerWarnings: [Diagnostic] {
        evaluator.overrideDiagnostics + context.warnings + warnings
    }

    /// Reads a toggles file (native or Unleash format) and builds decisions over it.
    ///
    /// - Returns: The decisions and the file's warnings (expired toggles, overrides that
    ///   name no toggle, a context's currentTime that is not a date-time, number toggles out of range).
    /// - Throws: ``Diagnostics`` listing every error with its `file:line:column`, when
    ///   the file cannot be used; nothing is half-applied.
    public static func load(
        path: String?, environment: [String: String] = [:], overrides: [(String, String)] = [],
        context: EvaluationContext = EvaluationContext(), today: Date = Date()
    ) throws(Diagnostics) -> (decisions: FeatureDecisions, warnings: [Diagnostic]) {
        var configuration: ToggleConfiguration?
        var warnings: [Diagnostic] = []
        if let path {
            let result = ToggleFile.load(contentsOf: path, options: ValidationOptions(today: CalendarDay(utc: today)))
            guard let loaded = result.configuration else { throw result.diagnostics }
            configuration = loaded
            warnings = result.diagnostics.warnings
        }
        let decisions = FeatureDecisions(
            file: configuration, source: path ?? "built-in defaults", environment: environment,
            overrides: overrides, context: context)
        return (decisions, warnings + decisions.layerWarnings)
    }

    // MARK: The questions

    /// The template style for this context, among the registered styles.
    ///
    /// The variant of `home.template` names the style. A variant that names no
    /// registered style falls back to the default style, with reason ERROR and a
    /// warning, never a failure.
    public func templateStyle(registered: [TemplateStyle]) -> TemplateChoice {
        let fallback = registered.contains(Self.defaultStyle) ? Self.defaultStyle : registered.first ?? Self.defaultStyle
        let details = evaluator.evaluate(Key.template, context: context)
        guard details.enabled, details.variant.enabled, let name = details.variantName else {
            return TemplateChoice(style: fallback, reason: Self.reason(details), details: details)
        }
        let style = TemplateStyle(name)
        guard registered.contains(style) else {
            let layer = details.layer.map(Self.layerName) ?? "built-in"
            let suggestion = Spelling.suggestion(for: name, in: registered.map(\.rawValue))
            let warning = "toggle \(Key.template) names template style '\(name)' (\(layer)), which no template has; "
                + "using '\(fallback)'" + (suggestion.map { "; \($0)" } ?? "")
            let failed = details.failing(.invalidContext, message: warning)
            return TemplateChoice(style: fallback, reason: Self.reason(failed), warning: warning, details: failed)
        }
        return TemplateChoice(style: style, reason: Self.reason(details), details: details)
    }

    /// How transitions move: the cross-fade's duration from `home.crossfade.durationMs`
    /// (0 to 10,000 ms).
    public var motion: Motion {
        Motion(duration: .milliseconds(number(.crossFadeDuration).value))
    }

    /// How many frames per second transitions are drawn at (1 to 240).
    public var framesPerSecond: Int {
        number(.framesPerSecond).value
    }

    /// How many days before and after the current one are pre-fetched (0 to 32 each).
    public var deckShape: DeckShape {
        DeckShape(behind: number(.deckBehind).value, ahead: number(.deckAhead).value)
    }

    /// A toggle whose payload is a whole number in a range.
    struct NumberToggle {
        var key: String
        var fallback: Int
        var range: ClosedRange<Int>
        var unit: String

        /// Its built-in definition: the fallback for everyone.
        var toggle: Toggle { Toggle.value(key, .number(Double(fallback)), category: .ops) }

        /// "1 day", "4 days", "400 ms".
        func amount(_ value: Int) -> String {
            let noun: String = value == 1 && unit == " days" ? " day" : unit
            return "\(value)\(noun)"
        }

        static let crossFadeDuration = NumberToggle(key: Key.crossFadeDuration, fallback: 400, range: 0...10_000, unit: " ms")
        static let framesPerSecond = NumberToggle(key: Key.framesPerSecond, fallback: 30, range: 1...240, unit: " fps")
        static let deckBehind = NumberToggle(key: Key.deckBehind, fallback: 2, range: 0...DeckShape.maximumSide, unit: " days")
        static let deckAhead = NumberToggle(key: Key.deckAhead, fallback: 4, range: 0...DeckShape.maximumSide, unit: " days")
        /// Every number toggle, in the order their warnings are given.
        static let all = [crossFadeDuration, framesPerSecond, deckBehind, deckAhead]
    }

    /// A number toggle's value, brought into its range, and what was wrong with it.
    private func number(_ spec: NumberToggle) -> (value: Int, warning: Diagnostic?) {
        let key = spec.key
        let typed = evaluator.integer(key, default: spec.fallback, context: context)
        let layer: String = typed.details.layer.map(Self.layerName) ?? "built-in"
        let allowed = "\(spec.range.lowerBound) to \(spec.range.upperBound)"
        if typed.details.reason == .error {
            let problem: String = typed.details.message ?? "not a whole number"
            let message = "toggle \(key) (\(layer)) cannot be used: \(problem); using \(spec.amount(spec.fallback))"
            return (spec.fallback, Diagnostic(.warning, at: nil, message, hint: "give a whole number from \(allowed)"))
        }
        let value = min(max(typed.value, spec.range.lowerBound), spec.range.upperBound)
        guard value != typed.value else { return (value, nil) }
        let message = "toggle \(key) is \(typed.value) (\(layer)), outside \(allowed); using \(spec.amount(value))"
        return (value, Diagnostic(.warning, at: nil, message))
    }

    /// What is wrong with the number toggles' values for this context (a payload that
    /// is not a whole number, a value out of range), each worked around as it says.
    public var warnings: [Diagnostic] {
        NumberToggle.all.compactMap { number($0).warning }
    }

    /// Whether analytics events are recorded.
    public var analyticsEnabled: Bool {
        evaluator.isEnabled(Key.analytics, context: context)
    }

    // MARK: Reasons

    /// "home.template: SPLIT (file)": the toggle, OpenFeature's reason and the layer.
    static func reason(_ details: EvaluationDetails) -> String {
        "\(details.name): \(details.reason.rawValue) (\(details.layer.map(layerName) ?? "built-in"))"
    }

    static func layerName(_ layer: ToggleLayer) -> String {
        switch layer {
        case .defaults: "built-in"
        case .file: "file"
        case .environment: "environment"
        case .commandLine: "command line"
        }
    }
}
