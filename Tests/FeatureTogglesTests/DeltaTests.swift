import Diagnostics
import Testing
@testable import FeatureToggles

/// Unleash's delta format: events read with their places, applied in order, whole.
struct DeltaTests {
    static func feature(_ name: String, enabled: Bool = true, segments: [Int] = []) -> String {
        let references = segments.isEmpty ? "" : #", "segments": [\#(segments.map(String.init).joined(separator: ", "))]"#
        return #"{"name": "\#(name)", "enabled": \#(enabled), "strategies": [{"name": "default"\#(references)}]}"#
    }

    static let segment = #"{"id": 1, "constraints": [{"contextName": "appName", "operator": "IN", "values": ["abc"]}]}"#

    static func batch(_ events: String...) -> [UInt8] {
        Array(#"{"events": [\#(events.joined(separator: ",\n"))]}"#.utf8)
    }

    static func events(_ bytes: [UInt8], keepingSources: Bool = true) throws -> [DeltaEvent] {
        let result = ToggleDelta.parse(bytes, file: "delta.json", keepingSources: keepingSources)
        return try #require(result.events, "\(result.diagnostics)")
    }

    static let hydration = batch(
        #"{"eventId": 10, "type": "hydration", "segments": [\#(segment)], "features": [\#(feature("a")), \#(feature("b", segments: [1]))]}"#)

    @Test func aHydrationThenEventsChangeOneFeatureAtATime() throws {
        var state = DeltaState()
        let first = state.apply(try Self.events(Self.hydration))
        #expect(first.changes.added == ["a", "b"])
        #expect(state.revision == 10)
        let second = state.apply(try Self.events(Self.batch(
            #"{"eventId": 11, "type": "feature-updated", "feature": \#(Self.feature("a", enabled: false))}"#,
            #"{"eventId": 12, "type": "feature-removed", "featureName": "b", "project": "default"}"#,
            #"{"eventId": 13, "type": "feature-updated", "feature": \#(Self.feature("c"))}"#)))
        #expect(second.changes == ToggleChanges(added: ["c"], removed: ["b"], changed: ["a"]))
        #expect(second.applied == 3)
        #expect(state.configuration.names == ["a", "c"])
        #expect(state.configuration.toggle(named: "a")?.enabled == false)
        #expect(state.revision == 13)
    }

    @Test func eventsAtOrBelowTheRevisionAreSkipped() throws {
        var state = DeltaState()
        state.apply(try Self.events(Self.hydration))
        let again = state.apply(try Self.events(Self.batch(
            #"{"eventId": 9, "type": "feature-removed", "featureName": "a"}"#,
            #"{"eventId": 10, "type": "feature-removed", "featureName": "b"}"#)))
        #expect(again.skipped == 2)
        #expect(again.changes.isEmpty)
        #expect(state.configuration.names == ["a", "b"])
    }

    @Test func aChangedSegmentChangesTheTogglesThatNameIt() throws {
        var state = DeltaState()
        state.apply(try Self.events(Self.hydration))
        let changed = state.apply(try Self.events(Self.batch(
            #"{"eventId": 11, "type": "segment-updated", "segment": {"id": 1, "constraints": []}}"#)))
        #expect(changed.changes.changed == ["b"])
        let evaluator = ToggleEvaluator(file: state.configuration)
        #expect(evaluator.isEnabled("b", context: EvaluationContext(appName: "other")))
    }

    @Test func aSegmentRemovedLeavesItsStrategyOffAndSaysSo() throws {
        var state = DeltaState()
        state.apply(try Self.events(Self.hydration))
        let removed = state.apply(try Self.events(Self.batch(#"{"eventId": 11, "type": "segment-removed", "segmentId": 1}"#)))
        #expect(removed.changes.changed == ["b"])
        #expect(removed.warnings.map(\.message) == [
            "feature \"b\" names the segment 1, which the server has not sent; its strategy is never on",
        ])
        #expect(!ToggleEvaluator(file: state.configuration).isEnabled("b", context: EvaluationContext(appName: "abc")))
    }

    @Test func anEventThatDoesNotReadRejectsTheWholeBatchAtItsPlace() throws {
        let result = ToggleDelta.parse(Self.batch(
            #"{"eventId": 11, "type": "feature-updated", "feature": \#(Self.feature("a"))}"#,
            #"{"eventId": 12, "type": "feature-updated", "feature": {"name": "b", "enabled": "yes"}}"#), file: "delta.json")
        #expect(result.events == nil)
        #expect(result.diagnostics.errors.map(\.description) == [
            "delta.json:2:80: error: \"enabled\" of feature \"b\" must be true or false, not a string",
        ])
    }

    @Test func anEventOfAnUnknownTypeIsLeftOutWithAWarning() throws {
        let result = ToggleDelta.parse(Self.batch(#"{"eventId": 11, "type": "feature-upgraded", "featureName": "a"}"#), file: "d.json")
        #expect(result.events == [])
        #expect(result.diagnostics.warnings.first?.message == "event 1 is of type \"feature-upgraded\", which this version does not know; it is left out")
        #expect(result.diagnostics.warnings.first?.hint == "did you mean 'feature-updated'?")
    }

    @Test func theExportedStateReadsBackAsTheSameToggles() throws {
        var state = DeltaState()
        state.apply(try Self.events(Self.hydration))
        state.apply(try Self.events(Self.batch(
            #"{"eventId": 11, "type": "feature-updated", "feature": \#(Self.feature("c", segments: [1]))}"#,
            #"{"eventId": 12, "type": "feature-removed", "featureName": "a"}"#)))
        let exported = try #require(state.exported())
        let reread = ToggleFile.parse(exported, file: "backup.json")
        #expect(reread.diagnostics.all.isEmpty)
        #expect(reread.configuration == state.configuration)
    }

    @Test func eventsMadeInCodeCannotBeExported() {
        var state = DeltaState()
        state.apply([DeltaEvent(eventId: 1, change: .featureUpdated(Toggle.flag("a", enabled: true)))])
        #expect(state.exported() == nil)
    }

    @Test func aDeltaFileReadsAsAToggleFileWithPlaces() {
        let result = ToggleFile.parse(Self.hydration, file: "delta.json")
        #expect(result.format == .unleash)
        #expect(result.configuration?.names == ["a", "b"])
        #expect(result.locations["b"]?.line == 1)
    }

    @Test func aStateMadeOfManyBatchesIsTheStateOfOne() throws {
        // Applying events one batch at a time or all at once comes to the same state.
        let all = try Self.events(Self.batch(
            #"{"eventId": 1, "type": "hydration", "segments": [], "features": [\#(Self.feature("a")), \#(Self.feature("b"))]}"#,
            #"{"eventId": 2, "type": "feature-removed", "featureName": "a"}"#,
            #"{"eventId": 3, "type": "feature-updated", "feature": \#(Self.feature("a", enabled: false))}"#,
            #"{"eventId": 4, "type": "segment-updated", "segment": \#(Self.segment)}"#,
            #"{"eventId": 5, "type": "feature-removed", "featureName": "b"}"#))
        var whole = DeltaState()
        whole.apply(all)
        var stepwise = DeltaState()
        for event in all { stepwise.apply([event]) }
        #expect(whole == stepwise)
        #expect(whole.configuration.names == ["a"])
        #expect(whole.configuration.segments.keys.sorted() == ["1"])
    }
}
