/// The rules of a feature: how an action changes the state, and what work follows.
///
/// A reducer is pure. It changes `state` in place and returns the work to do next as
/// ``Effect`` values; it never starts that work itself, never reads a clock and never
/// touches a store. That is what makes every rule testable with a plain value in and a
/// plain value out.
public protocol Reducer<State, Action> {
    /// What the feature remembers.
    associatedtype State: Equatable
    /// What can happen to it.
    associatedtype Action: Sendable

    /// Applies one action.
    ///
    /// - Parameters:
    ///   - state: The state to change.
    ///   - action: What happened.
    /// - Returns: The effects to run, in the order they should start. An empty array
    ///   when nothing follows.
    func reduce(into state: inout State, action: Action) -> [Effect<Action>]
}

/// A reducer made from a closure, for small features and tests.
public struct AnyReducer<State: Equatable, Action: Sendable>: Reducer {
    let body: (inout State, Action) -> [Effect<Action>]

    /// Creates a reducer from its rules.
    ///
    /// - Parameter reduce: Changes the state for an action and returns the effects.
    public init(_ reduce: @escaping (inout State, Action) -> [Effect<Action>]) {
        self.body = reduce
    }

    public func reduce(into state: inout State, action: Action) -> [Effect<Action>] {
        body(&state, action)
    }
}
