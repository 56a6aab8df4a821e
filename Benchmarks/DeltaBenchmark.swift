import FeatureToggles

/// Applying Unleash's delta events to a large state (issue 40): one `feature-updated` read
/// and applied to 100,000 toggles (the copy that keeps the state whole included), and one
/// `segment-updated` that 1 toggle in 100 names, beside reading the whole state again,
/// which is what polling `/client/features` costs on every change.
enum DeltaBenchmark {
    static var suite: Suite { Suite(name: "delta", run: measure) }

    static let toggleCount = 100_000

    static func feature(_ index: Int, enabled: Bool = true) -> String {
        let segments = index % 100 == 0 ? #", "segments": [1]"# : ""
        return #"{"name": "feature.\#(index)", "enabled": \#(enabled), "strategies": [{"name": "flexibleRollout", "parameters": {"rollout": "50", "stickiness": "default", "groupId": "feature.\#(index)"}\#(segments)}]}"#
    }

    static func measure() -> [Measurement] {
        let segment = #"{"id": 1, "constraints": [{"contextName": "appName", "operator": "IN", "values": ["home"]}]}"#
        let features = (0..<toggleCount).map { feature($0) }.joined(separator: ",\n")
        let whole = Array(#"{"version": 2, "segments": [\#(segment)], "features": [\#(features)]}"#.utf8)
        let hydration = Array(#"{"events": [{"eventId": 1, "type": "hydration", "segments": [\#(segment)], "features": [\#(features)]}]}"#.utf8)
        var state = DeltaState()
        state.apply(ToggleDelta.parse(hydration).events!)
        let update = Array(#"{"events": [{"eventId": 2, "type": "feature-updated", "feature": \#(feature(toggleCount / 2, enabled: false))}]}"#.utf8)
        let segmentUpdate = Array(#"{"events": [{"eventId": 2, "type": "segment-updated", "segment": {"id": 1, "constraints": []}}]}"#.utf8)

        let reread = medianNanoseconds(operations: 1, rounds: 5) { count in
            var sum = 0
            for _ in 0..<count { sum &+= ToggleFile.parse(whole).configuration?.toggles.count ?? 0 }
            return sum
        }
        let applied = medianNanoseconds(operations: 20) { count in
            var sum = 0
            for _ in 0..<count {
                var next = state
                sum &+= next.apply(ToggleDelta.parse(update).events!).changes.changed.count
            }
            return sum
        }
        let segmentApplied = medianNanoseconds(operations: 10) { count in
            var sum = 0
            for _ in 0..<count {
                var next = state
                sum &+= next.apply(ToggleDelta.parse(segmentUpdate).events!).changes.changed.count
            }
            return sum
        }
        return [
            Measurement(
                name: "apply one feature-updated to 100,000 toggles", nanosecondsPerOperation: applied,
                baseline: "read all 100,000 again (/client/features)", baselineNanosecondsPerOperation: reread,
                figures: ["toggles": Double(toggleCount)]),
            Measurement(
                name: "apply one segment-updated named by 1,000 of 100,000 toggles", nanosecondsPerOperation: segmentApplied,
                baseline: "read all 100,000 again (/client/features)", baselineNanosecondsPerOperation: reread,
                figures: ["toggles": Double(toggleCount), "togglesChanged": Double(toggleCount / 100)]),
        ]
    }
}
