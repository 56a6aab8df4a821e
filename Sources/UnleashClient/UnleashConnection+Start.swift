import Diagnostics
import FeatureToggles
import Foundation

extension UnleashConnection {
    /// Fetches the toggles once: from the server, else from the backup, else none.
    ///
    /// In ``TogglesMode/polling`` it asks `client/features`; in ``TogglesMode/delta``,
    /// `client/delta` (a hydration); in ``TogglesMode/streaming`` it opens the stream,
    /// takes its `unleash-connected` state and closes it again (``startBackground()``
    /// opens it for good, from there), or polls when the server has no stream.
    ///
    /// A good answer is saved as the backup. When the server cannot be used (no answer,
    /// an error status, an answer that does not read, a refused token) the backup is
    /// used with a warning that names it; without one, a warning says that none is used.
    public func start() async -> Start {
        switch settings.mode {
        case .polling: await startPolling(endpoint: .features)
        case .delta: await startPolling(endpoint: .delta)
        case .streaming: await startStreaming()
        }
    }

    /// The start of a polling mode: one fetch of `endpoint`.
    func startPolling(endpoint: FeatureFetch.Endpoint) async -> Start {
        let outcome = await fetch.fetch(etag: nil, endpoint: endpoint, transport: transport)
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
        case .events(let events, let warnings, let etag):
            let (configuration, application) = apply(events)
            state.withLock { state in
                state.etag = etag
                state.polling.record(status: 200)
            }
            let saved = saveDeltaBackup(force: true)
            return Start(configuration: configuration, source: .server, warnings: warnings + application.warnings + saved, rejection: nil)
        case .invalid(let diagnostics, _):
            problem = "the toggles from \(UnleashSettings.shown(fetch.url(endpoint))) cannot be used: "
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
            problem = "\(UnleashSettings.shown(fetch.url(endpoint))) answered 304 Not Modified to a request without an ETag"
        }
        return startFromBackup(after: problem, rejection: rejection)
    }

    /// The start of streaming: the stream's first state, within the request's deadline.
    func startStreaming() async -> Start {
        let timeout = settings.requestDeadline
        let ended = await Self.within(timeout) { [self] in
            await streamOnce(untilFirstState: true, silence: settings.requestTimeout)
        }
        let address = UnleashSettings.shown(settings.streamingURL)
        guard let ended else {
            return startFromBackup(after: "\(address) sent no state within \(Self.seconds(timeout))", rejection: nil)
        }
        if let first = ended.first {
            let saved = saveDeltaBackup(force: true)
            return Start(configuration: first.configuration, source: .server, warnings: first.application.warnings + saved, rejection: nil)
        }
        switch ended.end {
        case .noStream(let message), .pollingAsked(let message):
            // Polled from now on, as the server asks or must be: said once, here.
            state.withLock { state in
                state.endpoint = .features
                state.stream.fellBack = message
            }
            var start = await startPolling(endpoint: .features)
            start.warnings.insert(Diagnostic(.warning, at: nil, Self.fallBackWarning(message, settings: settings)), at: 0)
            return start
        case .rejected(let message):
            state.withLock { $0.pollingStopped = message }
            return startFromBackup(after: message, rejection: message)
        case .failed(_, let message), .unreachable(let message), .broken(let message):
            return startFromBackup(after: message, rejection: nil)
        case .ended:
            return startFromBackup(after: "\(address) ended the stream before it sent the state", rejection: nil)
        }
    }

    /// What a start that could not use the server comes to: the backup (or nothing), and
    /// the problem kept, so that the first good answer says it is over.
    private func startFromBackup(after problem: String, rejection: String?) -> Start {
        var start = fromBackup(after: problem)
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
        var start = backupStart(after: "no answer yet from \(UnleashSettings.shown(firstURL))")
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

    /// Where the first answer is asked for, in the settings' mode.
    var firstURL: URL {
        switch settings.mode {
        case .polling: settings.featuresURL
        case .delta: settings.deltaURL
        case .streaming: settings.streamingURL
        }
    }

    /// The result of `operation`, or `nil` when it takes longer than `limit` (it is then
    /// cancelled).
    static func within<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await operation() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
