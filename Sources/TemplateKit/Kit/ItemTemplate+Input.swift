extension ItemTemplate {
    /// Reads an event: first ``handleTemplateInput(_:)-(ResolvedInput)`` (a template that
    /// reads keys its own way, a card's text field, gets them before anything), then what
    /// every template shares (settings, swipes), then a key's command in the key table the Container
    /// gave (``handleTemplateCommand(_:)`` first, then the kit's), clicks and the wheel.
    ///
    /// | Command (standard keys) | Does |
    /// |---|---|
    /// | `selectionUp`, `selectionDown` (up/down, k/j), the wheel | moves the highlight a row (to the next section's first row at a section's end) |
    /// | `pageUp`, `pageDown` | moves it a page of rows |
    /// | `first`, `last` (home/end) | moves it to the first or last item |
    /// | `open` (enter) | opens the highlighted item as its kind says |
    /// | `quickLook` (space) | a quick look (`shortSelected`), if ``spaceOpensQuickLook-swift.property`` |
    /// | `alternative` (v) | asks for ``alternative-swift.property``, if any |
    /// | a click | highlights the entry under it, or opens it if it is highlighted |
    public func handle(_ event: InputEvent) -> EventHandling {
        let response = respond(to: ResolvedInput(event, in: keyBindings))
        for request in response.requests { requestThroughClosures(request) }
        return response.handling
    }

    /// Answers an input resolved where it entered, as ``handle(_:)`` does, with what the
    /// template asks for (opening an item, settings, `v`'s style) as requests in the
    /// answer; the key is not looked up again.
    public func respond(to input: ResolvedInput) -> TemplateResponse {
        if let own = handleTemplateInput(input) { return TemplateResponse(own) }
        switch input.event {
        case .swipe(let direction):
            return .handled(requesting: .swipe(direction))
        case .key where input.commands.template == .settings:
            return .handled(requesting: .settings)
        default:
            break
        }
        switch input.event {
        case .key:
            if isPlacedInSection, let along = moveAlongRow(input.commands.screen) { return TemplateResponse(along) }
            guard let command = input.commands.template else { return .ignored }
            if let own = handleTemplateCommand(command) { return TemplateResponse(own) }
            return respondToKitCommand(command)
        case .mouse(let mouse): return handleKitMouse(mouse)
        case .swipe: return .ignored
        }
    }

    private func respondToKitCommand(_ command: KeyCommand) -> TemplateResponse {
        let layout = currentLayout
        switch command {
        case .selectionUp: return TemplateResponse(moveRow(by: -1))
        case .selectionDown: return TemplateResponse(moveRow(by: 1))
        case .pageUp: return TemplateResponse(moveRow(by: -layout.visibleRows))
        case .pageDown: return TemplateResponse(moveRow(by: layout.visibleRows))
        case .first: return TemplateResponse(moveHighlight(by: -items.count))
        case .last: return TemplateResponse(moveHighlight(by: items.count))
        case .open: return opening()
        case .quickLook where spaceOpensQuickLook: return opening(quickLook: true)
        case .alternative:
            guard let alternative else { return .ignored }
            return .handled(requesting: .replace(with: alternative))
        default: return .ignored
        }
    }

    /// Opening the highlighted item as its kind says, or as a quick look; ignored when
    /// there are no items.
    private func opening(quickLook: Bool = false) -> TemplateResponse {
        guard let highlighted else { return .ignored }
        return .handled(requesting: .open(highlighted, quickLook ? .shortSelected : highlighted.item.kind.selectionAction))
    }

    private func handleKitMouse(_ mouse: MouseEvent) -> TemplateResponse {
        let layout = currentLayout
        switch mouse.action {
        case .press:
            let point = Point(column: mouse.column, row: mouse.row)
            guard let index = index(at: point, layout: layout) else { return .ignored }
            if index == selectedIndex { return opening() }
            kit.presentation.selection.select(index)
            return .handled
        case .scrollUp: return TemplateResponse(moveRow(by: -1))
        case .scrollDown: return TemplateResponse(moveRow(by: 1))
        case .drag, .release: return .ignored
        }
    }

    /// Moves the highlight by `delta` items, stopping at the ends, and scrolls it into view.
    @discardableResult
    public func moveHighlight(by delta: Int) -> EventHandling {
        kit.presentation.selection.move(by: delta)
        scrollToHighlight(rows: sectionRows(layout: currentLayout))
        return .handled
    }

    /// Moves the highlight to the row of entries `step` rows away (past a header), to
    /// the entry at the same place on screen or the row's last; past the first or last
    /// row, to the first or last item.
    @discardableResult
    public func moveRow(by step: Int) -> EventHandling {
        let rows = sectionRows(layout: currentLayout)
        guard let selected = selectedIndex else { return .ignored }
        let row = rows.row(ofItem: selected)
        var target = row + step
        while target >= 0, target < rows.rowCount, rows.entries(inRow: target) == nil { target += step.signum() }
        guard let current = rows.entries(inRow: row), let next = rows.entries(inRow: target) else {
            // In a section, the screen moves the focus on from the first or last row.
            return isPlacedInSection ? .ignored : moveHighlight(by: step * items.count)
        }
        let place = selected - current.lowerBound - railOffset(ofRow: row, in: rows) + railOffset(ofRow: target, in: rows)
        kit.presentation.selection.select(min(next.lowerBound + max(0, place), next.upperBound - 1))
        scrollToHighlight(rows: rows)
        return .handled
    }

    /// In a section, the keys of the previous and next day (left and right) move along a
    /// row of several entries, and are ignored at its ends, where the screen changes the
    /// day; `nil` for other keys, and in a row of one entry.
    private func moveAlongRow(_ command: KeyCommand?) -> EventHandling? {
        let step: Int
        switch command {
        case .previousDay: step = -1
        case .nextDay: step = 1
        default: return nil
        }
        let rows = sectionRows(layout: currentLayout)
        guard let selected = selectedIndex, let entries = rows.entries(inRow: rows.row(ofItem: selected)) else { return nil }
        guard entries.count > 1 || rows.layout.perRow > 1 else { return nil }
        guard entries.contains(selected + step) else { return .ignored }
        return moveHighlight(by: step)
    }

    /// In a rail (a section's entries side by side), the keys of the previous and next
    /// day (left and right, h and l) move the highlight along it; at its ends they are
    /// ignored and left to the screen, which changes the day. `nil` for any other input:
    /// what a template of rails answers from ``handleTemplateInput(_:)-(ResolvedInput)``.
    public func moveAlongRail(_ input: ResolvedInput) -> EventHandling? {
        guard input.key != nil else { return nil }
        let step: Int
        switch input.commands.screen {
        case .previousDay?: step = -1
        case .nextDay?: step = 1
        default: return nil
        }
        guard let index = selectedIndex, items.indices.contains(index + step), items[index + step].section == items[index].section
        else { return .ignored }
        return moveHighlight(by: step)
    }

    /// The item whose entry is under `point` (in the template's coordinates), if any.
    func index(at point: Point, layout: ItemLayout) -> Int? {
        let rows = sectionRows(layout: layout)
        let column = point.column - layout.area.column
        let line = point.row - layout.area.row
        let stride = layout.entrySize.width + layout.gap
        guard column >= 0, line >= 0, column < layout.area.width, line < layout.area.height, stride > 0,
              column % stride < layout.entrySize.width,
              let row = rows.row(atLine: rows.top(ofRow: firstRow) + line), let entries = rows.entries(inRow: row)
        else { return nil }
        let index = entries.lowerBound + column / stride + railOffset(ofRow: row, in: rows)
        return entries.contains(index) ? index : nil
    }

    /// Opens the highlighted item as its kind says, or as a quick look
    /// (`shortSelected`); ignored when there are no items.
    @discardableResult
    public func openHighlighted(quickLook: Bool = false) -> EventHandling {
        guard let highlighted else { return .ignored }
        if quickLook { shortSelected(highlighted) } else { open(highlighted) }
        return .handled
    }
}
