extension SectionStack {
    /// Draws the regions on screen, top to bottom: each section's title (unless its
    /// template draws it), then its template, cross-fading while it is replaced; the
    /// focused region is scrolled whole into view first; "↑" and "↓" at the right edge
    /// say that regions go on above or below.
    func draw(in canvas: inout Canvas, context: DrawContext) {
        lastContext = context
        advance(to: context.time)
        if laidOutAt != canvas.size { layOut(canvas.size) }
        let tops = regionTops()
        let total = (tops.last ?? 0) + (slots.last?.height ?? 0)
        if let focused, slots.indices.contains(focus) {
            let top = tops[focus]
            if top < scrollTop { scrollTop = top }
            if top + focused.height > scrollTop + canvas.height { scrollTop = top + focused.height - canvas.height }
        }
        scrollTop = max(0, min(scrollTop, total - canvas.height))
        for (index, slot) in slots.enumerated() {
            let top = tops[index] - scrollTop
            guard top < canvas.height, top + slot.height > 0 else { continue }
            if slot.titleRows > 0 { drawTitle(of: index, in: &canvas, atRow: top, theme: context.theme) }
            var focusedContext = context
            focusedContext.isFocused = context.isFocused && index == focus
            let size = regionBodySize(of: slot)
            // The template's own frame, drawn again only when it got input or items, the
            // focus, size or theme changed, or it animates.
            var body: Canvas
            if let drawn = slot.drawn, drawn.size == size, drawn.focused == focusedContext.isFocused,
               drawn.theme == context.theme, !slot.template.isAnimating(at: context.time) {
                body = drawn.canvas
            } else {
                body = Canvas(size)
                slot.template.draw(in: &body, context: focusedContext)
                slots[index].drawn = (body, size, focusedContext.isFocused, context.theme)
            }
            if let fade = slot.fade {
                let old = outgoingFrame(of: index, fade: fade, size: size, context: focusedContext)
                body = context.motion.blend(from: old, to: body, progress: progress(of: fade, at: context.time), edgeStyle: context.theme.border)
            }
            canvas.draw(body, at: Point(column: 0, row: top + slot.titleRows))
        }
        drawMarks(in: &canvas, total: total, theme: context.theme)
        if let fade = structureFade, case .snapshot(let frozen) = fade.source {
            canvas = context.motion.blend(
                from: frozen.resized(to: canvas.size), to: canvas, progress: progress(of: fade, at: context.time),
                edgeStyle: context.theme.border)
        }
    }

    /// What a section's fade blends from, at a size: the frozen frame, or the outgoing
    /// template's frame, drawn once and kept in the fade for the frames after.
    private func outgoingFrame(of index: Int, fade: RegionFade, size: Size, context: DrawContext) -> Canvas {
        switch fade.source {
        case .snapshot(let frozen):
            return frozen.resized(to: size)
        case .template(let outgoing):
            if let kept = fade.outgoing, kept.size == size, kept.theme == context.theme { return kept.canvas }
            var drawn = Canvas(size)
            outgoing.draw(in: &drawn, context: context)
            slots[index].fade?.outgoing = (drawn, size, context.theme)
            return drawn
        }
    }

    /// The frame on screen, as the last one was drawn (its size, its time), when the
    /// stack is on screen and transitions move; `nil` otherwise.
    func frameOnScreen() -> Canvas? {
        guard isOnScreen, motion().duration > .zero, let size = laidOutAt, !slots.isEmpty else { return nil }
        var canvas = Canvas(size)
        let time = lastContext.time
        var context = lastContext
        context.time = max(time, clock())
        draw(in: &canvas, context: context)
        return canvas
    }

    /// The entries the last frame drew, each told its section and style, in the
    /// screen's coordinates, cut to the screen; those of a region fading, or whose
    /// template animates, are not still.
    var drawnEntries: [DrawnEntry] {
        guard let size = laidOutAt else { return [] }
        let screen = Rect(column: 0, row: 0, width: size.width, height: size.height)
        let tops = regionTops()
        let time = lastContext.time
        var entries: [DrawnEntry] = []
        for (index, slot) in slots.enumerated() {
            let top = tops[index] - scrollTop
            guard top < size.height, top + slot.height > 0 else { continue }
            let still = slot.fade == nil && structureFade == nil && !slot.template.isAnimating(at: time)
            let section = slot.identifier.isEmpty ? nil : slot.identifier
            for entry in slot.template.drawnEntries {
                var placed = entry.moved(by: Point(column: 0, row: top + slot.titleRows), within: screen)
                placed.section = section
                placed.style = slot.template.style
                placed.isStill = entry.isStill && still
                entries.append(placed)
            }
        }
        return entries
    }

    /// The part of a section's region its template draws in.
    func regionBodySize(of slot: Slot) -> Size {
        Size(width: laidOutAt?.width ?? 80, height: max(0, slot.height - slot.titleRows))
    }

    /// A section's template drawn in its region, blended with the one it replaces while
    /// the fade runs.
    func drawRegionBody(of slot: Slot, fade: RegionFade?, template: any HomeTemplate, size: Size, context: DrawContext) -> Canvas {
        var body = Canvas(size)
        template.draw(in: &body, context: context)
        guard let fade else { return body }
        let old: Canvas
        switch fade.source {
        case .template(let outgoing):
            var drawn = Canvas(size)
            outgoing.draw(in: &drawn, context: context)
            old = drawn
        case .snapshot(let frozen):
            old = frozen.resized(to: size)
        }
        return context.motion.blend(from: old, to: body, progress: progress(of: fade, at: context.time), edgeStyle: context.theme.border)
    }

    /// The same, at `time`, with the context of the last frame: a frame frozen when a
    /// second replacement interrupts a first.
    func drawRegionBody(of slot: Slot, fade: RegionFade, template: any HomeTemplate, size: Size, at time: Duration) -> Canvas {
        var context = lastContext
        context.time = time
        context.isFocused = slots.indices.contains(focus) && slots[focus].identifier == slot.identifier
        return drawRegionBody(of: slot, fade: fade, template: template, size: size, context: context)
    }

    /// Lays the regions out at a size: each as tall as its template wants, at most the
    /// screen's height.
    func layOut(_ size: Size) {
        laidOutAt = size
        for index in slots.indices {
            let slot = slots[index]
            let room = max(1, size.height - slot.titleRows)
            let wanted = (slot.template as? any SectionPlaceable)?.height(forWidth: size.width) ?? room
            slots[index].height = slot.titleRows + min(max(1, wanted), room)
        }
    }

    /// The line each region starts at.
    func regionTops() -> [Int] {
        var tops: [Int] = []
        tops.reserveCapacity(slots.count)
        var line = 0
        for slot in slots {
            tops.append(line)
            line += slot.height
        }
        return tops
    }

    /// `Title ───…` as the section's template draws a header, or as the kit does.
    private func drawTitle(of index: Int, in canvas: inout Canvas, atRow row: Int, theme: Theme) {
        guard row >= 0, row < canvas.height else { return }
        let slot = slots[index]
        let template = ObjectIdentifier(slot.template)
        if let kept = slot.header, kept.canvas.width == canvas.width, kept.template == template, kept.title == slot.section.title,
           kept.theme == theme {
            canvas.draw(kept.canvas, at: Point(column: 0, row: row))
            return
        }
        var header = Canvas(Size(width: canvas.width, height: 1))
        if let kit = slot.template as? any ItemTemplate {
            kit.drawSectionHeader(slot.section.title, in: &header, theme: theme)
        } else {
            SectionHeader.draw(slot.section.title, in: &header, theme: theme)
        }
        slots[index].header = (header, template, slot.section.title, theme)
        canvas.draw(header, at: Point(column: 0, row: row))
    }

    /// "↑" in the top right corner when regions go on above the screen, "↓" in the
    /// bottom right one when they go on below.
    private func drawMarks(in canvas: inout Canvas, total: Int, theme: Theme) {
        guard canvas.width >= 2 else { return }
        if scrollTop > 0 { canvas.draw(ScrollMarks.up, at: Point(column: canvas.width - 1, row: 0), style: theme.secondary) }
        if total - scrollTop > canvas.height {
            canvas.draw(ScrollMarks.down, at: Point(column: canvas.width - 1, row: canvas.height - 1), style: theme.secondary)
        }
    }
}

/// The header of a titled section: `Title ───…`, the title in the title style cut to the
/// width, and a rule to the edge.
public enum SectionHeader {
    /// Draws the header on the first row of `header`.
    public static func draw(_ title: String, in header: inout Canvas, theme: Theme) {
        let drawn = header.draw(title, at: Point(column: 0, row: 0), style: theme.title, maxWidth: header.width)
        guard header.width - drawn >= 2 else { return }
        header.draw(String(repeating: "─", count: header.width - drawn - 1), at: Point(column: drawn + 1, row: 0), style: theme.border)
    }
}
