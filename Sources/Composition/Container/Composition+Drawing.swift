extension Composition {
    /// Draws the composition into a canvas: a panel while the day is loading or failed;
    /// else the template that fills the screen, or the stacked regions; then the whole
    /// area's replacement, if one runs.
    mutating func draw(in canvas: inout Canvas, context: DrawContext) {
        lastContext = context
        switch viewModel.content {
        case .loading:
            canvas = Canvas(canvas.size)
            Panel.message("Loading \(viewModel.day?.longName ?? "")…", in: &canvas, style: context.theme.secondary)
            return
        case .failed(let message):
            canvas = Canvas(canvas.size)
            let day = viewModel.day.map { " \($0.longName)" } ?? ""
            Panel.message("Could not load\(day).\n\(message)\nPress r to try again.", in: &canvas, style: context.theme.error)
            return
        case .loaded:
            break
        }
        switch arrangement {
        case .whole:
            canvas = Canvas(canvas.size)
            regions.first?.template.draw(in: &canvas, context: context)
        case .stacked:
            drawRegions(in: &canvas, context: context)
        }
        if var running = fade, !running.isFinished(at: context.time) {
            let old = running.outgoingFrame(size: canvas.size, context: context)
            fade = running
            canvas = context.motion.blend(from: old, to: canvas, progress: running.progress(at: context.time), edgeStyle: context.theme.border)
        }
    }

    /// Draws the stacked regions on screen, top to bottom: each section's title (unless
    /// its template draws it), then its template, blending from the one it replaces
    /// while its fade runs; the focused region is scrolled whole into view first; "↑" and
    /// "↓" at the right edge say that regions go on above or below.
    private mutating func drawRegions(in canvas: inout Canvas, context: DrawContext) {
        if laidOutAt != canvas.size { layOut(canvas.size) }
        let tops = regionTops()
        let total = (tops.last ?? 0) + (regions.last?.height ?? 0)
        if let focused {
            let top = tops[focus]
            if top < scrollTop { scrollTop = top }
            if top + focused.height > scrollTop + canvas.height { scrollTop = top + focused.height - canvas.height }
        }
        scrollTop = max(0, min(scrollTop, total - canvas.height))
        for index in regions.indices {
            let region = regions[index]
            let top = tops[index] - scrollTop
            guard top < canvas.height, top + region.height > 0 else { continue }
            if region.titleRows > 0 { drawTitle(of: index, in: &canvas, atRow: top, theme: context.theme) }
            var focusedContext = context
            focusedContext.isFocused = context.isFocused && index == focus
            let size = bodySize(of: region)
            // The template's own frame, drawn again only when it got input or items, the
            // focus, size or theme changed, or it animates.
            var body: Canvas
            if let drawn = region.drawn, drawn.size == size, drawn.focused == focusedContext.isFocused,
               drawn.theme == context.theme, !region.template.isAnimating(at: context.time) {
                body = drawn.canvas
            } else {
                body = Canvas(size)
                region.template.draw(in: &body, context: focusedContext)
                regions[index].drawn = (body, size, focusedContext.isFocused, context.theme)
            }
            if var running = region.fade, !running.isFinished(at: context.time) {
                let old = running.outgoingFrame(size: size, context: focusedContext)
                regions[index].fade = running
                body = context.motion.blend(from: old, to: body, progress: running.progress(at: context.time), edgeStyle: context.theme.border)
            }
            canvas.draw(body, at: Point(column: 0, row: top + region.titleRows))
        }
        drawMarks(in: &canvas, total: total, theme: context.theme)
    }

    /// A region's template drawn in its region at `time` with the context of the last
    /// frame, blended with what it replaces while `fade` runs: the frame frozen when a
    /// second replacement interrupts a first.
    func regionFrame(of region: Region, fade: Replacement, at time: Duration) -> Canvas {
        var context = lastContext
        context.time = time
        context.isFocused = focused?.identifier == region.identifier
        let size = bodySize(of: region)
        var body = Canvas(size)
        region.template.draw(in: &body, context: context)
        var running = fade
        let old = running.outgoingFrame(size: size, context: context)
        return context.motion.blend(from: old, to: body, progress: running.progress(at: time), edgeStyle: context.theme.border)
    }

    /// The part of a stacked region its template draws in.
    func bodySize(of region: Region) -> Size {
        Size(width: laidOutAt?.width ?? 80, height: max(0, region.height - region.titleRows))
    }

    /// Lays the stacked regions out at a size: each as tall as its template wants, at
    /// most the screen's height.
    mutating func layOut(_ size: Size) {
        laidOutAt = size
        for index in regions.indices {
            let region = regions[index]
            let room = max(1, size.height - region.titleRows)
            let wanted = region.template.adoptedPlacing?.height(forWidth: size.width) ?? room
            regions[index].height = region.titleRows + min(max(1, wanted), room)
        }
    }

    /// The line each stacked region starts at.
    func regionTops() -> [Int] {
        var tops: [Int] = []
        tops.reserveCapacity(regions.count)
        var line = 0
        for region in regions {
            tops.append(line)
            line += region.height
        }
        return tops
    }

    /// `Title ───…` as the region's template draws a header, or as the kit does.
    private mutating func drawTitle(of index: Int, in canvas: inout Canvas, atRow row: Int, theme: Theme) {
        guard row >= 0, row < canvas.height else { return }
        let region = regions[index]
        let template = ObjectIdentifier(region.template)
        if let kept = region.header, kept.canvas.width == canvas.width, kept.template == template, kept.title == region.section.title,
           kept.theme == theme {
            canvas.draw(kept.canvas, at: Point(column: 0, row: row))
            return
        }
        var header = Canvas(Size(width: canvas.width, height: 1))
        if let kit = region.template._asItemTemplate {
            kit.drawSectionHeader(region.section.title, in: &header, theme: theme)
        } else {
            SectionHeader.draw(region.section.title, in: &header, theme: theme)
        }
        regions[index].header = (header, template, region.section.title, theme)
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

extension Replacement {
    /// What the fade blends from at a size: the frozen frame; the outgoing template's
    /// frame, drawn once and kept for the frames after (drawn again while it animates);
    /// or the outgoing composition, drawn live.
    mutating func outgoingFrame(size: Size, context: DrawContext) -> Canvas {
        switch source {
        case .snapshot(let frozen):
            return frozen.resized(to: size)
        case .template(let outgoing):
            if let kept, kept.size == size, kept.theme == context.theme, !outgoing.isAnimating(at: context.time) { return kept.canvas }
            var drawn = Canvas(size)
            outgoing.draw(in: &drawn, context: context)
            kept = (drawn, size, context.theme)
            return drawn
        case .composition(var outgoing):
            var drawn = Canvas(size)
            outgoing.draw(in: &drawn, context: context)
            source = .composition(outgoing)
            return drawn
        }
    }
}
