/// Moves the home screen between days: the deck changes its current day at once, the
/// pages slide, the chrome fades, and analytics hears of it. No template is told: a
/// template that reports a swipe of its own (`didHorizontalSwipe`) asks for this move.
///
/// The move never waits for a template: one that ignores left and right (every template
/// should) still moves the day.
///
/// A view of the screen made when it is asked for (``HomeScreen/days``): the deck is the
/// store's and the slide the Container's, so it keeps nothing of its own, and the screen
/// keeps no navigator.
@MainActor
public struct DayNavigator {
    /// The screen whose days these are.
    private let screen: HomeScreen

    init(screen: HomeScreen) {
        self.screen = screen
    }

    private var deck: Deck<HomeItem> { screen.store.state }

    /// The day on screen, once the deck has one.
    public var current: Day? { deck.current }
    /// The days that have content, in order.
    public var all: [Day] { deck.days }
    /// The position of the day on screen among the days.
    public var index: Int { deck.currentIndex ?? 0 }

    /// Whether there is a day that way.
    public func canMove(_ direction: SwipeDirection) -> Bool {
        direction == .next ? deck.canMoveForward : deck.canMoveBackward
    }

    /// Moves to the day before or after at once, if there is one: the deck has it
    /// pre-fetched (or shows it loading), and the pages slide (from where a drag in hand
    /// is). Without a day that way, a drag in hand springs back, and at the first or the
    /// last day the status line says so for a moment (a notice).
    /// - Returns: Whether the day changed.
    @discardableResult
    public func move(_ direction: SwipeDirection) -> Bool {
        let container = screen.container
        guard canMove(direction) else {
            if container.transitions.dragProgress != nil { container.cancelDrag() }
            // At an end of the days, say so rather than nothing; a neighbour still
            // loading (a server without an index) is not an end.
            let way: DeckDirection = direction == .next ? .forward : .backward
            if deck.current != nil, deck.knowsNeighbour(way), deck.noNeighbourMessage(way) != nil {
                let text = direction == .next ? "this is the last day" : "this is the first day"
                screen.chrome.notice = (text, screen.clock() + ScreenChrome.noticeDuration)
            }
            return false
        }
        let before = screen.chromeState()
        container.beginSlide(direction)
        if let timeline = container.transitions.slideTimeline { screen.chrome.fade = (before, timeline) }
        let from = current
        screen.store.send(direction == .next ? .next : .previous)
        screen.recorder.record(.horizontalSwipe(direction: direction, from: from, to: current))
        return true
    }

    /// The view model of the day next to the current one, that way.
    func adjacentViewModel(_ direction: SwipeDirection) -> HomeViewModel? {
        guard let index = deck.currentIndex, canMove(direction) else { return nil }
        return HomePresenter.viewModel(of: deck.days[index + (direction == .next ? 1 : -1)], in: deck)
    }

    /// Loads a failed day again.
    public func retry() {
        if let current, deck.status(of: current)?.error != nil { screen.store.send(.retry(current)) }
        if case .failed = deck.phase { screen.store.send(.start(at: deck.requestedStart)) }
    }

    /// Puts new items in place for the day on screen, as if they had just arrived: the
    /// template animates the change.
    public func receive(_ items: [HomeItem]) {
        guard let current else { return }
        screen.store.send(.dayLoaded(current, .success(items)))
    }
}
