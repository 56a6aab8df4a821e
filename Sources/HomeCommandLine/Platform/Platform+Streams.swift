#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Essentials

// The calls of the commands that print: writes whose failures are reported, a standard
// output closed before `home` started, SIGPIPE, and reading a script a piece at a time.
// Beside Platform.swift, whose calls are the terminal session's.
extension Platform {
    /// Writes all bytes to a descriptor, retrying after interruptions and short writes.
    ///
    /// - Returns: `nil` when every byte was written, else the `errno` of the write that
    ///   failed (ENOSPC, EIO, EPIPE, EBADF…).
    package static func writeAllReportingFailure(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        return bytes.withUnsafeBytes { buffer -> Int32? in
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// When a descriptor is closed, puts /dev/null in its place (so that no file opened
    /// later takes its number) and returns EBADF; else `nil`.
    package static func holdIfClosed(_ descriptor: Int32) -> Int32? {
        guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return nil }
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        if null >= 0, null != descriptor {
            _ = dup2(null, descriptor)
            _ = close(null)
        }
        return EBADF
    }

    /// Makes a write to a pipe whose reader has gone fail with EPIPE, instead of
    /// ending the process silently with SIGPIPE.
    package static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Reads up to `buffer.count` bytes, retrying after interruptions.
    ///
    /// - Returns: The number of bytes read (0 at the end), or the `errno` of a read
    ///   that failed.
    package static func readBytes(_ descriptor: Int32, into buffer: inout [UInt8]) -> Result<Int, ReadFailure> {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return .success(count) }
            if errno == EINTR { continue }
            if errno == EAGAIN {
                // A descriptor left non-blocking by whoever started us: wait until it
                // has something, instead of taking "nothing yet" for the end.
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            return .failure(ReadFailure(code: errno))
        }
    }

    /// A read that failed, with its `errno`.
    package struct ReadFailure: Error, Sendable {
        package var code: Int32
    }

    /// Opens a file for reading, as a stream: a FIFO waits for its writer, as a pipe
    /// into `home play -` would, but no longer than `deadline` (the deadline of every
    /// other FIFO input): the open itself never waits, `poll` does, until the writer has
    /// written or left. The descriptor returned reads blocking, so that a script may
    /// then come as slowly as its writer likes.
    ///
    /// - Returns: The descriptor, or the `errno` of the failure (EISDIR for a folder,
    ///   ETIMEDOUT for a FIFO that nothing wrote to within `deadline`).
    package static func openForReading(_ path: String, deadline: Duration) -> Result<Int32, ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(ReadFailure(code: errno)) }
        var status = stat()
        let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
        if kind == S_IFDIR {
            _ = close(descriptor)
            return .failure(ReadFailure(code: EISDIR))
        }
        // A FIFO opened without waiting reads as ended until a writer comes.
        if kind == S_IFIFO, !LocalFile.waitForWriter(of: descriptor, at: path, deadline: deadline) {
            _ = close(descriptor)
            return .failure(ReadFailure(code: ETIMEDOUT))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success(descriptor)
    }

    /// Whether a descriptor is a regular file, whose end is known before it is read.
    package static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Closes a descriptor.
    package static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Where a descriptor reads from now, or `nil` when it cannot seek (a pipe).
    package static func offset(_ descriptor: Int32) -> Int64? {
        let offset = lseek(descriptor, 0, SEEK_CUR)
        return offset < 0 ? nil : Int64(offset)
    }

    /// Moves where a descriptor reads from.
    package static func seek(_ descriptor: Int32, to offset: Int64) {
        _ = lseek(descriptor, off_t(offset), SEEK_SET)
    }
}
