/// What the chrome shows, captured so that it can fade from one state to the next.
struct ChromeState: Hashable {
    var style: TemplateStyle
    var reason: String
    var day: Day?
    var dayIndex: Int
    var dayCount: Int
    var neighbours: String
    var destination: Destination?
}

extension HomeScreen {
    /// The chrome's inputs now, with the style and reason given when they differ.
    func chromeState(style: TemplateStyle? = nil, reason: String? = nil) -> ChromeState {
        ChromeState(
            style: style ?? container.style, reason: reason ?? styleReason, day: day,
            dayIndex: dayIndex, dayCount: store.state.isListed ? days.count : 0, neighbours: showsNeighbours ? HomePresenter.neighbours(in: store.state) : "",
            destination: container.navigation.top)
    }

    /// Draws the frame for a size at the clock's time: chrome, the Container's area with
    /// any transition running, and the banner or help over them.
    public func frame(size: Size) -> Canvas {
        let now = clock()
        lastFrameTime = now
        container.advance(to: now)
        var canvas = Canvas(size)
        let body = Chrome.bodyRect(in: size)
        var bodyCanvas = Canvas(body.size)
        container.draw(in: &bodyCanvas, context: DrawContext(time: now, theme: theme, motion: container.motion))
        canvas.draw(bodyCanvas, at: Point(column: body.column, row: body.row))

        var current = chrome(for: chromeState(), width: size.width)
        if let notice, now < notice.until, chromeState().destination == nil {
            current.hints = notice.text
        }
        if let fade = chromeFade, !fade.timeline.isFinished(at: now) {
            var old = canvas
            chrome(for: fade.from, width: size.width).draw(in: &old, theme: theme)
            var new = canvas
            current.draw(in: &new, theme: theme)
            canvas = container.motion.blendChrome(from: old, to: new, progress: fade.timeline.progress(at: now))
        } else {
            chromeFade = nil
            current.draw(in: &canvas, theme: theme)
        }
        if let banner { Overlay.banner(banner, in: &canvas, below: body.row, theme: theme) }
        if showsHelp { Overlay.help(in: &canvas, theme: theme) }
        #if DYNAMIC_HOME_INVARIANTS
        assert(canvas.wideGlyphsArePaired, "HomeScreen.frame: a wide glyph lost its continuation")
        #endif
        return canvas
    }

    /// Whether a frame drawn later would differ from the last one drawn, without input.
    ///
    /// It is asked at the time of the last frame, not now: a frame drawn just before an
    /// animation's end must be followed by one more, however late the question comes.
    public var isAnimating: Bool {
        let time = lastFrameTime ?? clock()
        if let fade = chromeFade, !fade.timeline.isFinished(at: time) { return true }
        return container.isAnimating(at: time)
    }

    /// The chrome's texts for the current state at a width.
    public func chrome(width: Int) -> Chrome {
        chrome(for: chromeState(), width: width)
    }

    func chrome(for state: ChromeState, width: Int) -> Chrome {
        let position = state.dayCount > 0 ? "\(state.dayIndex + 1)/\(state.dayCount)" : ""
        let dayName = state.day.map { width >= 60 ? $0.longName : "\($0.shortName) \($0.year)" } ?? "Loading…"
        if let top = state.destination {
            return Chrome(
                title: top.item?.title ?? "Settings", position: position,
                status: "\(state.style) · \(state.day?.shortName ?? "")", hints: "esc back")
        }
        let status = "\(state.style) · \(state.reason)"
        let hints = Self.hints.first { TextLayout.width(status) + TextLayout.width($0) + 4 <= width } ?? ""
        let title = width >= 60 ? "DynamicHome · \(dayName)" : dayName
        let neighbours = width >= 100 && !state.neighbours.isEmpty ? "\(state.neighbours)   " : ""
        return Chrome(title: title, position: neighbours + position, status: status, hints: hints)
    }

    /// Key hints from the fullest to the shortest; the widest that fits is shown.
    static let hints = [
        "↑↓ select  ←→ day  ⏎ open  s settings  t template  ? help  q quit",
        "↑↓ ←→ ⏎ s t ? q",
        "? help",
    ]
}
