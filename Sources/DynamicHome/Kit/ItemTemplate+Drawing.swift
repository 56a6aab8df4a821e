extension ItemTemplate {
    /// Draws the template: the empty day when there are no items; else
    /// ``drawAround(_:in:layout:theme:)``, then the entries on screen in the layout's
    /// area (animating a change of the items), then the scroll marks.
    public func draw(in canvas: inout Canvas, context: DrawContext) {
        let theme = context.theme
        guard let highlighted else {
            ItemPresentation.drawEmptyDay(in: &canvas, theme: theme)
            return
        }
        let layout = layout(at: canvas.size)
        kit.lastLayout = layout
        kit.presentation.selection.scrollToSelection(visibleRows: layout.visibleRows, itemsPerRow: layout.perRow)
        drawAround(highlighted, in: &canvas, layout: layout, theme: theme)
        guard !layout.area.isEmpty else { return }
        var area = Canvas(layout.area.size)
        if let animation = kit.presentation.runningAnimation(at: context.time, motion: context.motion) {
            let oldFirstRow = kit.presentation.offsetBeforeChange
            let newFirstRow = firstRow
            func placement(_ index: Int, firstRow: Int) -> ChangeAnimation.Placement {
                let origin = layout.origin(of: index, firstRow: firstRow)
                return ChangeAnimation.Placement(column: Double(origin.column), row: Double(origin.row))
            }
            animation.draw(
                in: &area, at: context.time, entrySize: layout.entrySize,
                oldPlacement: { placement($0, firstRow: oldFirstRow) }, newPlacement: { placement($0, firstRow: newFirstRow) },
                seed: context.motion.seed
            ) { item, index in
                entry(item, highlighted: index != nil && index == highlighted.index, layout: layout, theme: theme)
            }
        } else {
            let first = firstRow * layout.perRow
            let end = min(items.count, first + layout.drawnRows * layout.perRow)
            for index in first..<max(first, end) {
                let drawn = entry(items[index], highlighted: index == highlighted.index, layout: layout, theme: theme)
                area.draw(drawn, at: layout.origin(of: index, firstRow: firstRow))
            }
        }
        if layout.showsScrollMarks { drawScrollMarks(in: &area, layout: layout, theme: theme) }
        canvas.draw(area, at: Point(column: layout.area.column, row: layout.area.row))
    }

    /// One entry, drawn into a canvas of its own.
    private func entry(_ item: HomeItem, highlighted: Bool, layout: ItemLayout, theme: Theme) -> Canvas {
        var entry = Canvas(layout.entrySize)
        drawEntry(item, highlighted: highlighted, in: &entry, theme: theme)
        return entry
    }

    /// "↑" and "↓" in the area's last column when rows are hidden above or below.
    private func drawScrollMarks(in area: inout Canvas, layout: ItemLayout, theme: Theme) {
        guard area.width >= 2 else { return }
        let rows = (items.count + layout.perRow - 1) / layout.perRow
        if firstRow > 0 {
            area.draw("↑", at: Point(column: area.width - 1, row: 0), style: theme.secondary)
        }
        if firstRow + layout.visibleRows < rows {
            area.draw("↓", at: Point(column: area.width - 1, row: area.height - 1), style: theme.secondary)
        }
    }
}
