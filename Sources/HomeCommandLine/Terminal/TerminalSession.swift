import DynamicHome
import Foundation

/// `home` in a terminal: the alternate screen in raw mode, keys and mouse in, one
/// write per frame out, and the terminal given back exactly as it was whatever way the
/// session ends.
///
/// Frames are drawn only when something changed or an animation runs; an idle session
/// writes nothing.
@MainActor
final class TerminalSession {
    /// Something the session reacts to.
    enum Event: Sendable {
        case input([UInt8])
        case inputClosed
        case signal(Platform.Signal)
        case frameTick
        /// A moment has passed since the read numbered `read`; if nothing came after it,
        /// a pending lone ESC is the escape key.
        case flushEscape(read: Int)
        case watchToggles
        case stateChanged
    }

    /// How long a notice stays in the status line.
    static let noticeDuration = Duration.seconds(3)
    /// The smallest terminal the layout works in; below it, a message asks for more.
    static let minimumSize = Size(width: 24, height: 6)
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[H\u{1B}[2J"
    static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    let screen: HomeScreen
    var size: Size
    var encoder: IncrementalEncoder
    var decoder = InputDecoder()
    var gesture = DragGesture()
    var watcher: TogglesWatcher
    var framesPerSecond: Int
    private let start = ContinuousClock.now
    private let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    /// The terminal's mode before the session, given back whenever it leaves.
    private let originalMode: Platform.TerminalMode?
    private var signalPipe: Int32 = -1
    private var needsFrame = true
    /// Reads of standard input so far, so that an escape timer knows whether it is stale.
    private var reads = 0
    /// The template style the toggles chose last: a reload replaces the template only
    /// when this changes, not when another toggle does (nor when `t` chose another).
    private var toggledStyle: TemplateStyle?
    private var frameTickPending = false
    private var exitStatus: Int32?
    private var stateSubscription: Subscription?

    init(screen: HomeScreen, size: Size, colorMode: ColorMode, watcher: TogglesWatcher, framesPerSecond: Int) {
        self.screen = screen
        self.toggledStyle = screen.container.style
        self.size = size
        self.encoder = IncrementalEncoder(mode: colorMode)
        self.watcher = watcher
        self.framesPerSecond = max(1, framesPerSecond)
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        originalMode = Platform.currentMode()
        let start = self.start
        screen.clock = { ContinuousClock.now - start }
    }

    /// Runs until the user quits or a signal ends the session.
    /// - Returns: The exit status: 0 after `q`, 128 + the signal's number after one.
    func run() async -> Int32 {
        signalPipe = Platform.installSignalHandlers(restoreSequence: Array(Self.leaveSequence.utf8))
        enter()
        startReading()
        startWatchingToggles()
        stateSubscription = screen.store.subscribe({ $0 }) { [weak self] _ in
            self?.continuation.yield(.stateChanged)
        }
        drawFrame()
        for await event in events {
            handle(event)
            if let exitStatus {
                leave()
                Platform.removeSignalHandlers()
                return exitStatus
            }
            drawFrame()
        }
        leave()
        return 0
    }

    // MARK: Entering and leaving

    private func enter() {
        if let originalMode { Platform.enterRawMode(from: originalMode) }
        Platform.writeAll(Array(Self.enterSequence.utf8), to: Platform.standardOutput)
        Platform.setSessionActive(true)
        encoder.invalidate()
        needsFrame = true
    }

    private func leave() {
        Platform.setSessionActive(false)
        Platform.writeAll(Array(Self.leaveSequence.utf8), to: Platform.standardOutput)
        if let originalMode { Platform.restoreMode(originalMode) }
    }

    private func suspend() {
        leave()
        Platform.suspendProcess()
        // Continued: the shell may have changed the terminal; take it again and redraw.
        enter()
    }

    // MARK: Sources of events

    private func startReading() {
        let continuation = self.continuation
        let pipe = signalPipe
        let thread = Thread {
            while true {
                let ready = Platform.waitForInput(signalPipe: pipe, milliseconds: -1)
                if ready.signal, let bytes = Platform.readAvailable(pipe, limit: 64) {
                    for signal in Platform.signals(from: bytes) { continuation.yield(.signal(signal)) }
                }
                if ready.input {
                    guard let bytes = Platform.readAvailable(Platform.standardInput), !bytes.isEmpty else {
                        continuation.yield(.inputClosed)
                        return
                    }
                    continuation.yield(.input(bytes))
                }
            }
        }
        thread.name = "home input"
        thread.start()
    }

    private func startWatchingToggles() {
        let continuation = self.continuation
        Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: TogglesWatcher.interval)
                continuation.yield(.watchToggles)
            }
        }
    }

    private func schedule(_ event: Event, after delay: Duration) {
        let continuation = self.continuation
        Task {
            try? await Task.sleep(for: delay)
            continuation.yield(event)
        }
    }

    // MARK: Handling events

    private func handle(_ event: Event) {
        switch event {
        case .input(let bytes):
            reads += 1
            for input in decoder.feed(bytes) { handle(input) }
            if decoder.hasPending { schedule(.flushEscape(read: reads), after: .milliseconds(30)) }
        case .flushEscape(let read):
            // Only the timer of the latest read may flush: an older one would cut a
            // sequence that has just started arriving.
            if read == reads { for input in decoder.flush() { handle(input) } }
        case .inputClosed:
            exitStatus = 0
        case .signal(let signal):
            handle(signal)
        case .frameTick:
            frameTickPending = false
            needsFrame = true
        case .watchToggles:
            if let change = watcher.check() {
                apply(change)
                needsFrame = true
            }
        case .stateChanged:
            needsFrame = true
        }
    }

    private func handle(_ signal: Platform.Signal) {
        switch signal {
        case .terminate: exitStatus = 128 + 15
        case .hangUp: exitStatus = 128 + 1
        case .interrupt: exitStatus = 128 + 2
        case .resize:
            if let terminal = Platform.terminalSize(Platform.standardOutput) {
                size = Size(width: terminal.columns, height: terminal.rows)
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

    private func handle(_ key: Key) {
        switch key {
        case .character("q"), .control("c"):
            exitStatus = 0
        case .control("z"):
            suspend()
        case .character("?"):
            screen.showsHelp.toggle()
        default:
            if screen.showsHelp {
                screen.showsHelp = false
            } else {
                screen.send(.key(key))
            }
        }
    }

    private func handle(_ mouse: TerminalMouse) {
        let body = Chrome.bodyRect(in: size)
        for event in gesture.handle(mouse, body: body, screen: screen) {
            screen.send(event)
        }
    }

    private func apply(_ change: TogglesWatcher.Change) {
        switch change {
        case .failed(let message):
            screen.banner = message
        case .applied(let decisions, let changed):
            let choice = decisions.templateStyle(registered: screen.container.factory.styles)
            screen.banner = ScreenSetup.warningLine(choice) ?? decisions.warnings.first?.description
            if let details = choice.details { screen.noteEvaluation(details) }
            if !changed.isEmpty {
                let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
                screen.notice = ("toggles reloaded: \(shown)", screen.clock() + Self.noticeDuration)
                schedule(.frameTick, after: Self.noticeDuration + .milliseconds(10))
            }
            screen.apply(decisions)
            framesPerSecond = decisions.framesPerSecond
            if watcher.setup.options.template == nil, choice.style != toggledStyle {
                toggledStyle = choice.style
                if choice.style != screen.container.style { screen.replace(with: choice.style, reason: choice.reason) }
            } else if watcher.setup.options.template == nil, choice.style == screen.container.style {
                // The same template for another reason (a fallback, a new split): say so.
                screen.setStyleReason(choice.reason)
            }
        }
    }

    // MARK: Drawing

    /// Draws and writes a frame if anything changed, and keeps frames coming while an
    /// animation runs.
    private func drawFrame() {
        guard needsFrame else { return }
        needsFrame = false
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
        let output = encoder.encode(frame)
        if !output.isEmpty {
            // Synchronized output: the terminal shows the whole frame at once.
            Platform.writeAll(Array(("\u{1B}[?2026h" + output + "\u{1B}[?2026l").utf8), to: Platform.standardOutput)
        }
        if screen.isAnimating, !frameTickPending {
            frameTickPending = true
            schedule(.frameTick, after: .seconds(1) / framesPerSecond)
        }
    }
}
