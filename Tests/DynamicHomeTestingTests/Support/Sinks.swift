import DynamicHome
import Foundation
import TestSupport

/// A sink that fails every delivery, as a full disk would.
struct FailingSink: AnalyticsSink {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "no space left on device" }
    }

    func receive(_ events: [AnalyticsEvent]) throws {
        throw DiskFull()
    }
}

/// A sink that holds every delivery until the test opens it, keeping what it receives.
final class BlockedSink: AnalyticsSink, @unchecked Sendable {
    // @unchecked: `isOpen` and `received` are only touched while holding `condition`'s lock.
    private let condition = NSCondition()
    private var isOpen = false
    private var received: [AnalyticsEvent] = []
    private var waiting = 0
    /// Fires when a delivery starts to wait, or the sink opens.
    private let changed = ChangeSignal()

    func receive(_ events: [AnalyticsEvent]) {
        condition.lock()
        waiting += 1
        changed.fire()
        condition.broadcast()
        while !isOpen { condition.wait() }
        waiting -= 1
        received += events
        condition.unlock()
    }

    /// Lets every delivery through, now and later.
    func open() {
        condition.lock()
        isOpen = true
        changed.fire()
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until a delivery is held in `receive` (the pipeline's thread is stuck), for
    /// at most `timeout`, without blocking: a caller on the main actor never stops the
    /// other tests' work.
    ///
    /// - Returns: Whether a delivery is held.
    func waitUntilHolding(timeout: Duration = .patience) async -> Bool {
        await eventually(changed, timeout: timeout) { isHolding }
    }

    private var isHolding: Bool {
        condition.lock()
        defer { condition.unlock() }
        return waiting > 0 || isOpen
    }

    /// The events received so far.
    var events: [AnalyticsEvent] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }
}
