import FeatureToggles

/// What the home screen reports to analytics: the events it records, each experiment
/// toggle's first evaluation as an exposure, the impressions of toggles marked
/// `impressionData`, and each day whose content failed, once.
@MainActor
public final class AnalyticsRecorder {
    /// Where events go; `nil` records nothing (the `home.analytics` toggle off).
    public var analytics: Analytics?
    /// The experiment toggles already reported as exposed in this run.
    private var exposures = ExposureLog()
    /// The days whose failure was already reported.
    private var reportedFailures: Set<Day> = []
    /// What tells which items were seen.
    var seenItems = ExposureTracker()

    /// Whether items seen are reported (`itemSeen`, `sectionSeen`): on by default; a test
    /// harness turns it on when a test looks at the screen for a while.
    public var tracksExposures = true

    /// When an item counts as seen (`home.exposure.percent`, `home.exposure.ms`).
    public var exposureThreshold: ExposureThreshold {
        get { seenItems.threshold }
        set { seenItems.threshold = newValue }
    }
    private var failureSubscription: Subscription?

    /// A recorder that reports the failures of `store`'s days.
    init(store: HomeStore) {
        failureSubscription = store.subscribe({ deck in
            deck.statuses.compactMap { day, status in status.error.map { FailedDay(day: day, message: $0.message) } }.sorted()
        }) { [weak self] failed in
            self?.reportFailures(failed)
        }
    }

    /// Records an event, when analytics is on.
    public func record(_ kind: AnalyticsEvent.Kind) {
        analytics?.record(kind)
    }

    /// Records a toggle evaluation: the first of each experiment toggle in the run is an
    /// exposure.
    public func noteEvaluation(_ details: EvaluationDetails) {
        guard let exposure = exposures.record(details) else { return }
        record(.toggleExposure(
            toggle: exposure.name, variant: exposure.variant.enabled ? exposure.variant.name : nil,
            enabled: exposure.enabled, reason: exposure.reason))
    }

    /// Records the impression of an evaluation of a toggle marked `impressionData`.
    public func noteImpression(_ impression: ImpressionEvent) {
        record(AnalyticsEvent.Kind(impression))
    }

    /// A day whose content failed.
    struct FailedDay: Hashable, Comparable {
        var day: Day
        var message: String
        static func < (lhs: FailedDay, rhs: FailedDay) -> Bool { lhs.day < rhs.day }
    }

    private func reportFailures(_ failed: [FailedDay]) {
        for failure in failed where !reportedFailures.contains(failure.day) {
            record(.contentLoadFailed(day: failure.day, message: failure.message))
        }
        // A day that recovers and fails again is reported again.
        reportedFailures = Set(failed.map(\.day))
    }
}
