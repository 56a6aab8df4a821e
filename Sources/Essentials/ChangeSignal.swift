/// A count of changes that tasks can wait on: what changes calls ``fire()``, and a task
/// that waits for the next change suspends until then, instead of polling with sleeps.
///
/// ```swift
/// let seen = signal.count
/// if !condition() { _ = await signal.wait(after: seen, until: deadline) }
/// ```
///
/// Reading ``count`` before checking a condition and waiting for a change after it
/// loses no change that happens between the two.
package final class ChangeSignal: Sendable {
    private struct State {
        var count = 0
        var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State())

    /// A signal with no change yet.
    package init() {}

    /// How many times the signal fired.
    package var count: Int { state.withLock(\.count) }

    /// Records a change and wakes every waiting task.
    package func fire() {
        let woken = state.withLock { state in
            state.count += 1
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in woken { waiter.resume(returning: true) }
    }

    /// Suspends until the signal has fired more than `seen` times, or until `deadline`.
    ///
    /// - Returns: `true` on a change, `false` at the deadline or on cancellation.
    package func wait(after seen: Int, until deadline: ContinuousClock.Instant) async -> Bool {
        let token = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        let timer = Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            self.resume(token, with: false)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let changed = state.withLock { state -> Bool in
                    guard state.count <= seen, ContinuousClock.now < deadline, !Task.isCancelled else { return true }
                    state.waiters[token] = continuation
                    return false
                }
                if changed { continuation.resume(returning: count > seen) }
            }
        } onCancel: {
            resume(token, with: false)
        }
    }

    /// Waits until `condition` holds, checking it now and again each time the signal
    /// fires, for at most `timeout` by the continuous clock.
    ///
    /// - Parameter condition: Read on the caller's actor.
    /// - Returns: Whether `condition` held in the end.
    package func wait(
        until condition: () -> Bool, timeout: Duration,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let seen = count
            if condition() { return true }
            guard await wait(after: seen, until: deadline) else { return condition() }
        }
    }

    private func resume(_ token: Int, with value: Bool) {
        state.withLock { $0.waiters.removeValue(forKey: token) }?.resume(returning: value)
    }
}
