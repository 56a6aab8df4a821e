import Diagnostics
import FeatureToggles

extension UnleashConnection {
    /// Applies a batch of delta events to the state and puts the result in force, whole:
    /// whoever reads ``configuration`` sees it before the batch or after it.
    ///
    /// - Returns: The toggles now in force, and what the batch did; its changes are
    ///   counted from the toggles in force before (the backup's, before the first
    ///   hydration).
    func apply(_ events: [DeltaEvent]) -> (configuration: ToggleConfiguration, application: DeltaApplication) {
        state.withLock { state in
            var delta = state.delta
            var application = delta.apply(events)
            let hydrated = events.contains { if case .hydration = $0.change { true } else { false } }
            if hydrated { application.changes = ToggleChanges.between(state.configuration, delta.configuration) }
            state.delta = delta
            state.configuration = delta.configuration
            return (delta.configuration, application)
        }
    }

    /// Hands on toggles that came in (a poll's, a stream event's): an update with what
    /// changed, or one without change when a problem is over, or nothing.
    func deliver(_ configuration: ToggleConfiguration, changes: ToggleChanges, warnings: [Diagnostic]) {
        let hadProblem = state.withLock { state in
            defer { state.problem = nil }
            return state.problem != nil
        }
        guard !changes.isEmpty || hadProblem else { return }
        keep(.applied(configuration, changes: changes, warnings: warnings))
    }
}
