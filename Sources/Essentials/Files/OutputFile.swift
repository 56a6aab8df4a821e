#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a file that `home` writes to (a recording, analytics events): the one way the
/// package opens an output file.
///
/// The path given is opened and written, never replaced: a regular file is emptied (or
/// appended to) in place, a symbolic link is followed to what it names, and a FIFO or a
/// character device (`/dev/stdout`, `/dev/null`, `/dev/full`) is written as a stream, so
/// that a failing device fails the writes, in words. Opening never waits: a FIFO with no
/// reader is an error at once (ENXIO) instead of a hang. What cannot be written as a
/// stream (a folder, a socket) is refused.
package enum OutputFile {
    /// How the file is opened.
    package enum Mode: Sendable {
        /// Emptied, then written from the start (a recording).
        case truncating
        /// Written at its end, each write whole (analytics lines).
        case appending
    }

    /// Opens (creating when missing, with mode 0644) the file at `path` for writing.
    ///
    /// Once open, the descriptor is made blocking, so that writes wait for a slow reader
    /// as writes to a file do.
    ///
    /// - Returns: The descriptor, or the `errno` of the failure (EISDIR for a folder,
    ///   ENXIO for a FIFO with no reader or a socket, which cannot be opened).
    package static func openForWriting(_ path: String, _ mode: Mode) -> Result<Int32, SystemError> {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | (mode == .appending ? O_APPEND : O_TRUNC)
        let descriptor = open(path, flags, mode_t(0o644))
        guard descriptor >= 0 else { return .failure(SystemError(errno)) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success(descriptor)
    }

    /// Why opening `path` failed, in words that say what to give instead.
    ///
    /// - Parameters:
    ///   - path: The path given.
    ///   - failure: The failure ``openForWriting(_:_:)`` returned.
    ///   - example: A file name to suggest in a folder given for a file: "analytics.jsonl".
    ///   - quote: How a path is shown in the words (quoted, cut to an excerpt).
    package static func reason(
        opening path: String, _ failure: SystemError, example: String, quote: (String) -> String = { $0 }
    ) -> String {
        switch failure.code {
        case EISDIR:
            return "it is a folder; give a file in it, e.g. \(quote((path.hasSuffix("/") ? path : path + "/") + example))"
        case ENOENT:
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            return "the folder \(quote(folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder)) does not exist"
        case ENXIO:
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK { return "it is a socket, not a file" }
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFCHR {
                // /dev/tty of a process without a terminal: a device with nothing behind it.
                return "it is a device with nothing behind it (for /dev/tty: home has no terminal); give a file"
            }
            return "it is a FIFO with no reader; start the reader first"
        case ENOTDIR:
            return "a part of the path is a file, not a folder"
        default:
            return failure.description
        }
    }

    /// Writes every byte, retrying after interruptions and short writes.
    ///
    /// - Returns: How many bytes were written, and the failure of the write that
    ///   failed, if one did.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> (written: Int, failure: SystemError?) {
        var offset = 0
        let failure = bytes.withUnsafeBytes { buffer -> SystemError? in
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return SystemError(errno)
                }
                offset += count
            }
            return nil
        }
        return (offset, failure)
    }

    /// Closes a descriptor.
    package static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }
}

/// A failed system call's `errno`, and what it means in words a person can act on.
package struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno`.
    package var code: Int32

    package init(_ code: Int32) {
        self.code = code
    }

    /// Words for the error: "no space left on the device", "the reader closed the pipe".
    package var description: String { Self.words(code) }

    /// Words for an `errno`: "no space left on the device", "the reader closed the pipe".
    package static func words(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case EIO: "the device reported an input/output error"
        case EPIPE: "the reader closed the pipe"
        case EBADF: "it is closed"
        case EFBIG: "the file has grown larger than allowed"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied"
        case ENXIO: "there is no device or reader at the other end"
        case EAGAIN: "it would have to wait, and was opened not to"
        case EISDIR: "it is a folder"
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is not a folder"
        case ELOOP: "its symbolic links go round in a loop"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
