/// Embeds child templates, injects behaviour into whatever protocols they adopt, hands
/// them content, and routes their input.
///
/// The Container is the only thing that knows both its children and the world around
/// them. It always holds one composition of the day: a region a section, each with its
/// template; a day without sections is one region that fills the screen. Every
/// replacement is one value that fades one area: a region, or the whole composition when
/// the screen's template changes. Every request of a child (an answer to an input, a
/// ``TemplateResponse``, or a closure it calls) goes one way. ``ContainerNavigation`` holds the screens on top and
/// ``ContainerTransitions`` the slide between days. The closures it injects hold it
/// weakly, so dropping the Container releases it and its children even while a child
/// keeps the closures.
@MainActor
public final class Container {
    /// Where children come from; new when templates that are data are read again
    /// (``reloadTemplates(_:changed:)``).
    public private(set) var factory: HomeFactory
    /// The regions of the day on screen, each with its template.
    var composition: Composition
    /// The screens on top of the home screen, and what the settings screen shows.
    public var navigation: ContainerNavigation
    /// The slide between days running, and how transitions move.
    public let transitions = ContainerTransitions()
    /// The key table, with any rebindings: children that route keys by it get it with
    /// their own keys added (``keyBindings(for:)``). Set before the first event; a change
    /// reaches the children on screen.
    public var keys = KeyBindings.standard {
        didSet {
            keyTable = nil
            for template in composition.templates { giveKeys(to: template) }
        }
    }
    /// The last table ``keyBindings(for:)`` made, and for which template: every frame
    /// asks for the one the focus is in.
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
    /// Requests made while the Container was busy with its composition, carried out
    /// when it is done (``perform(_:from:)``).
    var pending: [(request: TemplateRequest, origin: RequestOrigin)] = []
    /// How deep the Container is in work on its composition: a request waits for 0.
    var busy = 0

    /// The style of the screen's template (the incoming one during a cross-fade): it
    /// draws a day without sections, and every section without a template of its own.
    /// On a day without sections, the style of the template that fills the screen (a
    /// template that is data, newer than this build, is drawn by its fallback's).
    public var style: TemplateStyle {
        guard composition.arrangement == .whole, let template = composition.regions.first?.template else { return composition.screenStyle }
        return template.style
    }

    /// What the children were last handed: the day and its items.
    public var viewModel: HomeViewModel { composition.viewModel }

    /// The template the focus is in: the one that fills the screen on a day without
    /// sections, the focused section's on a day in sections.
    public var child: any HomeTemplate { composition.focused?.template ?? composition.regions[0].template }

    /// Creates a Container showing a template of `style`.
    ///
    /// - Throws: ``HomeFactoryError`` when no template has that style.
    public init(factory: HomeFactory, style: TemplateStyle, settings: SettingsSummary? = nil) throws(HomeFactoryError) {
        self.factory = factory
        let viewModel = HomeViewModel(content: .loading)
        composition = Composition(screenStyle: style, for: viewModel)
        navigation = ContainerNavigation(settings: settings ?? SettingsSummary(
            style: style, styleReason: "chosen directly", styles: factory.styles,
            togglesSource: "built-in defaults", contentSource: "none"))
        composition = try makeComposition(style, for: viewModel, embedded: true, handing: false)
    }

    /// The key table a child routes by: ``keys`` with the child's own keys added (those
    /// of its registration), and what its `v` and space do (as the child says).
    public func keyBindings(for child: any HomeTemplate) -> KeyBindings {
        let template = TemplateKey(type: ObjectIdentifier(type(of: child)), style: child.style)
        if let keyTable, keyTable.template == template { return keyTable.table }
        let own = factory.registration(for: child.style)?.keyBindings ?? TemplateRegistration(any: type(of: child)).keyBindings
        var table = keys.adding(own)
        if let kit = child._asItemTemplate {
            table = table
                .describing(.alternative, as: kit.alternative.map { "switch to the \($0) template" })
                .describing(.quickLook, as: kit.spaceOpensQuickLook ? "a quick look at the selected item" : nil)
        }
        keyTable = (template, table)
        return table
    }

    /// What a key table is made for: the child's class and its style (templates that are
    /// data share a class).
    private struct TemplateKey: Hashable {
        var type: ObjectIdentifier
        var style: TemplateStyle
    }

    /// Gives a template that routes keys by the table the table with its own keys.
    func giveKeys(to template: any HomeTemplate) {
        guard let router = template.adoptedKeyRouting else { return }
        router.keyBindings = keys.adding(factory.registration(for: template.style)?.keyBindings ?? type(of: template).keyBindings)
    }

    /// Takes a factory whose templates that are data were read again (a template file
    /// saved, a toggle's payload changed); when a template on screen is among `changed`,
    /// replaces it by a new one of the same style, as any replacement does
    /// (cross-fading, the highlight kept on its item).
    ///
    /// - Returns: Whether a template was replaced.
    @discardableResult
    public func reloadTemplates(_ factory: HomeFactory, changed: Set<TemplateStyle>) -> Bool {
        self.factory = factory
        keyTable = nil
        navigation.settings.styles = factory.styles
        let onScreen = composition.templates.contains { changed.contains($0.style) }
        guard changed.contains(style) || onScreen, factory.registration(for: style) != nil else { return false }
        return replace(with: style, anew: true)
    }

    /// The identity children are told they moved to.
    var identity: ContainerIdentity { ContainerIdentity(rawValue: ObjectIdentifier(self)) }

    /// Whether the children are what is on screen: the Container is, and no screen is on top.
    var showsChild: Bool { isVisible && navigation.isAtHome }

    // MARK: Appearance

    /// Puts the home screen on screen: the children appear.
    public func appear() {
        guard !isVisible else { return }
        isVisible = true
        if navigation.isAtHome { childrenAppear() }
    }

    /// Takes the home screen off screen.
    public func disappear() {
        guard isVisible else { return }
        finishTransitions()
        isVisible = false
        if navigation.isAtHome { childrenDisappear() }
    }

    /// The templates on screen appear: will, then did.
    func childrenAppear() {
        working {
            let templates = composition.templates
            for template in templates { template.willAppear() }
            for template in templates { template.didAppear() }
        }
    }

    /// The templates on screen disappear, their fades ended first.
    func childrenDisappear() {
        working {
            finishFades()
            let templates = composition.templates
            for template in templates { template.willDisappear() }
            for template in templates { template.didDisappear() }
        }
    }

    // MARK: Content

    /// Hands a view model to the children, each its section's items, then asks each to
    /// refresh.
    ///
    /// While the children are on screen, the view model carries the time it was handed
    /// (``HomeViewModel/handedAt``): an animation of the change starts then, not at the
    /// next frame drawn.
    public func show(_ viewModel: HomeViewModel) {
        var viewModel = viewModel
        viewModel.handedAt = showsChild ? clock() : nil
        if viewModel.day != self.viewModel.day { warned = [] }
        working {
            if Composition.arrangement(for: viewModel) != composition.arrangement {
                // A day in sections is stacked, one without fills the screen: the other
                // shape is composed anew, in place at once.
                recompose(for: viewModel)
            } else {
                compose(viewModel)
            }
        }
    }
}
