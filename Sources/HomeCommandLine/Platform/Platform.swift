#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Everything that talks to the operating system's terminal interfaces: whether a
/// descriptor is a terminal, its size, raw mode, polling and signals. No other file
/// calls termios, ioctl, poll or signal functions.
package enum Platform {
    /// Standard input's descriptor.
    package static let standardInput: Int32 = 0
    /// Standard output's descriptor.
    package static let standardOutput: Int32 = 1

    /// Whether a descriptor is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's size in columns and rows, or `nil` when the descriptor is not a
    /// terminal or does not say.
    package static func terminalSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes all bytes to a descriptor, retrying after interruptions and short writes.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    // MARK: Raw mode

    /// A terminal's mode (its termios settings), kept to give back later.
    package struct TerminalMode: @unchecked Sendable {
        // @unchecked: termios is a plain C struct of integers, copied by value.
        fileprivate let settings: termios
    }

    /// The terminal's mode now, or `nil` when standard input is not a terminal. The
    /// first mode read is also what a crash handler restores.
    package static func currentMode() -> TerminalMode? {
        var settings = termios()
        guard tcgetattr(standardInput, &settings) == 0 else { return nil }
        if !signalState.hasSavedMode {
            signalState.savedMode = settings
            signalState.hasSavedMode = true
        }
        return TerminalMode(settings: settings)
    }

    /// Puts the terminal in raw mode, made from `original`: no echo, no line buffering,
    /// no signals from keys (ctrl-c and ctrl-z arrive as bytes).
    package static func enterRawMode(from original: TerminalMode) {
        var raw = original.settings
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        _ = tcsetattr(standardInput, TCSAFLUSH, &raw)
    }

    /// Gives the terminal back a mode.
    package static func restoreMode(_ mode: TerminalMode) {
        var settings = mode.settings
        _ = tcsetattr(standardInput, TCSAFLUSH, &settings)
    }

    // MARK: Polling

    /// What became readable.
    package struct Readiness: Sendable {
        package var input: Bool
        package var signal: Bool
    }

    /// Waits until standard input or the signal pipe can be read, or the timeout passes.
    ///
    /// - Parameter milliseconds: The most to wait; -1 waits for ever.
    package static func waitForInput(signalPipe: Int32, milliseconds: Int32) -> Readiness {
        var descriptors = [
            pollfd(fd: standardInput, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&descriptors, 2, milliseconds)
        guard result > 0 else { return Readiness(input: false, signal: false) }
        let readable = Int16(POLLIN | POLLHUP | POLLERR)
        return Readiness(input: descriptors[0].revents & readable != 0, signal: descriptors[1].revents & readable != 0)
    }

    /// Reads what is available from a descriptor, up to `limit` bytes; empty at the end.
    package static func readAvailable(_ descriptor: Int32, limit: Int = 4096) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return Array(buffer.prefix(count))
    }

    // MARK: Signals

    /// The signals a session reacts to, as they arrive through the signal pipe.
    package enum Signal: UInt8, Sendable {
        case terminate, hangUp, interrupt, resize, suspend, resume
    }

    /// Installs the session's signal handlers.
    ///
    /// SIGTERM, SIGHUP, SIGINT, SIGWINCH, SIGTSTP and SIGCONT are written to a pipe that
    /// the session reads (a handler may do little else safely). On a crash signal
    /// (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) the handler restores the
    /// terminal itself, with only async-signal-safe calls, and then lets the signal
    /// take its default course.
    ///
    /// - Parameter restoreSequence: The bytes that take the terminal out of the
    ///   session's screen (leave the alternate screen, show the cursor, stop mouse
    ///   reporting, reset colours).
    /// - Returns: The pipe's read end.
    package static func installSignalHandlers(restoreSequence: [UInt8]) -> Int32 {
        var descriptors: [Int32] = [0, 0]
        _ = pipe(&descriptors)
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        signalState.pipeWrite = descriptors[1]
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreSequence.count)
        bytes.initialize(from: restoreSequence, count: restoreSequence.count)
        signalState.restoreBytes = bytes
        signalState.restoreCount = restoreSequence.count
        for number in [SIGTERM, SIGHUP, SIGINT, SIGWINCH, SIGTSTP, SIGCONT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forwardSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        for number in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreAndCrash
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(number, &action, nil)
        }
        // A parent may have started us with some of these blocked; a blocked signal would
        // never reach its handler.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGTERM, SIGHUP, SIGINT, SIGWINCH, SIGTSTP, SIGCONT] + crashSignals { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        return descriptors[0]
    }

    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Decodes the bytes read from the signal pipe.
    package static func signals(from bytes: [UInt8]) -> [Signal] {
        bytes.compactMap(Signal.init(rawValue:))
    }

    /// Whether the terminal is in the session's mode, so a crash handler restores it.
    package static func setSessionActive(_ active: Bool) {
        signalState.active = active ? 1 : 0
    }

    /// Stops the process as ctrl-z would (the terminal must be restored first); returns
    /// when the process is continued.
    package static func suspendProcess() {
        _ = kill(getpid(), SIGSTOP)
    }

    /// Puts the default handlers back, for a session that has ended.
    package static func removeSignalHandlers() {
        for number in [SIGTERM, SIGHUP, SIGINT, SIGWINCH, SIGTSTP, SIGCONT] + crashSignals {
            signal(number, SIG_DFL)
        }
    }
}

/// What the signal handlers may read. They run at any moment on any thread and may call
/// only async-signal-safe functions, so this state is plain memory set up before the
/// handlers are installed and only read by them.
struct SignalState {
    var pipeWrite: Int32 = -1
    var restoreBytes: UnsafeMutablePointer<UInt8>?
    var restoreCount = 0
    var savedMode = termios()
    var hasSavedMode = false
    var active: Int32 = 0
}

// nonisolated(unsafe): written by the session on its own thread before the handlers are
// installed (and the active flag as it enters and leaves), read by signal handlers. A
// handler cannot take a lock, so plain memory is the only safe form.
nonisolated(unsafe) var signalState = SignalState()

private func forwardSignal(_ number: Int32) {
    let signal: Platform.Signal? = switch number {
    case SIGTERM: .terminate
    case SIGHUP: .hangUp
    case SIGINT: .interrupt
    case SIGWINCH: .resize
    case SIGTSTP: .suspend
    case SIGCONT: .resume
    default: nil
    }
    guard var byte = signal?.rawValue, signalState.pipeWrite >= 0 else { return }
    let savedErrno = errno
    _ = write(signalState.pipeWrite, &byte, 1)
    errno = savedErrno
}

private func restoreAndCrash(_ number: Int32) {
    if signalState.active == 1 {
        if let bytes = signalState.restoreBytes {
            _ = write(Platform.standardOutput, bytes, signalState.restoreCount)
        }
        if signalState.hasSavedMode {
            _ = tcsetattr(Platform.standardInput, TCSAFLUSH, &signalState.savedMode)
        }
    }
    // SA_RESETHAND put the default action back: raising again ends the process the way
    // the signal means (a core dump, the right exit status).
    raise(number)
}
