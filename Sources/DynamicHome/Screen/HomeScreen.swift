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
@MainActor
public final class HomeScreen {
    /// The Container and its child.
    public let container: Container
    /// The deck of days, the current one and its neighbours.
    public let store: HomeStore
    /// Why the template on screen was chosen, for the status line.
    public private(set) var styleReason: String
    /// The styles drawn with.
    public var theme: Theme = .standard
    /// The time now; frames are drawn at it and transitions start at it.
    public var clock: @MainActor () -> Duration {
        didSet { container.clock = clock }
    }
    /// Receives everything the Container reports, after the screen has acted on it.
    public var onEvent: @MainActor (ContainerEvent) -> Void = { _ in }
    /// An error to show over the screen (a broken toggles file), until cleared.
    public var banner: String?
    /// A short message shown in the status line until a time, e.g. which toggles changed.
    public var notice: (text: String, until: Duration)?
    /// Whether the help overlay is shown.
    public var showsHelp = false
    /// Whether the header says how the neighbouring days stand (from 100 columns): what
    /// a person in the terminal wants to see; printed frames leave it out, since it
    /// depends on when loads finish.
    public var showsNeighbours = false
    /// Where analytics events go; `nil` records nothing (the `home.analytics` toggle off).
    public var analytics: Analytics?
    /// The experiment toggles already reported as exposed in this run.
    private var exposures = ExposureLog()
    /// The days whose failure was already reported.
    private var reportedFailures: Set<Day> = []
    private var failureSubscription: Subscription?
    /// The chrome fading out while a transition runs.
    var chromeFade: (from: ChromeState, timeline: Timeline)?
    /// When the last frame was drawn.
    var lastFrameTime: Duration?
    /// Keeps the view model in step with the deck.
    private var subscription: Subscription?
    /// Subscriptions of callers waiting for the deck to reach a state.
    private var waiters: [Int: Subscription] = [:]
    private var nextWaiter = 0
    private var isReplacingOnRequest = false

    /// Creates a screen over a provider's content; call ``start(at:)`` to load it.
    ///
    /// - Parameters:
    ///   - shape: How many days around the current one are pre-fetched.
    public init(
        container: Container, content: any HomeContentProvider, shape: DeckShape = .standard,
        styleReason: String, clock: @escaping @MainActor () -> Duration = { .zero }
    ) {
        self.container = container
        self.store = Store(initialState: Deck<HomeItem>(shape: shape), reducer: DeckReducer(provider: content))
        self.styleReason = styleReason
        self.clock = clock
        container.clock = clock
        container.settings.styleReason = styleReason
        container.onEvent = { [weak self] event in self?.containerDidReport(event) }
        subscription = store.subscribe({ HomePresenter.viewModel(from: $0) }) { [weak self] viewModel in
            self?.container.show(viewModel)
        }
        failureSubscription = store.subscribe({ deck in
            deck.statuses.compactMap { day, status in status.error.map { FailedDay(day: day, message: $0.message) } }.sorted()
        }) { [weak self] failed in
            self?.reportFailures(failed)
        }
    }

    /// A day whose content failed, for analytics.
    struct FailedDay: Hashable, Comparable {
        var day: Day
        var message: String
        static func < (lhs: FailedDay, rhs: FailedDay) -> Bool { lhs.day < rhs.day }
    }

    private func reportFailures(_ failed: [FailedDay]) {
        let now = Set(failed.map(\.day))
        for failure in failed where !reportedFailures.contains(failure.day) {
            analytics?.record(.contentLoadFailed(day: failure.day, message: failure.message))
        }
        // A day that recovers and fails again is reported again.
        reportedFailures = now
    }

    /// Records a toggle evaluation: the first of each experiment toggle in the run is an
    /// exposure.
    public func noteEvaluation(_ details: EvaluationDetails) {
        guard let exposure = exposures.record(details) else { return }
        analytics?.record(.toggleExposure(
            toggle: exposure.name, variant: exposure.variant.enabled ? exposure.variant.name : nil,
            enabled: exposure.enabled, reason: exposure.reason.rawValue))
    }

    /// The day on screen, once the deck has one.
    public var day: Day? { store.state.current }
    /// The days that have content, in order.
    public var days: [Day] { store.state.days }
    /// The position of the day on screen among the days.
    public var dayIndex: Int { store.state.currentIndex ?? 0 }

    // MARK: Loading

    /// Loads the list of days and shows `day` (the first day when `nil`), waiting until
    /// its content has arrived or failed.
    ///
    /// - Throws: ``ContentError`` when the days cannot be listed or `day` is not among them.
    public func start(at day: Day?) async throws(ContentError) {
        store.send(.start(at: day))
        await waitUntil { $0.phase != .loadingDays && $0.phase != .idle }
        if case .failed(let error) = store.state.phase { throw error }
        await settle()
    }

    /// Waits until a day's content (the current day's by default) has arrived or failed.
    public func settle(_ day: Day? = nil) async {
        await waitUntil { deck in
            guard let day = day ?? deck.current else { return true }
            return deck.status(of: day)?.isLoading != true
        }
    }

    /// Waits until the deck satisfies `condition`.
    public func waitUntil(_ condition: @escaping @MainActor (Deck<HomeItem>) -> Bool) async {
        if condition(store.state) { return }
        let key = nextWaiter
        nextWaiter += 1
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            waiters[key] = store.subscribe({ condition($0) }) { [weak self] met in
                guard met, !resumed else { return }
                resumed = true
                self?.waiters[key] = nil
                continuation.resume()
            }
        }
    }

    /// Loads a failed day again.
    public func retry() {
        if let day, store.state.status(of: day)?.error != nil { store.send(.retry(day)) }
        if case .failed = store.state.phase { store.send(.start(at: store.state.requestedStart)) }
    }

    /// Puts new items in place for the day on screen, as if they had just arrived: the
    /// template animates the change.
    public func receive(_ items: [HomeItem]) {
        guard let day else { return }
        store.send(.dayLoaded(day, .success(items)))
    }

    // MARK: Moving between days

    /// Moves to the day before or after at once, if there is one: the deck has it
    /// pre-fetched (or shows it loading), and the pages slide.
    /// - Returns: Whether the day changed.
    @discardableResult
    public func move(_ direction: SwipeDirection) -> Bool {
        let deck = store.state
        guard direction == .next ? deck.canMoveForward : deck.canMoveBackward else {
            if container.dragProgress != nil { container.cancelDrag() }
            return false
        }
        let before = chromeState()
        container.beginSlide(direction)
        if let timeline = container.slideTimeline { chromeFade = (before, timeline) }
        let from = day
        store.send(direction == .next ? .next : .previous)
        analytics?.record(.horizontalSwipe(direction: direction, from: from, to: day))
        return true
    }

    /// Starts dragging the page towards the adjacent day; the day does not change until
    /// the drag completes.
    /// - Returns: Whether there is a day that way.
    @discardableResult
    public func beginDrag(_ direction: SwipeDirection) -> Bool {
        let deck = store.state
        guard let index = deck.currentIndex, direction == .next ? deck.canMoveForward : deck.canMoveBackward else { return false }
        let adjacent = deck.days[index + (direction == .next ? 1 : -1)]
        container.beginDrag(direction, adjacent: HomePresenter.viewModel(of: adjacent, in: deck))
        return true
    }

    /// Lets go of a drag: past half the width it completes (the child reports the swipe
    /// and the day changes), else the page springs back and nothing changes.
    public func endDrag() {
        guard let progress = container.dragProgress, let direction = container.slideDirection else { return }
        if progress > 0.5 {
            send(.swipe(direction))
        } else {
            container.cancelDrag()
        }
    }

    // MARK: Replacing the template

    /// Replaces the template with another style on request (not the child's): the
    /// command line's `replace --to`, or a change of toggles.
    ///
    /// - Parameter reason: Why the new style was chosen, for the status line.
    @discardableResult
    public func replace(with style: TemplateStyle, reason: String) -> Bool {
        isReplacingOnRequest = true
        defer { isReplacingOnRequest = false }
        let previousReason = styleReason
        let previousStyle = container.style
        guard container.replace(with: style) else { return false }
        if let timeline = container.crossFadeTimeline {
            chromeFade = (chromeState(style: previousStyle, reason: previousReason), timeline)
        }
        setReason(reason)
        analytics?.record(.templateReplaced(from: previousStyle, to: style))
        analytics?.record(.templateShown(style: style, reason: reason))
        return true
    }

    /// Applies what the toggles decide besides the template: how transitions move and
    /// how many days around the current one are kept pre-fetched. The template is the
    /// caller's to replace, since a style given on the command line outranks the toggles.
    public func apply(_ decisions: FeatureDecisions) {
        container.motion = decisions.motion
        noteEvaluation(decisions.transition.details)
        store.send(.setShape(decisions.deckShape))
    }

    /// Says why the template on screen is there, when the reason changes but the
    /// template does not (a reload that makes the toggle fall back to the same style).
    public func setStyleReason(_ reason: String) {
        setReason(reason)
    }

    private func setReason(_ reason: String) {
        styleReason = reason
        container.settings.styleReason = reason
    }

    // MARK: Input

    /// Sends an input event to the Container; a completed swipe moves the day, and `r`
    /// retries a day that failed.
    public func send(_ event: InputEvent) {
        let handling = container.handle(event)
        if handling == .ignored, event == .key(.character("r")) { retry() }
    }

    private func containerDidReport(_ event: ContainerEvent) {
        switch event {
        case .launched(let style):
            analytics?.record(.launch(style: style))
            analytics?.record(.templateShown(style: style, reason: styleReason))
        case .swiped(let direction):
            move(direction)
        case .replaced(let from, let to):
            // The child asked for it (or `t` did): fade the chrome from how it was.
            if !isReplacingOnRequest {
                if let timeline = container.crossFadeTimeline { chromeFade = (chromeState(style: from), timeline) }
                setReason("replaced at runtime, from \(from)")
                analytics?.record(.templateReplaced(from: from, to: to))
                analytics?.record(.templateShown(style: to, reason: styleReason))
            }
        case .itemSelected(let action, let item, let index):
            analytics?.record(.itemSelected(action: action, identifier: item.identifier, index: index))
        case .navigated(let destination):
            analytics?.record(.navigation(destination: destination.name))
        case .wentBack:
            break
        }
        onEvent(event)
    }
}
