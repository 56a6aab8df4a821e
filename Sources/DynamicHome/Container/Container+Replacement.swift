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
    /// screen. What the screen around the Container asks for (`replace --to`, a change
    /// of toggles); it reports no event, since the caller knows. A replacement the
    /// child asks for (or `t`) is reported as ``ContainerEvent/replaced(from:to:)``.
    ///
    /// The new child is embedded, injected and handed the current content, with the
    /// highlight on the item the old child highlighted, before its first frame. Containment callbacks balance: the new child gets will-move,
    /// did-move, will-appear and, when the fade ends, did-appear; the old one
    /// will-disappear and, at the end, did-disappear, will-move(nil) and did-move(nil).
    /// A replacement during a fade starts from the frame on screen and goes to the
    /// newest style; the child that was coming in is removed at once. Replacing with
    /// the style on screen (or on its way) does nothing.
    ///
    /// - Returns: Whether a replacement started.
    @discardableResult
    public func replace(with style: TemplateStyle) -> Bool {
        replace(with: style, anew: false)
    }

    /// ``replace(with:)``; with `anew`, also when `style` is on screen (its template was
    /// read again).
    func replace(with style: TemplateStyle, anew: Bool) -> Bool {
        guard anew || style != self.style, let newChild = try? makeChild(style, for: viewModel) else { return false }
        let now = clock()
        let oldStyle = self.style
        let animated = showsChild && transitions.motion.duration > .zero
        embed(newChild)
        hand(viewModel, to: newChild, selecting: child.selectedIdentifier)

        if !animated {
            finishTransitions()
            putInPlaceAtOnce(newChild)
        } else if let running = transitions.crossFade {
            // Freeze the frame on screen, then let both children of the running fade go.
            let frozen = blendedFrame(running, size: transitions.lastSize, context: transitions.context(at: now))
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
            transitions.crossFade = CrossFadeTransition(
                source: .snapshot(frozen), timeline: transitions.motion.timeline(startingAt: now), from: running.from)
        } else {
            let outgoing = child
            newChild.willAppear()
            outgoing.willDisappear()
            child = newChild
            transitions.crossFade = CrossFadeTransition(
                source: .child(outgoing), timeline: transitions.motion.timeline(startingAt: now), from: oldStyle)
        }
        navigation.settings.style = style
        return true
    }

    /// A replacement the child asked for, or `t`: replaces, and reports it.
    func replaceOnRequest(with style: TemplateStyle) {
        let from = self.style
        if replace(with: style) { onEvent(.replaced(from: from, to: style)) }
    }

    /// The callbacks that close a cross-fade.
    func completeReplacement(_ transition: CrossFadeTransition) {
        child.didAppear()
        if case .child(let outgoing) = transition.source {
            outgoing.didDisappear()
            unembed(outgoing)
        }
    }
}

extension Container {
    /// Puts `newChild` (embedded, and handed its view model) in place of the child at
    /// once: on screen, the new one will appear and the old one will disappear, then
    /// the new one did appear and the old one did disappear; the old one is let go.
    func putInPlaceAtOnce(_ newChild: any HomeTemplate) {
        let oldChild = child
        let onScreen = showsChild
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
    }
}
