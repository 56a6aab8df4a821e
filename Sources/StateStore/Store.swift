import Essentials
import Foundation

/// Holds the state of a feature, changes it only through its reducer, runs the effects
/// the reducer asks for, and tells subscribers about the changes.
///
/// ```swift
/// let store = Store(initialState: Deck<HomeItem>(), reducer: DeckReducer(provider: provider))
/// let subscription = store.subscribe(\.currentStatus) { status in render(status) }
/// store.send(.start(at: nil))
/// store.send(.next)
/// ```
///
/// Rules:
/// - An action sent while another is being handled (by a subscriber, typically) is
///   queued and handled after it, in the order sent; nothing is ever reduced
///   re-entrantly.
/// - Subscribers are notified in the order they subscribed, once per handled action
///   that changed what they selected, never twice for an equal slice.
/// - Effects run in tasks; an effect cancelled by name can no longer send actions.
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
    /// The current state.
    public private(set) var state: State

    /// Called with a message when the store is misused (see ``maximumActionsPerSend``).
    /// By default the message goes to standard error.
    public var misuseHandler: @MainActor (String) -> Void = Store.writeToStandardError

    /// How many queued actions one call of ``send(_:file:line:)`` handles before it
    /// decides that they never settle, reports the misuse and drops the rest.
    public static var maximumActionsPerSend: Int { 10_000 }

    private let reducer: (inout State, Action) -> [Effect<Action>]
    private let effects = EffectRunner<Action>()
    private var queue: [Action] = []
    private var isSending = false
    private var observers: [StateObserver<State>] = []

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - initialState: The state to start from.
    ///   - reducer: The rules that change it.
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        self.state = initialState
        self.reducer = { state, action in reducer.reduce(into: &state, action: action) }
    }

    /// Handles an action: reduces it, starts its effects, notifies subscribers.
    ///
    /// Called while another action is being handled, it queues `action` and returns at
    /// once; the outer call handles it next.
    ///
    /// - Parameters:
    ///   - action: What happened.
    ///   - file: The caller's file, for misuse messages.
    ///   - line: The caller's line, for misuse messages.
    /// - Complexity: One reduction, plus one `select` and one comparison per subscriber
    ///   when the state changed.
    public func send(_ action: Action, file: StaticString = #fileID, line: UInt = #line) {
        queue.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        var handled = 0
        while handled < queue.count {
            if handled == Self.maximumActionsPerSend {
                reportRunaway(file: file, line: line, dropped: queue.count - handled, last: queue[handled - 1])
                break
            }
            let next = queue[handled]
            handled += 1
            let before = Mark(state)
            let started = reducer(&state, next)
            if !started.isEmpty {
                effects.run(started) { [weak self] action in self?.send(action) }
            }
            if before.differs(from: state) { notifyObservers() }
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Calls `onChange` with the selected slice now, and again each time an action
    /// changes it.
    ///
    /// - Parameters:
    ///   - select: Picks the slice of the state this subscriber cares about.
    ///   - onChange: Receives each new slice, on the main actor.
    /// - Returns: The subscription. Notifications arrive while you hold it: keep it in a
    ///   property of the observer. Released, it unsubscribes and drops `onChange`; a
    ///   subscription that is not kept ends at once.
    public func subscribe<Slice: Equatable>(
        _ select: @escaping @MainActor (State) -> Slice,
        onChange: @escaping @MainActor (Slice) -> Void
    ) -> Subscription {
        let observer = SliceObserver(initial: state, select: select, onChange: onChange)
        observers.append(observer)
        observer.sendCurrent()
        return Subscription(observer)
    }

    /// Calls `onChange` with the value at `keyPath` now, and again each time an action
    /// changes it.
    ///
    /// - Parameters:
    ///   - keyPath: The slice of the state this subscriber cares about.
    ///   - onChange: Receives each new slice, on the main actor.
    /// - Returns: The subscription; see ``subscribe(_:onChange:)-(_,_)``.
    public func subscribe<Slice: Equatable>(
        _ keyPath: KeyPath<State, Slice>,
        onChange: @escaping @MainActor (Slice) -> Void
    ) -> Subscription {
        subscribe({ $0[keyPath: keyPath] }, onChange: onChange)
    }

    /// How many subscriptions are still active.
    public var subscriberCount: Int {
        observers.count(where: \.isActive)
    }

    /// Effects whose tasks have not returned yet, cancelled ones included.
    public var runningEffectCount: Int { effects.liveCount }

    /// Fires whenever an effect sends an action or returns: what a test waits on
    /// (with `eventually`) for the work of effects.
    package var effectsChanged: ChangeSignal { effects.changed }

    /// The names of running effects that were not cancelled.
    public var runningEffectIDs: [EffectID] { effects.runningIDs }

    /// Effects that were cancelled and whose tasks have not returned yet. Each keeps its
    /// task (about a kilobyte) until it returns, which it does on the main actor: code
    /// that holds the main actor for long (a script's steps, one after another) lets
    /// them pile up unless it waits for them (``cancelledEffectsEnded(within:)``).
    public var cancelledEffectCount: Int { effects.cancelledAliveCount }

    /// Gives the main actor to the effects that were cancelled until every one has
    /// returned, or for at most `timeout` (one that does not heed its cancellation is
    /// left to end later). Running effects are not waited for.
    ///
    /// - Returns: Whether every cancelled effect has returned.
    @discardableResult
    public func cancelledEffectsEnded(within timeout: Duration = .seconds(1)) async -> Bool {
        await effects.changed.wait(until: { effects.cancelledAliveCount == 0 }, timeout: timeout)
    }

    /// Cancels every effect running under `id`; they can send nothing more.
    public func cancelEffects(id: EffectID) {
        effects.cancel(id: id)
    }

    /// Cancels every running effect.
    public func cancelAllEffects() {
        effects.cancelAll()
    }

    private func notifyObservers() {
        // Subscribers added while notifying got the current slice when they subscribed,
        // so the loop stops at the count it started with.
        let count = observers.count
        var sawInactive = false
        for index in 0..<count {
            let observer = observers[index]
            if observer.isActive {
                observer.receive(state)
            } else {
                sawInactive = true
            }
        }
        if sawInactive {
            observers.removeAll { !$0.isActive }
        }
    }

    private func reportRunaway(file: StaticString, line: UInt, dropped: Int, last: Action) {
        misuseHandler(
            "Store<\(State.self), \(Action.self)>.send(_:) called at \(file):\(line) handled "
                + "\(Self.maximumActionsPerSend) actions without settling, the last one being \(last); "
                + "a subscriber or an effect probably sends an action on every state change. "
                + "\(dropped) queued action\(dropped == 1 ? " was" : "s were") dropped.")
    }

    private static func writeToStandardError(_ message: String) {
        FileHandle.standardError.write(Data("store misuse: \(message)\n".utf8))
    }
}

/// A state that counts its changes: a store asks whether it changed by its revision,
/// without comparing the state before and after whole.
public protocol RevisionedState {
    /// A number that moves with every change of the state (a value set equal to the one
    /// before may move it too); the same number, the same state.
    var revision: Int { get }
}

extension Store {
    /// What a store keeps of the state before an action, to tell whether the action
    /// changed it: the revision of a ``RevisionedState``, else the state itself.
    private struct Mark {
        let revision: Int?
        let state: State?

        init(_ state: State) {
            if let counted = state as? any RevisionedState {
                revision = counted.revision
                self.state = nil
            } else {
                revision = nil
                self.state = state
            }
        }

        func differs(from now: State) -> Bool {
            if let revision, let counted = now as? any RevisionedState { return counted.revision != revision }
            return state != now
        }
    }
}
