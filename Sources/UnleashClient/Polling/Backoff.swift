/// How long to wait before the next request, as Unleash's SDKs count it.
///
/// Each 429 or 5xx answer (and each request that got no answer) adds one to a failure
/// count, up to ``maximumFailures``; each success takes one off. The next wait is the
/// interval × (failures + 1). A rejected token (401, 403) or a wrong address (404) ends
/// the requests: asking again would only be refused again.
public struct Backoff: Sendable, Hashable {
    /// What an answer means for the requests that follow.
    public enum Verdict: Sendable, Hashable {
        /// Go on, after ``Backoff/delay``.
        case proceed
        /// Stop: the server refused the client (401, 403) or has no such API (404).
        case stop
    }

    /// The most failures counted: the wait grows to at most 11 intervals.
    public static let maximumFailures = 10

    /// The wait between requests when all is well.
    public var interval: Duration
    /// Failures counted so far, 0 to ``maximumFailures``.
    public private(set) var failures = 0

    /// Creates a backoff with no failures.
    public init(interval: Duration) {
        self.interval = interval
    }

    /// The wait before the next request: interval × (failures + 1).
    public var delay: Duration { interval * (failures + 1) }

    /// Counts an answer's status and says whether to go on.
    @discardableResult
    public mutating func record(status: Int) -> Verdict {
        switch status {
        case 401, 403, 404:
            return .stop
        case 429, 500...599:
            recordFailure()
        case 200...399:
            failures = max(failures - 1, 0)
        default:
            // Another client error: the request is wrong, not the server busy; waiting
            // longer would not help, and the interval keeps it from being repeated fast.
            break
        }
        return .proceed
    }

    /// Counts a request that got no answer (refused, broken, timed out), as a 5xx.
    public mutating func recordFailure() {
        failures = min(failures + 1, Self.maximumFailures)
    }
}
