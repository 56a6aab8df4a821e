import Essentials
import HomeState
import Testing

/// A store for tests that makes every change say its name: send an action and state
/// how the state changes, receive each action that an effect sends, and end with
/// nothing left over.
///
/// ```swift
/// let store = TestStore(initialState: Deck<Item>(), reducer: DeckReducer(provider: provider))
/// await store.send(.next) { $0.current = day2 }
/// await store.receive(.dayLoaded(day3, .success(items))) { $0.statuses[day3] = .loaded(items) }
/// await store.finish()
/// ```
///
/// The test fails (with `Issue.record`, at the line of the call) when:
/// - the state changes in a way the test did not state, or a stated change is missing;
/// - an action is sent while actions received from effects are still unasserted;
/// - an expected action is not received within the timeout, or a different one is;
/// - at ``finish(timeout:sourceLocation:)``, or when the store is released without it,
///   an effect is still running or a received action was never asserted.
///
/// Actions sent by effects are reduced as they arrive, in order, exactly as a real
/// `Store` (in HomeState) would; ``receive(_:timeout:sourceLocation:_:)`` asserts them
/// one by one.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable & Equatable> {
    /// The state as the test has asserted it so far.
    public private(set) var state: State
    /// How long ``receive(_:timeout:sourceLocation:_:)`` and ``finish(timeout:sourceLocation:)``
    /// wait for effects by default. It bounds a wait; it never decides an outcome.
    public var timeout: Duration = .seconds(5)

    private var reducedState: State
    private let reducer: (inout State, Action) -> [Effect<Action>]
    private let effects = EffectRunner<Action>()
    private var received: [(action: Action, state: State)] = []
    private let leftovers = Locked(Leftovers())

    private struct Leftovers {
        var isFinished = false
        var unreceived: [String] = []
    }
    private let creation: Testing.SourceLocation

    /// Creates a test store.
    ///
    /// - Parameters:
    ///   - initialState: The state to start from.
    ///   - reducer: The reducer under test.
    ///   - sourceLocation: Where the store was made, for the leftovers reported when it
    ///     is released without ``finish(timeout:sourceLocation:)``.
    public init<R: Reducer>(
        initialState: State,
        reducer: R,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) where R.State == State, R.Action == Action {
        self.state = initialState
        self.reducedState = initialState
        self.reducer = { state, action in reducer.reduce(into: &state, action: action) }
        self.creation = sourceLocation
    }

    /// The names of the effects still running, cancelled ones excluded.
    public var runningEffectIDs: [EffectID] { effects.runningIDs }

    /// How many effect tasks have not returned yet.
    public var runningEffectCount: Int { effects.liveCount }

    /// Fires whenever an effect sends an action or returns: what a test waits on (with
    /// `eventually`) for the work of effects.
    package var effectsChanged: ChangeSignal { effects.changed }

    /// Sends an action and checks the state change.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - sourceLocation: Where failures are reported.
    ///   - update: Changes the previously asserted state into the expected one; `nil`
    ///     when the action must not change the state.
    public func send(
        _ action: Action,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ update: ((inout State) throws -> Void)? = nil
    ) async {
        if !received.isEmpty {
            fail(
                "send(\(action)) while \(received.count) action(s) received from effects are unasserted: "
                    + received.map { "\($0.action)" }.joined(separator: ", ")
                    + "; assert them first with receive(_:), or drop them with skipReceivedActions()",
                sourceLocation: sourceLocation)
            skipReceivedActions()
        }
        let started = reducer(&reducedState, action)
        effects.run(started) { [weak self] action in self?.effectSent(action) }
        check(expectedChangeOf: update, actual: reducedState, after: "send(\(action))", at: sourceLocation)
        // Lets the effects just started begin, so that their first steps are not
        // reordered behind the test's next call.
        await Task.yield()
    }

    /// Waits for the next action sent by an effect, checks that it is `action`, and
    /// checks the state change it made.
    ///
    /// - Parameters:
    ///   - action: The action expected next.
    ///   - timeout: How long to wait for it; ``timeout`` by default.
    ///   - sourceLocation: Where failures are reported.
    ///   - update: Changes the previously asserted state into the expected one; `nil`
    ///     when the action must not change the state.
    public func receive(
        _ action: Action,
        timeout: Duration? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ update: ((inout State) throws -> Void)? = nil
    ) async {
        await waitUntil(timeout: timeout ?? self.timeout) { !self.received.isEmpty }
        guard !received.isEmpty else {
            fail(
                "expected to receive \(action), but no action arrived within \(timeout ?? self.timeout); "
                    + "\(effects.liveCount) effect(s) still running: \(effects.liveDescriptions) "
                    + "(one waiting on a ManualClock needs advance(by:))",
                sourceLocation: sourceLocation)
            return
        }
        let next = received.removeFirst()
        mirrorReceived()
        if next.action != action {
            fail(
                "received \(next.action), but expected \(action)", sourceLocation: sourceLocation)
        }
        check(expectedChangeOf: update, actual: next.state, after: "receive(\(next.action))", at: sourceLocation)
    }

    /// Accepts every received action without asserting it; the asserted state becomes
    /// the state after the last of them.
    public func skipReceivedActions() {
        if let last = received.last { state = last.state }
        received.removeAll()
        mirrorReceived()
    }

    /// Cancels the effects still running; what they send afterwards is dropped.
    public func cancelInFlightEffects() {
        effects.cancelAll()
    }

    /// Waits for running effects to end, then fails for every effect still running and
    /// every received action not asserted.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for effects; ``timeout`` by default.
    ///   - sourceLocation: Where failures are reported.
    public func finish(timeout: Duration? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) async {
        leftovers.withLock { $0.isFinished = true }
        await waitUntil(timeout: timeout ?? self.timeout) { self.effects.liveCount == 0 }
        reportLeftovers(at: sourceLocation)
        effects.cancelAll()
    }

    deinit {
        // Not isolated: an isolated deinit runs without the test's task-local context, so
        // its failures could not be attributed to the test. What it reads is behind locks.
        let (finished, unreceived) = leftovers.withLock { ($0.isFinished, $0.unreceived) }
        guard !finished else { return }
        Self.report(unreceived: unreceived, liveEffects: effects.liveDescriptions, at: creation)
        // The effect runner cancels what still runs when it is released, right after.
    }

    private func reportLeftovers(at sourceLocation: Testing.SourceLocation) {
        Self.report(unreceived: received.map { "\($0.action)" }, liveEffects: effects.liveDescriptions, at: sourceLocation)
        received.removeAll()
        mirrorReceived()
    }

    private nonisolated static func report(
        unreceived: [String],
        liveEffects: [String],
        at sourceLocation: Testing.SourceLocation
    ) {
        for action in unreceived {
            fail("the effect action \(action) was received but never asserted", sourceLocation: sourceLocation)
        }
        if !liveEffects.isEmpty {
            fail(
                "\(liveEffects.count) effect(s) still running at the end of the test: "
                    + "\(liveEffects); let them finish (advance the clock, answer the request) "
                    + "or cancel them with cancelInFlightEffects()",
                sourceLocation: sourceLocation)
        }
    }

    /// Copies what the deinit needs behind the lock.
    private func mirrorReceived() {
        let descriptions = received.map { "\($0.action)" }
        leftovers.withLock { $0.unreceived = descriptions }
    }

    private func effectSent(_ action: Action) {
        let started = reducer(&reducedState, action)
        effects.run(started) { [weak self] action in self?.effectSent(action) }
        received.append((action, reducedState))
        mirrorReceived()
    }

    private func check(
        expectedChangeOf update: ((inout State) throws -> Void)?,
        actual: State,
        after step: String,
        at sourceLocation: Testing.SourceLocation
    ) {
        var expected = state
        do {
            try update?(&expected)
        } catch {
            fail("the expected change for \(step) threw \(error)", sourceLocation: sourceLocation)
        }
        if expected != actual {
            let what = update == nil ? "the state changed, but no change was stated" : "the state is not as expected"
            fail(
                "\(step): \(what) (− expected, + actual):\n\(lineDifference(expected, actual))",
                sourceLocation: sourceLocation)
        }
        state = actual
    }

    /// Waits until `condition` holds, checking it each time an effect sends an action or
    /// returns (effects run on other threads and come back to the main actor).
    private func waitUntil(timeout: Duration, _ condition: () -> Bool) async {
        _ = await effects.changed.wait(until: condition, timeout: timeout)
    }
}

/// Records a test failure: the one place the test store reports through Swift Testing.
func fail(_ message: String, sourceLocation: Testing.SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The lines of `dump(expected)` and `dump(actual)`, the differences marked − and +
/// (``LineDiff``), the rest kept as context.
func lineDifference<Value>(_ expected: Value, _ actual: Value) -> String {
    var expectedText = ""
    var actualText = ""
    dump(expected, to: &expectedText)
    dump(actual, to: &actualText)
    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    return LineDiff.marked(expected: lines(expectedText), actual: lines(actualText))
}
