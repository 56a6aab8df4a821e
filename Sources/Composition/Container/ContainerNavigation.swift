/// The screens a Container shows on top of its child (an item's detail, settings), and
/// what the settings screen shows.
///
/// A value the Container holds: it pushes and pops with ``Container/navigate(to:)`` and
/// ``Container/goBack()``, which take its child off screen with the first screen pushed
/// and put it back when the last one closes.
public struct ContainerNavigation: Sendable {
    /// The destinations, from the first pushed to the one on screen.
    public internal(set) var stack = NavigationStack()
    /// What the settings screen shows.
    public var settings: SettingsSummary

    init(settings: SettingsSummary) {
        self.settings = settings
    }

    /// The destination on screen, or `nil` for home.
    public var top: Destination? { stack.top }
    /// Whether the home screen is shown.
    public var isAtHome: Bool { stack.isAtHome }
}

extension Container {
    /// Pushes a destination over the home screen. A running transition ends first.
    public func navigate(to destination: Destination) {
        finishTransitions()
        if navigation.isAtHome && isVisible { childrenDisappear() }
        navigation.stack.push(destination)
        onEvent(.navigated(destination))
    }

    /// Closes the screen on top, if any, and shows the one below.
    public func goBack() {
        guard let left = navigation.stack.pop() else { return }
        if navigation.isAtHome && isVisible { childrenAppear() }
        onEvent(.wentBack(from: left))
    }
}
