import DynamicHome
import Essentials
import Foundation

/// The terminal session's reading thread: keys and mouse reports from standard input and
/// signals from the signal pipe, decoded here, off the main actor, and handed to the
/// session as events. It is also the session's watchdog: once a signal that ends the
/// session, a quit key or the end of input has been handed over, the session has
/// ``grace`` to end; if the main actor is still busy then (a frame or a toggle that
/// takes too long), this thread gives the terminal back itself and ends the process.
/// So `q`, ctrl-c, SIGTERM, SIGHUP and SIGINT always end `home` promptly, with the
/// terminal restored, whatever the main actor is doing.
final class InputReader: Sendable {
    /// How long the session has to end by itself once asked to.
    static let grace = Duration.milliseconds(500)
    /// How long a lone ESC waits for the rest of a sequence before it is the escape key.
    static let escapeWait = Duration.milliseconds(30)

    private struct State {
        /// The session has begun to end by itself: the watchdog stands down.
        var ended = false
    }

    private let state = Locked(State())
    /// Where keys come from: standard input.
    private let input: Int32
    /// What the watchdog does when the session did not end in time: give the terminal
    /// back and end the process.
    private let endNow: @Sendable (Int32) -> Void

    /// A reader of `input` whose watchdog calls `endNow` with the exit status.
    init(
        input: Int32 = Platform.standardInput,
        endNow: @escaping @Sendable (Int32) -> Void = { Platform.restoreTerminalAndExit($0) }
    ) {
        self.input = input
        self.endNow = endNow
    }

    /// Starts the thread.
    ///
    /// - Parameters:
    ///   - signalPipe: The read end of the pipe the signal handlers write to.
    ///   - isQuit: Whether a key quits the session (the key table's answer, read here).
    ///   - deliver: Hands an event to the session; called on the reading thread.
    func start(
        signalPipe: Int32, isQuit: @escaping @Sendable (Key) -> Bool,
        deliver: @escaping @Sendable (TerminalSession.Event) -> Void
    ) {
        let thread = Thread { [self] in
            run(signalPipe: signalPipe, isQuit: isQuit, deliver: deliver)
        }
        thread.name = "home input"
        thread.start()
    }

    /// Tells the watchdog that the session is ending by itself.
    func sessionEnded() {
        state.withLock { $0.ended = true }
    }

    private func run(signalPipe: Int32, isQuit: @Sendable (Key) -> Bool, deliver: @Sendable (TerminalSession.Event) -> Void) {
        var decoder = InputDecoder()
        var inputOpen = true
        /// When the session was asked to end, and the status the watchdog ends with.
        var ending: (status: Int32, deadline: ContinuousClock.Instant)?
        func askToEnd(_ status: Int32) {
            if ending == nil { ending = (status, ContinuousClock.now + Self.grace) }
        }
        func hand(_ inputs: [TerminalInput]) {
            guard !inputs.isEmpty else { return }
            deliver(.inputs(inputs))
            if inputs.contains(where: { if case .key(let key) = $0 { isQuit(key) } else { false } }) { askToEnd(0) }
        }
        while true {
            var wait: Duration?
            if decoder.hasPending { wait = Self.escapeWait }
            if let ending {
                let left = max(.zero, ContinuousClock.now.duration(to: ending.deadline))
                wait = wait.map { min($0, left) } ?? left
            }
            let ready = Platform.waitForInput(
                input, signalPipe: signalPipe, watchingInput: inputOpen, milliseconds: wait.map(Self.milliseconds) ?? -1)
            if let ending, ContinuousClock.now >= ending.deadline {
                if !state.withLock({ $0.ended }) { endNow(ending.status) }
                return
            }
            if ready.signal, let bytes = Platform.readAvailable(signalPipe, limit: 64) {
                for signal in Platform.signals(from: bytes) {
                    deliver(.signal(signal))
                    if case .end(let number) = signal { askToEnd(128 + number) }
                }
            }
            if ready.input {
                guard let bytes = Platform.readAvailable(input), !bytes.isEmpty else {
                    inputOpen = false
                    deliver(.inputClosed)
                    askToEnd(0)
                    continue
                }
                hand(decoder.feed(bytes))
            } else if !ready.signal, decoder.hasPending {
                // A moment passed with nothing after a lone ESC: it is the escape key.
                hand(decoder.flush())
            }
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
