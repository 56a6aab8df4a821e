/// Running the transitions whose state ``ContainerTransitions`` holds: the Container
/// ends them, since ending a cross-fade completes a replacement of its child.
extension Container {
    /// Ends transitions whose time is over: the callbacks that close a cross-fade, the
    /// clean-up after a slide. Called before drawing each frame.
    public func advanceTransitions(to time: Duration) {
        if let running = transitions.crossFade, running.timeline.isFinished(at: time) {
            completeCrossFade(running)
        }
        if let running = transitions.slide, running.isFinished(at: time) {
            transitions.slide = nil
        }
    }

    /// Ends every running transition at once, as if its time were over.
    public func finishTransitions() {
        if let running = transitions.crossFade { completeCrossFade(running) }
        transitions.slide = nil
    }

    /// Ends a running cross-fade at once, as if its time were over.
    func finishCrossFade() {
        if let running = transitions.crossFade { completeCrossFade(running) }
    }

    private func completeCrossFade(_ transition: CrossFadeTransition) {
        transitions.crossFade = nil
        completeReplacement(transition)
    }

    /// The frame of a cross-fade at a time: the outgoing child (or the frame frozen
    /// when a second replacement interrupted a first) blended into the child.
    func blendedFrame(_ transition: CrossFadeTransition, size: Size, context: DrawContext) -> Canvas {
        let old: Canvas
        switch transition.source {
        case .child(let outgoing):
            old = drawPage(outgoing, viewModel: viewModel, size: size, context: context)
        case .snapshot(let frozen):
            old = frozen.resized(to: size)
        }
        let new = drawPage(.child, size: size, context: context)
        return transitions.motion.blend(
            from: old, to: new, progress: transition.timeline.progress(at: context.time), edgeStyle: context.theme.border)
    }
}
