import Essentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Everything that talks to the operating system's terminal interfaces: whether a
/// descriptor is a terminal, its size, raw mode, polling and (in Signals.swift) signals.
/// No file outside this folder calls termios, ioctl, poll or signal functions.
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

    // MARK: Files

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
    ///
    /// At once (`TCSANOW`), keeping what was typed and not yet read: keys pressed while
    /// `home` started are read as keys.
    package static func enterRawMode(from original: TerminalMode) {
        var raw = original.settings
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        _ = tcsetattr(standardInput, TCSANOW, &raw)
    }

    /// Gives the terminal back a mode, once what was written has gone out (`TCSADRAIN`),
    /// keeping what was typed for whoever reads next.
    package static func restoreMode(_ mode: TerminalMode) {
        var settings = mode.settings
        _ = tcsetattr(standardInput, TCSADRAIN, &settings)
    }

    /// Whether the process is in the terminal's foreground: a job continued in the
    /// background (`bg`) must leave the terminal alone.
    package static func isForeground() -> Bool {
        let group = tcgetpgrp(standardInput)
        return group < 0 || group == getpgrp()
    }

    // MARK: Polling

    /// What became readable.
    package struct Readiness: Sendable {
        package var input: Bool
        package var signal: Bool
    }

    /// Waits until the input (standard input) or the signal pipe can be read, or the
    /// timeout passes.
    ///
    /// - Parameters:
    ///   - input: Where keys come from.
    ///   - watchingInput: Whether the input is waited on (not once it has ended).
    ///   - milliseconds: The most to wait; -1 waits for ever.
    package static func waitForInput(
        _ input: Int32 = standardInput, signalPipe: Int32, watchingInput: Bool = true, milliseconds: Int32
    ) -> Readiness {
        var descriptors = [
            pollfd(fd: watchingInput ? input : -1, events: Int16(POLLIN), revents: 0),
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
}
