extension ItemTemplate {
    /// Reads an event: first ``handleTemplateInput(_:)`` (a template that reads keys its
    /// own way, a card's text field, gets them before anything), then what every template
    /// shares (settings, swipes), then a key's command in the key table the Container
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
        if let own = handleTemplateInput(event) { return own }
        if let shared = handleSharedInput(event) { return shared }
        switch event {
        case .key(let key):
            if isPlacedInSection, let along = moveAlongRow(for: key) { return along }
            guard let command = keyBindings.command(for: key, on: .template) else { return .ignored }
            if let own = handleTemplateCommand(command) { return own }
            return handleKitCommand(command)
        case .mouse(let mouse): return handleKitMouse(mouse)
        case .swipe: return .ignored
        }
    }

    private func handleKitCommand(_ command: KeyCommand) -> EventHandling {
        let layout = currentLayout
        switch command {
        case .selectionUp: return moveRow(by: -1)
        case .selectionDown: return moveRow(by: 1)
        case .pageUp: return moveRow(by: -layout.visibleRows)
        case .pageDown: return moveRow(by: layout.visibleRows)
        case .first: return moveHighlight(by: -items.count)
        case .last: return moveHighlight(by: items.count)
        case .open: return openHighlighted()
        case .quickLook where spaceOpensQuickLook: return openHighlighted(quickLook: true)
        case .alternative:
            guard let alternative else { return .ignored }
            replaceWith(alternative)
            return .handled
        default: return .ignored
        }
    }

    private func handleKitMouse(_ mouse: MouseEvent) -> EventHandling {
        let layout = currentLayout
        switch mouse.action {
        case .press:
            let point = Point(column: mouse.column, row: mouse.row)
            guard let index = index(at: point, layout: layout) else { return .ignored }
            if index == selectedIndex { return openHighlighted() }
            kit.presentation.selection.select(index)
            return .handled
        case .scrollUp: return moveRow(by: -1)
        case .scrollDown: return moveRow(by: 1)
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
    private func moveAlongRow(for key: Key) -> EventHandling? {
        let step: Int
        switch keyBindings.command(for: key, on: .screen) {
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
