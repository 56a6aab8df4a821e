import Essentials
import Testing
import TestSupport

/// Waiting on a signal: a change wakes the waiter, a deadline ends the wait.
struct ChangeSignalTests {
    @Test func aChangeOnAnotherTaskWakesTheWaiter() async {
        let signal = ChangeSignal()
        let value = Locked(0)
        let worker = Task {
            value.withLock { $0 = 1 }
            signal.fire()
        }
        #expect(await eventually(signal) { value.withLock { $0 } == 1 })
        await worker.value
    }

    @Test func aConditionThatNeverHoldsEndsAtTheDeadline() async {
        let signal = ChangeSignal()
        #expect(await eventually(signal, timeout: .milliseconds(50)) { false } == false)
    }

    @Test func aChangeBeforeTheWaitIsNotLost() async {
        let signal = ChangeSignal()
        let seen = signal.count
        signal.fire()
        #expect(await signal.wait(after: seen, until: .now.advanced(by: .seconds(120))))
    }
}
