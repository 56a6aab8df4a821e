/// The whole home screen: the Container with its child, the day's content, and the
/// chrome around them, drawn as one frame.
///
/// `home` drives one of these, whether it prints frames or runs in a terminal.
/// Everything it draws is a function of its state and the time on its clock, so the
/// same inputs give the same frame, byte for byte.
@MainActor
public final class HomeScreen {
    /// The Container and its child.
    public let container: Container
    /// Where the days' items come from.
    public let content: any HomeContentProvider
    /// The days that have content, in order.
    public let days: [Day]
    /// The day on screen.
    public private(set) var day: Day
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
    /// A swipe the child reported while handling the current event.
    private var pendingSwipe: SwipeDirection?
    /// The chrome fading out while a transition runs.
    var chromeFade: (from: ChromeState, timeline: Timeline)?

    /// Creates a screen showing `day`; call ``load()`` to fetch its items.
    ///
    /// - Throws: ``HomeScreenError/dayNotAvailable(_:available:)`` when `day` has no content.
    public init(
        container: Container, content: any HomeContentProvider, days: [Day], day: Day,
        styleReason: String, clock: @escaping @MainActor () -> Duration = { .zero }
    ) throws(HomeScreenError) {
        guard days.contains(day) else { throw .dayNotAvailable(day, available: days) }
        self.container = container
        self.content = content
        self.days = days
        self.day = day
        self.styleReason = styleReason
        self.clock = clock
        container.clock = clock
        container.settings.styleReason = styleReason
        container.onEvent = { [weak self] event in self?.containerDidReport(event) }
    }

    private func containerDidReport(_ event: ContainerEvent) {
        switch event {
        case .swiped(let direction):
            pendingSwipe = direction
        case .replaced(let from, _):
            // The child asked for it (or `t` did): fade the chrome from how it was.
            if let timeline = container.crossFadeTimeline {
                chromeFade = (chromeState(style: from), timeline)
            }
            if !isReplacingOnRequest { setReason("replaced at runtime, from \(from)") }
        default:
            break
        }
        onEvent(event)
    }

    private var isReplacingOnRequest = false

    private func setReason(_ reason: String) {
        styleReason = reason
        container.settings.styleReason = reason
    }

    /// The position of the day on screen among the days.
    public var dayIndex: Int { days.firstIndex(of: day) ?? 0 }

    // MARK: Content

    /// Loads the items of the day on screen and hands them to the child.
    public func load() async {
        let day = self.day
        if container.viewModel.day != day { container.show(HomeViewModel(day: day, content: .loading)) }
        let result = await fetch(day)
        guard day == self.day else { return }
        container.show(HomeViewModel(day: day, content: result))
    }

    private func fetch(_ day: Day) async -> HomeViewModel.Content {
        do {
            return .loaded(try await content.items(on: day))
        } catch {
            return .failed(error.message)
        }
    }

    /// Moves to the day before or after, if there is one: its content is fetched,
    /// then the pages slide.
    /// - Returns: Whether the day changed.
    @discardableResult
    public func move(_ direction: SwipeDirection) async -> Bool {
        let target = dayIndex + (direction == .next ? 1 : -1)
        guard days.indices.contains(target) else {
            if container.dragProgress != nil { container.cancelDrag() }
            return false
        }
        let newDay = days[target]
        let result = await fetch(newDay)
        let before = chromeState()
        container.beginSlide(direction)
        if let timeline = container.slideTimeline { chromeFade = (before, timeline) }
        day = newDay
        container.show(HomeViewModel(day: newDay, content: result))
        return true
    }

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
        return true
    }

    // MARK: Input

    /// Sends an input event to the Container, follows a completed swipe to the next or
    /// previous day, and retries a failed day on `r`.
    public func send(_ event: InputEvent) async {
        pendingSwipe = nil
        let handling = container.handle(event)
        if let swipe = pendingSwipe {
            pendingSwipe = nil
            await move(swipe)
        } else if handling == .ignored, event == .key(.character("r")), case .failed = container.viewModel.content {
            await load()
        }
    }
}

/// Why a home screen could not be set up.
public enum HomeScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The day asked for has no content.
    case dayNotAvailable(Day, available: [Day])
    /// The content has no days at all.
    case noDays

    public var description: String {
        switch self {
        case .dayNotAvailable(let day, let available):
            guard let first = available.first, let last = available.last else {
                return "there is no content for \(day): the content has no days"
            }
            return "there is no content for \(day); the content has \(available.count) days, from \(first) to \(last)"
        case .noDays:
            return "the content has no days"
        }
    }
}
