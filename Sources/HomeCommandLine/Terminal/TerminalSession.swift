import Diagnostics
import DynamicHome
import Foundation

/// `home` in a terminal: the alternate screen in raw mode, keys and mouse in, one
/// write per frame out, and the terminal given back exactly as it was whatever way the
/// session ends.
///
/// Frames are drawn only when something changed or an animation runs; an idle session
/// writes nothing. For a screen reader (``speaks``), the session writes lines of words
/// instead, one per change a person should hear, and never an escape code: raw mode for
/// single keys, and nothing else of the terminal is touched.
@MainActor
final class TerminalSession {
    /// Something the session reacts to.
    enum Event: Sendable {
        /// Keys and mouse reports, decoded on the reading thread.
        case inputs([TerminalInput])
        case inputClosed
        case signal(Platform.Signal)
        case frameTick
        /// An item on screen may have been there long enough to count as seen.
        case exposureTick
        /// The toggles file (or a template file) changed; read and parsed off the main actor.
        case togglesChanged(TogglesWatcher.Change)
        case stateChanged
    }

    /// When the exposure tick already scheduled fires, on the screen's clock.
    private var exposureTickAt: Duration?

    /// The smallest terminal the layout works in; below it, a message asks for more.
    static let minimumSize = Size(width: 24, height: 6)
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[H\u{1B}[2J"
    static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    let screen: HomeScreen
    var size: Size
    var encoder: IncrementalEncoder
    let watcher: TogglesWatcher
    /// How a reload of the toggles reaches the screen.
    var toggles: ToggleApplication
    /// The templates that are data, made anew when a template file is saved or the
    /// toggles' payload changes.
    var templates: TemplateReload?
    var framesPerSecond: Int
    private let start = ContinuousClock.now
    private let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    /// The terminal's mode before the session, given back whenever it leaves.
    private let originalMode: Platform.TerminalMode?
    private var signalPipe: Int32 = -1
    private var needsFrame = true
    /// Whether the session has the terminal (raw mode, its screen): not while stopped,
    /// nor while continued in the background.
    private var holdsTerminal = false
    private var watching: Task<Void, Never>?
    /// The reading thread, and the watchdog that ends the session if the main actor cannot.
    private let reader = InputReader()
    private var frameTickPending = false
    /// The end of the notice a frame is already scheduled for, to take it away.
    private var noticeEndScheduled: Duration?
    private var exitStatus: Int32?
    private var stateSubscription: Subscription?

    /// Where `--record FILE` writes what the session shows.
    let recording: AsciicastWriter?
    /// Whether the session says the screen in lines of words (a screen reader) instead
    /// of drawing frames.
    let speaks: Bool
    /// What says each change in words, when the session speaks.
    private var announcer = Announcer()

    init(
        screen: HomeScreen, size: Size, colorMode: ColorMode, watcher: TogglesWatcher, toggles: ToggleApplication, framesPerSecond: Int,
        recording: AsciicastWriter? = nil, templates: TemplateReload? = nil, speaks: Bool = false
    ) {
        self.recording = recording
        self.speaks = speaks
        self.templates = templates
        self.screen = screen
        self.toggles = toggles
        self.size = size
        self.encoder = IncrementalEncoder(mode: colorMode)
        self.watcher = watcher
        self.framesPerSecond = max(1, framesPerSecond)
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        originalMode = Platform.currentMode()
        let start = self.start
        screen.clock = { ContinuousClock.now - start }
    }

    /// Runs until the user quits or a signal ends the session. The first frame is drawn
    /// at once, whatever is still loading.
    /// - Returns: The exit status: 0 after `q`, 128 + the signal's number after one.
    func run() async -> Int32 {
        signalPipe = Platform.installSignalHandlers(restoreSequence: speaks ? [] : Array(Self.leaveSequence.utf8))
        enter()
        startReading()
        startWatchingToggles()
        // Any change of the deck may change the frame: its revision says so, without
        // keeping a copy of the deck to compare the next one with.
        stateSubscription = screen.store.subscribe(\.revision) { [weak self] _ in
            self?.continuation.yield(.stateChanged)
        }
        drawFrame()
        for await event in events {
            handle(event)
            if let exitStatus {
                end()
                return exitStatus
            }
            drawFrame()
            scheduleExposureTick()
        }
        end()
        return 0
    }

    // MARK: Entering and leaving

    /// Takes the terminal: raw mode, the alternate screen, a whole frame next (for a
    /// screen reader, raw mode alone, and where the person is said whole next). Not from
    /// the background (continued with `bg`): the next SIGCONT tries again.
    private func enter() {
        guard Platform.isForeground() else { return }
        if let originalMode { Platform.enterRawMode(from: originalMode) }
        if speaks {
            announcer = Announcer()
        } else {
            Platform.writeAll(Array(Self.enterSequence.utf8), to: Platform.standardOutput)
        }
        Platform.setSessionActive(true)
        holdsTerminal = true
        encoder.invalidate()
        needsFrame = true
    }

    /// Gives the terminal back as it was.
    private func leave() {
        guard holdsTerminal else { return }
        holdsTerminal = false
        Platform.setSessionActive(false)
        if !speaks { Platform.writeAll(Array(Self.leaveSequence.utf8), to: Platform.standardOutput) }
        if let originalMode { Platform.restoreMode(originalMode) }
    }

    private func end() {
        reader.sessionEnded()
        watching?.cancel()
        leave()
        Platform.removeSignalHandlers()
    }

    /// ctrl-z: gives the terminal back, then stops; takes the terminal again once
    /// continued (the shell may have changed its mode meanwhile).
    private func suspend() {
        leave()
        Platform.stopProcess()
        enter()
    }

    // MARK: Sources of events

    private func startReading() {
        let continuation = self.continuation
        // The keys that quit, known to the reader's thread once: it ends the session even
        // while the screen is busy.
        let quitting = Set(screen.container.keys.keys(for: .quit))
        reader.start(signalPipe: signalPipe, isQuit: { quitting.contains($0) }) {
            continuation.yield($0)
        }
    }

    private func startWatchingToggles() {
        let continuation = self.continuation
        watching = watcher.watch { continuation.yield(.togglesChanged($0)) }
    }

    func schedule(_ event: Event, after delay: Duration) {
        let continuation = self.continuation
        Task {
            try? await Task.sleep(for: delay)
            continuation.yield(event)
        }
    }

    // MARK: Handling events

    private func handle(_ event: Event) {
        switch event {
        case .inputs(let inputs):
            for input in inputs { handle(input) }
        case .inputClosed:
            exitStatus = 0
        case .signal(let signal):
            handle(signal)
        case .frameTick:
            frameTickPending = false
            needsFrame = true
        case .exposureTick:
            exposureTickAt = nil
            screen.noteTime()
        case .togglesChanged(let change):
            apply(change)
            needsFrame = true
        case .stateChanged:
            needsFrame = true
        }
    }

    private func handle(_ signal: Platform.Signal) {
        switch signal {
        case .end(let number):
            exitStatus = 128 + number
        case .resize:
            if let terminal = Platform.terminalSize(Platform.standardOutput) {
                size = ScreenOptions.bounded(terminal: terminal)
            }
            needsFrame = true
        case .suspend:
            suspend()
        case .resume:
            // Continued, after ctrl-z or a stop from outside: the shell may have set the
            // terminal's mode as the process was continued, so take it again.
            enter()
        }
    }

    private func handle(_ input: TerminalInput) {
        needsFrame = true
        switch input {
        case .key(let key):
            handle(key)
        case .mouse(let mouse):
            handle(mouse)
        }
    }

    /// A key, resolved once in the key table of the template the focus is in: the
    /// session's own commands (quit, suspend) first, the rest along the screen's responders.
    private func handle(_ key: Key) {
        let input = screen.resolve(.key(key))
        switch input.commands.session {
        case .quit?: exitStatus = 0
        case .suspend?: suspend()
        default: screen.dispatch(input)
        }
    }

    /// Mouse reports: button 0 and the wheel go to the screen's drag handling, in the
    /// frame's coordinates.
    private func handle(_ mouse: TerminalMouse) {
        let action: MouseEvent.Action
        switch mouse.action {
        case .press(button: 0): action = .press
        case .drag(button: 0): action = .drag
        case .release(button: 0): action = .release
        case .scrollUp: action = .scrollUp
        case .scrollDown: action = .scrollDown
        default: return
        }
        screen.drag.handle(MouseEvent(action, column: mouse.column, row: mouse.row), body: screen.bodyRect(in: size))
    }

    // MARK: Drawing

    /// Draws and writes a frame if anything changed, and keeps frames coming while an
    /// animation runs.
    private func drawFrame() {
        guard needsFrame, holdsTerminal else { return }
        needsFrame = false
        if speaks { return speak() }
        let frame: Canvas
        if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
            var canvas = Canvas(size)
            Panel.message(
                "Terminal too small: \(size). Make it at least \(Self.minimumSize).",
                in: &canvas, style: screen.theme.error)
            frame = canvas
        } else {
            frame = screen.frame(size: size)
        }
        recording?.frame(frame, at: ContinuousClock.now - start)
        let output = encoder.encode(frame)
        if !output.isEmpty {
            // Synchronized output: the terminal shows the whole frame at once.
            Platform.writeAll(Array(("\u{1B}[?2026h" + output + "\u{1B}[?2026l").utf8), to: Platform.standardOutput)
        }
        if screen.isAnimating, !frameTickPending {
            frameTickPending = true
            schedule(.frameTick, after: .seconds(1) / framesPerSecond)
        }
        // A notice (toggles reloaded, the last day) or a warning goes away by itself:
        // draw again then.
        let now = screen.clock()
        if let end = screen.chrome.nextChange(after: now), end != noticeEndScheduled {
            noticeEndScheduled = end
            schedule(.frameTick, after: max(.zero, end - now) + .milliseconds(10))
        }
    }

    /// Writes the lines that say what changed since the last ones, each ended by a line
    /// feed (the terminal's own output processing starts the next line), with every
    /// control character of the content escaped: nothing written can act on the terminal.
    private func speak() {
        // What a person would see, drawn but not shown, so that analytics knows which
        // items are on screen and for how long.
        if screen.recorder.analytics != nil { _ = screen.frame(size: size) }
        let lines = announcer.announce(screen.reading)
        guard !lines.isEmpty else { return }
        let text = lines.map { ControlCharacters.escape($0) + "\n" }.joined()
        Platform.writeAll(Array(text.utf8), to: Platform.standardOutput)
    }

    /// Wakes when the next item on screen becomes seen, if the screen stays as it is: an
    /// idle screen draws no frame, and its items are still counted.
    private func scheduleExposureTick() {
        guard let deadline = screen.nextExposureDeadline, exposureTickAt.map({ deadline < $0 }) ?? true else { return }
        exposureTickAt = deadline
        schedule(.exposureTick, after: max(.zero, deadline - screen.clock()) + .milliseconds(1))
    }
}
