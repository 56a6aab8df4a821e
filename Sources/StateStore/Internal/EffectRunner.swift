import Essentials

/// Runs effects as tasks and keeps them findable by name, for ``Store`` and for the
/// test store of DynamicHomeTesting.
///
/// A named effect is forgotten the moment it is cancelled, so that a new effect with
/// the same name can start at once; it still counts as *alive* until its task has
/// returned, which is what a test waits for before it says nothing is pending.

@MainActor
package final class EffectRunner<Action: Sendable> {
    private var named: [EffectID: [Int: Task<Void, Never>]] = [:]
    private var unnamed: [Int: Task<Void, Never>] = [:]
    /// The effects whose tasks have not returned, by token, with their names (described
    /// only when asked: printing a name asks the runtime about printing protocols, a
    /// scan of the program's conformance tables the first time). Behind a lock so that
    /// a test store's deinit, which is not isolated, can read it.
    private let live = Locked<[Int: EffectID?]>([:])
    private var nextToken = 0

    /// Fires whenever a running effect sends an action or returns, so that a test can
    /// wait for effects without polling.
    package let changed = ChangeSignal()

    package init() {}

    /// Effects whose tasks have not returned yet, cancelled ones included.
    package nonisolated var liveCount: Int { live.withLock { $0.count } }

    /// Effects that were cancelled and whose tasks have not returned yet: they send
    /// nothing more, but keep their task until they return (which they do on the main
    /// actor).
    package var cancelledAliveCount: Int {
        liveCount - named.values.reduce(0) { $0 + $1.count } - unnamed.count
    }

    /// The names of running effects that were not cancelled, sorted by description.
    package var runningIDs: [EffectID] {
        named.filter { !$0.value.isEmpty }.keys.sorted { $0.description < $1.description }
    }

    /// The names (or "unnamed") of every effect still alive, in the order they started.
    package nonisolated var liveDescriptions: [String] {
        live.withLock { $0.sorted { $0.key < $1.key }.map { $0.value?.description ?? "unnamed" } }
    }

    /// Starts or cancels each effect, in order.
    ///
    /// - Parameters:
    ///   - effects: The effects a reducer returned.
    ///   - deliver: Where the actions sent by running effects go.
    package func run(_ effects: [Effect<Action>], deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        for effect in effects {
            switch effect.operation {
            case .cancel(let id):
                cancel(id: id)
            case .run(let id, let cancelInFlight, let body):
                if let id, cancelInFlight { cancel(id: id) }
                start(id: id, body: body, deliver: deliver)
            }
        }
    }

    private func start(
        id: EffectID?,
        body: @escaping @Sendable (Send<Action>) async -> Void,
        deliver: @escaping @MainActor @Sendable (Action) -> Void
    ) {
        let token = nextToken
        nextToken += 1
        live.withLock { $0[token] = .some(id) }
        // The task starts on the main actor, in the order effects were started, and the
        // body, which is not isolated, continues on the global executor.
        let changed = changed
        let task = Task { [weak self] in
            await body(Send { action in
                deliver(action)
                changed.fire()
            })
            self?.finished(token: token, id: id)
            changed.fire()
        }
        if let id {
            named[id, default: [:]][token] = task
        } else {
            unnamed[token] = task
        }
    }

    private func finished(token: Int, id: EffectID?) {
        live.withLock { $0[token] = nil }
        if let id {
            named[id]?[token] = nil
            if named[id]?.isEmpty == true { named[id] = nil }
        } else {
            unnamed[token] = nil
        }
    }

    /// Cancels every effect running under `id`.
    package func cancel(id: EffectID) {
        guard let tasks = named.removeValue(forKey: id) else { return }
        for task in tasks.values { task.cancel() }
    }

    /// Cancels every effect.
    package func cancelAll() {
        for tasks in named.values { for task in tasks.values { task.cancel() } }
        for task in unnamed.values { task.cancel() }
        named.removeAll()
        unnamed.removeAll()
    }

    isolated deinit {
        cancelAll()
    }
}
