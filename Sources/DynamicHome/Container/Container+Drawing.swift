extension Container {
    /// Draws what is on screen below the chrome: the screen on top (over the child, for
    /// an overlay such as the quick look), or the child, or the transition running
    /// between children or days.
    public func draw(in canvas: inout Canvas, context: DrawContext) {
        transitions.lastSize = canvas.size
        transitions.lastTheme = context.theme
        if let top = navigation.top {
            if top.isOverlay { canvas.draw(drawPage(.child, size: canvas.size, context: context), at: Point(column: 0, row: 0)) }
            DestinationScreen.draw(top, in: &canvas, theme: context.theme, settings: navigation.settings)
            return
        }
        if let running = transitions.crossFade, !running.timeline.isFinished(at: context.time) {
            canvas.draw(blendedFrame(running, size: canvas.size, context: context), at: Point(column: 0, row: 0))
            return
        }
        if let running = transitions.slide {
            let outgoing = drawPage(running.outgoing, size: canvas.size, context: context)
            let incoming = drawPage(running.incoming, size: canvas.size, context: context)
            let slide = Slide(running.direction == .next ? .fromRight : .fromLeft, edge: transitions.motion.slideEdge)
            let frame = slide.compose(outgoing, incoming, progress: running.progress(at: context.time), style: context.theme.border)
            canvas.draw(frame, at: Point(column: 0, row: 0))
            return
        }
        canvas.draw(drawPage(.child, size: canvas.size, context: context), at: Point(column: 0, row: 0))
    }

    /// Whether a frame drawn later would differ from one drawn now without input: the
    /// home screen, under an overlay too, may be animating.
    public func isAnimating(at time: Duration) -> Bool {
        guard navigation.isAtHome || navigation.top?.isOverlay == true else { return false }
        return transitions.isRunning(at: time) || child.isAnimating(at: time)
    }

    func drawPage(_ page: DaySlide.Page, size: Size, context: DrawContext) -> Canvas {
        switch page {
        case .child: drawPage(child, viewModel: viewModel, size: size, context: context)
        case .snapshot(let frozen, let relayout):
            // A resize mid-slide lays the outgoing page out at the new size.
            if frozen.size != size, let (template, viewModel) = relayout {
                drawPage(template, viewModel: viewModel, size: size, context: context)
            } else {
                frozen.resized(to: size)
            }
        case .offscreen(let template, let viewModel): drawPage(template, viewModel: viewModel, size: size, context: context)
        }
    }

    /// A template's page: its own drawing when its content is loaded, else a panel
    /// saying the day is loading or why it failed.
    func drawPage(_ template: any HomeTemplate, viewModel: HomeViewModel, size: Size, context: DrawContext) -> Canvas {
        var canvas = Canvas(size)
        switch viewModel.content {
        case .loaded:
            template.draw(in: &canvas, context: context)
        case .loading:
            Panel.message("Loading \(viewModel.day?.longName ?? "")…", in: &canvas, style: context.theme.secondary)
        case .failed(let message):
            let day = viewModel.day.map { " \($0.longName)" } ?? ""
            Panel.message("Could not load\(day).\n\(message)\nPress r to try again.", in: &canvas, style: context.theme.error)
        }
        return canvas
    }
}

/// Messages centred in an area: loading, errors, "too small".
public enum Panel {
    /// Draws lines of text centred in the canvas, each wrapped to its width.
    public static func message(_ text: String, in canvas: inout Canvas, style: Style) {
        let lines = text.split(separator: "\n").flatMap {
            TextLayout.wrap($0, width: max(1, canvas.width - 4), maxLines: 4)
        }
        let top = max(0, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = TextLayout.width(line)
            canvas.draw(line, at: Point(column: max(0, (canvas.width - width) / 2), row: top + offset), style: style)
        }
    }
}
