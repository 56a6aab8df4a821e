/// A subscription to a store: notifications arrive while you hold it.
///
/// The store keeps only a weak reference to the subscription, and the subscription
/// owns the closure it calls. So keep the subscription in a property of the object
/// that observes; when that object goes away, the subscription goes with it and the
/// closure is never called again. ``cancel()`` stops notifications earlier.
@MainActor
public class Subscription {
    /// Whether notifications still arrive.
    public private(set) var isActive = true

    init() {}

    /// Stops notifications; the store forgets the subscription at its next change.
    public func cancel() {
        isActive = false
    }
}

/// A subscription to the states of one store; the store calls ``receive(_:)``.
@MainActor
class StateObserver<State>: Subscription {
    func receive(_ state: State) {}
}

/// Notifies when a slice of the state differs from the slice last notified.
@MainActor
final class SliceObserver<State, Slice: Equatable>: StateObserver<State> {
    private let select: @MainActor (State) -> Slice
    private let onChange: @MainActor (Slice) -> Void
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
        onChange(last)
    }

    override func receive(_ state: State) {
        let slice = select(state)
        guard slice != last else { return }
        last = slice
        onChange(slice)
    }
}
