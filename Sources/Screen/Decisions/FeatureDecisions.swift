import Diagnostics
import FeatureToggles
import Foundation

/// The typed questions the home screen asks of its feature toggles. This is the only
/// code that spells toggle keys.
///
/// Values come from the toggle layers, weakest first: the built-in defaults below, the
/// toggles file, the environment (`DYNAMIC_HOME_TOGGLE_<KEY>`) and the command line
/// (`--toggle KEY=VALUE`). The file's layer can instead be an Unleash server's toggles.
/// Evaluation follows Unleash exactly, for the user, session and context given.
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
        /// How one template replaces another: a variant per transition style.
        public static let transition = "home.transition"
        /// The share of an item's entry on screen that counts it as seen, in percent.
        public static let exposurePercent = "home.exposure.percent"
        /// How long an item must be on screen to count as seen, in milliseconds.
        public static let exposureDuration = "home.exposure.ms"
        /// Whether the screen is said in lines of words instead of drawn (a screen reader).
        public static let screenReader = "home.screen-reader"
        /// Whether every transition is one switch, for people who get motion sick.
        public static let reduceMotion = "home.reduce-motion"
    }

    /// The built-in defaults: the lowest layer, what the app does without a toggles file.
    /// `home.template` names no style: the default style given to the decisions (the
    /// factory's first) is its value.
    public static let defaults = builtIn(templateStyle: nil)

    /// The built-in defaults with `home.template` naming `templateStyle`, when given.
    public static func builtIn(templateStyle: TemplateStyle?) -> ToggleConfiguration {
        let description = "The template style."
        return ToggleConfiguration(toggles: [
            templateStyle.map { Toggle.value(Key.template, .string($0.rawValue), category: .experiment, description: description) }
                ?? Toggle.flag(Key.template, enabled: true, category: .experiment, description: description),
            NumberToggle.crossFadeDuration.toggle,
            NumberToggle.framesPerSecond.toggle,
            NumberToggle.deckBehind.toggle,
            NumberToggle.deckAhead.toggle,
            NumberToggle.exposurePercent.toggle,
            NumberToggle.exposureDuration.toggle,
            Toggle.flag(Key.analytics, enabled: true, category: .ops),
            transitionToggle,
            Toggle.flag(
                Key.screenReader, enabled: false, category: .permission,
                description: "Lines of words instead of frames, one per change a person should hear; no animation."),
            Toggle.flag(
                Key.reduceMotion, enabled: false, category: .permission,
                description: "Every transition is one switch, for people who get motion sick."),
        ])
    }

    /// A template style and why it was chosen.
    public struct TemplateChoice: Hashable, Sendable {
        /// The style.
        public var style: TemplateStyle
        /// Why, e.g. `.toggle("home.template", .split, layer: .file)`.
        public var reason: StyleReason
        /// A problem with the choice that was worked around, e.g. a style no template has.
        public var warning: String?
        /// The evaluation behind the choice, when toggles made it (for exposures).
        public var details: EvaluationDetails?

        /// Creates a choice.
        public init(style: TemplateStyle, reason: StyleReason, warning: String? = nil, details: EvaluationDetails? = nil) {
            self.style = style
            self.reason = reason
            self.warning = warning
            self.details = details
        }
    }

    /// Evaluates the layers.
    public private(set) var evaluator: ToggleEvaluator
    /// Who is asking: user, session and other context.
    public let context: EvaluationContext
    /// The style of the built-in `home.template`, and what a choice falls back to: the
    /// application's first template; without one, the first registered style.
    public let defaultStyle: TemplateStyle?
    /// Where the file layer came from, for messages.
    public let source: String
    /// The transitions the variants of `home.transition` may name: the standard ones,
    /// or the factory's (``HomeFactory/transitions``) when it registers its own.
    public var transitions = TransitionRegistry.standard
    /// Called with every evaluation a question makes (not ``explain(_:registered:)``'s
    /// or ``warnings``'): an Unleash client counts them for its metrics.
    public var onEvaluation: (@Sendable (EvaluationDetails) -> Void)?
    /// Called with the impression of every evaluation a question makes of a toggle marked
    /// `impressionData` (``ImpressionEvent``), as Unleash's SDKs emit them: `getVariant`
    /// for the questions that read a variant (the template, a section's template, the
    /// transition, the numbers), `isEnabled` for a flag (``analyticsEnabled``).
    /// ``explain(_:registered:)`` and ``warnings`` make none: they explain, they do not use.
    public var onImpression: (@Sendable (ImpressionEvent) -> Void)?

    /// Decisions over a toggles file's configuration and the overrides above it.
    ///
    /// - Parameters:
    ///   - file: The file's configuration, when there is one.
    ///   - source: The file's path, or a description of where the toggles came from.
    ///   - fileLayer: ``ToggleLayer/server`` when `file` is an Unleash server's toggles.
    ///   - environment: The process environment, for `DYNAMIC_HOME_TOGGLE_*`.
    ///   - overrides: `--toggle KEY=VALUE` pairs, in the order given.
    ///   - context: The evaluation context.
    ///   - random: Numbers for random stickiness and `gradualRolloutRandom`.
    ///   - defaultStyle: The style of the built-in `home.template` (the factory's first).
    public init(
        file: ToggleConfiguration?, source: String = "built-in defaults", fileLayer: ToggleLayer = .file,
        environment: [String: String] = [:], overrides: [(String, String)] = [],
        context: EvaluationContext = EvaluationContext(), random: RandomSource = .system, defaultStyle: TemplateStyle? = nil
    ) {
        self.defaultStyle = defaultStyle
        self.evaluator = ToggleEvaluator(
            defaults: Self.builtIn(templateStyle: defaultStyle), file: file, fileLayer: fileLayer, environment: environment,
            commandLine: overrides.map { (key: $0.0, value: $0.1) }, random: random, undefinedButRead: [Key.sectionTemplates])
        self.context = context
        self.source = source
        self.layers = Layers(file: file, fileLayer: fileLayer, environment: environment, overrides: overrides, random: random)
        layers.layerDiagnosticCount = evaluator.overrideDiagnostics.count
    }

    /// What the decisions were made from, to make them again with one layer changed.
    private struct Layers: Sendable {
        var file: ToggleConfiguration?
        var fileLayer: ToggleLayer
        var environment: [String: String]
        var overrides: [(String, String)]
        var random: RandomSource
        /// The keys whose override on top came from a script's `toggle` step, not from
        /// `--toggle`: their layer is named "script" in reasons and warnings.
        var scripted: Set<String> = []
        /// How many of the evaluator's override warnings the layers made; the rest came
        /// from `toggle` steps, each of which reported its own.
        var layerDiagnosticCount = 0
    }

    private var layers: Layers

    /// The same decisions over another version of the toggles file (or of the server's
    /// toggles): what a reload makes.
    ///
    /// - Parameters:
    ///   - file: The file's configuration now.
    ///   - source: The file's path.
    public func replacingFile(_ file: ToggleConfiguration?, source: String) -> FeatureDecisions {
        remade(file: file, source: source, overrides: layers.overrides, scripted: layers.scripted)
    }

    /// The same decisions with one more override on top, in the `--toggle` layer: what a
    /// script's `toggle` step makes. Reasons and warnings name its layer "script". The
    /// file is not read again.
    ///
    /// - Complexity: That of ``addOverride(_:_:)`` plus a copy of what earlier overrides
    ///   added; to add many, call ``addOverride(_:_:)`` on one value.
    public func addingOverride(_ key: String, _ value: String) -> FeatureDecisions {
        var decisions = self
        decisions.addOverride(key, value)
        return decisions
    }

    /// Puts one more override on top, in the `--toggle` layer, as a script's `toggle`
    /// step does: reasons and warnings name its layer "script".
    ///
    /// - Returns: The warning the override makes (a key that names no toggle); it is not
    ///   among ``layerWarnings``, which are the layers' own.
    /// - Complexity: The same for every call, however many came before: only the toggle
    ///   named and those that depend on it are compiled again (see
    ///   ``ToggleEvaluator/addOverride(_:)``).
    @discardableResult
    public mutating func addOverride(_ key: String, _ value: String) -> [Diagnostic] {
        let warning = evaluator.addOverride(.commandLine(key: key, value: value))
        layers.overrides.append((key, value))
        layers.scripted.insert(key)
        return warning.map { [$0] } ?? []
    }

    private func remade(file: ToggleConfiguration?, source: String, overrides: [(String, String)], scripted: Set<String>) -> FeatureDecisions {
        var remade = FeatureDecisions(
            file: file, source: source, fileLayer: layers.fileLayer, environment: layers.environment,
            overrides: overrides, context: context, random: layers.random, defaultStyle: defaultStyle)
        remade.layers.scripted = scripted
        remade.transitions = transitions
        remade.onEvaluation = onEvaluation
        remade.onImpression = onImpression
        return remade
    }

    /// What is wrong with the overrides, the context (a `currentTime` that is not a
    /// date-time) and the number toggles' values; the file's own warnings are given when
    /// it is read, and a script's `toggle` step gives its own (``addOverride(_:_:)``).
    public var layerWarnings: [Diagnostic] {
        evaluator.overrideDiagnostics.prefix(layers.layerDiagnosticCount) + context.warnings + warnings
    }

    /// Reads a toggles file (native or Unleash format) and builds decisions over it.
    ///
    /// - Parameters:
    ///   - path: The toggles file, or `nil` for the built-in defaults.
    ///   - environment: The process environment, for `DYNAMIC_HOME_TOGGLE_*`.
    ///   - overrides: `--toggle KEY=VALUE` pairs, in the order given.
    ///   - context: The evaluation context.
    ///   - random: Numbers for random stickiness and `gradualRolloutRandom`.
    ///   - today: The day expired toggles are judged on.
    ///   - defaultStyle: The style of the built-in `home.template` (the factory's first).
    /// - Returns: The decisions and the file's warnings (expired toggles, overrides that
    ///   name no toggle, a context's currentTime that is not a date-time, number toggles out of range).
    /// - Throws: ``DiagnosticList`` listing every error with its `file:line:column`, when
    ///   the file cannot be used; nothing is half-applied.
    public static func load(
        path: String?, environment: [String: String] = [:], overrides: [(String, String)] = [],
        context: EvaluationContext = EvaluationContext(), random: RandomSource = .system, today: Date = Date(),
        defaultStyle: TemplateStyle? = nil
    ) throws(DiagnosticList) -> (decisions: FeatureDecisions, warnings: [Diagnostic]) {
        let file = path.map { ToggleFile.load(contentsOf: $0, options: ValidationOptions(today: CalendarDay(utc: today))) }
        return try load(
            file, source: path, environment: environment, overrides: overrides, context: context, random: random, defaultStyle: defaultStyle)
    }

    /// Builds decisions over a toggles file already read and checked.
    ///
    /// - Parameters:
    ///   - file: The file's result, or `nil` for the built-in defaults.
    ///   - source: Where the file came from, as the status line and explanations name it.
    ///   - environment: The process environment, for `DYNAMIC_HOME_TOGGLE_*`.
    ///   - overrides: `--toggle KEY=VALUE` pairs, in the order given.
    ///   - context: The evaluation context.
    ///   - random: Numbers for random stickiness and `gradualRolloutRandom`.
    ///   - defaultStyle: The style of the built-in `home.template` (the factory's first).
    /// - Returns: The decisions and the file's warnings.
    /// - Throws: ``DiagnosticList`` listing every error of a file that cannot be used.
    public static func load(
        _ file: ToggleFileResult?, source: String?, environment: [String: String] = [:], overrides: [(String, String)] = [],
        context: EvaluationContext = EvaluationContext(), random: RandomSource = .system, defaultStyle: TemplateStyle? = nil
    ) throws(DiagnosticList) -> (decisions: FeatureDecisions, warnings: [Diagnostic]) {
        var configuration: ToggleConfiguration?
        var warnings: [Diagnostic] = []
        if let file {
            guard let loaded = file.configuration else { throw file.diagnostics }
            configuration = loaded
            warnings = file.diagnostics.warnings
        }
        let decisions = FeatureDecisions(
            file: configuration, source: source ?? "built-in defaults", environment: environment,
            overrides: overrides, context: context, random: random, defaultStyle: defaultStyle)
        return (decisions, warnings + decisions.layerWarnings)
    }

    // MARK: The questions

    /// The template style for this context, among the registered styles.
    ///
    /// The variant of `home.template` names the style. A variant that names no
    /// registered style falls back to the default style, with reason ERROR and a
    /// warning, never a failure.
    public func templateStyle(registered: [TemplateStyle]) -> TemplateChoice {
        let details = evaluator.evaluate(Key.template, context: context)
        observe(details, as: .getVariant)
        return templateStyle(details, registered: registered)
    }

    /// The evaluation of `home.template` for this context, reported to no one (no
    /// exposure, no impression, no metrics): what reads the variant's payload (a template
    /// that is data) before the screen asks its own question, which reports.
    public var templateVariant: EvaluationDetails {
        evaluator.evaluate(Key.template, context: context)
    }

    /// The template style the evaluation of `home.template` names, among the registered styles.
    func templateStyle(_ details: EvaluationDetails, registered: [TemplateStyle]) -> TemplateChoice {
        let fallback = defaultStyle.flatMap { registered.contains($0) ? $0 : nil } ?? registered.first ?? defaultStyle ?? TemplateStyle("")
        guard details.enabled, details.variant.enabled, let name = details.variantName else {
            return TemplateChoice(style: fallback, reason: reason(details), details: details)
        }
        let style = TemplateStyle(name)
        guard registered.contains(style) else {
            let layer = layerName(details)
            let suggestion = Spelling.suggestion(for: name, in: registered.map(\.rawValue))
            let warning = "toggle \(Key.template) names template style '\(Excerpt.of(name))' (\(layer)), which no template has; "
                + "using '\(fallback)'" + (suggestion.map { "; \($0)" } ?? "")
            let failed = details.failing(.invalidContext, message: warning)
            return TemplateChoice(style: fallback, reason: reason(failed), warning: warning, details: failed)
        }
        return TemplateChoice(style: style, reason: reason(details), details: details)
    }

    // MARK: Reasons

    /// "home.template: SPLIT (file)": the toggle, OpenFeature's reason and the layer.
    func reason(_ details: EvaluationDetails) -> StyleReason {
        .toggle(details.name, details.reason, layer: StyleReason.Layer(rawValue: layerName(details)) ?? .builtIn)
    }

    /// The layer a value came from as `home toggles explain` spells it: "built-in",
    /// "file", "server", "environment", "command line"; or "script" for an override a
    /// script's `toggle` step made.
    func layerName(_ details: EvaluationDetails) -> String {
        if details.layer == .commandLine, layers.scripted.contains(details.name) { return "script" }
        return (details.layer ?? .defaults).rawValue
    }
}
