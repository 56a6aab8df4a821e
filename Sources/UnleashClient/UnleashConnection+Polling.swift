import Diagnostics
import FeatureToggles

extension UnleashConnection {
    /// The wait before the next poll: the refresh interval × (failures + 1).
    public var nextPollDelay: Duration { state.withLock { $0.polling.delay } }

    /// Fetches the toggles again, conditionally on the ETag of the last answer: the whole
    /// state from `client/features`, or the events since from `client/delta`.
    ///
    /// A 304 changes nothing. A new good answer is put in force and saved as the backup
    /// (events are applied to the state, whole).
    /// A 429 or 5xx (or no answer) lengthens the wait before the next poll; a 401, 403 or
    /// 404 stops polling. An answer that does not read keeps the last good toggles.
    ///
    /// - Returns: What the application should act on, or `nil` when nothing changed
    ///   (and no problem is new or over).
    public func poll() async -> Update? {
        guard pollingStopped == nil else { return nil }
        let (etag, endpoint) = state.withLock { ($0.etag, $0.endpoint) }
        let outcome = await fetch.fetch(etag: etag, endpoint: endpoint, transport: transport)
        switch outcome {
        case .fetched(let bytes, let result, let etag):
            let backupFailure = saveBackup(bytes)
            guard let new = result.configuration else { return nil }
            let (changes, hadProblem) = state.withLock { state in
                let changes = ToggleChanges.between(state.configuration, new)
                state.configuration = new
                state.etag = etag
                state.polling.record(status: 200)
                defer { state.problem = nil }
                return (changes, state.problem != nil)
            }
            guard !changes.isEmpty || hadProblem else { return nil }
            return .applied(new, changes: changes, warnings: result.diagnostics.warnings + (backupFailure.map { [$0] } ?? []))
        case .events(let events, let warnings, let etag):
            let (new, application) = apply(events)
            let hadProblem = state.withLock { state in
                state.etag = etag
                state.polling.record(status: 200)
                defer { state.problem = nil }
                return state.problem != nil
            }
            let saved = saveDeltaBackup(force: false)
            guard !application.changes.isEmpty || hadProblem else { return nil }
            return .applied(new, changes: application.changes, warnings: warnings + application.warnings + saved)
        case .notModified:
            let recovered = state.withLock { state in
                state.polling.record(status: 304)
                defer { state.problem = nil }
                return state.problem != nil ? state.configuration : nil
            }
            return recovered.map { .applied($0, changes: ToggleChanges(), warnings: []) }
        case .invalid(let diagnostics, let etag):
            // The same broken answer would come again: remember its ETag, so that it is
            // reported once and the next poll is a cheap 304. Events that were not
            // applied leave the state behind the server's: the delta API is asked for the
            // whole state again, without an ETag.
            state.withLock {
                $0.etag = endpoint == .delta ? nil : etag
                $0.polling.record(status: 200)
            }
            let first = diagnostics.errors.first?.description ?? "the answer is not valid"
            return report("\(first) — the last good toggles stay in force")
        case .rejected(_, let message):
            state.withLock { $0.pollingStopped = message }
            return report("error: \(message); polling stopped, the last good toggles stay in force")
        case .failed(let status, let message):
            record(status: status, message: message)
            if pollingStopped != nil { return report("error: \(message); polling stopped, the last good toggles stay in force") }
            return report("warning: \(message); trying again in \(Self.seconds(nextPollDelay)), the last good toggles stay in force")
        case .unreachable(let message):
            state.withLock { $0.polling.recordFailure() }
            return report("warning: \(message); trying again in \(Self.seconds(nextPollDelay)), the last good toggles stay in force")
        }
    }

    /// A problem to report, unless it is the one reported last.
    func report(_ message: String) -> Update? {
        state.withLock { state in
            guard state.problem != message else { return nil }
            state.problem = message
            return .failed(message)
        }
    }

    /// What polling found since the last call, merged: the latest toggles with every
    /// change since, or the latest problem.
    public func takeUpdate() -> Update? {
        state.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
    }

    /// Keeps an update for ``takeUpdate()``, merging it with one not yet taken.
    func keep(_ update: Update) {
        state.withLock { state in
            if case .applied(_, let earlier, _) = state.pending, case .applied(let configuration, let changes, let warnings) = update {
                let all = ToggleChanges(
                    added: Array(Set(earlier.added + changes.added)).sorted(),
                    removed: Array(Set(earlier.removed + changes.removed)).sorted(),
                    changed: Array(Set(earlier.changed + changes.changed)).sorted())
                state.pending = .applied(configuration, changes: all, warnings: warnings)
            } else {
                state.pending = update
            }
        }
        changed.fire()
    }

    /// Registers, then follows the toggles (polls every refresh interval, longer after
    /// failures; or keeps the stream open, opening it again after a drop) and sends
    /// metrics every metrics interval, each in a task of its own, until ``stop()``.
    public func startBackground() {
        let registrar = Task { [self] in
            if let problem = await register(), !Task.isCancelled { state.withLock { $0.reportProblems.append(problem) } }
        }
        let streams = settings.mode == .streaming && state.withLock { $0.stream.fellBack == nil }
        let follower = Task { [self] in
            if streams { await followStream() } else { await pollUntilStopped() }
        }
        let sender = Task { [self] in
            while !Task.isCancelled, !state.withLock({ $0.metricsStopped }) {
                do { try await clock.sleep(for: state.withLock { $0.metricsBackoff.delay }) } catch { return }
                await sendMetrics()
            }
        }
        state.withLock { $0.tasks += [registrar, follower, sender] }
    }

    /// Polls every ``nextPollDelay`` until polling stops or the task is cancelled.
    func pollUntilStopped() async {
        while !Task.isCancelled, pollingStopped == nil {
            do { try await clock.sleep(for: nextPollDelay) } catch { return }
            if let update = await poll() { keep(update) }
        }
    }

    /// Ends polling and the metrics timer, then sends the metrics still counted, within
    /// ``UnleashSettings/finalMetricsDeadline``: a server that does not answer holds the
    /// end up no longer.
    ///
    /// - Returns: What went wrong with the registration and the metrics (counts that
    ///   could not be sent included), for the application to report as it ends.
    @discardableResult
    public func stop() async -> [String] {
        let tasks = state.withLock { state in
            defer { state.tasks = [] }
            return state.tasks
        }
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
        let unsaved = saveDeltaBackupIfChanged().map { "backup: \($0.message)" }
        let last = await sendMetrics(deadline: UnleashSettings.finalMetricsDeadline)
        return state.withLock { state in
            defer { state.reportProblems = [] }
            return state.reportProblems + unsaved + (last.map { [$0] } ?? [])
        }
    }

    /// "15 s", "1.5 s".
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = UnleashSettings.milliseconds(duration)
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
