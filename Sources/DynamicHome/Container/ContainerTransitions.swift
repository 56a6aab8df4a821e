/// The one transition a Container runs at a time: a cross-fade when the child is
/// replaced, a slide when the day changes, or a drag holding a slide in hand; and how
/// transitions move.
///
/// Animation is presentation only: the Container's child and the day change at once,
/// and only drawing sees the transition's progress. This is the transitions' state; the
/// Container, whose child they move, starts and ends them (``Container/advanceTransitions(to:)``,
/// ``Container/finishTransitions()``) and draws them.
@MainActor
public final class ContainerTransitions {
    /// How transitions move.
    public var motion: Motion = .standard
    /// The running cross-fade, if any.
    var crossFade: CrossFadeTransition?
    /// The running slide or drag, if any.
    var slide: DaySlide?
    /// The size of the area last drawn: what a snapshot of the screen is taken at.
    var lastSize = Size(width: 80, height: 22)
    /// The theme last drawn with.
    var lastTheme = Theme.standard
    init() {}

    /// The cross-fade's timeline while one runs: what the chrome fades with.
    public var crossFadeTimeline: Timeline? { crossFade?.timeline }

    /// The slide's timeline while one is animating: what the chrome fades with.
    public var slideTimeline: Timeline? { slide?.timeline }

    /// The progress of the drag in hand, if one is.
    public var dragProgress: Double? {
        guard let running = slide, running.timeline == nil else { return nil }
        return running.from
    }

    /// The direction of the slide or drag running, if any.
    public var slideDirection: SwipeDirection? { slide?.direction }

    /// Whether a transition still moves at `time`.
    public func isRunning(at time: Duration) -> Bool {
        if let running = crossFade, !running.timeline.isFinished(at: time) { return true }
        if let running = slide, running.timeline != nil, !running.isFinished(at: time) { return true }
        return false
    }

    /// A drawing context for a frame drawn now at the last theme.
    func context(at time: Duration) -> DrawContext {
        DrawContext(time: time, theme: lastTheme, motion: motion)
    }
}
