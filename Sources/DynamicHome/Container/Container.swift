/// Embeds one child template, injects behaviour into whatever protocols it adopts,
/// hands it content, and routes what it asks for to destinations.
///
/// The Container is the only thing that knows both the child and the world around
/// it. The closures it injects hold it weakly, so dropping the Container releases it
/// and its child even while the child keeps the closures. It runs one transition at a
/// time: a cross-fade when the child is replaced, a slide when the day changes.
@MainActor
public final class Container {
    /// Where children come from.
    public let factory: HomeFactory
    /// The child on screen, or coming onto it when a cross-fade runs.
    public internal(set) var child: any HomeTemplate
    /// The screens on top of the home screen.
    public private(set) var navigation = NavigationStack()
    /// What the child was last handed.
    public private(set) var viewModel = HomeViewModel(content: .loading)
    /// What the settings screen shows.
    public var settings: SettingsSummary
    /// Receives everything that happens: for analytics, day navigation and chrome.
    public var onEvent: @MainActor (ContainerEvent) -> Void = { _ in }
    /// The time now, from the injected clock; transitions start at it.
    public var clock: @MainActor () -> Duration = { .zero }
    /// How transitions move.
    public var motion: Motion = .standard

    /// Whether the home screen has appeared before, so a launch is counted once.
    public internal(set) var hasLaunched = false
    /// Whether the Container is on screen.
    public private(set) var isVisible = false

    /// The running cross-fade, if any.
    var crossFade: CrossFadeTransition?
    /// The running slide or drag, if any.
    var slide: SlideTransition?
    /// The size of the area last drawn: what a snapshot of the screen is taken at.
    var lastSize = Size(width: 80, height: 22)
    /// The theme last drawn with.
    var lastTheme = Theme.standard

    /// The child's style (the incoming one during a cross-fade).
    public var style: TemplateStyle { child.style }

    /// Creates a Container with a child of `style`.
    ///
    /// - Throws: ``HomeFactoryError`` when no template has that style.
    public init(factory: HomeFactory, style: TemplateStyle, settings: SettingsSummary? = nil) throws(HomeFactoryError) {
        self.factory = factory
        self.child = try factory.make(style)
        self.settings = settings ?? SettingsSummary(
            style: style, styleReason: "chosen directly", styles: factory.styles,
            togglesSource: "built-in defaults", contentSource: "none")
        embed(child)
    }

    /// The identity children are told they moved to.
    public var identity: ContainerIdentity { ContainerIdentity(rawValue: ObjectIdentifier(self)) }

    // MARK: Appearance

    /// Puts the home screen on screen: the child appears.
    public func appear() {
        guard !isVisible else { return }
        isVisible = true
        if navigation.isAtHome { childAppears(child) }
    }

    /// Takes the home screen off screen.
    public func disappear() {
        guard isVisible else { return }
        finishTransitions()
        isVisible = false
        if navigation.isAtHome { childDisappears(child) }
    }

    func childAppears(_ child: any HomeTemplate) {
        child.willAppear()
        child.didAppear()
    }

    func childDisappears(_ child: any HomeTemplate) {
        child.willDisappear()
        child.didDisappear()
    }

    // MARK: Content

    /// Hands a view model to the child, then asks it to refresh.
    ///
    /// The child is then laid out once at the current time, as a frame would draw it,
    /// so that an animation of the change starts now rather than at the next frame.
    public func show(_ viewModel: HomeViewModel) {
        self.viewModel = viewModel
        hand(viewModel, to: child)
        if isVisible && navigation.isAtHome {
            _ = drawPage(.child, size: lastSize, context: DrawContext(time: clock(), theme: lastTheme, motion: motion))
        }
    }

    func hand(_ viewModel: HomeViewModel, to child: any HomeTemplate) {
        if let child = child as? any HasViewModel { child.viewModel = viewModel }
        if let child = child as? any Refreshable { child.refresh() }
    }

    // MARK: Input

    /// Routes an event: to the screen on top when there is one, else to the child;
    /// what the child ignores, the Container may use (`t` switches template).
    @discardableResult
    public func handle(_ event: InputEvent) -> EventHandling {
        if let top = navigation.top {
            return handleOnDestination(top, event)
        }
        if child.handle(event) == .handled { return .handled }
        if event == .key(.character("t")), let next = factory.style(after: style), next != style {
            replace(with: next)
            return .handled
        }
        return .ignored
    }

    private func handleOnDestination(_ destination: Destination, _ event: InputEvent) -> EventHandling {
        switch event {
        case .key(.escape), .key(.backspace), .key(.left), .key(.character("h")):
            goBack()
            return .handled
        default:
            return .ignored
        }
    }

    /// Closes the screen on top, if any, and shows the one below.
    public func goBack() {
        guard let left = navigation.pop() else { return }
        if navigation.isAtHome && isVisible { childAppears(child) }
        onEvent(.wentBack(from: left))
    }

    /// Pushes a destination over the home screen. A running transition ends first.
    public func navigate(to destination: Destination) {
        finishTransitions()
        if navigation.isAtHome && isVisible { childDisappears(child) }
        navigation.push(destination)
        onEvent(.navigated(destination))
    }
}
