/// Waits, without polling, for the deck of days to reach a state: a day loaded, the
/// days listed.
@MainActor
public final class DeckWaiter {
    private let store: HomeStore
    /// Subscriptions of callers waiting, by a key of their own.
    private var waiters: [Int: Subscription] = [:]
    private var nextWaiter = 0

    init(store: HomeStore) {
        self.store = store
    }

    /// Waits until the deck satisfies `condition`.
    public func until(_ condition: @escaping @MainActor (Deck<HomeItem>) -> Bool) async {
        if condition(store.state) { return }
        let key = nextWaiter
        nextWaiter += 1
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            waiters[key] = store.subscribe({ condition($0) }) { [weak self] met in
                guard met, !resumed else { return }
                resumed = true
                self?.waiters[key] = nil
                continuation.resume()
            }
        }
    }

    /// Waits until a day's content (the current day's by default) has arrived or failed.
    public func settle(_ day: Day? = nil) async {
        await until { deck in
            guard let day = day ?? deck.current else { return true }
            return deck.status(of: day)?.isLoading != true
        }
    }
}
