import DynamicHome

/// Checks that a child receives containment callbacks in an order UIKit would accept:
/// moved to a parent before it appears, each will- before its did-, appearances and
/// disappearances balanced, removed only when hidden.
///
/// Feed it every callback a template receives; the first misuse is reported with the
/// callbacks so far. An appearance may be interrupted by a disappearance (and the
/// other way round), as happens when a transition is overtaken by another.
public struct ContainmentStateMachine: Hashable, Sendable {
    /// A containment callback.
    public enum Callback: Hashable, Sendable, CustomStringConvertible {
        case willMove(toParent: Bool)
        case didMove(toParent: Bool)
        case willAppear, didAppear, willDisappear, didDisappear

        public var description: String {
            switch self {
            case .willMove(let parent): parent ? "willMove(toParent:)" : "willMove(toParent: nil)"
            case .didMove(let parent): parent ? "didMove(toParent:)" : "didMove(toParent: nil)"
            case .willAppear: "willAppear"
            case .didAppear: "didAppear"
            case .willDisappear: "willDisappear"
            case .didDisappear: "didDisappear"
            }
        }
    }

    /// Where a child stands.
    public enum State: String, Hashable, Sendable {
        case detached, attaching, hidden, appearing, visible, disappearing, detaching
    }

    /// A callback that came at a moment it should not have.
    public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
        /// The callback.
        public var callback: Callback
        /// The state it came in.
        public var state: State
        /// The callbacks before it.
        public var history: [Callback]

        public var description: String {
            "containment: \(callback) while \(state); callbacks so far: \(history.isEmpty ? "none" : history.map(\.description).joined(separator: ", "))"
        }
    }

    /// The state now.
    public private(set) var state: State = .detached
    /// Every callback so far.
    public private(set) var history: [Callback] = []

    /// A machine for a child not yet in any parent.
    public init() {}

    /// Records a callback.
    /// - Throws: ``Violation`` when the callback may not come in the current state.
    public mutating func record(_ callback: Callback) throws(Violation) {
        let next: State? = switch (state, callback) {
        case (.detached, .willMove(toParent: true)): .attaching
        case (.attaching, .didMove(toParent: true)): .hidden
        case (.hidden, .willAppear), (.disappearing, .willAppear): .appearing
        case (.appearing, .didAppear): .visible
        case (.visible, .willDisappear), (.appearing, .willDisappear): .disappearing
        case (.disappearing, .didDisappear): .hidden
        case (.hidden, .willMove(toParent: false)): .detaching
        case (.detaching, .didMove(toParent: false)): .detached
        default: nil
        }
        guard let next else { throw Violation(callback: callback, state: state, history: history) }
        history.append(callback)
        state = next
    }

    /// Whether the child is at rest: not in the middle of a move or a transition.
    public var isSettled: Bool { [.detached, .hidden, .visible].contains(state) }
}
