/// How a running effect sends actions back into its store.
///
/// Call it with `await send(.loaded(items))`. An effect that was cancelled can no
/// longer send: the action is dropped. The check happens on the main actor, where
/// cancellation happens too, so a cancelled load can never deliver late data.
public struct Send<Action: Sendable>: Sendable {
    let deliver: @MainActor @Sendable (Action) -> Void

    /// Creates a sender that hands actions to `deliver`.
    ///
    /// - Parameter deliver: Receives each action, on the main actor.
    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends an action to the store, unless the sending effect has been cancelled.
    ///
    /// - Parameter action: The action.
    @MainActor
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
