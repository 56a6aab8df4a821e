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

/// The home screen's chrome and what is drawn over it: the header and status line
/// (fading from one state to the next during a transition), a notice in the status
/// line, an error banner, and the help.
@MainActor
public final class ScreenChrome {
    /// A message over the top of the body, which gives it its rows so that it hides no
    /// entry: an error (a broken toggles file) stays until it is cleared or dismissed
    /// (`esc`); a warning (``warn(_:at:)``) goes by itself after ``warningDuration``.
    public var banner: String? {
        didSet { bannerUntil = nil }
    }
    /// When the banner goes by itself: a warning's time; `nil` for an error.
    public private(set) var bannerUntil: Duration?
    /// How long a warning stays on screen.
    public static let warningDuration = Duration.seconds(8)
    /// The most rows a banner takes.
    public static let maximumBannerRows = 3
    /// A short message shown in the status line until a time, e.g. which toggles changed.
    public var notice: (text: String, until: Duration)?
    /// How long a notice stays in the status line.
    public static let noticeDuration = Duration.seconds(3)
    /// Whether the help overlay is shown.
    public var showsHelp = false
    /// What the help says of motion while it is not reduced: how to reduce it, in the
    /// words of whoever runs the screen (the command line names its own option).
    public var howToReduceMotion = "Reduce motion is off (toggle \(FeatureDecisions.Key.reduceMotion))."
    /// What the status line calls the layer of the overrides on top ("picked by the
    /// command line"), in the words of whoever runs the screen (`home` names its option).
    public var commandLineLayer = StyleReason.commandLineWords
    /// The keys the help and the status line show: the Container's table with the
    /// template's own keys.
    var keyBindings = KeyBindings.standard {
        didSet { hints = keyBindings.hints }
    }
    /// The status line's hints of ``keyBindings``, from the fullest to the shortest.
    private var hints = KeyBindings.standard.hints
    /// Whether the header says how the neighbouring days stand (from 100 columns): what
    /// a person in the terminal wants to see; printed frames leave it out, since it
    /// depends on when loads finish.
    public var showsNeighbours = false
    /// The chrome fading out while a transition runs.
    var fade: (from: ChromeState, timeline: Timeline)?

    init() {}

    /// Shows `warning` as the banner until `now` plus ``warningDuration`` (or, with
    /// `nil`, clears the banner).
    public func warn(_ warning: String?, at now: Duration) {
        banner = warning
        bannerUntil = warning.map { _ in now + Self.warningDuration }
    }

    /// The banner shown at `time`: a warning whose time is up is not.
    public func banner(at time: Duration) -> String? {
        if let bannerUntil, time >= bannerUntil { return nil }
        return banner
    }

    /// When what the chrome shows next changes by itself (a notice or a warning goes),
    /// after `time`; `nil` when nothing will.
    public func nextChange(after time: Duration) -> Duration? {
        [notice?.until, bannerUntil].compactMap { $0 }.filter { $0 > time }.min()
    }

    /// The lines of the banner shown at `time` in a frame `width` wide over a body
    /// `bodyHeight` rows high: at most ``maximumBannerRows``, and one row fewer than the
    /// body, which keeps a row at least.
    func bannerLines(at time: Duration, width: Int, bodyHeight: Int) -> [String] {
        guard let banner = banner(at: time) else { return [] }
        let rows = min(Self.maximumBannerRows, bodyHeight - 1)
        guard rows > 0 else { return [] }
        return TextLayout.wrap("⚠ \(banner)", width: max(1, width - 2), maxLines: rows)
    }

    /// Whether the chrome still fades at `time`.
    func isFading(at time: Duration) -> Bool {
        fade.map { !$0.timeline.isFinished(at: time) } ?? false
    }

    /// Draws the chrome for `state` over a frame whose body is drawn, then the banner
    /// (`banner`: its lines, in the rows above the body) and the help.
    func draw(
        _ state: ChromeState, in canvas: inout Canvas, at now: Duration, body: Rect, banner: [String], theme: Theme, motion: Motion
    ) {
        var current = texts(for: state, width: canvas.width)
        if let notice, now < notice.until, state.destination == nil {
            current.hints = notice.text
        }
        if let fade, !fade.timeline.isFinished(at: now) {
            var old = canvas
            texts(for: fade.from, width: canvas.width).draw(in: &old, theme: theme)
            var new = canvas
            current.draw(in: &new, theme: theme)
            canvas = motion.blendChrome(from: old, to: new, progress: fade.timeline.progress(at: now))
        } else {
            fade = nil
            current.draw(in: &canvas, theme: theme)
        }
        if !banner.isEmpty { Overlay.banner(lines: banner, in: &canvas, at: body.row - banner.count, theme: theme) }
        if showsHelp { Overlay.help(keyBindings, note: motionNote(motion), in: &canvas, theme: theme) }
    }

    /// What the help says of motion: that nothing moves, that motion is reduced, or
    /// (``howToReduceMotion``) how to reduce it.
    func motionNote(_ motion: Motion) -> String {
        if motion.duration == .zero { return "Motion is off: every change shows at once." }
        return motion.reducesMotion ? "Reduce motion is on: every transition is one switch." : howToReduceMotion
    }

    /// The chrome's texts for a state at a width.
    func texts(for state: ChromeState, width: Int) -> Chrome {
        let position = state.dayCount > 0 ? "\(state.dayIndex + 1)/\(state.dayCount)" : ""
        let dayName = state.day.map { width >= 60 ? $0.longName : "\($0.shortName) \($0.year)" } ?? "Loading…"
        if let top = state.destination {
            return Chrome(
                title: top.item?.title ?? "Settings", position: position,
                status: "\(state.style) · \(state.day?.shortName ?? "")", hints: "esc back")
        }
        let status = "\(state.style) · \(state.reason)"
        let hints = self.hints.first { TextLayout.width(status) + TextLayout.width($0) + 4 <= width } ?? ""
        let title = width >= 60 ? "DynamicHome · \(dayName)" : dayName
        let neighbours = width >= 100 && !state.neighbours.isEmpty ? "\(state.neighbours)   " : ""
        return Chrome(title: title, position: neighbours + position, status: status, hints: hints)
    }
}
