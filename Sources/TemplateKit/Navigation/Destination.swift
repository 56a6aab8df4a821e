/// A screen the home screen leads to.
public enum Destination: Hashable, Sendable, CustomStringConvertible {
    /// The detail screen of a long item.
    case longDetail(HomeItem)
    /// The quick look of a short item.
    case shortDetail(HomeItem)
    /// The player of a stream item.
    case stream(HomeItem)
    /// The settings screen.
    case settings

    /// What kind of screen a destination is, as analytics names it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case longDetail, shortDetail, stream, settings
    }

    /// The destination's kind.
    public var kind: Kind {
        switch self {
        case .longDetail: .longDetail
        case .shortDetail: .shortDetail
        case .stream: .stream
        case .settings: .settings
        }
    }

    /// The destination's kind as a word, e.g. for analytics: "longDetail", "settings".
    public var name: String { kind.rawValue }

    /// The item the destination shows, if any.
    public var item: HomeItem? {
        switch self {
        case .longDetail(let item), .shortDetail(let item), .stream(let item): item
        case .settings: nil
        }
    }

    /// Whether the destination is drawn over the home screen, which stays visible
    /// (dimmed in colour) around it: the quick look. Every other one fills the screen.
    public var isOverlay: Bool {
        if case .shortDetail = self { return true }
        return false
    }

    public var description: String {
        item.map { "\(name)(\($0.identifier))" } ?? name
    }
}

/// The screens on top of the home screen, newest last; empty means home is shown.
public struct NavigationStack: Hashable, Sendable {
    /// The destinations, from the first pushed to the one on screen.
    public private(set) var path: [Destination] = []

    /// An empty stack: the home screen.
    public init() {}

    /// The destination on screen, or `nil` for home.
    public var top: Destination? { path.last }
    /// Whether the home screen is shown.
    public var isAtHome: Bool { path.isEmpty }

    /// Shows a destination on top.
    public mutating func push(_ destination: Destination) { path.append(destination) }

    /// Goes back one screen.
    /// - Returns: The destination left, or `nil` when already home.
    @discardableResult
    public mutating func pop() -> Destination? { path.popLast() }

    /// Goes back to the home screen.
    public mutating func popToHome() { path.removeAll() }
}
