/// A subscription to a store: notifications arrive while you hold it.
///
/// The store holds only what it needs to notify; the subscription is the handle that
/// keeps that alive. When the subscription is released (keep it in a property of the
/// object that observes, and it goes when that object goes), it unsubscribes: the
/// closure is dropped at once, with everything it captured, and never called again.
/// ``cancel()`` does the same earlier.
@MainActor
public final class Subscription {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    /// Whether notifications still arrive.
    public var isActive: Bool { observer.isActive }

    /// Stops notifications and drops the closure; the store forgets the subscription at
    /// its next change.
    public func cancel() {
        observer.cancel()
    }

    // Released on the main actor, as subscriptions normally are, this runs at once;
    // released elsewhere, it runs on the main actor soon after.
    isolated deinit {
        observer.cancel()
    }
}

/// What the store keeps per subscriber: cancellable, and told about each new state.
@MainActor
class Observer {
    private(set) var isActive = true

    func cancel() {
        isActive = false
        dropClosures()
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
        guard let select, let onChange else { return }
        let slice = select(state)
        guard slice != last else { return }
        last = slice
        onChange(slice)
    }
}
