import Diagnostics
import Essentials
import FeatureToggles
import Foundation

/// A client of one Unleash server (or Unleash Edge): fetches the toggles, follows them
/// (``TogglesMode``: polling with ETags and Unleash's backoff, delta polling, or a stream
/// of server-sent events), registers, sends metrics, and keeps a backup of the last good
/// state. Evaluation is local, by `FeatureToggles`.
///
/// Safe to share: its state is behind a mutex, and the polling (or the stream) and the
/// metrics run in tasks of their own (``startBackground()``) that ``stop()`` ends. What
/// they find waits for ``takeUpdate()``, and ``changed`` fires when it is there.
public final class UnleashConnection: Sendable {
    /// What the connection started with: the toggles, where they came from, and what to
    /// say about it.
    public struct Start: Sendable {
        /// Where the toggles in force came from.
        public enum Source: Sendable, Hashable {
            /// The server's answer.
            case server
            /// The backup of an earlier answer.
            case backup(path: String, saved: Date?)
            /// Nothing: the server could not be used and there is no usable backup.
            case none
        }

        /// The toggles, unless there are none to use.
        public var configuration: ToggleConfiguration?
        /// Where they came from.
        public var source: Source
        /// Warnings: the answer's own, and why the backup or nothing is used.
        public var warnings: [Diagnostic]
        /// Why the server refused the token (401, 403), when it did.
        public var rejection: String?
    }

    /// Something polling found for the application to act on.
    public enum Update: Sendable {
        /// New toggles are in force (or the same ones again after a problem, so that
        /// its message can be cleared): the configuration, what changed, its warnings.
        case applied(ToggleConfiguration, changes: ToggleChanges, warnings: [Diagnostic])
        /// A problem: the server is down, refused the token, or answered something
        /// that cannot be used. The last good toggles stay in force.
        case failed(String)
    }

    struct State {
        var configuration: ToggleConfiguration?
        var etag: String?
        /// What polling asks for: the whole state, or the delta API's events.
        var endpoint: FeatureFetch.Endpoint
        /// The events applied so far, in delta and streaming modes.
        var delta = DeltaState()
        /// The stream's resume point and waits, in streaming mode.
        var stream: StreamState
        /// Whether the delta state changed since the backup was last saved, and when that was.
        var backupDirty = false
        var backupSaved: ContinuousClock.Instant?
        var polling: Backoff
        var metricsBackoff: Backoff
        /// Why polling stopped (a rejected token), once it has.
        var pollingStopped: String?
        var metricsStopped = false
        /// The message of the last problem reported, to report each problem once and
        /// to clear it when the server recovers.
        var problem: String?
        var pending: Update?
        /// What went wrong with the registration, to report when the application ends.
        var reportProblems: [String] = []
        var tasks: [Task<Void, Never>] = []
    }

    /// Where and how to ask.
    public let settings: UnleashSettings
    /// Where the last good answer is kept, when the environment names a place.
    public let backup: UnleashBackup?
    /// Counts of evaluations, until they are sent.
    public let metrics: MetricsRecorder
    let transport: any UnleashTransport
    let fetch: FeatureFetch
    let state: Locked<State>
    /// When the client started (the registration's `started`).
    let started: Date
    /// The clock the waits between polls and streams are measured on.
    let clock: any Clock<Duration>
    /// Fires when an update waits for ``takeUpdate()``: an application that waits on it
    /// puts a change pushed by the server on screen at once.
    package let changed = ChangeSignal()

    /// Creates a connection; nothing is sent until ``start()``.
    ///
    /// - Parameters:
    ///   - options: Checks each answer gets (e.g. expiry dates), as a toggles file would.
    ///   - backup: Where to keep the last good answer; `nil` keeps none.
    ///   - clock: What the waits between polls, and before a stream is opened again,
    ///     are measured on (a test's manual clock).
    ///   - seed: Fixes the random share of the stream's waits (``StreamBackoff``).
    public init(
        settings: UnleashSettings, transport: any UnleashTransport, backup: UnleashBackup?,
        options: ValidationOptions = ValidationOptions(), now: Date = Date(), clock: any Clock<Duration> = ContinuousClock(),
        seed: UInt64 = UInt64.random(in: 0...UInt64.max)
    ) {
        self.settings = settings
        self.transport = transport
        self.backup = backup
        self.fetch = FeatureFetch(settings: settings, options: options, keepsSources: backup != nil)
        self.metrics = MetricsRecorder(start: now)
        self.started = now
        self.clock = clock
        state = Locked(State(
            endpoint: settings.mode == .delta ? .delta : .features, stream: StreamState(backoff: StreamBackoff(seed: seed)),
            polling: Backoff(interval: settings.refreshInterval), metricsBackoff: Backoff(interval: settings.metricsInterval)))
    }

    /// The toggles in force: the last good answer (or the backup it started from).
    public var configuration: ToggleConfiguration? { state.withLock { $0.configuration } }

    /// Why polling stopped, once it has: the server refused the token or has no API there.
    public var pollingStopped: String? { state.withLock { $0.pollingStopped } }

    /// Counts an evaluation for metrics, when the toggle is one the server defines.
    public func record(_ details: EvaluationDetails) {
        guard let toggle = configuration?.toggle(named: details.name) else { return }
        let hasVariants = !toggle.variants.isEmpty || toggle.strategies.contains { !$0.variants.isEmpty }
        let variant = details.variant.enabled ? details.variant.name : (hasVariants ? "disabled" : nil)
        metrics.count(details.name, enabled: details.enabled, variant: variant)
    }

    /// Counts a status for polling's backoff; a 401, 403 or 404 stops polling.
    func record(status: Int, message: String) {
        state.withLock { state in
            if state.polling.record(status: status) == .stop { state.pollingStopped = message }
        }
    }
}
