extension SectionStack {
    /// Replaces a section's template with one of the choice's style, handed the
    /// section's items with the highlight on the item the old one highlighted. On
    /// screen, the region cross-fades from the old template to the new one and keeps its
    /// height, so that no row outside it changes; a second replacement during the fade
    /// starts from the frame on screen.
    func replace(_ slot: inout Slot, with choice: SectionChoice, items: [HomeItem]) {
        guard let template = try? factory.make(choice.style) else { return }
        let old = slot.template
        let from = old.style
        let selected = old.selectedIdentifier
        let now = clock()
        embed(template, in: slot.identifier)
        slot.template = template
        slot.drawn = nil
        slot.header = nil
        slot.choice = choice
        hand(items, to: &slot)
        if let selected { template.selectItem(withIdentifier: selected) }
        let animated = isOnScreen && motion().duration > .zero
        if isOnScreen { template.willAppear() }
        if animated {
            if let running = slot.fade {
                // Freeze the region as it is now; the template that was coming in leaves at once.
                let frozen = drawRegionBody(of: slot, fade: running, template: old, size: regionBodySize(of: slot), at: now)
                old.willDisappear()
                old.didDisappear()
                unembed(old)
                if case .template(let outgoing) = running.source {
                    outgoing.didDisappear()
                    unembed(outgoing)
                }
                slot.fade = RegionFade(source: .snapshot(frozen), startedAt: now, from: running.from)
            } else {
                old.willDisappear()
                slot.fade = RegionFade(source: .template(old), startedAt: now, from: from)
            }
        } else {
            if let running = slot.fade { complete(running) }
            slot.fade = nil
            if isOnScreen {
                template.didAppear()
                old.willDisappear()
                old.didDisappear()
            }
            unembed(old)
        }
        onReplace(slot.identifier, from, choice.style)
    }

    /// A section's template asked to be replaced (`replaceWith`, `v`).
    func replaceSection(of template: any HomeTemplate, with style: TemplateStyle) {
        guard let index = slots.firstIndex(where: { $0.template === template }), style != template.style,
              factory.styles.contains(style)
        else { return }
        // On a copy, written back after: replacing reads the other slots (which one has
        // the focus, when a fade running is frozen), which an access to `slots[index]`
        // held for the whole call would forbid.
        var slot = slots[index]
        replace(&slot, with: SectionChoice(style: style, origin: .replacedAtRuntime(from: template.style)), items: viewModel.items)
        slots[index] = slot
    }

    /// Ends the fades whose time is over: the old templates leave, the new ones have appeared.
    func advance(to time: Duration) {
        let duration = motion().duration
        if let fade = structureFade, time - fade.startedAt >= duration { structureFade = nil }
        for index in slots.indices {
            guard let fade = slots[index].fade, time - fade.startedAt >= duration else { continue }
            slots[index].fade = nil
            complete(fade)
            if isOnScreen { slots[index].template.didAppear() }
        }
    }

    /// Ends every fade at once.
    func finishFades() {
        structureFade = nil
        for index in slots.indices {
            guard let fade = slots[index].fade else { continue }
            slots[index].fade = nil
            complete(fade)
            if isOnScreen { slots[index].template.didAppear() }
        }
    }

    private func complete(_ fade: RegionFade) {
        guard case .template(let outgoing) = fade.source else { return }
        outgoing.didDisappear()
        unembed(outgoing)
    }

    /// How far a fade has come at `time`, eased, from 0 to 1.
    func progress(of fade: RegionFade, at time: Duration) -> Double {
        motion().timeline(startingAt: fade.startedAt).progress(at: time)
    }
}
