extension ItemTemplate {
    /// Reads an event: first what every template shares (`s`, swipes), then
    /// ``handleTemplateInput(_:)``, then the kit's keys, clicks and wheel.
    ///
    /// | Input | Does |
    /// |---|---|
    /// | up/down, k/j, the wheel | moves the highlight a row |
    /// | page up/page down | moves it a page of rows |
    /// | home/end | moves it to the first or last item |
    /// | enter | opens the highlighted item as its kind says |
    /// | space | a quick look (`shortSelected`), if ``spaceOpensQuickLook`` |
    /// | v | asks for ``alternative``, if any |
    /// | a click | highlights the entry under it, or opens it if it is highlighted |
    public func handle(_ event: InputEvent) -> EventHandling {
        if let shared = handleSharedInput(event) { return shared }
        if let own = handleTemplateInput(event) { return own }
        switch event {
        case .key(let key): return handleKitKey(key)
        case .mouse(let mouse): return handleKitMouse(mouse)
        case .swipe: return .ignored
        }
    }

    private func handleKitKey(_ key: Key) -> EventHandling {
        let layout = currentLayout
        switch key {
        case .up, .character("k"): return moveHighlight(by: -layout.perRow)
        case .down, .character("j"): return moveHighlight(by: layout.perRow)
        case .pageUp: return moveHighlight(by: -layout.perRow * layout.visibleRows)
        case .pageDown: return moveHighlight(by: layout.perRow * layout.visibleRows)
        case .home: return moveHighlight(by: -items.count)
        case .end: return moveHighlight(by: items.count)
        case .enter: return openHighlighted()
        case .space where Self.spaceOpensQuickLook: return openHighlighted(quickLook: true)
        case .character("v"):
            guard let alternative = Self.alternative else { return .ignored }
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
            guard let index = layout.index(at: point, firstRow: firstRow), items.indices.contains(index) else { return .ignored }
            if index == selectedIndex { return openHighlighted() }
            kit.presentation.selection.select(index)
            return .handled
        case .scrollUp: return moveHighlight(by: -layout.perRow)
        case .scrollDown: return moveHighlight(by: layout.perRow)
        case .drag, .release: return .ignored
        }
    }

    /// Moves the highlight by `delta` items, stopping at the ends, and scrolls it into view.
    @discardableResult
    public func moveHighlight(by delta: Int) -> EventHandling {
        let layout = currentLayout
        kit.presentation.selection.move(by: delta)
        kit.presentation.selection.scrollToSelection(visibleRows: layout.visibleRows, itemsPerRow: layout.perRow)
        return .handled
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
