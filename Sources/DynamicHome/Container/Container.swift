/// Embeds one child template, injects behaviour into whatever protocols it adopts,
/// hands it content, and routes its input.
///
/// The Container is the only thing that knows both the child and the world around
/// it. It holds one concern itself, containment (which child is on screen, its
/// callbacks, its input), and one helper for each other: `ClosureInjection` sets the
/// child's closures, ``ContainerNavigation`` holds the screens on top, and
/// ``ContainerTransitions`` runs the cross-fade or slide between children or days. The
/// closures it injects hold it weakly, so dropping the Container releases it and its
/// child even while the child keeps the closures.
@MainActor
public final class Container {
    /// Where children come from; new when templates that are data are read again
    /// (``reloadTemplates(_:changed:)``).
    public private(set) var factory: HomeFactory
    /// The child on screen, or coming onto it when a cross-fade runs.
    public internal(set) var child: any HomeTemplate
    /// The screens on top of the home screen, and what the settings screen shows.
    public var navigation: ContainerNavigation
    /// The transition running between children or days, and how transitions move.
    public let transitions = ContainerTransitions()
    /// What the child was last handed.
    public private(set) var viewModel = HomeViewModel(content: .loading)
    /// The key table, with any rebindings: children that route keys by it get it with
    /// their own keys added (``keyBindings(for:)``), and the Container reads `t` and
    /// `esc` from it. Set before the first event; a change reaches the child on screen.
    public var keys = KeyBindings.standard {
        didSet {
            keyTable = nil
            (child as? any RoutesKeys)?.keyBindings = routingTable(for: child)
        }
    }
    /// The last table ``keyBindings(for:)`` made, and for which template: every frame
    /// asks for the one on screen.
    private var keyTable: (template: TemplateKey, table: KeyBindings)?
    /// Receives everything that happens: for analytics and chrome.
    public var onEvent: @MainActor (ContainerEvent) -> Void = { _ in }
    /// The time now, from the injected clock; transitions and change animations start at it.
    public var clock: @MainActor () -> Duration = { .zero }
    /// Whether the Container is on screen.
    private(set) var isVisible = false
    /// Whether the home screen has appeared before, so a launch is counted once.
    var hasLaunched = false
    /// What each section's template toggle chooses, by section identifier (`nil`: the
    /// section has no toggle): set where the toggles are applied.
    public var sectionToggle: @MainActor (String) -> SectionToggleChoice? = { _ in nil }
    /// Receives each warning about what chose a section's template (a style no template
    /// has, with where it was written), once per warning and day.
    public var onWarning: @MainActor (String) -> Void = { _ in }
    /// The warnings given for the day on screen, so that each is given once.
    var warned: Set<String> = []

    /// The child's style (the incoming one during a cross-fade): the screen's template,
    /// which draws a day without sections, and every section without a template of its own.
    public var style: TemplateStyle { child.style }

    /// Creates a Container with a child of `style`.
    ///
    /// - Throws: ``HomeFactoryError`` when no template has that style.
    public init(factory: HomeFactory, style: TemplateStyle, settings: SettingsSummary? = nil) throws(HomeFactoryError) {
        self.factory = factory
        self.child = try factory.make(style)
        navigation = ContainerNavigation(settings: settings ?? SettingsSummary(
            style: style, styleReason: "chosen directly", styles: factory.styles,
            togglesSource: "built-in defaults", contentSource: "none"))
        embed(child)
    }

    /// The key table a child routes by: ``keys`` with the child's own keys added (those
    /// of its registration), and what its `v` and space do (as the child says).
    public func keyBindings(for child: any HomeTemplate) -> KeyBindings {
        let template = TemplateKey(type: ObjectIdentifier(type(of: child)), style: child.style)
        if let keyTable, keyTable.template == template { return keyTable.table }
        let own = factory.registration(for: child.style)?.keyBindings ?? TemplateRegistration(any: type(of: child)).keyBindings
        var table = keys.adding(own)
        if let kit = child as? any ItemTemplate {
            table = table
                .describing(.alternative, as: kit.alternative.map { "switch to the \($0) template" })
                .describing(.quickLook, as: kit.spaceOpensQuickLook ? "a quick look at the selected item" : nil)
        }
        keyTable = (template, table)
        return table
    }

    /// The table a child routes keys by: a stack of sections gets ``keys``, and adds each
    /// section's template's own keys for it; a template gets ``keyBindings(for:)``.
    func routingTable(for child: any HomeTemplate) -> KeyBindings {
        child is SectionStack ? keys : keyBindings(for: child)
    }

    /// What a key table is made for: the child's class and its style (templates that are
    /// data share a class).
    private struct TemplateKey: Hashable {
        var type: ObjectIdentifier
        var style: TemplateStyle
    }

    /// Takes a factory whose templates that are data were read again (a template file
    /// saved, a toggle's payload changed); when the child's own template is among
    /// `changed`, replaces it by a new one of the same style, as any replacement does
    /// (cross-fading, the highlight kept on its item).
    ///
    /// - Returns: Whether the child was replaced.
    @discardableResult
    public func reloadTemplates(_ factory: HomeFactory, changed: Set<TemplateStyle>) -> Bool {
        self.factory = factory
        keyTable = nil
        navigation.settings.styles = factory.styles
        // A section drawn by a template read again is made anew too.
        let sectionsChanged = (child as? SectionStack)?.slots.contains { changed.contains($0.template.style) } ?? false
        guard changed.contains(style) || sectionsChanged, factory.registration(for: style) != nil else { return false }
        return replace(with: style, anew: true)
    }

    /// The identity children are told they moved to.
    var identity: ContainerIdentity { ContainerIdentity(rawValue: ObjectIdentifier(self)) }

    /// Whether the child is what is on screen: the Container is, and no screen is on top.
    var showsChild: Bool { isVisible && navigation.isAtHome }

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
    /// While the child is on screen, the view model carries the time it was handed
    /// (``HomeViewModel/handedAt``): an animation of the change starts then, not at the
    /// next frame drawn.
    public func show(_ viewModel: HomeViewModel) {
        var viewModel = viewModel
        viewModel.handedAt = showsChild ? clock() : nil
        if viewModel.day != self.viewModel.day { warned = [] }
        self.viewModel = viewModel
        if (child is SectionStack) != Self.hasSections(viewModel) {
            // A day with sections is drawn by a stack of templates, one without by one.
            swapChild(for: viewModel)
        } else {
            hand(viewModel, to: child)
        }
    }

    /// Hands a view model to a child and asks it to refresh; then, for a child new to
    /// these items, puts its highlight on the item `selecting` names (when it shows it).
    func hand(_ viewModel: HomeViewModel, to child: any HomeTemplate, selecting identifier: String? = nil) {
        if let child = child as? any HasViewModel { child.viewModel = viewModel }
        if let child = child as? any Refreshable { child.refresh() }
        if let identifier { child.selectItem(withIdentifier: identifier) }
    }

    // MARK: Input

    /// Routes an event: to the screen on top when there is one, else to the child;
    /// of what the child ignores, the Container uses the keys ``KeyBindings`` give it
    /// (`t` switches template).
    @discardableResult
    public func handle(_ event: InputEvent) -> EventHandling {
        if !navigation.isAtHome {
            guard case .key(let key) = event, keys.command(for: key, on: .destination) == .back else { return .ignored }
            goBack()
            return .handled
        }
        if child.handle(event) == .handled { return .handled }
        if case .key(let key) = event, keys.command(for: key, on: .container) == .nextTemplate,
           let next = factory.style(after: style), next != style {
            replaceOnRequest(with: next)
            return .handled
        }
        return .ignored
    }
}
