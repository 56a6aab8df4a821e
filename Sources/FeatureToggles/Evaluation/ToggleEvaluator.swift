import Diagnostics
import Foundation

/// Evaluates toggles from all layers: built-in defaults < file < environment < command line.
///
/// A value type: build one when a layer changes (a reload, new options) and evaluate
/// from any thread or actor. Evaluation is synchronous, allocates little and follows
/// Unleash's algorithm exactly (see ``evaluate(_:context:)``).
public struct ToggleEvaluator: Sendable {
    /// What a name resolves to. A class, so that a look-up shares the definition instead
    /// of copying every field of it: evaluation reads, it never writes.
    final class Entry: Sendable {
        /// The definition from the strongest of defaults and file; a bare placeholder when
        /// only an override names the toggle (see ``isDefined``).
        let toggle: Toggle
        /// Whether defaults or the file define the toggle.
        let isDefined: Bool
        /// The layer of that definition.
        let layer: ToggleLayer
        /// The strongest override, if any.
        let override: ToggleOverride?

        init(toggle: Toggle?, name: String, layer: ToggleLayer, override: ToggleOverride? = nil) {
            self.toggle = toggle ?? Toggle(name: name)
            self.isDefined = toggle != nil
            self.layer = layer
            self.override = override
        }

        /// The definition, when there is one.
        var definition: Toggle? { isDefined ? toggle : nil }

        func overridden(by override: ToggleOverride) -> Entry {
            Entry(toggle: definition, name: toggle.name, layer: isDefined ? layer : override.layer, override: override)
        }
    }

    var entries: [String: Entry]
    var segments: [String: Segment]
    let random: RandomSource
    let now: @Sendable () -> Date
    /// All names, sorted.
    public let names: [String]
    /// Problems with the overrides: environment variables or `--toggle` keys that name
    /// no toggle (with a suggestion), names that several toggles share once mangled.
    public let overrideDiagnostics: [Diagnostic]

    /// Creates an evaluator over the layers.
    ///
    /// - Parameters:
    ///   - defaults: The application's built-in toggles.
    ///   - file: The toggles file's configuration, when one was loaded.
    ///   - overrides: Overrides from the environment and the command line; the stronger
    ///     layer wins, and within a layer the later one.
    ///   - random: Numbers for random stickiness and `gradualRolloutRandom`.
    ///   - now: The clock for date constraints when the context has no `currentTime`.
    /// - Complexity: O(n) in the number of toggles and overrides.
    public init(
        defaults: ToggleConfiguration = .empty, file: ToggleConfiguration? = nil, overrides: [ToggleOverride] = [],
        random: RandomSource = .system, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        var entries: [String: Entry] = [:]
        for toggle in defaults.toggles { entries[toggle.name] = Entry(toggle: toggle, name: toggle.name, layer: .defaults) }
        for toggle in file?.toggles ?? [] { entries[toggle.name] = Entry(toggle: toggle, name: toggle.name, layer: .file) }
        var diagnostics: [Diagnostic] = []
        let definedNames = Array(entries.keys).sorted()
        for override in overrides.sorted(by: { $0.layer < $1.layer }) {
            if entries[override.name] == nil {
                diagnostics.append(Diagnostic(
                    .warning, at: nil, "\(override.source) names no toggle \"\(override.name)\"",
                    hint: Spelling.suggestion(for: override.name, in: definedNames) ?? "known toggles: \(definedNames.joined(separator: ", "))"
                ))
            }
            entries[override.name] = (entries[override.name] ?? Entry(toggle: nil, name: override.name, layer: override.layer)).overridden(by: override)
        }
        self.entries = entries
        self.segments = (defaults.segments).merging(file?.segments ?? [:]) { _, fromFile in fromFile }
        self.random = random
        self.now = now
        self.names = entries.keys.sorted()
        self.overrideDiagnostics = diagnostics
    }

    /// Creates an evaluator, reading overrides from an environment and `--toggle` pairs.
    ///
    /// - Parameters:
    ///   - defaults: The application's built-in toggles.
    ///   - file: The toggles file's configuration, when one was loaded.
    ///   - environment: The process environment; see ``ToggleOverride/environmentVariableName(for:)``.
    ///   - commandLine: `--toggle KEY=VALUE` options as (key, value) pairs, in order.
    ///   - random: Numbers for random stickiness and `gradualRolloutRandom`.
    ///   - now: The clock for date constraints.
    public init(
        defaults: ToggleConfiguration = .empty, file: ToggleConfiguration? = nil,
        environment: [String: String], commandLine: [(key: String, value: String)] = [],
        random: RandomSource = .system, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let known = Set(defaults.names).union(file?.names ?? [])
        let fromEnvironment = ToggleOverride.environment(environment, names: known)
        let fromCommandLine = commandLine.map { ToggleOverride.commandLine(key: $0.key, value: $0.value) }
        self.init(defaults: defaults, file: file, overrides: fromEnvironment.overrides + fromCommandLine, random: random, now: now)
        self = self.addingDiagnostics(fromEnvironment.diagnostics)
    }

    private func addingDiagnostics(_ extra: [Diagnostic]) -> ToggleEvaluator {
        guard !extra.isEmpty else { return self }
        return ToggleEvaluator(copying: self, diagnostics: extra + overrideDiagnostics)
    }

    private init(copying other: ToggleEvaluator, diagnostics: [Diagnostic]) {
        entries = other.entries
        segments = other.segments
        random = other.random
        now = other.now
        names = other.names
        overrideDiagnostics = diagnostics
    }

    /// The definition a name resolves to (from the defaults or the file), without overrides.
    public func toggle(named name: String) -> Toggle? { entries[name]?.definition }

    /// Evaluates one toggle.
    ///
    /// The strongest layer that has the name decides. An override sets the value outright
    /// (``ToggleOverride``); a definition is evaluated as Unleash does: the kill switch,
    /// the parents, the feature-level constraints, then the first strategy that holds,
    /// then its variants or the toggle's.
    ///
    /// - Parameters:
    ///   - name: The toggle's name.
    ///   - context: What to evaluate for.
    /// - Returns: The value, variant, reason, layer and bucketing; FLAG_NOT_FOUND for an
    ///   unknown name.
    /// - Complexity: O(s + c + v) for s strategies, c constraints and v variants; no
    ///   allocation beyond the result for rollouts and variants.
    public func evaluate(_ name: String, context: EvaluationContext = EvaluationContext()) -> EvaluationDetails {
        evaluate(name, context: context, depth: 0)
    }

    @inline(__always)
    func evaluate(_ name: String, context: EvaluationContext, depth: Int) -> EvaluationDetails {
        guard let entry = entries[name] else { return .notFound(name) }
        if let override = entry.override {
            return applying(override, to: entry.definition, context: context)
        }
        guard entry.isDefined else { return .notFound(name) }
        // The definition is borrowed from the shared entry, not copied.
        var details = evaluate(entry.toggle, context: context, depth: depth)
        details.layer = entry.layer
        if entry.layer == .defaults, details.reason == .static { details.reason = .default }
        return details
    }

    /// Every toggle's details, sorted by name: what `home toggles explain` prints.
    public func evaluateAll(context: EvaluationContext = EvaluationContext()) -> [EvaluationDetails] {
        names.map { evaluate($0, context: context) }
    }
}
