extension SectionStack {
    /// Routes an event once to whoever owns it: `s` and a completed swipe are the
    /// stack's (as in every template); tab and shift-tab move the focus to the next or
    /// previous section; any other key goes to the focused section's template, and a
    /// move of the highlight it ignores at its first or last row moves the focus to the
    /// section above or below, entering it at the entry nearest to where it left. A click
    /// or the wheel goes to the section under the mouse, which gets the focus.
    func handle(_ event: InputEvent) -> EventHandling {
        if let shared = handleSharedInput(event) { return shared }
        switch event {
        case .key(let key):
            return handle(key)
        case .mouse(let mouse):
            return handle(mouse)
        case .swipe:
            return .ignored
        }
    }

    private func handle(_ key: Key) -> EventHandling {
        let command = keyBindings.command(for: key, on: .template)
        switch command {
        case .nextEntry?:
            moveFocus(to: focus + 1)
            return .handled
        case .previousEntry?:
            moveFocus(to: focus - 1)
            return .handled
        default:
            break
        }
        guard let slot = focused else { return .ignored }
        slots[focus].drawn = nil
        let before = slot.template.selectedIdentifier
        if slot.template.handle(.key(key)) == .handled, !isStuck(slot.template, after: command, before: before) { return .handled }
        return leave(by: command)
    }

    /// Whether a template that handled a move of the highlight did not move it: a
    /// template that is not ``SectionPlaceable`` says it handled a key at its last row as
    /// at any other, and the focus then moves on all the same.
    private func isStuck(_ template: any HomeTemplate, after command: KeyCommand?, before: String?) -> Bool {
        guard !(template is any SectionPlaceable) else { return false }
        switch command {
        case .selectionDown?, .selectionUp?, .pageDown?, .pageUp?: return template.selectedIdentifier == before
        default: return false
        }
    }

    /// Moves the focus out of the focused section by a command its template ignored:
    /// down (or a page down) to the section below, up to the one above.
    private func leave(by command: KeyCommand?) -> EventHandling {
        let column = (focused?.template as? any SectionPlaceable)?.highlightedColumn
        switch command {
        case .selectionDown?, .pageDown?:
            return moveFocus(to: focus + 1, fromAbove: true, nearColumn: column) || focus == slots.count - 1 ? .handled : .ignored
        case .selectionUp?, .pageUp?:
            return moveFocus(to: focus - 1, fromAbove: false, nearColumn: column) || focus == 0 ? .handled : .ignored
        default:
            return .ignored
        }
    }

    private func handle(_ mouse: MouseEvent) -> EventHandling {
        switch mouse.action {
        case .scrollDown, .scrollUp:
            guard let slot = focused else { return .ignored }
            slots[focus].drawn = nil
            let command: KeyCommand = mouse.action == .scrollDown ? .selectionDown : .selectionUp
            let before = slot.template.selectedIdentifier
            if slot.template.handle(.mouse(mouse)) == .handled, !isStuck(slot.template, after: command, before: before) { return .handled }
            return leave(by: command)
        case .press, .drag, .release:
            let line = scrollTop + mouse.row
            let tops = regionTops()
            guard let index = slots.indices.last(where: { tops[$0] <= line }), line < tops[index] + slots[index].height else {
                return .ignored
            }
            let inRegion = line - tops[index] - slots[index].titleRows
            let moved = mouse.action == .press && index != focus
            if moved {
                slots[focus].drawn = nil
                focus = index
            }
            slots[index].drawn = nil
            guard inRegion >= 0 else { return moved ? .handled : .ignored }
            let handled = slots[index].template.handle(.mouse(MouseEvent(mouse.action, column: mouse.column, row: inRegion)))
            return moved ? .handled : handled
        }
    }
}
