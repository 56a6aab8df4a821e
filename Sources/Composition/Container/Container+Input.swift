/// The Container's responders, in order: the screen on top (back), else the composition
/// (the focused region's template, whose answer's requests are carried out; the focus
/// moving between stacked regions), then `t`. An input comes resolved (``ResolvedInput``):
/// nothing here looks a key up.
extension Container {
    /// Routes an event, resolved in the key table of the template the focus is in; see
    /// ``respond(to:)``.
    @discardableResult
    public func handle(_ event: InputEvent) -> EventHandling {
        respond(to: ResolvedInput(event, in: keyBindings(for: child)))
    }

    /// Routes an input resolved where it entered: to the screen on top when there is one
    /// (back), else to the composition: the template the focus is in answers, and what it
    /// asks for is carried out; on a day in sections, tab moves the focus to the next
    /// section and a move of the highlight the template ignores at its edge to the
    /// section beyond, and a click goes to the section under it. Of what the composition
    /// ignores, `t` switches the screen's template. A completed swipe is the screen's
    /// request to move the day (``ContainerEvent/swiped(_:)``); no template hears it.
    @discardableResult
    public func respond(to input: ResolvedInput) -> EventHandling {
        if !navigation.isAtHome {
            guard input.commands.destination == .back else { return .ignored }
            goBack()
            return .handled
        }
        if case .swipe(let direction) = input.event {
            onEvent(.swiped(direction))
            return .handled
        }
        if working({ compositionResponds(to: input) }) == .handled { return .handled }
        if input.commands.container == .nextTemplate, let next = factory.style(after: style), next != style {
            replaceOnRequest(with: next)
            return .handled
        }
        return .ignored
    }

    private func compositionResponds(to input: ResolvedInput) -> EventHandling {
        guard composition.arrangement == .stacked else {
            return ask(0, input)
        }
        switch input.event {
        case .key:
            switch input.commands.template {
            case .nextEntry?:
                moveFocus(to: composition.focus + 1)
                return .handled
            case .previousEntry?:
                moveFocus(to: composition.focus - 1)
                return .handled
            default:
                return askFocused(input, command: input.commands.template)
            }
        case .mouse(let mouse):
            switch mouse.action {
            case .scrollDown, .scrollUp:
                return askFocused(input, command: mouse.action == .scrollDown ? .selectionDown : .selectionUp)
            case .press, .drag, .release:
                return click(mouse)
            }
        case .swipe:
            return .ignored
        }
    }

    /// Asks the template of region `index`: its answer, with its requests carried out.
    private func ask(_ index: Int, _ input: ResolvedInput) -> EventHandling {
        let template = composition.regions[index].template
        let origin = RequestOrigin(region: composition.regions[index].identifier, template: template)
        let response = template.respond(to: input)
        for request in response.requests { perform(request, from: origin) }
        return response.handling
    }

    /// Asks the focused region's template; a move of the highlight it ignores (or
    /// handles without moving, when it is not ``SectionPlaceable``) moves the focus to
    /// the region above or below, entering it at the entry nearest to where it left.
    private func askFocused(_ input: ResolvedInput, command: KeyCommand?) -> EventHandling {
        guard let focused = composition.focused else { return .ignored }
        composition.regions[composition.focus].drawn = nil
        let before = focused.template.selectedIdentifier
        if ask(composition.focus, input) == .handled, !isStuck(focused.template, after: command, before: before) { return .handled }
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

    /// Moves the focus out of the focused region by a command its template ignored: down
    /// (or a page down) to the region below, up to the one above.
    private func leave(by command: KeyCommand?) -> EventHandling {
        let focus = composition.focus
        let column = composition.focused?.template.adoptedPlacing?.highlightedColumn
        switch command {
        case .selectionDown?, .pageDown?:
            return moveFocus(to: focus + 1, fromAbove: true, nearColumn: column) || focus == composition.regions.count - 1
                ? .handled : .ignored
        case .selectionUp?, .pageUp?:
            return moveFocus(to: focus - 1, fromAbove: false, nearColumn: column) || focus == 0 ? .handled : .ignored
        default:
            return .ignored
        }
    }

    /// Moves the focus to the region at `index`, the highlight entering it from above or
    /// below near `column` (or where it was, without one).
    @discardableResult
    private func moveFocus(to index: Int, fromAbove: Bool? = nil, nearColumn column: Int? = nil) -> Bool {
        guard composition.regions.indices.contains(index), index != composition.focus else { return false }
        composition.regions[composition.focus].drawn = nil
        composition.regions[index].drawn = nil
        composition.focus = index
        if let fromAbove, let placeable = composition.regions[index].template.adoptedPlacing {
            placeable.enterHighlight(fromAbove: fromAbove, nearColumn: column ?? 0)
        }
        return true
    }

    /// A click, a drag or a release goes to the region under it, which gets the focus.
    private func click(_ mouse: MouseEvent) -> EventHandling {
        let line = composition.scrollTop + mouse.row
        let tops = composition.regionTops()
        let regions = composition.regions
        guard let index = regions.indices.last(where: { tops[$0] <= line }), line < tops[index] + regions[index].height else {
            return .ignored
        }
        let inRegion = line - tops[index] - regions[index].titleRows
        let moved = mouse.action == .press && index != composition.focus
        if moved {
            composition.regions[composition.focus].drawn = nil
            composition.focus = index
        }
        composition.regions[index].drawn = nil
        guard inRegion >= 0 else { return moved ? .handled : .ignored }
        let handled = ask(index, ResolvedInput(.mouse(MouseEvent(mouse.action, column: mouse.column, row: inRegion))))
        return moved ? .handled : handled
    }
}
