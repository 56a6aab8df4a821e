extension HomeScreen {
    /// The chrome's inputs now, with the style and reason given when they differ.
    func chromeState(style: TemplateStyle? = nil, reason: StyleReason? = nil) -> ChromeState {
        let deck = store.state
        return ChromeState(
            style: style ?? container.style, reason: (reason ?? styleReason).summary(commandLine: chrome.commandLineLayer), day: deck.current,
            dayIndex: deck.currentIndex ?? 0, dayCount: deck.isListed ? deck.days.count : 0,
            neighbours: chrome.showsNeighbours ? HomePresenter.neighbours(in: deck) : "",
            destination: container.navigation.top)
    }

    /// Draws the frame for a size at the clock's time: chrome, the Container's area with
    /// any transition running, and the banner or help over them.
    public func frame(size: Size) -> Canvas {
        let now = clock()
        lastFrameTime = now
        container.advanceTransitions(to: now)
        var canvas = Canvas(size)
        let banner = bannerLines(in: size, at: now)
        let body = bodyRect(in: size, bannerRows: banner.count)
        var bodyCanvas = Canvas(body.size)
        container.draw(in: &bodyCanvas, context: DrawContext(time: now, theme: theme, motion: container.transitions.motion))
        canvas.draw(bodyCanvas, at: Point(column: body.column, row: body.row))
        // The same table until the template the focus is in or the keys change.
        let keys = container.keyBindings(for: container.focusedTemplate)
        if keys != chrome.keyBindings { chrome.keyBindings = keys }
        chrome.draw(chromeState(), in: &canvas, at: now, body: body, banner: banner, theme: theme, motion: container.transitions.motion)
        observeExposures(at: now)
        #if DYNAMIC_HOME_INVARIANTS
        assert(canvas.wideGlyphsArePaired, "HomeScreen.frame: a wide glyph lost its continuation")
        #endif
        // Long grapheme clusters that no canvas holds and no frame used are let go.
        GlyphTable.current.frameDrawn()
        return canvas
    }

    /// Where the body (the Container's area) is in a frame of `size` now: below the
    /// header and the banner, which takes rows of its own so that it hides no entry.
    public func bodyRect(in size: Size) -> Rect {
        bodyRect(in: size, bannerRows: bannerLines(in: size, at: clock()).count)
    }

    private func bannerLines(in size: Size, at time: Duration) -> [String] {
        chrome.bannerLines(at: time, width: size.width, bodyHeight: Chrome.bodyRect(in: size).height)
    }

    private func bodyRect(in size: Size, bannerRows: Int) -> Rect {
        var body = Chrome.bodyRect(in: size)
        body.row += bannerRows
        body.height -= bannerRows
        return body
    }

    /// Whether a frame drawn later would differ from the last one drawn, without input.
    ///
    /// It is asked at the time of the last frame, not now: a frame drawn just before an
    /// animation's end must be followed by one more, however late the question comes.
    public var isAnimating: Bool {
        isAnimating(at: lastFrameTime ?? clock())
    }

    /// Whether the screen moves at `time`, nothing else happening before: a transition, a
    /// change of items or the chrome's fade still runs.
    public func isAnimating(at time: Duration) -> Bool {
        chrome.isFading(at: time) || container.isAnimating(at: time)
    }
}
