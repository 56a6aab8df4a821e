import Foundation

/// Where analytics events go: a file, a test's record, a service.
///
/// A sink may be slow or fail; the ``Analytics`` pipeline delivers to it away from
/// drawing, so neither ever holds up a frame.
public protocol AnalyticsSink: Sendable {
    /// Takes events, oldest first.
    ///
    /// - Throws: Whatever went wrong; the failure is counted and reported, and later
    ///   events are still offered.
    func receive(_ events: [AnalyticsEvent]) throws
}

/// Keeps every event it receives, for tests and for `home`'s own checks.
public final class RecordingSink: AnalyticsSink, @unchecked Sendable {
    // @unchecked: `recorded` is only touched while holding `lock`.
    private let lock = NSLock()
    private var recorded: [AnalyticsEvent] = []

    /// An empty recording.
    public init() {}

    public func receive(_ events: [AnalyticsEvent]) {
        lock.withLock { recorded += events }
    }

    /// The events received so far.
    public var events: [AnalyticsEvent] { lock.withLock { recorded } }

    /// Takes and returns the events received so far.
    public func drain() -> [AnalyticsEvent] {
        lock.withLock {
            defer { recorded.removeAll() }
            return recorded
        }
    }
}
