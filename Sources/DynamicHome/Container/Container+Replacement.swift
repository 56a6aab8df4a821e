/// A replacement from what was on screen to a new child, in the motion's transition style.
struct CrossFadeTransition {
    /// What the fade starts from.
    enum Source {
        /// The child being replaced, still drawn live (so it follows a resize).
        case child(any HomeTemplate)
        /// A frame frozen when a second replacement interrupted a first.
        case snapshot(Canvas)
    }

    var source: Source
    var timeline: Timeline
    var from: TemplateStyle
}

extension Container {
    /// Replaces the child with a new one of `style`, cross-fading from the frame on
    /// screen.
    ///
    /// The new child is embedded, injected and handed the current content before its
    /// first frame. Containment callbacks balance: the new child gets will-move,
    /// did-move, will-appear and, when the fade ends, did-appear; the old one
    /// will-disappear and, at the end, did-disappear, will-move(nil) and did-move(nil).
    /// A replacement during a fade starts from the frame on screen and goes to the
    /// newest style; the child that was coming in is removed at once. Replacing with
    /// the style on screen (or on its way) does nothing.
    ///
    /// - Returns: Whether a replacement started.
    @discardableResult
    public func replace(with style: TemplateStyle) -> Bool {
        guard style != self.style, let newChild = try? factory.make(style) else { return false }
        let now = clock()
        let oldStyle = self.style
        let animated = isVisible && navigation.isAtHome && motion.duration > .zero
        embed(newChild)
        hand(viewModel, to: newChild)

        if !animated {
            finishTransitions()
            let oldChild = child
            let onScreen = isVisible && navigation.isAtHome
            if onScreen {
                newChild.willAppear()
                oldChild.willDisappear()
            }
            child = newChild
            if onScreen {
                newChild.didAppear()
                oldChild.didDisappear()
            }
            unembed(oldChild)
        } else if let running = crossFade {
            // Freeze the frame on screen, then let both children of the running fade go.
            let frozen = blendedFrame(running, size: lastSize, context: DrawContext(time: now, theme: lastTheme, motion: motion))
            let incoming = child
            newChild.willAppear()
            incoming.willDisappear()
            incoming.didDisappear()
            unembed(incoming)
            if case .child(let outgoing) = running.source {
                outgoing.didDisappear()
                unembed(outgoing)
            }
            child = newChild
            crossFade = CrossFadeTransition(source: .snapshot(frozen), timeline: motion.timeline(startingAt: now), from: running.from)
        } else {
            let outgoing = child
            newChild.willAppear()
            outgoing.willDisappear()
            child = newChild
            crossFade = CrossFadeTransition(source: .child(outgoing), timeline: motion.timeline(startingAt: now), from: oldStyle)
        }
        settings.style = style
        onEvent(.replaced(from: oldStyle, to: style))
        return true
    }

    /// Ends transitions whose time is over: the callbacks that close a cross-fade, the
    /// clean-up after a slide. Call before drawing each frame.
    public func advance(to time: Duration) {
        if let running = crossFade, running.timeline.isFinished(at: time) {
            completeCrossFade(running)
        }
        if let running = slide, running.isFinished(at: time) {
            slide = nil
        }
    }

    /// Ends every running transition at once, as if its time were over.
    public func finishTransitions() {
        if let running = crossFade { completeCrossFade(running) }
        slide = nil
    }

    private func completeCrossFade(_ transition: CrossFadeTransition) {
        crossFade = nil
        child.didAppear()
        if case .child(let outgoing) = transition.source {
            outgoing.didDisappear()
            unembed(outgoing)
        }
    }

    /// The transition's timeline while a cross-fade runs: what the chrome fades with.
    public var crossFadeTimeline: Timeline? { crossFade?.timeline }

    /// The frame of a cross-fade at a time.
    func blendedFrame(_ transition: CrossFadeTransition, size: Size, context: DrawContext) -> Canvas {
        let old: Canvas
        switch transition.source {
        case .child(let outgoing):
            old = drawPage(outgoing, viewModel: viewModel, size: size, context: context)
        case .snapshot(let frozen):
            old = frozen.resized(to: size)
        }
        let new = drawPage(.child, size: size, context: context)
        return motion.blend(from: old, to: new, progress: transition.timeline.progress(at: context.time), edgeStyle: context.theme.border)
    }
}
