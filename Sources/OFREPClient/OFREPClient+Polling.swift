import Diagnostics
import FeatureToggles
import Foundation

extension OFREPClient {
    /// Asks for the flags again, conditionally on the ETag of the answer in force.
    ///
    /// A 304 changes nothing. A new answer is put in force. A 429 waits at least its
    /// `Retry-After`; a 429, a 5xx or no answer lengthens the wait; a 401, 403 or 404
    /// stops polling; a 400 (a context the service refuses) and an answer that cannot be
    /// used keep the last good answer. Each problem is reported once.
    ///
    /// - Returns: What the application should act on, or `nil` when nothing changed.
    public func poll() async -> Update? {
        guard pollingStopped == nil else { return nil }
        return handle(await evaluate(etag: state.withLock(\.etag))).update
    }

    /// Puts another context in force (another user): the flags are asked for again at
    /// once, without the ETag of the other context's answer.
    ///
    /// - Returns: What the application should act on: the new context's answer, or why
    ///   there is none (the last good answer stays in force).
    public func setContext(_ context: EvaluationContext) async -> Update? {
        let changed = state.withLock { state in
            defer {
                state.context = context
                state.etag = nil
            }
            return state.context != context
        }
        guard changed, pollingStopped == nil else { return nil }
        return handle(await evaluate(etag: nil)).update
    }

    /// What an outcome does to the state: its message, and the update to hand on.
    func handle(_ outcome: Outcome) -> (message: String, update: Update?) {
        let stays = "the last good answer stays in force"
        switch outcome {
        case .answered(let answer, let warnings, let etag):
            let new = answer.configuration(defaults: defaults)
            let (changes, hadProblem) = state.withLock { state in
                let changes = ToggleChanges.between(state.configuration, new)
                state.configuration = new
                state.etag = etag
                state.failures = max(state.failures - 1, 0)
                state.notBefore = nil
                defer { state.problem = nil }
                return (changes, state.problem != nil)
            }
            guard !changes.isEmpty || hadProblem else { return ("", nil) }
            return ("", .applied(new, changes: changes, warnings: warnings))
        case .notModified:
            let recovered = state.withLock { state in
                state.failures = max(state.failures - 1, 0)
                defer { state.problem = nil }
                return state.problem != nil ? state.configuration : nil
            }
            return ("", recovered.map { .applied($0, changes: ToggleChanges(), warnings: []) })
        case .invalid(let message, let etag):
            // The same answer would come again: its ETag makes the next poll a 304.
            state.withLock { $0.etag = etag }
            return (message, report("\(message) — \(stays)"))
        case .rejected(let message), .missing(let message):
            state.withLock { $0.stopped = message }
            return (message, report("error: \(message); polling stopped, \(stays)"))
        case .contextRefused(let message):
            return (message, report("error: \(message) — \(stays)"))
        case .failed(let status, let message, let retryAfter):
            state.withLock { state in
                state.failures = min(state.failures + 1, Self.maximumFailures)
                if status == 429, let retryAfter { state.notBefore = ContinuousClock.now + retryAfter }
            }
            return (message, report("warning: \(message); asking again in \(Self.seconds(nextPollDelay)), \(stays)"))
        case .unreachable(let message):
            state.withLock { $0.failures = min($0.failures + 1, Self.maximumFailures) }
            return (message, report("warning: \(message); asking again in \(Self.seconds(nextPollDelay)), \(stays)"))
        }
    }

    /// A problem to report, unless it is the one reported last.
    private func report(_ message: String) -> Update? {
        state.withLock { state in
            guard state.problem != message else { return nil }
            state.problem = message
            return .failed(message)
        }
    }

    /// What polling found since the last call, merged: the latest answer with every
    /// change since, or the latest problem.
    public func takeUpdate() -> Update? {
        state.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
    }

    /// Keeps an update for ``takeUpdate()``, merging it with one not yet taken, and fires
    /// ``changed``.
    public func keep(_ update: Update) {
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

    /// Polls every ``nextPollDelay`` in a task of its own, until ``stop()`` (or polling
    /// stops); a service that asks not to be polled is not.
    public func startBackground() {
        guard state.withLock(\.polls) else { return }
        let poller = Task { [self] in
            while !Task.isCancelled, pollingStopped == nil {
                do { try await clock.sleep(for: nextPollDelay) } catch { return }
                if let update = await poll() { keep(update) }
            }
        }
        state.withLock { $0.tasks.append(poller) }
    }

    /// Ends polling.
    public func stop() async {
        let tasks = state.withLock { state in
            defer { state.tasks = [] }
            return state.tasks
        }
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
    }
}
