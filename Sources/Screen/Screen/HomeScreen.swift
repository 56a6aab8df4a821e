import FeatureToggles

/// The store that holds the deck of pre-fetched days.
public typealias HomeStore = Store<Deck<HomeItem>, DeckAction<HomeItem>>

/// The whole home screen: the Container with its child, the deck of days in a store,
/// and the chrome around them, drawn as one frame.
///
/// `home` drives one of these, whether it prints frames or runs in a terminal. The
/// store changes in discrete steps (a day becomes current, items arrive); the
/// animations between them live only in drawing. Everything drawn is a function of the
/// state and the time on the clock, so the same inputs give the same frame.
///
/// The screen routes input and keeps the pieces in step; each other concern has a type
/// of its own: ``DayNavigator`` (moving between days), ``DayDrag`` (the pointer
/// dragging a page), ``ScreenChrome`` (header, status line, banner, notice, help),
/// ``AnalyticsRecorder`` (events, exposures, failure reports) and ``DeckWaiter``
/// (waiting for the deck).
@MainActor
public final class HomeScreen {
    /// The Container and its child.
    public let container: Container
    /// The deck of days, the current one and its neighbours.
    public let store: HomeStore
    /// The header, status line, banner, notice and help.
    public let chrome = ScreenChrome()
    /// Where analytics events go, with the exposures and failures already reported.
    public let recorder: AnalyticsRecorder
    /// Waits for the deck to reach a state.
    public let waiter: DeckWaiter
    /// Why the template on screen was chosen, for the status line.
    public private(set) var styleReason: StyleReason
    /// The styles drawn with.
    public var theme: Theme = .standard
    /// The time now; frames are drawn at it and transitions start at it.
    public var clock: @MainActor () -> Duration {
        didSet { container.clock = clock }
    }
    /// Receives everything the Container reports, after the screen has acted on it.
    public var onEvent: @MainActor (ContainerEvent) -> Void = { _ in }
    /// Receives each warning about what chose a section's template (a style no template
    /// has, with where it was written), once per warning and day.
    public var onWarning: @MainActor (String) -> Void = { _ in }
    /// When the last frame was drawn.
    var lastFrameTime: Duration?
    /// Keeps the view model in step with the deck.
    private var subscription: Subscription?

    /// Moving to the day before or after.
    public var days: DayNavigator { DayNavigator(screen: self) }
    /// The pointer dragging a page towards the adjacent day.
    public var drag: DayDrag { DayDrag(screen: self) }
    /// Where the pointer was pressed and which way it drags (``drag``).
    var dragState = DragState()

    /// Creates a screen over a provider's content; call ``start(at:)`` to load it.
    ///
    /// - Parameters:
    ///   - container: The Container with the child on screen.
    ///   - content: Where the days and their items come from.
    ///   - shape: How many days around the current one are pre-fetched.
    ///   - styleReason: Why the child is on screen, as the status line says.
    ///   - clock: The time of each frame and of the analytics events.
    public init(
        container: Container, content: any HomeContentProvider, shape: DeckShape = .standard,
        styleReason: StyleReason, clock: @escaping @MainActor () -> Duration = { .zero }
    ) {
        self.container = container
        let store = HomeStore(initialState: Deck<HomeItem>(shape: shape), reducer: DeckReducer(provider: content))
        self.store = store
        recorder = AnalyticsRecorder(store: store)
        waiter = DeckWaiter(store: store)
        self.styleReason = styleReason
        self.clock = clock
        container.clock = clock
        container.navigation.settings.styleReason = styleReason.description
        container.onEvent = { [weak self] event in self?.containerDidReport(event) }
        container.onWarning = { [weak self] warning in self?.onWarning(warning) }
        // The day on screen may have new content when the day, the deck's phase or the
        // days' statuses change: the presenter is asked then, and the Container shows what
        // it answers unless it holds that already (the same items are the same array: the
        // comparison ends at once).
        var first = true
        subscription = store.subscribe({ DeckMark(day: $0.current, phase: $0.phase, statuses: $0.statusesRevision) }) { [weak self] _ in
            guard let self else { return }
            let viewModel = HomePresenter.viewModel(from: self.store.state)
            if first || viewModel != self.container.viewModel { self.container.show(viewModel) }
            first = false
        }
    }

    /// Loads the list of days and shows `day` (the first day when `nil`), waiting until
    /// its content has arrived or failed.
    ///
    /// - Throws: ``ContentError`` when the days cannot be listed or `day` is not among them.
    public func start(at day: Day?) async throws(ContentError) {
        store.send(.start(at: day))
        await waiter.until { $0.phase != .loadingDays && $0.phase != .idle }
        if case .failed(let error) = store.state.phase { throw error }
        await waiter.settle()
    }

    // MARK: Replacing the template

    /// Replaces the template with another style on request (not the child's): the
    /// command line's `replace --to`, or a change of toggles.
    ///
    /// - Parameters:
    ///   - style: The style to show.
    ///   - reason: Why the new style was chosen, for the status line.
    /// - Returns: Whether the template was replaced: `false` when `style` is already on
    ///   screen or no template of the factory has it.
    @discardableResult
    public func replace(with style: TemplateStyle, reason: StyleReason) -> Bool {
        let previous = (style: container.style, reason: styleReason)
        guard container.replace(with: style) else { return false }
        didReplace(from: previous.style, previousReason: previous.reason, to: style, reason: reason)
        return true
    }

    /// What follows every replacement, asked for here or by the child: the chrome fades
    /// from how it was, the reason changes, and analytics hears of it.
    private func didReplace(from: TemplateStyle, previousReason: StyleReason, to: TemplateStyle, reason: StyleReason) {
        if let timeline = container.replacementTimeline {
            chrome.fade = (chromeState(style: from, reason: previousReason), timeline)
        }
        setStyleReason(reason)
        recorder.record(.templateReplaced(from: from, to: to))
        recorder.record(.templateShown(style: to, reason: reason))
    }

    /// Says why the template on screen is there.
    func setStyleReason(_ reason: StyleReason) {
        styleReason = reason
        container.navigation.settings.styleReason = reason.description
    }

    // MARK: Input

    /// Sends an input event: resolved once in the key table of the template the focus is
    /// in (``resolve(_:)``), then along the screen's responders (``dispatch(_:)``).
    public func send(_ event: InputEvent) {
        dispatch(resolve(event))
    }

    /// An event resolved where it enters: a key looked up once in the key table of the
    /// template the focus is in, for every handler at once.
    public func resolve(_ event: InputEvent) -> ResolvedInput {
        ResolvedInput(event, in: container.keyBindings(for: container.focusedTemplate))
    }

    /// The screen's responders, in the order an input travels them until one uses it.
    public enum Responder: CaseIterable, Sendable {
        /// The help over the screen: any key hides it; `?` shows it. The banner: `esc` (a
        /// key bound to back and to nothing of the screen's) dismisses it.
        case overlays
        /// The Container: the screen on top (back), the composition and the template the
        /// focus is in, `t`.
        case container
        /// The screen's navigation between days: ← → (what the composition ignores), a
        /// completed swipe, `r`.
        case navigation
    }

    /// Carries a resolved input along the responders (``Responder``), in their order,
    /// until one uses it.
    public func dispatch(_ input: ResolvedInput) {
        for responder in Responder.allCases where respond(responder, to: input) == .handled { return }
    }

    private func respond(_ responder: Responder, to input: ResolvedInput) -> EventHandling {
        switch responder {
        case .overlays:
            guard input.key != nil else { return .ignored }
            if chrome.showsHelp {
                chrome.showsHelp = false
                return .handled
            }
            if input.commands.destination == .back, input.commands.screen == nil, chrome.banner(at: clock()) != nil {
                chrome.banner = nil
                return .handled
            }
            guard input.commands.screen == .help else { return .ignored }
            chrome.showsHelp = true
            return .handled
        case .container:
            if case .swipe = input.event { return .ignored }
            return container.respond(to: input)
        case .navigation:
            if case .swipe(let direction) = input.event {
                if container.navigation.isAtHome { days.move(direction) }
                return .handled
            }
            switch input.commands.screen {
            case .previousDay?: days.move(.previous)
            case .nextDay?: days.move(.next)
            case .retry?: days.retry()
            default: return .ignored
            }
            return .handled
        }
    }

    private func containerDidReport(_ event: ContainerEvent) {
        switch event {
        case .launched(let style):
            recorder.record(.launch(style: style))
            recorder.record(.templateShown(style: style, reason: styleReason))
        case .replaced(let from, let to):
            // The child asked for it (or `t` did).
            didReplace(from: from, previousReason: styleReason, to: to, reason: .replacedAtRuntime(from: from))
        case .itemSelected(let action, let item, let index, let section, let style):
            recorder.record(.itemSelected(action: action, identifier: item.identifier, index: index, section: section, style: style))
        case .sectionReplaced(let section, let from, let to):
            recorder.record(.templateReplaced(from: from, to: to, section: section))
        case .navigated(let destination):
            recorder.record(.navigation(destination: destination.kind))
        case .activity(.openURL(let url), let item, _, let section, let style):
            recorder.record(.urlOpened(identifier: item.identifier, section: section, url: url, style: style))
        case .activity(.submit(let verb, let data), let item, _, let section, let style):
            recorder.record(.cardSubmitted(identifier: item.identifier, section: section, verb: verb, data: data, style: style))
        case .swiped(let direction):
            // A template reported a swipe of its own (didHorizontalSwipe): the day moves.
            if container.navigation.isAtHome { days.move(direction) }
        case .wentBack:
            break
        }
        onEvent(event)
    }
}

/// What the screen watches of the deck: the day on screen, the deck's phase and how many
/// times the days' statuses changed. Small values, compared at once.
private struct DeckMark: Equatable {
    var day: Day?
    var phase: DeckPhase
    var statuses: Int
}
