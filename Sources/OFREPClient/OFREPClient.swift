import Diagnostics
import Essentials
import FeatureToggles
import Foundation

/// A client of one OpenFeature Remote Evaluation Protocol (OFREP) service, as OFREP's
/// guideline for static-context providers asks: every flag of one context in one bulk
/// request (`POST /ofrep/v1/evaluate/flags`), cached, asked again with `If-None-Match`
/// every refresh interval (the service's own when none is given, else 30 s), no request
/// before a 429's `Retry-After`, and again at once when the context changes. The last
/// good answer stays in force when the service is down or answers what cannot be used.
///
/// Its answers become toggles that report the service's evaluations
/// (``OFREPAnswer/configuration(defaults:)``), which decisions read as they read a
/// toggles file. Safe to share: its state is behind a mutex; polling runs in a task of
/// its own (``startBackground()``) that ``stop()`` ends.
public final class OFREPClient: Sendable {
    /// What the client started with.
    public struct Start: Sendable {
        /// The service's answer as toggles, unless there is none.
        public var configuration: ToggleConfiguration?
        /// Whether the service answered.
        public var answered: Bool
        /// Warnings: the answer's own, and why nothing is used.
        public var warnings: [Diagnostic]
        /// Why the service refused the client (401, 403), when it did.
        public var rejection: String?
    }

    /// Something polling (or a change of context) found for the application to act on.
    public enum Update: Sendable {
        /// A new answer is in force (or the same again after a problem, so that its
        /// message can be cleared): the toggles, what changed, its warnings.
        case applied(ToggleConfiguration, changes: ToggleChanges, warnings: [Diagnostic])
        /// A problem: the last good answer stays in force.
        case failed(String)
    }

    struct State {
        var context: EvaluationContext
        var etag: String?
        var configuration: ToggleConfiguration?
        var interval: Duration
        /// Whether the service wants to be polled (its configuration may say it does not).
        var polls = true
        /// Failures in a row: each lengthens the wait, up to ``maximumFailures``.
        var failures = 0
        /// No request before this (a 429's `Retry-After`).
        var notBefore: ContinuousClock.Instant?
        /// Why polling stopped (a refused client, no OFREP API there), once it has.
        var stopped: String?
        var problem: String?
        var pending: Update?
        var tasks: [Task<Void, Never>] = []
    }

    /// The most failures counted: the wait grows to at most 11 intervals.
    static let maximumFailures = 10

    /// Where and how to ask.
    public let settings: OFREPSettings
    /// The application's built-in toggles, whose values stand for a flag that failed or
    /// defers to the application.
    let defaults: ToggleConfiguration
    let state: Locked<State>
    let clock: any Clock<Duration>
    /// Fires when an update waits for ``takeUpdate()``.
    package let changed = ChangeSignal()

    /// Creates a client; nothing is sent until ``start()``.
    ///
    /// - Parameters:
    ///   - context: Who the flags are evaluated for.
    ///   - defaults: The application's built-in toggles.
    ///   - clock: What the waits between polls are measured on.
    public init(settings: OFREPSettings, context: EvaluationContext, defaults: ToggleConfiguration, clock: any Clock<Duration> = ContinuousClock()) {
        self.settings = settings
        self.defaults = defaults
        self.clock = clock
        state = Locked(State(context: context, interval: settings.refreshInterval ?? OFREPSettings.defaultRefreshInterval))
    }

    /// The answer in force, as toggles.
    public var configuration: ToggleConfiguration? { state.withLock { $0.configuration } }
    /// How often the answer is asked for again when all is well.
    public var pollInterval: Duration { state.withLock { $0.interval } }
    /// Why polling stopped, once it has.
    public var pollingStopped: String? { state.withLock { $0.stopped } }
    /// The context the answer in force is for.
    public var context: EvaluationContext { state.withLock { $0.context } }

    /// The wait before the next poll: the interval × (failures + 1), and at least until
    /// the time a 429 named.
    public var nextPollDelay: Duration {
        state.withLock { state in
            let backoff = state.interval * (state.failures + 1)
            guard let notBefore = state.notBefore else { return backoff }
            return max(backoff, notBefore - ContinuousClock.now)
        }
    }

    /// Asks the service for every flag of the context, and what it asks of clients (its
    /// polling interval) at the same time.
    ///
    /// - Returns: The answer as toggles, or none with a warning that says why.
    public func start() async -> Start {
        // Both at once: the service's interval matters only for the polls that follow.
        async let configuration = readServiceConfiguration()
        let outcome = await evaluate(etag: nil)
        var warnings = await configuration
        switch outcome {
        case .answered(let answer, let answerWarnings, let etag):
            let configuration = answer.configuration(defaults: defaults)
            state.withLock { state in
                state.configuration = configuration
                state.etag = etag
            }
            warnings += answerWarnings
            return Start(configuration: configuration, answered: true, warnings: warnings, rejection: nil)
        case .notModified:
            let problem = "\(OFREPClient.shown(settings.flagsURL)) answered 304 Not Modified to a request without an ETag"
            state.withLock { $0.problem = problem }
            warnings.append(Diagnostic(.warning, at: nil, "\(problem); using the built-in defaults"))
            return Start(configuration: nil, answered: false, warnings: warnings, rejection: nil)
        default:
            let problem = handle(outcome).message
            state.withLock { $0.problem = problem }
            let rejection = if case .rejected(let message) = outcome { message } else { String?.none }
            let severity: Diagnostic.Severity = rejection == nil ? .warning : .error
            warnings.append(Diagnostic(severity, at: nil, "\(problem); using the built-in defaults"))
            return Start(configuration: nil, answered: false, warnings: warnings, rejection: rejection)
        }
    }

    /// What to start on while the first answer is still coming: nothing, with a warning.
    public func startWhileWaiting() -> Start {
        let warning = "no answer yet from \(OFREPClient.shown(settings.flagsURL)); using the built-in defaults until it answers"
        return Start(configuration: nil, answered: false, warnings: [Diagnostic(.warning, at: nil, warning)], rejection: nil)
    }

    /// Hands on the end of a ``start()`` that came after the application started on
    /// ``startWhileWaiting()``.
    public func keep(late start: Start, over interim: ToggleConfiguration?) {
        if start.answered, let configuration = start.configuration {
            keep(.applied(configuration, changes: ToggleChanges.between(interim, configuration), warnings: start.warnings))
        } else {
            keep(.failed(start.warnings.last?.description ?? "the service cannot be used"))
        }
    }
}
