import Diagnostics
import Essentials

/// The toggles an Unleash server's delta API has sent so far: a hydration, and every
/// event after it, applied in order.
///
/// A value: ``apply(_:)`` changes a copy and puts it in place whole, so that whoever
/// holds the state (and reads ``configuration``) sees it before a batch of events or
/// after it, never in between.
///
/// ```swift
/// var state = DeltaState()
/// let batch = ToggleDelta.parse(bytes, file: "unleash-updated")
/// if let events = batch.events { let applied = state.apply(events) }
/// ```
public struct DeltaState: Sendable, Hashable {
    /// The toggles and segments in force.
    public private(set) var configuration = ToggleConfiguration(format: .unleash)
    /// The id of the last event applied (Unleash's revision), `nil` before the first.
    public private(set) var revision: Int?
    /// Each definition's JSON text as the server sent it, for ``exported()``.
    private var featureSources: [String: String] = [:]
    private var segmentSources: [String: String] = [:]
    /// Whether every definition in force came with its text.
    private var sourcesComplete = true

    /// An empty state: no toggle, no segment, no revision.
    public init() {}

    /// The most warnings one application reports; the last says how many more there were.
    public static let maximumWarnings = 20

    /// Applies events in order: a hydration replaces everything, the other events change
    /// one feature or segment. An event whose id is at or below ``revision`` was applied
    /// already (a stream resumed from `Last-Event-ID` may send it again) and is skipped,
    /// unless it is a hydration.
    ///
    /// - Parameter events: A batch, as one answer or one stream event carries it.
    /// - Returns: What changed and what is doubtful in the result (a strategy that names
    ///   a segment the server has not sent is never on, as in Unleash).
    /// - Complexity: O(e + t) for e events and t touched toggles; O(n) in the number of
    ///   toggles when the batch holds a hydration or changes a segment.
    @discardableResult
    public mutating func apply(_ events: [DeltaEvent]) -> DeltaApplication {
        let previous = configuration
        var working = configuration
        var removed: Set<String> = []
        var touched: Set<String> = []
        var touchedSegments: Set<String> = []
        var hydrated = false
        var application = DeltaApplication()
        var sources = (features: featureSources, segments: segmentSources, complete: sourcesComplete)
        for event in events {
            if case .hydration = event.change {} else if let revision, event.eventId <= revision {
                application.skipped += 1
                continue
            }
            application.applied += 1
            // A hydration is the server's revision, whatever came before (a server that
            // started again counts from its own).
            if case .hydration = event.change { revision = event.eventId } else { revision = max(revision ?? event.eventId, event.eventId) }
            switch event.change {
            case .hydration(let features, let segments):
                working = ToggleConfiguration(toggles: features, segments: segments, format: .unleash)
                removed = []
                hydrated = true
                sources.complete = event.featureSources.count == features.count && event.segmentSources.count == segments.count
                sources.features = sources.complete ? Dictionary(zip(features.map(\.name), event.featureSources), uniquingKeysWith: { _, last in last }) : [:]
                sources.segments = sources.complete ? Dictionary(zip(segments.map(\.id), event.segmentSources), uniquingKeysWith: { _, last in last }) : [:]
            case .featureUpdated(let toggle):
                removed.remove(toggle.name)
                working.insert(toggle)
                touched.insert(toggle.name)
                if let source = event.featureSources.first { sources.features[toggle.name] = source } else { sources.complete = false }
            case .featureRemoved(let name):
                guard working.toggle(named: name) != nil, !removed.contains(name) else { continue }
                removed.insert(name)
                touched.insert(name)
                sources.features[name] = nil
            case .segmentUpdated(let segment):
                working.segments[segment.id] = segment
                touchedSegments.insert(segment.id)
                if let source = event.segmentSources.first { sources.segments[segment.id] = source } else { sources.complete = false }
            case .segmentRemoved(let id):
                guard working.segments.removeValue(forKey: id) != nil else { continue }
                touchedSegments.insert(id)
                sources.segments[id] = nil
            }
        }
        working.removeAll(named: removed)
        let segmentsChanged = touchedSegments.filter { previous.segments[$0] != working.segments[$0] }
        application.changes = hydrated
            ? ToggleChanges.between(previous, working)
            : Self.changes(from: previous, to: working, touched: touched, segments: segmentsChanged)
        application.warnings = Self.missingSegments(
            in: working, checking: hydrated || !segmentsChanged.isEmpty ? nil : touched)
        configuration = working
        (featureSources, segmentSources, sourcesComplete) = sources
        return application
    }

    /// What changed between two states, looking only at the touched toggles and at those
    /// that name a changed segment.
    private static func changes(
        from old: ToggleConfiguration, to new: ToggleConfiguration, touched: Set<String>, segments: Set<String>
    ) -> ToggleChanges {
        var changes = ToggleChanges()
        for name in touched {
            switch (old.toggle(named: name), new.toggle(named: name)) {
            case (nil, .some): changes.added.append(name)
            case (.some, nil): changes.removed.append(name)
            case (let before?, let after?) where before != after: changes.changed.append(name)
            default: break
            }
        }
        if !segments.isEmpty {
            let already = Set(changes.added + changes.removed + changes.changed)
            for toggle in new.toggles where !already.contains(toggle.name) {
                if toggle.strategies.contains(where: { !segments.isDisjoint(with: $0.segments) }) { changes.changed.append(toggle.name) }
            }
        }
        changes.added.sort()
        changes.removed.sort()
        changes.changed.sort()
        return changes
    }

    /// Warnings for strategies that name a segment the state lacks: of the toggles named,
    /// or of every toggle when `names` is `nil`.
    private static func missingSegments(in configuration: ToggleConfiguration, checking names: Set<String>?) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var more = 0
        let toggles = names.map { $0.sorted().compactMap(configuration.toggle(named:)) } ?? configuration.toggles
        for toggle in toggles {
            for id in Set(toggle.strategies.flatMap(\.segments)).sorted() where configuration.segments[id] == nil {
                guard warnings.count < maximumWarnings - 1 else {
                    more += 1
                    continue
                }
                warnings.append(Diagnostic(
                    .warning, at: nil,
                    "feature \"\(Excerpt.of(toggle.name))\" names the segment \(Excerpt.of(id)), which the server has not sent; its strategy is never on"))
            }
        }
        if more > 0 { warnings.append(Diagnostic(.warning, at: nil, "and \(more) more strategies name segments the server has not sent")) }
        return warnings
    }

    /// The state as Unleash's client API writes it (`{"version": 2, "features": […],
    /// "segments": […]}`), each definition as the server sent it: what a backup keeps,
    /// and what ``ToggleFile`` reads back.
    ///
    /// - Returns: `nil` when some definition came without its text (events made in code,
    ///   or parsed without keeping sources).
    public func exported() -> [UInt8]? {
        guard sourcesComplete else { return nil }
        var features: [String] = []
        features.reserveCapacity(configuration.toggles.count)
        for toggle in configuration.toggles {
            guard let source = featureSources[toggle.name] else { return nil }
            features.append(source)
        }
        var segments: [String] = []
        for id in configuration.segments.keys.sorted() {
            guard let source = segmentSources[id] else { return nil }
            segments.append(source)
        }
        let meta = revision.map { #", "meta": {"revisionId": \#($0)}"# } ?? ""
        let text = #"{"version": 2, "features": ["# + features.joined(separator: ",\n") + #"], "segments": ["#
            + segments.joined(separator: ",\n") + "]" + meta + "}\n"
        return Array(text.utf8)
    }
}

/// What one application of events did.
public struct DeltaApplication: Sendable, Hashable {
    /// The toggles added, removed or changed (a changed segment changes every toggle that
    /// names it).
    public var changes = ToggleChanges()
    /// What is doubtful in the state now (a strategy that names a segment not sent).
    public var warnings: [Diagnostic] = []
    /// The events applied.
    public var applied = 0
    /// The events skipped: at or below the revision already held.
    public var skipped = 0
}
