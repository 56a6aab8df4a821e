import Foundation

/// A clock that moves only when told to: tests, benchmarks and the commands that print
/// frames (so that the same command prints the same bytes) advance it, and every task
/// sleeping on it wakes exactly when its deadline is passed.
///
/// ```swift
/// let clock = ManualClock()
/// let provider = LatencyContentProvider(wrapping: content, delay: .milliseconds(300), clock: clock)
/// ...
/// clock.advance(by: .milliseconds(300))   // the delayed load completes now
/// ```
///
/// It conforms to the standard library's `Clock`, so any API that takes
/// `any Clock<Duration>` accepts it. It is thread-safe: sleeping, advancing and
/// reading ``now`` may happen from any task or thread.
public final class ManualClock: Clock, Sendable {
    /// A point in the clock's time: the time elapsed since the clock was made.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since the clock started.
        public var offset: Duration

        /// An instant at `offset` from the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `t=250ms`.
        public var description: String {
            let (seconds, attoseconds) = offset.components
            return "t=\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms"
        }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>?
        var cancelled = false
    }

    private struct Timeline {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextToken = 0
    }

    private let timeline = Locked(Timeline())

    /// Fires whenever a task starts or stops sleeping on the clock, so that a test can
    /// wait for a sleeper without polling.
    package let sleepersChanged = ChangeSignal()

    /// Creates a clock at time zero.
    public init() {}

    /// The current instant; it changes only through ``advance(by:)`` and
    /// ``advance(to:)``. Reading it is synchronous and safe from any thread.
    public var now: Instant {
        timeline.withLock { $0.now }
    }

    /// The clock is exact.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int {
        timeline.withLock { timeline in timeline.sleepers.values.count { $0.continuation != nil } }
    }

    /// The deadlines of the tasks sleeping now, earliest first.
    public var sleeperDeadlines: [Instant] {
        timeline.withLock { timeline in
            timeline.sleepers.values.filter { $0.continuation != nil }.map(\.deadline).sorted()
        }
    }

    /// Suspends until the clock has been advanced to `deadline` or past it.
    ///
    /// Returns at once when the deadline has already passed.
    ///
    /// - Parameters:
    ///   - deadline: When to wake.
    ///   - tolerance: Ignored: the clock is exact.
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let token = timeline.withLock { timeline -> Int? in
            guard deadline > timeline.now else { return nil }
            let token = timeline.nextToken
            timeline.nextToken += 1
            timeline.sleepers[token] = Sleeper(deadline: deadline)
            return token
        }
        guard let token else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = timeline.withLock { timeline -> (any Error)?? in
                    guard let sleeper = timeline.sleepers[token] else { return .some(nil) }  // woken already
                    if sleeper.cancelled {
                        timeline.sleepers[token] = nil
                        return .some(CancellationError())
                    }
                    timeline.sleepers[token]?.continuation = continuation
                    return .none
                }
                switch resumeNow {
                case .none: sleepersChanged.fire()
                case .some(nil): continuation.resume()
                case .some(let error?): continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            let continuation = timeline.withLock { timeline -> CheckedContinuation<Void, any Error>? in
                guard let sleeper = timeline.sleepers[token] else { return nil }
                guard let continuation = sleeper.continuation else {
                    // Not suspended yet: the registration above sees the flag.
                    timeline.sleepers[token]?.cancelled = true
                    return nil
                }
                timeline.sleepers[token] = nil
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
            if continuation != nil { sleepersChanged.fire() }
        }
    }

    /// Moves the clock forward and wakes, earliest deadline first, every task whose
    /// deadline is now passed.
    ///
    /// - Parameter duration: How far to move; negative durations are ignored.
    public func advance(by duration: Duration) {
        guard duration > .zero else { return }
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `instant` (never backward) and wakes every task
    /// whose deadline is now passed, earliest first.
    ///
    /// - Parameter instant: The new time.
    public func advance(to instant: Instant) {
        let woken = timeline.withLock { timeline -> [CheckedContinuation<Void, any Error>] in
            if instant > timeline.now { timeline.now = instant }
            let due = timeline.sleepers
                .filter { $0.value.deadline <= timeline.now }
                .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
            var continuations: [CheckedContinuation<Void, any Error>] = []
            for (token, sleeper) in due {
                if let continuation = sleeper.continuation {
                    timeline.sleepers[token] = nil
                    continuations.append(continuation)
                } else if !sleeper.cancelled {
                    // Registered but not suspended yet: removing it makes the
                    // registration resume at once.
                    timeline.sleepers[token] = nil
                }
            }
            return continuations
        }
        for continuation in woken { continuation.resume() }
        if !woken.isEmpty { sleepersChanged.fire() }
    }
}

extension ManualClock {
    /// The time since the clock started.
    public var elapsed: Duration { now.offset }

    /// The clock as a screen or Container reads it: `container.clock = clock.frameClock`.
    public var frameClock: @MainActor () -> Duration {
        { [self] in self.now.offset }
    }

    /// Dates that follow the clock: `start` plus the time elapsed, so that what is
    /// stamped with them (analytics events) follows the stepped time.
    ///
    /// - Parameter start: The date of the clock's time zero.
    public func dates(from start: Date) -> @Sendable () -> Date {
        { [self] in
            let (seconds, attoseconds) = self.elapsed.components
            return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
        }
    }
}
