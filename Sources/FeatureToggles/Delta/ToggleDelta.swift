import Diagnostics

/// What reading a batch of delta events came to: the events, when every one reads, and
/// every problem found, each at its place.
public struct ToggleDeltaResult: Sendable, Hashable {
    /// The events in order, or `nil` when any has an error: a batch is applied whole or
    /// not at all.
    public var events: [DeltaEvent]?
    /// Every problem, errors and warnings.
    public var diagnostics: DiagnosticList
}

/// Reading Unleash's delta format: `{"events": [{"eventId": 1, "type": "hydration",
/// "features": […], "segments": […]}, {"eventId": 2, "type": "feature-updated",
/// "feature": {…}}, …]}`, as `/api/client/delta` answers and as the `unleash-connected`
/// and `unleash-updated` events of `/api/client/streaming` carry it.
///
/// Features and segments read exactly as in Unleash's client API format
/// (``ToggleFile``); an event of an unknown type is a warning and is left out.
public enum ToggleDelta {
    /// Reads a batch of events.
    ///
    /// - Parameters:
    ///   - bytes: The document's UTF-8 text.
    ///   - file: What to name it in messages (a URL, "event 12 of the stream").
    ///   - options: Extra checks, as for a toggles file.
    ///   - keepingSources: Whether each definition's text is kept, so that a
    ///     ``DeltaState`` can write itself out (``DeltaState/exported()``).
    /// - Returns: The events, or the errors that keep them from being applied.
    /// - Complexity: O(n) in the document's length.
    public static func parse(
        _ bytes: [UInt8], file: String? = nil, options: ValidationOptions = ValidationOptions(), keepingSources: Bool = false
    ) -> ToggleDeltaResult {
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: file)
        } catch {
            return ToggleDeltaResult(events: nil, diagnostics: DiagnosticList([error]))
        }
        return parse(root, options: options, keepingSources: keepingSources)
    }

    /// Reads a batch of events already parsed as JSON.
    ///
    /// - Parameters:
    ///   - root: The document's root.
    ///   - options: Extra checks, as for a toggles file.
    ///   - keepingSources: Whether each definition's text is kept.
    /// - Returns: The events, or the errors that keep them from being applied.
    public static func parse(_ root: JSONNode, options: ValidationOptions = ValidationOptions(), keepingSources: Bool = false) -> ToggleDeltaResult {
        var reader = ToggleFileReader(format: .unleash, options: options)
        let events = reader.readDeltaEvents(root, keepingSources: keepingSources)
        let diagnostics = DiagnosticList(reader.diagnostics)
        return ToggleDeltaResult(events: diagnostics.hasErrors ? nil : events, diagnostics: diagnostics)
    }
}

extension ToggleFile {
    /// A delta document read as a toggles file: its events applied in order to an empty
    /// state, with the checks of Unleash's format (segments, parents, expiry).
    static func parseDelta(_ root: JSONNode, options: ValidationOptions) -> ToggleFileResult {
        var reader = ToggleFileReader(format: .unleash, options: options)
        var state = DeltaState()
        state.apply(reader.readDeltaEvents(root, keepingSources: false))
        let configuration = state.configuration
        reader.checkReferences(configuration)
        let places = reader.featurePlaces.filter { configuration.toggle(named: $0.key) != nil }
        let diagnostics = DiagnosticList(sortedByPlace(reader.diagnostics))
        return ToggleFileResult(
            configuration: diagnostics.hasErrors ? nil : configuration, diagnostics: diagnostics, format: .unleash,
            readable: configuration, locations: ToggleLocations(places))
    }

    /// Diagnostics in the order of their places in the file; the sort is stable, so
    /// problems at one place keep theirs.
    static func sortedByPlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let right = rhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
