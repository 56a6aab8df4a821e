/// The whole home screen: the Container with its child, the day's content, and the
/// chrome around them, drawn as one frame.
///
/// `home` drives one of these, whether it prints a single frame or runs in a
/// terminal. Everything it draws is a function of its state and the time it is
/// given, so the same inputs give the same frame.
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
    public var styleReason: String
    /// The styles drawn with.
    public var theme: Theme = .standard
    /// Receives everything the Container reports, after the screen has acted on it.
    public var onEvent: @MainActor (ContainerEvent) -> Void = { _ in }
    /// A swipe the child reported while handling the current event.
    private var pendingSwipe: SwipeDirection?

    /// Creates a screen showing `day`; call ``load()`` to fetch its items.
    ///
    /// - Throws: ``HomeScreenError/dayNotAvailable(_:available:)`` when `day` has no content.
    public init(container: Container, content: any HomeContentProvider, days: [Day], day: Day, styleReason: String) throws(HomeScreenError) {
        guard days.contains(day) else { throw .dayNotAvailable(day, available: days) }
        self.container = container
        self.content = content
        self.days = days
        self.day = day
        self.styleReason = styleReason
        container.settings.styleReason = styleReason
        container.onEvent = { [weak self] event in self?.containerDidReport(event) }
    }

    private func containerDidReport(_ event: ContainerEvent) {
        if case .swiped(let direction) = event { pendingSwipe = direction }
        onEvent(event)
    }

    /// The position of the day on screen among the days.
    public var dayIndex: Int { days.firstIndex(of: day) ?? 0 }

    /// Loads the items of the day on screen and hands them to the child.
    public func load() async {
        let day = self.day
        container.show(HomeViewModel(day: day, content: .loading))
        let result: HomeViewModel.Content
        do {
            result = .loaded(try await content.items(on: day))
        } catch {
            result = .failed(error.message)
        }
        guard day == self.day else { return }
        container.show(HomeViewModel(day: day, content: result))
    }

    /// Moves to the day before or after, if there is one, and loads it.
    /// - Returns: Whether the day changed.
    @discardableResult
    public func move(_ direction: SwipeDirection) async -> Bool {
        let target = dayIndex + (direction == .next ? 1 : -1)
        guard days.indices.contains(target) else { return false }
        day = days[target]
        await load()
        return true
    }

    /// Sends an input event to the Container, and follows a completed swipe to the
    /// next or previous day.
    public func send(_ event: InputEvent) async {
        pendingSwipe = nil
        container.handle(event)
        if let swipe = pendingSwipe {
            pendingSwipe = nil
            await move(swipe)
        }
    }

    // MARK: Drawing

    /// Draws the frame for a size at a time.
    public func frame(size: Size, time: Duration = .zero) -> Canvas {
        var canvas = Canvas(size)
        let body = Chrome.bodyRect(in: size)
        var bodyCanvas = Canvas(body.size)
        let context = DrawContext(time: time, theme: theme)
        switch (container.navigation.isAtHome, container.viewModel.content) {
        case (true, .loading):
            drawMessage("Loading \(day.longName)…", in: &bodyCanvas, style: theme.secondary)
        case (true, .failed(let message)):
            drawMessage("Could not load \(day.longName).\n\(message)", in: &bodyCanvas, style: theme.error)
        default:
            container.draw(in: &bodyCanvas, context: context)
        }
        canvas.draw(bodyCanvas, at: Point(column: body.column, row: body.row))
        chrome(width: size.width).draw(in: &canvas, theme: theme)
        #if DYNAMIC_HOME_INVARIANTS
        assert(canvas.wideGlyphsArePaired, "HomeScreen.frame: a wide glyph lost its continuation")
        #endif
        return canvas
    }

    /// The chrome's texts for the current state at a width.
    public func chrome(width: Int) -> Chrome {
        let position = "\(dayIndex + 1)/\(days.count)"
        if let top = container.navigation.top {
            return Chrome(
                title: top.item?.title ?? "Settings", position: position,
                status: "\(container.style) · \(day.shortName)", hints: "esc back")
        }
        let status = "\(container.style) · \(styleReason)"
        let hints = Self.hints.first { TextLayout.width(status) + TextLayout.width($0) + 4 <= width } ?? ""
        let title = width >= 60 ? "DynamicHome · \(day.longName)" : "\(day.shortName) \(day.year)"
        return Chrome(title: title, position: position, status: status, hints: hints)
    }

    /// Key hints from the fullest to the shortest; the widest that fits is shown.
    static let hints = [
        "↑↓ select  ←→ day  ⏎ open  s settings  t template  q quit",
        "↑↓ ←→ ⏎ s t q",
        "q quit",
    ]

    private func drawMessage(_ message: String, in canvas: inout Canvas, style: Style) {
        let lines = message.split(separator: "\n").flatMap {
            TextLayout.wrap($0, width: max(1, canvas.width - 4), maxLines: 4)
        }
        let top = max(0, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = TextLayout.width(line)
            canvas.draw(line, at: Point(column: max(0, (canvas.width - width) / 2), row: top + offset), style: style)
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
