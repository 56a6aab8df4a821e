import Diagnostics
import Foundation

/// Evaluates toggles from all layers: built-in defaults < file < environment < command line.
///
/// A value type: build one when a layer changes (a reload, new options) and evaluate
/// from any thread or actor. Evaluation is synchronous, allocates little and follows
/// Unleash's algorithm exactly (see ``evaluate(_:context:)``).
public struct ToggleEvaluator: Sendable {
    /// Every toggle, compiled for evaluation when the evaluator is made.
    let table: ToggleTable
    /// The toggles that overrides added since (``addOverride(_:)``) compiled again, by
    /// name: each overridden toggle, and the toggles that depend on it. They stand in for
    /// the table's; empty for an evaluator made at once.
    var added: [String: CompiledToggle] = [:]
    let random: RandomSource
    let now: @Sendable () -> Date
    /// Names read though no layer defines them: an override of one is no warning.
    let undefinedButRead: [ToggleNamePattern]
    /// Problems with the overrides: environment variables or `--toggle` keys that name
    /// no toggle (with a suggestion), names that several toggles share once mangled.
    public internal(set) var overrideDiagnostics: [Diagnostic]

    /// All names, sorted.
    /// - Complexity: O(1), or O(n log n) once overrides of names no layer had were added.
    public var names: [String] {
        let extra = added.keys.filter { table.position(of: $0) == nil }
        return extra.isEmpty ? table.names : (table.names + extra).sorted()
    }

    /// Creates an evaluator over the layers.
    ///
    /// - Parameters:
    ///   - defaults: The application's built-in toggles.
    ///   - file: The toggles file's configuration, when one was loaded.
    ///   - fileLayer: The layer the file's toggles are reported in: ``ToggleLayer/file``,
    ///     or ``ToggleLayer/server`` when they came from an Unleash server.
    ///   - overrides: Overrides from the environment and the command line; the stronger
    ///     layer wins, and within a layer the later one.
    ///   - random: Numbers for random stickiness and `gradualRolloutRandom`.
    ///   - now: The clock for date constraints when the context has no `currentTime`.
    ///   - undefinedButRead: Names the application reads though no layer defines them
    ///     (a toggle per section, say): an override of one of them is no warning.
    /// - Complexity: O(n) in the number of toggles and overrides.
    public init(
        defaults: ToggleConfiguration = .empty, file: ToggleConfiguration? = nil, fileLayer: ToggleLayer = .file,
        overrides: [ToggleOverride] = [], random: RandomSource = .system, now: @escaping @Sendable () -> Date = { Date() },
        undefinedButRead: [ToggleNamePattern] = []
    ) {
        // The file's toggles are entries by position: a file may hold 600,000, and a
        // dictionary of them by name cost 48 bytes each. The defaults the file does not
        // override and the names only overrides give are few, and go by name.
        let fileToggles = file?.toggles ?? []
        var extra: [String: ToggleTable.Entry] = [:]
        // A name is spelled as the first layer that has it spells it (the defaults' "café"
        // for the file's "cafe\u{301}", which `String` takes as equal).
        var spelledByDefaults: [Int: String] = [:]
        for (index, toggle) in defaults.toggles.enumerated() {
            if let position = file?.position(of: toggle.name) {
                if !fileToggles[position].name.utf8.elementsEqual(toggle.name.utf8) { spelledByDefaults[position] = toggle.name }
            } else {
                extra[toggle.name] = ToggleTable.Entry(definition: Int32(-1 - index), layer: .defaults, override: -1)
            }
        }
        var fileOverrides: [Int: Int32] = [:]
        var diagnostics: [Diagnostic] = []
        var definedNames: [String]?
        let sorted = overrides.sorted(by: { $0.layer < $1.layer })
        for (index, override) in sorted.enumerated() {
            if let position = file?.position(of: override.name) {
                fileOverrides[position] = Int32(index)
            } else if let entry = extra[override.name] {
                let defined = entry.definition != ToggleTable.Entry.none
                extra[override.name] = ToggleTable.Entry(definition: entry.definition, layer: defined ? entry.layer : override.layer, override: Int32(index))
            } else {
                if !undefinedButRead.contains(where: { $0.matches(override.name) }) {
                    // The names of the definitions alone, as the suggestion picks among them.
                    if definedNames == nil { definedNames = Set(defaults.names).union(fileToggles.lazy.map(\.name)).sorted() }
                    diagnostics.append(Self.namesNoToggle(override, defined: definedNames!))
                }
                extra[override.name] = ToggleTable.Entry(definition: ToggleTable.Entry.none, layer: override.layer, override: Int32(index))
            }
        }
        // The table's names in order: the file's (often written in order already) merged
        // with the few others, without a second list of either.
        let extraNames = extra.keys.sorted()
        var fileOrder: [Int32]?
        if !zip(fileToggles, fileToggles.dropFirst()).allSatisfy({ $0.name < $1.name }) {
            var order = Array(0..<Int32(fileToggles.count))
            order.sort { fileToggles[Int($0)].name < fileToggles[Int($1)].name }
            fileOrder = order
        }
        var names: [String] = []
        var entries: [ToggleTable.Entry] = []
        names.reserveCapacity(fileToggles.count + extraNames.count)
        entries.reserveCapacity(fileToggles.count + extraNames.count)
        var next = (file: 0, extra: 0)
        while next.file < fileToggles.count || next.extra < extraNames.count {
            let position = next.file < fileToggles.count ? fileOrder.map { Int($0[next.file]) } ?? next.file : -1
            if position >= 0, next.extra == extraNames.count || fileToggles[position].name < extraNames[next.extra] {
                names.append(spelledByDefaults[position] ?? fileToggles[position].name)
                entries.append(ToggleTable.Entry(definition: Int32(position), layer: fileLayer, override: fileOverrides[position] ?? -1))
                next.file += 1
            } else {
                names.append(extraNames[next.extra])
                entries.append(extra[extraNames[next.extra]]!)
                next.extra += 1
            }
        }
        let segments = defaults.segments.merging(file?.segments ?? [:]) { _, fromFile in fromFile }
        self.table = ToggleTable(names: names, entries: entries, defaults: defaults, file: file, overrides: sorted, segments: segments)
        self.random = random
        self.now = now
        self.undefinedButRead = undefinedButRead
        self.overrideDiagnostics = diagnostics
    }

    /// Creates an evaluator, reading overrides from an environment and `--toggle` pairs.
    ///
    /// - Parameters:
    ///   - defaults: The application's built-in toggles.
    ///   - file: The toggles file's configuration, when one was loaded.
    ///   - fileLayer: The layer the file's toggles are reported in (``ToggleLayer/server`` for a server's).
    ///   - environment: The process environment; see ``ToggleOverride/environmentVariableName(for:)``.
    ///   - commandLine: `--toggle KEY=VALUE` options as (key, value) pairs, in order.
    ///   - random: Numbers for random stickiness and `gradualRolloutRandom`.
    ///   - now: The clock for date constraints.
    ///   - undefinedButRead: Names the application reads though no layer defines them.
    public init(
        defaults: ToggleConfiguration = .empty, file: ToggleConfiguration? = nil, fileLayer: ToggleLayer = .file,
        environment: [String: String], commandLine: [(key: String, value: String)] = [],
        random: RandomSource = .system, now: @escaping @Sendable () -> Date = { Date() }, undefinedButRead: [ToggleNamePattern] = []
    ) {
        // The names of all layers are gathered only when some variable may name one.
        let fromEnvironment = environment.keys.contains { $0.hasPrefix(ToggleOverride.environmentPrefix) }
            ? ToggleOverride.environment(environment, names: Set(defaults.names).union(file?.names ?? []))
            : (overrides: [], diagnostics: [])
        let fromCommandLine = commandLine.map { ToggleOverride.commandLine(key: $0.key, value: $0.value) }
        self.init(
            defaults: defaults, file: file, fileLayer: fileLayer, overrides: fromEnvironment.overrides + fromCommandLine,
            random: random, now: now, undefinedButRead: undefinedButRead)
        self = self.addingDiagnostics(fromEnvironment.diagnostics)
    }

    private func addingDiagnostics(_ extra: [Diagnostic]) -> ToggleEvaluator {
        guard !extra.isEmpty else { return self }
        return ToggleEvaluator(copying: self, diagnostics: extra + overrideDiagnostics)
    }

    private init(copying other: ToggleEvaluator, diagnostics: [Diagnostic]) {
        table = other.table
        added = other.added
        random = other.random
        now = other.now
        undefinedButRead = other.undefinedButRead
        overrideDiagnostics = diagnostics
    }

    /// The warning for an override whose name no definition has.
    static func namesNoToggle(_ override: ToggleOverride, defined: [String]) -> Diagnostic {
        Diagnostic(
            .warning, at: nil, "\(override.source) names no toggle \"\(Excerpt.of(override.name))\"",
            hint: Spelling.suggestion(for: override.name, in: defined) ?? "known toggles: \(Excerpt.list(defined))")
    }

    /// The definition a name resolves to (from the defaults or the file), without overrides.
    public func toggle(named name: String) -> Toggle? { table.position(of: name).flatMap(table.definition(at:)) }

    /// Evaluates one toggle.
    ///
    /// The strongest layer that has the name decides. An override sets the value outright
    /// (``ToggleOverride``); a definition is evaluated as Unleash does: the kill switch,
    /// the parents, the feature-level constraints, then the first strategy that holds,
    /// then its variants or the toggle's.
    ///
    /// Every toggle was compiled when the evaluator was made, so evaluation looks the name
    /// up once, hashes only the stickiness values, and builds the bucketing explanations
    /// (``EvaluationDetails/rollout``, ``EvaluationDetails/variantBucketing``) only when
    /// they are read.
    ///
    /// - Parameters:
    ///   - name: The toggle's name.
    ///   - context: What to evaluate for.
    /// - Returns: The value, variant, reason, layer and bucketing; FLAG_NOT_FOUND for an
    ///   unknown name.
    /// - Complexity: O(s + c + v) for s strategies, c constraints and v variants; no
    ///   allocation for rollouts and variants.
    public func evaluate(_ name: String, context: EvaluationContext = EvaluationContext()) -> EvaluationDetails {
        if !added.isEmpty, let toggle = added[name] { return evaluate(toggle, context: context, depth: 0) }
        guard let position = table.position(of: name) else { return .notFound(name) }
        return table.withToggle(at: position) { evaluate($0, context: context, depth: 0) }
    }

    /// Evaluates a compiled toggle: its override, or its definition with the layer filled in.
    @inline(__always)
    func evaluate(_ toggle: CompiledToggle, context: EvaluationContext, depth: Int) -> EvaluationDetails {
        if let override = toggle.override {
            return applying(override, to: toggle, context: context)
        }
        guard toggle.isDefined else { return .notFound(toggle.name) }
        if let remote = toggle.remote { return remote }
        return evaluateDefinition(toggle, context: context, depth: depth)
    }

    /// Every toggle's details, sorted by name: what `home toggles explain` prints.
    public func evaluateAll(context: EvaluationContext = EvaluationContext()) -> [EvaluationDetails] {
        guard !added.isEmpty else { return table.names.indices.map { evaluate(table.toggle(at: $0), context: context, depth: 0) } }
        return names.map { evaluate($0, context: context) }
    }
}
