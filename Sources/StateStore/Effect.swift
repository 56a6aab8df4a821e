/// Work that follows an action, described as a value: the reducer returns effects and
/// the store runs them.
///
/// An effect either runs an asynchronous operation, which may send actions back, or
/// cancels the operations running under a name.
public struct Effect<Action: Sendable>: Sendable {
    /// What the effect does.
    public enum Operation: Sendable {
        /// Runs `body` in a new task.
        case run(id: EffectID?, cancelInFlight: Bool, body: @Sendable (Send<Action>) async -> Void)
        /// Cancels every running effect named `id`.
        case cancel(id: EffectID)
    }

    /// What the effect does.
    public let operation: Operation

    /// The effect's name: the one it runs under, or the one it cancels.
    public var id: EffectID? {
        switch operation {
        case .run(let id, _, _): id
        case .cancel(let id): id
        }
    }

    /// An effect that runs an asynchronous operation.
    ///
    /// The operation runs in its own task, off the main actor, and sends actions back
    /// with `await send(action)`. It should stop soon after its task is cancelled;
    /// whatever it sends after that is dropped.
    ///
    /// - Parameters:
    ///   - id: A name to cancel the operation by, or `nil`.
    ///   - cancelInFlight: Whether to cancel operations already running under `id`
    ///     before this one starts.
    ///   - body: The operation.
    /// - Returns: The effect.
    public static func run(
        id: EffectID? = nil,
        cancelInFlight: Bool = false,
        _ body: @escaping @Sendable (Send<Action>) async -> Void
    ) -> Effect {
        Effect(operation: .run(id: id, cancelInFlight: cancelInFlight, body: body))
    }

    /// An effect that cancels every operation running under `id`.
    ///
    /// - Parameter id: The name.
    /// - Returns: The effect.
    public static func cancel(id: EffectID) -> Effect {
        Effect(operation: .cancel(id: id))
    }

    /// Whether this effect cancels rather than runs.
    public var isCancellation: Bool {
        if case .cancel = operation { return true }
        return false
    }
}

extension Effect: CustomStringConvertible {
    /// `run(load 2026-11-16)` or `cancel(load 2026-11-16)`.
    public var description: String {
        switch operation {
        case .run(let id, _, _): "run(\(id.map(\.description) ?? "unnamed"))"
        case .cancel(let id): "cancel(\(id))"
        }
    }
}
