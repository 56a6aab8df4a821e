import Essentials

/// Waits for work done on a task of its own, until a deadline on a clock: what lets the
/// interactive start show its first frame whatever a server or an evaluation costs.
enum Deadline {
    /// The result of `work`, or `nil` when `clock` reaches `limit` first. The work is not
    /// stopped: what it does after the deadline is its caller's to pick up or let go.
    ///
    /// - Parameters:
    ///   - limit: How long to wait.
    ///   - clock: The clock the wait is measured on (a test's manual clock).
    ///   - work: The work, run detached, off the caller's actor.
    static func result<Value: Sendable>(
        within limit: Duration, on clock: any Clock<Duration>, of work: @escaping @Sendable () async -> Value
    ) async -> Value? {
        let pending = Locked<CheckedContinuation<Value?, Never>?>(nil)
        let finish: @Sendable (Value?) -> Void = { value in
            let continuation = pending.withLock { waiting in
                defer { waiting = nil }
                return waiting
            }
            continuation?.resume(returning: value)
        }
        return await withCheckedContinuation { continuation in
            pending.withLock { $0 = continuation }
            let timer = Task.detached {
                do { try await clock.sleep(for: limit) } catch { return }
                finish(nil)
            }
            Task.detached {
                let value = await work()
                timer.cancel()
                finish(value)
            }
        }
    }
}
