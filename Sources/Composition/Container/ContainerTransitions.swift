/// The slide a Container runs between days (a completed swipe, or a drag holding it in
/// hand), and how transitions move: their motion, and the transition the day slide
/// draws with.
///
/// Animation is presentation only: the day changes at once, and only drawing sees the
/// slide's progress. This is the slide's state; the Container, whose pages it moves,
/// starts and ends it (``Container/advanceTransitions(to:)``,
/// ``Container/finishTransitions()``) and draws it. A replacement of a template is no
/// transition of this: it fades the area it replaces within the composition.
@MainActor
public final class ContainerTransitions {
    /// How transitions move.
    public var motion: Motion = .standard
    /// What draws the pages of a day moving in and out: a registered transition whose
    /// frames know their direction (``ScreenTransition/frame(from:to:progress:motion:edgeStyle:direction:)``).
    public var daySlide: TransitionStyle = .slide
    /// The running slide or drag, if any.
    var slide: DaySlide?
    /// The size of the area last drawn: what a snapshot of the screen is taken at.
    var lastSize = Size(width: 80, height: 22)
    /// The theme last drawn with.
    var lastTheme = Theme.standard
    init() {}

    /// The slide's timeline while one is animating: what the chrome fades with.
    public var slideTimeline: Timeline? { slide?.timeline }

    /// The progress of the drag in hand, if one is.
    public var dragProgress: Double? {
        guard let running = slide, running.timeline == nil else { return nil }
        return running.from
    }

    /// The direction of the slide or drag running, if any.
    public var slideDirection: SwipeDirection? { slide?.direction }

    /// Whether the slide still moves at `time`.
    public func isRunning(at time: Duration) -> Bool {
        if let running = slide, running.timeline != nil, !running.isFinished(at: time) { return true }
        return false
    }

    /// A drawing context for a frame drawn now at the last theme.
    func context(at time: Duration) -> DrawContext {
        DrawContext(time: time, theme: lastTheme, motion: motion)
    }
}

extension Container {
    /// The timeline of the replacement of the screen's template while one runs: what the
    /// chrome fades with.
    public var replacementTimeline: Timeline? { composition.fade?.timeline }
}
