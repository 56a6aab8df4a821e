import Essentials
import Foundation

/// How often one toggle was asked about within a bucket.
public struct ToggleCounts: Sendable, Hashable, Codable {
    /// Evaluations that came out on.
    public var yes = 0
    /// Evaluations that came out off.
    public var no = 0
    /// Evaluations per variant name (`disabled` when a toggle with variants gave none).
    public var variants: [String: Int] = [:]

    /// Creates counts.
    public init(yes: Int = 0, no: Int = 0, variants: [String: Int] = [:]) {
        self.yes = yes
        self.no = no
        self.variants = variants
    }

    mutating func add(_ other: ToggleCounts) {
        yes += other.yes
        no += other.no
        variants.merge(other.variants, uniquingKeysWith: +)
    }
}

/// The evaluations of one period, as `POST /client/metrics` takes them.
public struct MetricsBucket: Sendable, Hashable {
    /// When counting began.
    public var start: Date
    /// When counting ended.
    public var stop: Date
    /// Counts per toggle name.
    public var toggles: [String: ToggleCounts]
}

/// Counts evaluations until they are sent; safe to call from any thread.
///
/// Memory is bounded by the toggles the server defines (only those are counted) and
/// the variants each defines.
public final class MetricsRecorder: Sendable {
    private struct State {
        var start: Date
        var toggles: [String: ToggleCounts] = [:]
    }

    private let state: Locked<State>

    /// Creates a recorder whose first bucket starts at `start`.
    public init(start: Date = Date()) {
        state = Locked(State(start: start))
    }

    /// Counts one evaluation.
    ///
    /// - Parameters:
    ///   - name: The toggle.
    ///   - enabled: Whether it came out on.
    ///   - variant: The variant's name when the toggle has variants (`disabled` when
    ///     none was chosen); `nil` for a toggle without variants.
    public func count(_ name: String, enabled: Bool, variant: String?) {
        state.withLock { state in
            var counts = state.toggles[name] ?? ToggleCounts()
            if enabled { counts.yes += 1 } else { counts.no += 1 }
            if let variant { counts.variants[variant, default: 0] += 1 }
            state.toggles[name] = counts
        }
    }

    /// Whether nothing was counted since the last bucket was taken.
    public var isEmpty: Bool { state.withLock { $0.toggles.isEmpty } }

    /// Ends the bucket at `now` and starts the next one; `nil` when nothing was counted
    /// (Unleash's SDKs send no empty bucket).
    public func takeBucket(now: Date = Date()) -> MetricsBucket? {
        state.withLock { state in
            guard !state.toggles.isEmpty else { return nil }
            let bucket = MetricsBucket(start: state.start, stop: now, toggles: state.toggles)
            state.start = now
            state.toggles = [:]
            return bucket
        }
    }

    /// Puts back a bucket that could not be sent, so that the next one carries its counts.
    public func restore(_ bucket: MetricsBucket) {
        state.withLock { state in
            state.start = min(state.start, bucket.start)
            for (name, counts) in bucket.toggles { state.toggles[name, default: ToggleCounts()].add(counts) }
        }
    }
}
