import Essentials
@_exported import class Essentials.Subscription

extension Subscription {
    /// A subscription to a store: ended (released or cancelled) on any thread, it stops
    /// `observer` at once; the closures go on the main actor soon after, or when the
    /// store next changes, whichever is first.
    @MainActor
    convenience init(_ observer: Observer) {
        self.init { [observer] in observer.end() }
    }
}

/// What the store keeps per subscriber: cancellable, and told about each new state.
@MainActor
class Observer {
    private let active = Locked(true)

    /// Whether notifications still arrive; readable from any thread.
    nonisolated var isActive: Bool { active.withLock { $0 } }

    /// Stops notifications at once, from any thread; drops the closures on the main actor.
    nonisolated func end() {
        active.withLock { $0 = false }
        Task { @MainActor in self.dropClosures() }
    }

    func dropClosures() {}
}

/// An observer of one store's states.
@MainActor
class StateObserver<State>: Observer {
    func receive(_ state: State) {}
}

/// Notifies when a slice of the state differs from the slice last notified.
@MainActor
final class SliceObserver<State, Slice: Equatable>: StateObserver<State> {
    private var select: (@MainActor (State) -> Slice)?
    private var onChange: (@MainActor (Slice) -> Void)?
    private var last: Slice

    init(
        initial state: State,
        select: @escaping @MainActor (State) -> Slice,
        onChange: @escaping @MainActor (Slice) -> Void
    ) {
        self.select = select
        self.onChange = onChange
        self.last = select(state)
    }

    func sendCurrent() {
        onChange?(last)
    }

    override func dropClosures() {
        select = nil
        onChange = nil
    }

    override func receive(_ state: State) {
        guard isActive, let select, let onChange else { return }
        let slice = select(state)
        guard slice != last else { return }
        last = slice
        onChange(slice)
    }
}
