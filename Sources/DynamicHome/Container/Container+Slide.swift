/// A slide between day pages: a completed swipe, a drag that follows the pointer, or
/// a cancelled drag springing back.
struct SlideTransition {
    /// A page of the slide.
    enum Page {
        /// The Container's child, drawn live.
        case child
        /// A frame frozen when the day changed, with a template of the same style holding
        /// that day, which lays the page out again when the size changes mid-slide.
        case snapshot(Canvas, relayout: (any HomeTemplate, HomeViewModel)? = nil)
        /// A template outside the Container showing the adjacent day during a drag.
        case offscreen(any HomeTemplate, HomeViewModel)
    }

    var direction: SwipeDirection
    var outgoing: Page
    var incoming: Page
    /// Progress where the animation starts, and where it ends.
    var from: Double
    var to: Double
    /// The animation from `from` to `to`; `nil` while a drag holds the progress.
    var timeline: Timeline?

    func progress(at time: Duration) -> Double {
        guard let timeline else { return from }
        return from + (to - from) * timeline.progress(at: time)
    }

    func isFinished(at time: Duration) -> Bool {
        timeline?.isFinished(at: time) ?? false
    }
}

/// The slide primitives ``DayNavigator`` and ``DayDrag`` use; the decisions (which
/// day, whether a drag went far enough) are theirs.
extension Container {
    /// Starts the slide of a day change. Call it just before the new day's view model
    /// is shown: the page on screen is frozen and slides out as the child, with the new
    /// day, slides in. A drag in progress continues from where it is.
    func beginSlide(_ direction: SwipeDirection) {
        guard showsChild, transitions.motion.duration > .zero else {
            transitions.slide = nil
            return
        }
        let now = clock()
        if transitions.crossFade != nil { transitions.finish() }
        var start = 0.0
        var outgoing = SlideTransition.Page.snapshot(
            drawPage(.child, size: transitions.lastSize, context: transitions.context(at: now)),
            relayout: relayoutPage())
        if let running = transitions.slide {
            start = running.direction == direction ? running.progress(at: now) : 0
            if case .snapshot = running.outgoing, running.direction == direction { outgoing = running.outgoing }
        }
        transitions.slide = SlideTransition(
            direction: direction, outgoing: outgoing, incoming: .child,
            from: start, to: 1, timeline: transitions.motion.timeline(startingAt: now))
    }

    /// A template of the child's style holding the day on screen, to draw the outgoing
    /// page again at another size.
    private func relayoutPage() -> (any HomeTemplate, HomeViewModel)? {
        guard let page = try? factory.make(style) else { return nil }
        hand(viewModel, to: page)
        return (page, viewModel)
    }

    /// Starts a drag towards the adjacent day, whose view model is given so that its
    /// page can be drawn while the drag lasts. The day does not change.
    func beginDrag(_ direction: SwipeDirection, adjacent viewModel: HomeViewModel) -> Bool {
        guard navigation.isAtHome, let page = try? factory.make(style) else { return false }
        transitions.finish()
        hand(viewModel, to: page)
        transitions.slide = SlideTransition(
            direction: direction, outgoing: .child, incoming: .offscreen(page, viewModel), from: 0, to: 0, timeline: nil)
        return true
    }

    /// Moves a drag to a share of the width, from 0 (where it started) to 1.
    func updateDrag(_ progress: Double) {
        guard var running = transitions.slide, running.timeline == nil else { return }
        running.from = min(max(progress, 0), 1)
        transitions.slide = running
    }

    /// Lets go of a drag that did not go far enough: the page springs back.
    func cancelDrag() {
        guard var running = transitions.slide, running.timeline == nil else { return }
        running.to = 0
        running.timeline = transitions.motion.timeline(startingAt: clock())
        transitions.slide = running
    }
}
