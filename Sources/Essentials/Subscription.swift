/// A subscription: notifications arrive while you hold it. The package's one way to
/// subscribe, to a store's states and to a toggles file's changes alike.
///
/// What is subscribed to keeps only what it needs to notify; the subscription is the
/// handle that keeps that alive. When the subscription is released (keep it in a
/// property of the object that observes, and it goes when that object goes), it
/// unsubscribes: the closure is dropped, with everything it captured, and never called
/// again. ``cancel()`` does the same earlier.
public final class Subscription: Sendable {
    private let ending: Locked<(@Sendable () -> Void)?>

    /// A subscription that runs `end` once, when cancelled or released.
    ///
    /// - Parameter end: Unsubscribes; it must not block.
    package init(end: @escaping @Sendable () -> Void) {
        ending = Locked(end)
    }

    /// Whether notifications still arrive.
    public var isActive: Bool { ending.withLock { $0 != nil } }

    /// Stops notifications and drops the closure.
    public func cancel() {
        let end = ending.withLock { ending in
            defer { ending = nil }
            return ending
        }
        end?()
    }

    deinit {
        cancel()
    }
}
