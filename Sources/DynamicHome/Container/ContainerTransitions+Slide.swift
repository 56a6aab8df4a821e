/// A slide between day pages: a completed swipe, a drag that follows the pointer, or
/// a cancelled drag springing back.
struct DaySlide {
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

/// The slide primitives ``DayNavigator`` and ``DayDrag`` use, on the Container whose
/// child the pages are; their state is ``ContainerTransitions``'. The decisions (which
/// day, whether a drag went far enough) are the navigator's and the drag's.
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
        if transitions.crossFade != nil { finishTransitions() }
        var start = 0.0
        var outgoing = DaySlide.Page.snapshot(
            drawPage(.child, size: transitions.lastSize, context: transitions.context(at: now)),
            relayout: page(holding: viewModel, selecting: child.selectedIdentifier))
        if let running = transitions.slide {
            start = running.direction == direction ? running.progress(at: now) : 0
            if case .snapshot = running.outgoing, running.direction == direction { outgoing = running.outgoing }
        }
        transitions.slide = DaySlide(
            direction: direction, outgoing: outgoing, incoming: .child, from: start, to: 1,
            timeline: transitions.motion.timeline(startingAt: now))
    }

    /// A template of the child's style outside the Container, holding `viewModel`: the
    /// outgoing page drawn again at another size (its highlight on the item the child
    /// highlighted, `selecting`), or the adjacent day during a drag.
    private func page(holding viewModel: HomeViewModel, selecting identifier: String? = nil) -> (any HomeTemplate, HomeViewModel)? {
        guard let page = try? makeChild(style, for: viewModel) else { return nil }
        hand(viewModel, to: page, selecting: identifier)
        return (page, viewModel)
    }

    /// Starts a drag towards the adjacent day, whose view model is given so that its
    /// page can be drawn while the drag lasts. The day does not change.
    func beginDrag(_ direction: SwipeDirection, adjacent viewModel: HomeViewModel) -> Bool {
        guard navigation.isAtHome else { return false }
        finishTransitions()
        guard let (page, viewModel) = page(holding: viewModel) else { return false }
        transitions.slide = DaySlide(
            direction: direction, outgoing: .child, incoming: .offscreen(page, viewModel), from: 0, to: 0, timeline: nil)
        return true
    }

    /// Moves a drag to a share of the width, from 0 (where it started) to 1; with reduced
    /// motion, the page switches whole as the drag passes half the width.
    func updateDrag(_ progress: Double) {
        guard var running = transitions.slide, running.timeline == nil else { return }
        let share = min(max(progress, 0), 1)
        running.from = transitions.motion.reducesMotion ? (share > 0.5 ? 1 : 0) : share
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
