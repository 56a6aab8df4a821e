import Foundation
import Testing

/// Runs each test of a suite (or one test) on a thread of its own instead of on Swift's
/// cooperative pool: for tests that wait in a blocking call (a process, tmux, `sleep`,
/// a semaphore, a socket).
///
/// The cooperative pool has a thread per core, two on a small machine. A test that blocks
/// one of them for its whole length holds up every other test's `await`: a retry, a
/// reply, a continuation waits behind it, however short, and a test that measures a
/// deadline on the real clock (a request's, a silence's) sees it pass. Under the trait
/// the test's task prefers a task executor whose thread is the test's alone (as
/// `withTaskExecutorPreference` does), so its blocking calls block only that thread; it
/// is still the test's task, with its task-local values (the test the issues of
/// `#expect` belong to) and its cancellation.
///
/// ```swift
/// @Suite(.threadOfItsOwn) struct RenderEndToEndTests { … }
/// ```
///
/// A test on the main actor (`@MainActor`) stays there: the trait moves only code that
/// is not isolated to an actor.
package struct ThreadOfItsOwnTrait: TestTrait, SuiteTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's scope leaves its tests to their own scopes (one thread for a whole
        // suite would run its tests one after another). A test's scope and each of its
        // cases' take a thread: the test's too, as a test was seen (once, in a whole run)
        // to run its case without the case's scope having moved it.
        guard !test.isSuite else { return try await function() }
        try await withTaskExecutorPreference(ThreadExecutor()) { try await Self.onPreferredExecutor(function) }
    }

    /// Calls `function` after a hop to the task's preferred executor: a `@concurrent`
    /// function always starts on it, where a closure that inherits its caller's
    /// executor (`nonisolated(nonsending)`) would go on running on the caller's thread,
    /// one of the cooperative pool's, until its first suspension.
    @concurrent
    private static func onPreferredExecutor(_ function: @Sendable () async throws -> Void) async throws {
        try await function()
    }
}

extension Trait where Self == ThreadOfItsOwnTrait {
    /// Each test runs on a thread of its own: see ``ThreadOfItsOwnTrait``.
    package static var threadOfItsOwn: Self { Self() }
}

/// A task executor with one thread of its own: started when a job comes, ended once none
/// has come for a second (the next job starts it again).
package final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: `jobs` and `running` are only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var running = false

    package init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        defer { condition.unlock() }
        jobs.append(job)
        if running {
            condition.signal()
        } else {
            running = true
            Thread { [self] in work() }.start()
        }
    }

    /// The threads of every executor running now, by their pthread: what
    /// ``runsOnAThreadOfItsOwn`` reads (a name can be changed under a thread).
    private static let threads = NSLock()
    nonisolated(unsafe) private static var live: Set<UInt> = []

    /// Whether the caller runs on the thread of a ``ThreadExecutor``.
    package static var runsOnAThreadOfItsOwn: Bool {
        threads.lock()
        defer { threads.unlock() }
        return live.contains(UInt(pthread_self()))
    }

    private func work() {
        // Named here, on the thread itself: a name given before `start()` is not always
        // the one the thread ends up with (it may keep its creator's).
        Thread.current.name = "test thread"
        let me = UInt(pthread_self())
        Self.threads.lock()
        Self.live.insert(me)
        Self.threads.unlock()
        defer {
            Self.threads.lock()
            Self.live.remove(me)
            Self.threads.unlock()
        }
        condition.lock()
        while true {
            while jobs.isEmpty {
                if !condition.wait(until: Date(timeIntervalSinceNow: 1)), jobs.isEmpty {
                    running = false
                    condition.unlock()
                    return
                }
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.lock()
        }
    }
}
