/// The screens a Container shows on top of its child (an item's detail, settings), and
/// what the settings screen shows.
///
/// Pushing the first screen takes the child off screen; closing the last puts it back.
@MainActor
public final class ContainerNavigation {
    /// The destinations, from the first pushed to the one on screen.
    public private(set) var stack = NavigationStack()
    /// What the settings screen shows.
    public var settings: SettingsSummary
    /// The Container whose child the screens cover.
    weak var owner: Container?

    init(settings: SettingsSummary) {
        self.settings = settings
    }

    /// The destination on screen, or `nil` for home.
    public var top: Destination? { stack.top }
    /// Whether the home screen is shown.
    public var isAtHome: Bool { stack.isAtHome }

    /// Pushes a destination over the home screen. A running transition ends first.
    public func navigate(to destination: Destination) {
        guard let owner else { return }
        owner.transitions.finish()
        if stack.isAtHome && owner.isVisible { owner.childDisappears(owner.child) }
        stack.push(destination)
        owner.onEvent(.navigated(destination))
    }

    /// Closes the screen on top, if any, and shows the one below.
    public func goBack() {
        guard let owner, let left = stack.pop() else { return }
        if stack.isAtHome && owner.isVisible { owner.childAppears(owner.child) }
        owner.onEvent(.wentBack(from: left))
    }
}
