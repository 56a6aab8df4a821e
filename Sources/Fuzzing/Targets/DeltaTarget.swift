import Diagnostics
import FeatureToggles

extension FuzzTarget {
    /// The reader of Unleash's delta format (`FeatureToggles`' `ToggleDelta`) and the
    /// state it builds (`DeltaState`).
    ///
    /// - Every diagnostic has `delta.json:line:column` inside the input; the events come
    ///   exactly when there is no error.
    /// - Applied all at once or one event at a time, the events make the same state.
    /// - The state, written out (`DeltaState.exported()`), reads back as a toggles file to
    ///   the same toggles and segments.
    static let delta = FuzzTarget(
        name: "delta", summary: "Unleash's delta events: places, applied whole or in steps, written out and read back", check: checkDelta)

    private static func checkDelta(_ bytes: [UInt8]) throws(OracleFailure) {
        let file = "delta.json"
        let places = TextPlaces(bytes, file: file)
        let result = ToggleDelta.parse(bytes, file: file, keepingSources: true)
        for diagnostic in result.diagnostics.all {
            try places.check(diagnostic.location, of: "the \(diagnostic.severity.rawValue) \"\(Excerpt.of(diagnostic.message, width: 160))\"")
            try checkLength(ofMessage: diagnostic.description)
        }
        try expect((result.events != nil) == !result.diagnostics.hasErrors, "events came \(result.events == nil ? "not without" : "with") errors")
        guard let events = result.events else { return }
        var whole = DeltaState()
        whole.apply(events)
        var stepwise = DeltaState()
        for event in events { stepwise.apply([event]) }
        try expect(whole.configuration == stepwise.configuration, "the events make another state applied one at a time")
        try expect(whole.revision == stepwise.revision, "the revision differs applied one at a time")
        guard let exported = whole.exported() else {
            throw OracleFailure("a state made of parsed events with their sources cannot be written out")
        }
        let reread = ToggleFile.parse(exported, file: "backup.json")
        guard let configuration = reread.readable else {
            throw OracleFailure("the state written out does not read back: \(reread.diagnostics.all.first?.description ?? "")")
        }
        try expect(configuration.toggles == whole.configuration.toggles, "the state written out reads back to other toggles")
        try expect(configuration.segments == whole.configuration.segments, "the state written out reads back to other segments")
    }
}
