/// A slide between day pages: a completed swipe, a drag that follows the pointer, or
/// a cancelled drag springing back.
@MainActor
struct DaySlide {
    /// A page of the slide.
    enum Page {
        /// The Container's composition, drawn live.
        case live
        /// A frame frozen when the day changed, with a composition of that day outside
        /// the Container, which lays the page out again when the size changes mid-slide.
        case snapshot(Canvas, relayout: Composition?)
        /// A composition outside the Container showing the adjacent day during a drag.
        case offscreen(Composition)
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
/// composition the pages are; their state is ``ContainerTransitions``'. The decisions
/// (which day, whether a drag went far enough) are the navigator's and the drag's.
extension Container {
    /// Starts the slide of a day change. Call it just before the new day's view model
    /// is shown: the page on screen is frozen and slides out as the composition, with
    /// the new day, slides in. A drag in progress continues from where it is.
    package func beginSlide(_ direction: SwipeDirection) {
        guard showsChild, transitions.motion.duration > .zero else {
            transitions.slide = nil
            return
        }
        let now = clock()
        finishFades()
        var start = 0.0
        let frozen = frameOnScreen(at: now, size: transitions.lastSize)
        var outgoing = DaySlide.Page.snapshot(frozen, relayout: page(holding: viewModel, selecting: child.selectedIdentifier))
        if let running = transitions.slide {
            start = running.direction == direction ? running.progress(at: now) : 0
            if case .snapshot = running.outgoing, running.direction == direction { outgoing = running.outgoing }
        }
        transitions.slide = DaySlide(
            direction: direction, outgoing: outgoing, incoming: .live, from: start, to: 1,
            timeline: transitions.motion.timeline(startingAt: now))
    }

    /// A composition of the screen's style outside the Container, holding `viewModel`:
    /// the outgoing page drawn again at another size (its highlight on the item the
    /// composition highlighted, `selecting`), or the adjacent day during a drag.
    private func page(holding viewModel: HomeViewModel, selecting identifier: String? = nil) -> Composition? {
        guard var page = try? makeComposition(style, for: viewModel, embedded: false) else { return nil }
        if let identifier { select(identifier, in: &page) }
        return page
    }

    /// Starts a drag towards the adjacent day, whose view model is given so that its
    /// page can be drawn while the drag lasts. The day does not change.
    package func beginDrag(_ direction: SwipeDirection, adjacent viewModel: HomeViewModel) -> Bool {
        guard navigation.isAtHome else { return false }
        finishTransitions()
        guard let page = page(holding: viewModel) else { return false }
        transitions.slide = DaySlide(
            direction: direction, outgoing: .live, incoming: .offscreen(page), from: 0, to: 0, timeline: nil)
        return true
    }

    /// Moves a drag to a share of the width, from 0 (where it started) to 1; with reduced
    /// motion, the page switches whole as the drag passes half the width.
    package func updateDrag(_ progress: Double) {
        guard var running = transitions.slide, running.timeline == nil else { return }
        let share = min(max(progress, 0), 1)
        running.from = transitions.motion.reducesMotion ? (share > 0.5 ? 1 : 0) : share
        transitions.slide = running
    }

    /// Lets go of a drag that did not go far enough: the page springs back.
    package func cancelDrag() {
        guard var running = transitions.slide, running.timeline == nil else { return }
        running.to = 0
        running.timeline = transitions.motion.timeline(startingAt: clock())
        transitions.slide = running
    }
}
