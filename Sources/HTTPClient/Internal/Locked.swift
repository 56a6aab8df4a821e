import Foundation

/// A value that threads share, read and changed only while holding a lock.
///
/// An `NSLock` (a pthread mutex) rather than the standard library's `Mutex`, so that
/// the thread sanitizer sees it; see HomeState's `Locked`, of which this is a copy, as
/// this module depends on nothing. `package`, so that the loopback test server shares it.
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
