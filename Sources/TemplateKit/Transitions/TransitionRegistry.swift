/// The transitions a screen can replace templates with, by name, in the order help lists
/// them: a registry, as ``HomeFactory`` is of templates, so that adding one never means
/// editing this package. The factory holds one (``HomeFactory/transitions``).
///
/// ```swift
/// let factory = HomeFactory.standard.registering(TransitionStyle("spiral", SpiralTransition()))
/// ```
public struct TransitionRegistry: Hashable, Sendable {
    /// The transitions, in order.
    public private(set) var all: [TransitionStyle]

    /// A registry of these transitions.
    public init(_ transitions: [TransitionStyle]) {
        all = []
        for transition in transitions { register(transition) }
    }

    /// Fade, dissolve, wipe and slide.
    public static let standard = TransitionRegistry(TransitionStyle.allCases)

    /// Registers a transition after the others; one of a name already registered takes
    /// its place.
    public mutating func register(_ transition: TransitionStyle) {
        if let index = all.firstIndex(of: transition) {
            all[index] = transition
        } else {
            all.append(transition)
        }
    }

    /// The transition of that name, if one is registered.
    public func transition(named name: String) -> TransitionStyle? {
        all.first { $0.rawValue == name }
    }

    /// The names, in order.
    public var names: [String] { all.map(\.rawValue) }
}
