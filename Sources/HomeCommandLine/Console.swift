import Diagnostics
import DynamicHome
import Foundation

/// Where a command writes, and what it knows of the terminal it runs in.
///
/// `home` writes to the real standard output and error; tests capture the text.
///
/// Text goes through ``write(_:)`` and ``writeError(_:)``, which escape every control
/// character and bidirectional override (see `ControlCharacters`): whatever a file, a
/// server or an argument holds, nothing `home` prints can act on the terminal. They
/// write the password of every URL as `***` too (`Excerpt.maskingPasswords(in:)`),
/// whichever message quotes it and however the URL is spelled. Encoded
/// frames, whose escape codes are `home`'s own, go through ``writeFrame(_:)`` as they are.
package struct Console: Sendable {
    /// Whether standard output is a terminal.
    package var isTerminal: Bool
    /// The terminal's size, when standard output is one and says.
    package var terminalSize: (columns: Int, rows: Int)?
    /// Whether standard input was closed when `home` started (`home play - <&-`).
    package var standardInputClosed = false
    private let output: Stream
    private let errorOutput: Stream

    /// A console with the given sinks, which take every write.
    package init(
        isTerminal: Bool = false, terminalSize: (columns: Int, rows: Int)? = nil,
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
    ) {
        self.init(
            isTerminal: isTerminal, terminalSize: terminalSize,
            output: { write($0); return nil }, errorOutput: { writeError($0); return nil })
    }

    /// A console with sinks that may fail: each returns `nil`, or the `errno` of a
    /// write that failed.
    package init(
        isTerminal: Bool = false, terminalSize: (columns: Int, rows: Int)? = nil,
        output: @escaping @Sendable (String) -> Int32?, errorOutput: @escaping @Sendable (String) -> Int32?
    ) {
        self.isTerminal = isTerminal
        self.terminalSize = terminalSize
        self.output = Stream(output)
        self.errorOutput = Stream(errorOutput)
    }

    /// The process's standard output and error.
    ///
    /// A standard output that was closed before `home` started is noted as failed at
    /// once, and a standard input closed so is noted too (``standardInputClosed``); both
    /// descriptors are kept taken, so that no file `home` opens becomes one of them.
    /// SIGPIPE is ignored from here on: a reader that goes away makes writes fail
    /// (EPIPE), which ``HomeCommand`` turns into its exit status, instead of ending the
    /// process before it can finish.
    package static var standard: Console {
        // First, before anything opens a file that would take the number 0.
        let inputClosed = Platform.holdIfClosed(Platform.standardInput) != nil
        Platform.ignoreBrokenPipe()
        let terminal = Platform.isTerminal(Platform.standardOutput)
        let console = Console(
            isTerminal: terminal,
            terminalSize: terminal ? Platform.terminalSize(Platform.standardOutput) : nil,
            output: { Platform.writeAllReportingFailure(Array($0.utf8), to: Platform.standardOutput) },
            errorOutput: { Platform.writeAllReportingFailure(Array($0.utf8), to: 2) })
        if let closed = Platform.holdIfClosed(Platform.standardOutput) { console.output.fail(closed) }
        var standard = console
        standard.standardInputClosed = inputClosed
        return standard
    }

    /// Writes text to standard output, with control characters escaped and passwords
    /// masked.
    package func write(_ text: String) {
        output.write(ControlCharacters.escape(Excerpt.maskingPasswords(in: text)))
    }

    /// Writes text to standard error, with control characters escaped and passwords
    /// masked.
    package func writeError(_ text: String) {
        errorOutput.write(ControlCharacters.escape(Excerpt.maskingPasswords(in: text)))
    }

    /// Writes an encoded frame to standard output as it is: its escape codes are the
    /// encoder's, and the encoder has already replaced every control character of the
    /// text drawn in it.
    package func writeFrame(_ encoded: String) {
        output.write(encoded)
    }

    /// The `errno` of the first write to standard output that failed, if one did.
    /// Nothing more is written to a standard output that failed.
    package var outputFailure: Int32? { output.failure }

    /// Whether writing to standard output has failed, so a command may stop early.
    package var outputFailed: Bool { output.failure != nil }
}

extension Console {
    /// One output stream: its sink and the first failure, after which it writes nothing.
    final class Stream: @unchecked Sendable {
        // @unchecked: `firstFailure` is only touched while holding `lock`.
        private let lock = NSLock()
        private let sink: @Sendable (String) -> Int32?
        private var firstFailure: Int32?

        init(_ sink: @escaping @Sendable (String) -> Int32?) { self.sink = sink }

        var failure: Int32? { lock.withLock { firstFailure } }

        func fail(_ code: Int32) { lock.withLock { if firstFailure == nil { firstFailure = code } } }

        func write(_ text: String) {
            lock.withLock {
                guard firstFailure == nil, !text.isEmpty else { return }
                firstFailure = sink(text)
            }
        }
    }
}
