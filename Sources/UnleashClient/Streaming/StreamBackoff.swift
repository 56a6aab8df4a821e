import Essentials

/// The wait before a stream is opened again, as Unleash's Node SDK counts it for its
/// event source: ``StreamLimits/initialReconnectDelay`` after the first failure, twice as
/// long after each next one up to ``StreamLimits/maximumReconnectDelay``, less a random
/// share of up to ``StreamLimits/jitter`` so that many clients do not come back at once;
/// a stream that stayed open ``StreamLimits/resetAfter`` starts the count again.
///
/// The random share comes from a generator seeded when the backoff is made, so that a
/// test gives the same waits every run.
public struct StreamBackoff: Sendable, Hashable {
    /// Failures since the last stream that stayed open long enough.
    public private(set) var failures = 0
    private var generator: SplitMix64

    /// A backoff with no failure yet.
    ///
    /// - Parameter seed: Fixes the random shares.
    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// Counts a failure (a stream that could not be opened, broke, or ended) and returns
    /// the wait before the next attempt.
    public mutating func nextDelay() -> Duration {
        let doublings = min(failures, 10)
        failures += 1
        let base = min(StreamLimits.initialReconnectDelay * (1 << doublings), StreamLimits.maximumReconnectDelay)
        let share = Double(generator.next() >> 11) / Double(1 << 53) * StreamLimits.jitter
        return base - base * share
    }

    /// Notes how long a stream stayed open: long enough, and the waits start again from
    /// the first.
    public mutating func streamEnded(after open: Duration) {
        if open >= StreamLimits.resetAfter { failures = 0 }
    }

    public static func == (lhs: StreamBackoff, rhs: StreamBackoff) -> Bool { lhs.failures == rhs.failures }
    public func hash(into hasher: inout Hasher) { hasher.combine(failures) }
}
