/// Replacements: one value (``Replacement``) and one way of starting, interrupting and
/// ending it, whether the area that fades is the whole composition (the screen's template
/// replaced) or one region (a section's).
///
/// Containment callbacks balance for every template: the one coming in gets will-move,
/// did-move, will-appear and, when the fade ends, did-appear; the one going out
/// will-disappear and, at the end, did-disappear, will-move(nil) and did-move(nil). A
/// replacement during a fade starts from the frame on screen, frozen, and goes to the
/// newest style; the template that was coming in leaves at once.
extension Container {
    /// Replaces the screen's template with one of `style`, cross-fading the whole area
    /// from the frame on screen. What the screen around the Container asks for (`replace
    /// --to`, a change of toggles); it reports no event, since the caller knows. A
    /// replacement a child asks for (or `t`) is reported as
    /// ``ContainerEvent/replaced(from:to:)``.
    ///
    /// The day is composed anew with the new style: each region's template is new,
    /// embedded, injected and handed its items, with the highlight on the item the old
    /// one highlighted, before its first frame. Replacing with the style on screen (or on
    /// its way) does nothing.
    ///
    /// - Returns: Whether a replacement started.
    @discardableResult
    public func replace(with style: TemplateStyle) -> Bool {
        replace(with: style, anew: false)
    }

    /// ``replace(with:)``; with `anew`, also when `style` is on screen (its template was
    /// read again).
    func replace(with style: TemplateStyle, anew: Bool) -> Bool {
        guard anew || style != self.style else { return false }
        return working {
            let selected = child.selectedIdentifier
            guard var new = try? makeComposition(style, for: viewModel, embedded: true) else { return false }
            if let selected { select(selected, in: &new) }
            let now = clock()
            if showsChild && transitions.motion.duration > .zero {
                for template in new.templates { template.willAppear() }
                finishRegionFades()
                let old = composition
                if let running = old.fade {
                    // Freeze the frame on screen; the composition that was coming in and
                    // what it replaced leave at once.
                    let frozen = frameOnScreen(at: now, size: transitions.lastSize)
                    leave(old.templates, appeared: true)
                    leave(running.leaving, appeared: false)
                    new.fade = Replacement(from: .snapshot(frozen), style: running.from, motion: transitions.motion, at: now)
                } else {
                    for template in old.templates { template.willDisappear() }
                    new.fade = Replacement(from: .composition(old), style: old.screenStyle, motion: transitions.motion, at: now)
                }
                composition = new
            } else {
                finishTransitions()
                putInPlaceAtOnce(new)
            }
            navigation.settings.style = style
            return true
        }
    }

    /// A replacement a child asked for, or `t`: replaces, and reports it.
    func replaceOnRequest(with style: TemplateStyle) {
        let from = self.style
        if replace(with: style) { onEvent(.replaced(from: from, to: style)) }
    }

    /// Puts `new` (embedded, and handed its items) in place of the composition on screen
    /// at once: on screen, its templates will appear and the old ones will disappear,
    /// then the new ones did appear and the old ones did disappear; the old ones are let go.
    func putInPlaceAtOnce(_ new: Composition) {
        let old = composition.templates
        let onScreen = showsChild
        if onScreen {
            for template in new.templates { template.willAppear() }
            for template in old { template.willDisappear() }
        }
        composition = new
        if onScreen {
            for template in new.templates { template.didAppear() }
            for template in old { template.didDisappear() }
        }
        for template in old { unembed(template) }
    }

    // MARK: A section's template

    /// Replaces the template of one section (`v` in it, a script's step), with a
    /// cross-fade of its region only.
    ///
    /// - Returns: Whether the section's template was replaced.
    @discardableResult
    public func replaceSection(_ identifier: String, with style: TemplateStyle) -> Bool {
        guard composition.arrangement == .stacked, let index = composition.index(of: identifier) else { return false }
        let before = composition.regions[index].template.style
        working { replaceRegion(at: index, with: style) }
        return composition.index(of: identifier).map { composition.regions[$0].template.style != before } ?? false
    }

    /// A region's template asked to be replaced (`replaceWith`, `v`).
    func replaceRegion(at index: Int, with style: TemplateStyle) {
        let template = composition.regions[index].template
        guard style != template.style, factory.styles.contains(style) else { return }
        // On a copy, written back after: replacing reads the other regions (which one has
        // the focus, when a fade running is frozen).
        var region = composition.regions[index]
        replace(&region, with: SectionChoice(style: style, origin: .replacedAtRuntime(from: template.style)), animated: true)
        composition.regions[index] = region
    }

    /// Replaces a region's template with one of the choice's style, handed the section's
    /// items with the highlight on the item the old one highlighted. On screen (and when
    /// `animated`), the region fades from the old template to the new one and keeps its
    /// height, so that no row outside it changes; a second replacement during the fade
    /// starts from the frame on screen.
    func replace(_ region: inout Region, with choice: SectionChoice, animated wanted: Bool) {
        guard let template = try? factory.make(choice.style) else { return }
        let old = region.template
        let from = old.style
        let selected = old.selectedIdentifier
        let now = clock()
        let onScreen = showsChild
        let animated = wanted && onScreen && transitions.motion.duration > .zero
        let frozen = animated ? region.fade.map { composition.regionFrame(of: region, fade: $0, at: now) } : nil
        if let placeable = template.adoptedPlacing { placeable.isPlacedInSection = composition.arrangement == .stacked }
        embed(template, in: region.identifier)
        region.template = template
        region.drawn = nil
        region.header = nil
        region.choice = choice
        hand(composition.viewModel.items, to: &region, of: composition)
        if let selected { template.selectItem(withIdentifier: selected) }
        if onScreen { template.willAppear() }
        if animated, let running = region.fade, let frozen {
            leave([old], appeared: true)
            leave(running.leaving, appeared: false)
            region.fade = Replacement(from: .snapshot(frozen), style: running.from, motion: transitions.motion, at: now)
        } else if animated {
            old.willDisappear()
            region.fade = Replacement(from: .template(old), style: from, motion: transitions.motion, at: now)
        } else {
            if let running = region.fade { leave(running.leaving, appeared: false) }
            region.fade = nil
            if onScreen {
                template.didAppear()
                old.willDisappear()
                old.didDisappear()
            }
            unembed(old)
        }
        onEvent(.sectionReplaced(section: region.identifier, from: from, to: choice.style))
    }

    /// Templates leave at once: those that had appeared will disappear first; all did
    /// disappear and are let go.
    private func leave(_ templates: [any HomeTemplate], appeared: Bool) {
        for template in templates {
            if appeared { template.willDisappear() }
            template.didDisappear()
            unembed(template)
        }
    }

    // MARK: Ending

    /// Ends the replacements and the slide whose time is over: what came in did appear,
    /// what went out did disappear and is let go. Called before drawing each frame.
    public func advanceTransitions(to time: Duration) {
        working {
            if let running = composition.fade, running.isFinished(at: time) {
                composition.fade = nil
                complete(running, appearing: composition.templates)
            }
            for index in composition.regions.indices {
                guard let running = composition.regions[index].fade, running.isFinished(at: time) else { continue }
                composition.regions[index].fade = nil
                complete(running, appearing: [composition.regions[index].template])
            }
            if let running = transitions.slide, running.isFinished(at: time) {
                transitions.slide = nil
            }
        }
    }

    /// Ends every running transition at once, as if its time were over.
    public func finishTransitions() {
        working {
            finishFades()
            transitions.slide = nil
        }
    }

    /// Ends every replacement at once: the whole area's and the regions'.
    func finishFades() {
        if let running = composition.fade {
            composition.fade = nil
            complete(running, appearing: composition.templates)
        }
        finishRegionFades()
    }

    /// Ends the regions' replacements at once.
    private func finishRegionFades() {
        for index in composition.regions.indices {
            guard let running = composition.regions[index].fade else { continue }
            composition.regions[index].fade = nil
            complete(running, appearing: [composition.regions[index].template])
        }
    }

    /// The callbacks that close a replacement: the templates faded in did appear (not
    /// after sections came or went: nothing was replaced), those faded out did disappear
    /// and are let go.
    private func complete(_ replacement: Replacement, appearing: [any HomeTemplate]) {
        if showsChild, replacement.replacesTemplates {
            for template in appearing { template.didAppear() }
        }
        leave(replacement.leaving, appeared: false)
    }

    /// The frame on screen at `time` and `size`, as the last one was drawn (its theme and
    /// focus): what a fade interrupted, or sections that change, start from.
    func frameOnScreen(at time: Duration, size: Size) -> Canvas {
        var canvas = Canvas(size)
        var context = composition.lastContext
        context.time = time
        composition.draw(in: &canvas, context: context)
        return canvas
    }
}
