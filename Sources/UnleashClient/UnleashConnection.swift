import Diagnostics
import Essentials
import FeatureToggles
import Foundation

/// A client of one Unleash server (or Unleash Edge): fetches the toggles, polls them
/// with ETags and Unleash's backoff, registers, sends metrics, and keeps a backup of the
/// last good answer. Evaluation is local, by `FeatureToggles`.
///
/// Safe to share: its state is behind a mutex, and the polling and metrics run in tasks
/// of their own (``startBackground()``) that ``stop()`` ends.
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

    /// Creates a connection; nothing is sent until ``start()``.
    ///
    /// - Parameters:
    ///   - options: Checks each answer gets (e.g. expiry dates), as a toggles file would.
    ///   - backup: Where to keep the last good answer; `nil` keeps none.
    public init(
        settings: UnleashSettings, transport: any UnleashTransport, backup: UnleashBackup?,
        options: ValidationOptions = ValidationOptions(), now: Date = Date()
    ) {
        self.settings = settings
        self.transport = transport
        self.backup = backup
        self.fetch = FeatureFetch(settings: settings, options: options)
        self.metrics = MetricsRecorder(start: now)
        self.started = now
        state = Locked(State(
            polling: Backoff(interval: settings.refreshInterval), metricsBackoff: Backoff(interval: settings.metricsInterval)))
    }

    /// The toggles in force: the last good answer (or the backup it started from).
    public var configuration: ToggleConfiguration? { state.withLock { $0.configuration } }

    /// Why polling stopped, once it has: the server refused the token or has no API there.
    public var pollingStopped: String? { state.withLock { $0.pollingStopped } }

    /// Fetches the toggles once: from the server, else from the backup, else none.
    ///
    /// A good answer is saved as the backup. When the server cannot be used (no answer,
    /// an error status, an answer that does not read, a refused token) the backup is
    /// used with a warning that names it; without one, a warning says that none is used.
    public func start() async -> Start {
        let outcome = await fetch.fetch(etag: nil, transport: transport)
        var rejection: String?
        let problem: String
        switch outcome {
        case .fetched(let bytes, let result, let etag):
            var warnings = result.diagnostics.warnings
            if let failure = saveBackup(bytes) { warnings.append(failure) }
            state.withLock { state in
                state.configuration = result.configuration
                state.etag = etag
                state.polling.record(status: 200)
            }
            return Start(configuration: result.configuration, source: .server, warnings: warnings, rejection: nil)
        case .invalid(let diagnostics, _):
            problem = "the toggles from \(UnleashSettings.shown(settings.featuresURL)) cannot be used: "
                + (diagnostics.errors.first?.description ?? "the answer is not valid")
        case .rejected(_, let message):
            rejection = message
            problem = message
            state.withLock { $0.pollingStopped = message }
        case .failed(let status, let message):
            problem = message
            record(status: status, message: message)
        case .unreachable(let message):
            problem = message
            state.withLock { $0.polling.recordFailure() }
        case .notModified:
            problem = "\(UnleashSettings.shown(settings.featuresURL)) answered 304 Not Modified to a request without an ETag"
        }
        var start = fromBackup(after: problem)
        // Reported at start: the first good answer says that it is over.
        state.withLock { $0.problem = problem }
        if let rejection {
            // Not a passing trouble: the toggles will not come until the token is right.
            start.rejection = rejection
            start.warnings = start.warnings.map { Diagnostic(.error, at: $0.location, $0.message, hint: $0.hint) }
        }
        return start
    }

    /// What to start on while the first answer is still coming: the backup (or nothing),
    /// with a warning that says the server has not answered yet. Nothing is put in force:
    /// ``start()``, still running, does that, and ``keep(late:over:)`` hands on its end.
    public func startWhileWaiting() -> Start {
        var start = backupStart(after: "no answer yet from \(UnleashSettings.shown(settings.featuresURL))")
        start.warnings = start.warnings.map { warning in
            Diagnostic(.warning, at: warning.location, warning.message + "; the server's toggles come in when it answers", hint: warning.hint)
        }
        return start
    }

    /// Hands on the end of a ``start()`` that came after the application started on
    /// ``startWhileWaiting()``, as polling hands on its findings (``takeUpdate()``): the
    /// server's toggles with what changed since `interim`, or why the server cannot be used.
    ///
    /// - Parameters:
    ///   - start: What ``start()`` came to.
    ///   - interim: The toggles the application started on.
    public func keep(late start: Start, over interim: ToggleConfiguration?) {
        switch start.source {
        case .server:
            let configuration = start.configuration
            keep(.applied(configuration ?? .empty, changes: ToggleChanges.between(interim, configuration), warnings: start.warnings))
        case .backup, .none:
            let first = start.warnings.first?.description ?? "the server cannot be used"
            keep(.failed(first))
        }
    }

    /// Counts an evaluation for metrics, when the toggle is one the server defines.
    public func record(_ details: EvaluationDetails) {
        guard let toggle = configuration?.toggle(named: details.name) else { return }
        let hasVariants = !toggle.variants.isEmpty || toggle.strategies.contains { !$0.variants.isEmpty }
        let variant = details.variant.enabled ? details.variant.name : (hasVariants ? "disabled" : nil)
        metrics.count(details.name, enabled: details.enabled, variant: variant)
    }

    /// The toggles of the backup, with a warning that says why and which; they are in
    /// force from now on.
    private func fromBackup(after problem: String) -> Start {
        let start = backupStart(after: problem)
        if let configuration = start.configuration { state.withLock { $0.configuration = configuration } }
        return start
    }

    /// The toggles of the backup (or none), with a warning that says why and which,
    /// without putting them in force.
    private func backupStart(after problem: String) -> Start {
        guard let backup else {
            let warning = "\(problem); using the built-in defaults (no place for a backup: set XDG_CACHE_HOME or HOME)"
            return Start(configuration: nil, source: .none, warnings: [Diagnostic(.warning, at: nil, warning)])
        }
        guard let saved = backup.load() else {
            let warning = "\(problem); using the built-in defaults (no backup at \(backup.path) yet)"
            return Start(configuration: nil, source: .none, warnings: [Diagnostic(.warning, at: nil, warning)])
        }
        let result = ToggleFile.parse(saved.bytes, file: backup.path, options: fetch.options)
        guard let configuration = result.configuration else {
            let first = result.diagnostics.errors.first?.description ?? "it is not valid"
            let warning = "\(problem); using the built-in defaults (the backup cannot be used: \(first))"
            return Start(configuration: nil, source: .none, warnings: [Diagnostic(.warning, at: nil, warning)])
        }
        let when = saved.saved.map { " saved \(ClientPayloads.timestamp($0))" } ?? ""
        let warning = Diagnostic(.warning, at: nil, "\(problem); using the backup\(when) at \(backup.path)")
        return Start(configuration: configuration, source: .backup(path: backup.path, saved: saved.saved), warnings: [warning])
    }

    /// Saves a good answer; returns a warning when it cannot be saved.
    func saveBackup(_ bytes: [UInt8]) -> Diagnostic? {
        guard let backup else { return nil }
        do {
            try backup.save(bytes)
            return nil
        } catch {
            return Diagnostic(.warning, at: nil, error.message)
        }
    }

    /// Counts a status for polling's backoff; a 401, 403 or 404 stops polling.
    func record(status: Int, message: String) {
        state.withLock { state in
            if state.polling.record(status: status) == .stop { state.pollingStopped = message }
        }
    }
}
