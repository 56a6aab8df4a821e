import Foundation

/// A value that threads share, read and changed only while holding a lock: the one lock
/// of the package (HTTPClient, HomeState, the manual clock, the tests' helpers).
///
/// Used instead of the standard library's `Mutex` because on Linux that one waits on
/// futexes the thread sanitizer does not see, so `swift test --sanitize=thread` reports
/// races that are not there; `NSLock` is a pthread mutex, which the sanitizer
/// understands. `package`, as it is a building block, not part of any module's API.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock`, under `lock`.
    private var value: Value
    private let lock = NSLock()

    /// Puts `value` behind a lock.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; `body` must not block or wait.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
