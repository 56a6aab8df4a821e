#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Platform {
    /// What a session reacts to, as signals arrive through the signal pipe.
    package enum Signal: Sendable, Equatable {
        /// A signal whose default action ends the process, sent from outside (SIGTERM,
        /// SIGHUP, SIGINT, SIGQUIT, SIGUSR1…): give the terminal back and end with
        /// 128 + its number.
        case end(Int32)
        /// SIGWINCH: the terminal's size changed.
        case resize
        /// SIGTSTP: stop as ctrl-z would.
        case suspend
        /// SIGCONT: continued after a stop.
        case resume

        init(number: Int32) {
            switch number {
            case SIGWINCH: self = .resize
            case SIGTSTP: self = .suspend
            case SIGCONT: self = .resume
            default: self = .end(number)
            }
        }
    }

    /// The signals whose default action ends the process and that the session ends on
    /// gracefully: through the pipe, giving the terminal back, with status 128 + number.
    static var endingSignals: [Int32] {
        var numbers = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR]
        #if canImport(Glibc)
        numbers += [SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return numbers
    }

    /// Job control and the terminal's size.
    static let sessionSignals = [SIGWINCH, SIGTSTP, SIGCONT]

    /// Crashes: their handler restores the terminal itself and lets the default action
    /// (a core dump) follow. Installed whatever was there, even Swift's backtracer.
    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// What the process's own actions raise (a bad system call, a CPU or file size limit,
    /// a write to a closed pipe): handled as crashes, since the thread that raised them
    /// cannot wait for the session.
    static let limitSignals = [SIGSYS, SIGXCPU, SIGXFSZ]

    /// Installs the session's signal handlers and returns the read end of the pipe the
    /// handlers write to.
    ///
    /// Signals that end the process by default and come from outside
    /// (``endingSignals``), and SIGWINCH, SIGTSTP and SIGCONT, are written to the pipe as
    /// their number: a handler may do little else safely. On a crash or limit signal the
    /// handler restores the terminal itself, with async-signal-safe calls only, and the
    /// signal takes its default course.
    ///
    /// SIGQUIT replaces Swift's backtracer, which the runtime installs at start-up: in a
    /// terminal it would keep the process alive at a "Press space to interact" prompt on
    /// a raw screen. A signal the process inherited as ignored (`nohup`, a script's
    /// background job) stays ignored, except crashes.
    ///
    /// - Parameter restoreSequence: The bytes that take the terminal out of the
    ///   session's screen (leave the alternate screen, show the cursor, stop mouse
    ///   reporting, reset colours).
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
        var handled = sigset_t()
        sigemptyset(&handled)
        func install(_ number: Int32, _ handler: @convention(c) (Int32) -> Void, flags: Int32, keepIgnored: Bool) {
            var previous = sigaction()
            sigaction(number, nil, &previous)
            if keepIgnored, unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                return
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            action.sa_flags = flags
            sigaction(number, &action, nil)
            if previousActions[number] == nil { previousActions[number] = previous }
            sigaddset(&handled, number)
        }
        for number in endingSignals { install(number, forwardSignal, flags: SA_RESTART, keepIgnored: true) }
        // SIGPIPE: `Console.standard` ignores it for the printing commands, so it is
        // taken whatever its disposition. In the session it can only come from outside
        // (standard output is the terminal, and the analytics thread blocks it, getting
        // EPIPE instead), so it ends the session gracefully as the signals above do.
        install(SIGPIPE, forwardSignal, flags: SA_RESTART, keepIgnored: false)
        for number in sessionSignals { install(number, forwardSignal, flags: SA_RESTART, keepIgnored: false) }
        let resetHand = Int32(truncatingIfNeeded: SA_RESETHAND)
        for number in crashSignals { install(number, restoreAndCrash, flags: resetHand, keepIgnored: false) }
        for number in limitSignals { install(number, restoreAndCrash, flags: resetHand, keepIgnored: true) }
        // A parent may have started us with some of these blocked; a blocked signal would
        // never reach its handler. Threads started from here on inherit this mask.
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        return descriptors[0]
    }

    /// Decodes the bytes read from the signal pipe.
    package static func signals(from bytes: [UInt8]) -> [Signal] {
        bytes.map { Signal(number: Int32($0)) }
    }

    /// Whether the terminal is in the session's mode, so a handler restores it.
    package static func setSessionActive(_ active: Bool) {
        signalState.active = active ? 1 : 0
    }

    /// Stops the process, and the rest of its job, as ctrl-z would in a cooked terminal;
    /// returns once the process is continued (at once when the system refuses to stop
    /// it, as for an orphaned process group). The terminal must be restored first.
    ///
    /// SIGTSTP, with its default action, is raised on this thread while it is blocked
    /// here, then sent to the process group, then unblocked: this thread cannot get past
    /// the call before the process has stopped, and the process stops once, since
    /// SIGCONT discards whichever of the two is still pending.
    package static func stopProcess() {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var previous = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previous)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &stop, &mask)
        _ = raise(SIGTSTP)
        _ = kill(0, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        // Continued.
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(SIGTSTP, &previous, nil)
    }

    /// Gives the terminal back (when the session holds it) and ends the process at once
    /// with `status`, from any thread: the way out when the main actor cannot end the
    /// session itself in time. Nothing else runs: no output is flushed, no file closed.
    package static func restoreTerminalAndExit(_ status: Int32) -> Never {
        restoreTerminal()
        _exit(status)
    }

    /// Puts back the handlers that were there before the session, for a session that
    /// has ended.
    package static func removeSignalHandlers() {
        for (number, previous) in previousActions {
            var action = previous
            sigaction(number, &action, nil)
        }
        previousActions = [:]
    }
}

/// The handlers in force before the session's, to put back when it ends. Only the
/// session's thread touches it, as it installs and removes them.
nonisolated(unsafe) private var previousActions: [Int32: sigaction] = [:]

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
    guard signalState.pipeWrite >= 0 else { return }
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalState.pipeWrite, &byte, 1)
    errno = savedErrno
}

private func restoreAndCrash(_ number: Int32) {
    restoreTerminal()
    // SA_RESETHAND put the default action back: raising again ends the process the way
    // the signal means (a core dump, the right exit status).
    raise(number)
}

/// Gives the terminal back from a signal handler: async-signal-safe calls only, and
/// `TCSANOW`, since a handler must not wait for output to drain.
private func restoreTerminal() {
    guard signalState.active == 1 else { return }
    if let bytes = signalState.restoreBytes {
        _ = write(Platform.standardOutput, bytes, signalState.restoreCount)
    }
    if signalState.hasSavedMode {
        _ = tcsetattr(Platform.standardInput, TCSANOW, &signalState.savedMode)
    }
}
