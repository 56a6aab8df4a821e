/// The one transition a Container runs at a time: a cross-fade when the child is
/// replaced, a slide when the day changes, or a drag holding a slide in hand; and how
/// transitions move.
///
/// Animation is presentation only: the Container's child and the day change at once,
/// and only drawing sees the transition's progress.
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
    /// The Container whose child the transitions move.
    weak var owner: Container?

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

    /// Ends transitions whose time is over: the callbacks that close a cross-fade, the
    /// clean-up after a slide. Called before drawing each frame.
    public func advance(to time: Duration) {
        if let running = crossFade, running.timeline.isFinished(at: time) {
            completeCrossFade(running)
        }
        if let running = slide, running.isFinished(at: time) {
            slide = nil
        }
    }

    /// Ends a running cross-fade at once, as if its time were over.
    func finishCrossFade() {
        if let running = crossFade { completeCrossFade(running) }
    }

    /// Ends every running transition at once, as if its time were over.
    public func finish() {
        if let running = crossFade { completeCrossFade(running) }
        slide = nil
    }

    private func completeCrossFade(_ transition: CrossFadeTransition) {
        crossFade = nil
        owner?.completeReplacement(transition)
    }

    /// A drawing context for a frame drawn now at the last theme.
    func context(at time: Duration) -> DrawContext {
        DrawContext(time: time, theme: lastTheme, motion: motion)
    }

    /// The frame of a cross-fade at a time: the outgoing child (or the frame frozen
    /// when a second replacement interrupted a first) blended into the child.
    func blendedFrame(_ transition: CrossFadeTransition, size: Size, context: DrawContext) -> Canvas {
        guard let owner else { return Canvas(size) }
        let old: Canvas
        switch transition.source {
        case .child(let outgoing):
            old = owner.drawPage(outgoing, viewModel: owner.viewModel, size: size, context: context)
        case .snapshot(let frozen):
            old = frozen.resized(to: size)
        }
        let new = owner.drawPage(.child, size: size, context: context)
        return motion.blend(from: old, to: new, progress: transition.timeline.progress(at: context.time), edgeStyle: context.theme.border)
    }
}
