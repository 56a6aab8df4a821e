import Foundation
import Testing
import TestThreads

/// The trait that takes a test which blocks off Swift's cooperative pool (TestThreads),
/// tested here, beside the tests of the other shared waiting (ChangeSignal).
@Suite("A test on a thread of its own", .threadOfItsOwn)
struct ThreadOfItsOwnTests {
    /// The name of the thread the caller runs on.
    static func threadName() -> String? {
        Thread.current.name
    }

    @Test func aSynchronousTestRunsOnTheThreadOfItsExecutor() {
        #expect(ThreadExecutor.runsOnAThreadOfItsOwn, "on \(Self.threadName() ?? "a thread without a name")")
        #expect(!Thread.isMainThread)
    }

    @Test func anAsynchronousTestComesBackToItAfterEachWait() async {
        #expect(ThreadExecutor.runsOnAThreadOfItsOwn, "on \(Self.threadName() ?? "a thread without a name")")
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
        #expect(ThreadExecutor.runsOnAThreadOfItsOwn, "on \(Self.threadName() ?? "a thread without a name")")
    }

    @Test func itIsStillTheTestsTaskWithItsIssues() {
        #expect(Test.current?.name == "itIsStillTheTestsTaskWithItsIssues()")
        withKnownIssue("recorded on the test's own thread, and known") {
            Issue.record("an issue of this test")
        }
    }

    /// More tasks than the machine has cores, each blocked until all have started: on the
    /// cooperative pool (a thread a core) they would wait for one another for ever; each
    /// on an executor of its own, they all run at once.
    @Test func tasksOnExecutorsOfTheirOwnBlockWithoutHoldingEachOtherUp() async {
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let arrived = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let met = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<count {
                group.addTask(executorPreference: ThreadExecutor()) {
                    arrived.signal()
                    return release.wait(timeout: .now() + 120) == .success
                }
            }
            // The test's own thread, not the pool's, waits for every task to arrive.
            var allArrived = true
            for _ in 0..<count where arrived.wait(timeout: .now() + 120) == .timedOut { allArrived = false }
            for _ in 0..<count { release.signal() }
            var released = true
            for await result in group { released = released && result }
            return allArrived && released
        }
        #expect(met)
    }
}
