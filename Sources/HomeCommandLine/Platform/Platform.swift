#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything that talks to the operating system's terminal interfaces: whether a
/// descriptor is a terminal, its size, raw mode and signals. No other file calls
/// termios, ioctl or signal functions.
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
}
