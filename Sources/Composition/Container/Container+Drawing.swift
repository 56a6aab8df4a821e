extension Container {
    /// Draws what is on screen below the chrome: the screen on top (over the home
    /// screen, for an overlay such as the quick look), or the composition with any
    /// replacement running in it, or the slide between days.
    public func draw(in canvas: inout Canvas, context: DrawContext) {
        transitions.lastSize = canvas.size
        transitions.lastTheme = context.theme
        advanceTransitions(to: context.time)
        working {
            if let top = navigation.top {
                if top.isOverlay { composition.draw(in: &canvas, context: context) }
                DestinationScreen.draw(top, in: &canvas, theme: context.theme, settings: navigation.settings)
                return
            }
            guard var running = transitions.slide else {
                composition.draw(in: &canvas, context: context)
                return
            }
            let outgoing = drawPage(&running.outgoing, size: canvas.size, context: context)
            let incoming = drawPage(&running.incoming, size: canvas.size, context: context)
            transitions.slide = running
            canvas = transitions.daySlide.transition.frame(
                from: outgoing, to: incoming, progress: running.progress(at: context.time), motion: transitions.motion,
                edgeStyle: context.theme.border, direction: running.direction)
        }
    }

    /// Whether a frame drawn later would differ from one drawn now without input: the
    /// home screen, under an overlay too, may be animating.
    public func isAnimating(at time: Duration) -> Bool {
        guard navigation.isAtHome || navigation.top?.isOverlay == true else { return false }
        return transitions.isRunning(at: time) || composition.isAnimating(at: time)
    }

    /// A page of the slide: the composition on screen, a frame frozen (laid out again at
    /// another size from the composition it was of), or a composition outside the
    /// Container (the day a drag shows).
    private func drawPage(_ page: inout DaySlide.Page, size: Size, context: DrawContext) -> Canvas {
        var canvas = Canvas(size)
        switch page {
        case .live:
            composition.draw(in: &canvas, context: context)
        case .snapshot(let frozen, var relayout):
            // A resize mid-slide lays the outgoing page out at the new size.
            guard frozen.size != size, var composition = relayout else { return frozen.resized(to: size) }
            composition.draw(in: &canvas, context: context)
            relayout = composition
            page = .snapshot(frozen, relayout: relayout)
        case .offscreen(var composition):
            composition.draw(in: &canvas, context: context)
            page = .offscreen(composition)
        }
        return canvas
    }
}

extension Composition {
    /// Whether a replacement runs in it at `time`, or a template of it animates.
    func isAnimating(at time: Duration) -> Bool {
        if let fade, !fade.isFinished(at: time) { return true }
        return regions.contains { region in
            (region.fade.map { !$0.isFinished(at: time) } ?? false) || region.template.isAnimating(at: time)
        }
    }
}
