#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a local input (a toggles file, a day file, a `home diff` input) whole, within a
/// limit of size and of time: the one way the package reads a file it is handed.
///
/// A regular file larger than the limit is refused before a byte of it is read. What is
/// not a regular file is read as a stream: a pipe (`<(command)`), a FIFO, a character
/// device (`/dev/stdin`, `/dev/null`, `/dev/zero`). A stream is read until its end, or
/// until more than the limit has arrived, or until its deadline passes, whichever comes
/// first; a FIFO no writer has opened yet is waited for until the deadline, unless its
/// path comes to name another file meanwhile (a file renamed over it), which is then read
/// instead. Opening never waits. A folder, a socket, a symbolic link loop and the rest are
/// refused, each in words of its own.
package enum LocalFile {
    /// How long a stream may take to end: one with no writer yet, or one that trickles.
    package static let streamDeadline = Duration.seconds(30)

    /// Reads the file at `path` whole.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The most bytes accepted.
    ///   - deadline: How long a stream may take to end.
    /// - Returns: The bytes, or why they cannot be had.
    /// - Complexity: O(n) in the bytes read; at most `limit` + 1 of them are read.
    package static func contents(of path: String, limit: Int, deadline: Duration = streamDeadline) -> Result<[UInt8], LocalFileError> {
        // One deadline for all of it: waiting for a FIFO's writer, then reading, and
        // reading again what the path names once it names another file.
        let end = ContinuousClock.now + deadline
        while true {
            if let result = attempt(path, limit: limit, deadline: deadline, end: end) { return result }
        }
    }

    /// One attempt of ``contents(of:limit:deadline:)``: `nil` when, while a stream was
    /// waited for, the path came to name another file (a file renamed over a FIFO), which
    /// is then read instead: a writer that never comes does not hold up what replaced it.
    private static func attempt(_ path: String, limit: Int, deadline: Duration, end: ContinuousClock.Instant) -> Result<[UInt8], LocalFileError>? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(LocalFileError(path: path, openFailure: errno)) }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(LocalFileError(path: path, problem: .unreadable(errno))) }
        let stream = Stream(descriptor: descriptor, path: path, device: status.st_dev, inode: status.st_ino, end: end)
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let size = Int(status.st_size)
            guard size <= limit else { return .failure(LocalFileError(path: path, problem: .tooLarge(size: size, limit: limit))) }
            return readStream(stream, limit: limit, deadline: deadline, expectedSize: size)
        case S_IFIFO:
            // A FIFO opened without waiting reads as ended until a writer comes: wait
            // for one (poll reports the FIFO once a writer has written or left).
            switch stream.waitForInput() {
            case .ready: return readStream(stream, limit: limit, deadline: deadline)
            case .replaced: return nil
            case .timedOut: return .failure(LocalFileError(path: path, problem: .timedOut(deadline, received: 0)))
            }
        case S_IFCHR:
            return readStream(stream, limit: limit, deadline: deadline)
        case let kind:
            return .failure(LocalFileError(path: path, problem: kind == S_IFDIR ? .isFolder : .notAFile(Self.kind(kind))))
        }
    }

    /// Waits until the FIFO `descriptor` (opened at `path` without waiting) has something
    /// to read, or its writer came and left, for at most `deadline`: `false` when it did
    /// not, or when `path` came to name another file meanwhile. For a reader that then
    /// reads the stream itself, as `home play FIFO` reads a script.
    package static func waitForWriter(of descriptor: Int32, at path: String, deadline: Duration) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let stream = Stream(descriptor: descriptor, path: path, device: status.st_dev, inode: status.st_ino, end: .now + deadline)
        return stream.waitForInput() == .ready
    }

    /// What a file that cannot be read as one is, in words.
    private static func kind(_ mode: mode_t) -> String {
        switch mode {
        case S_IFREG: "a file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFSOCK: "a socket"
        case S_IFBLK: "a block device"
        default: "an unknown kind of file"
        }
    }

    /// Whether `path` names a folder (following links): `nil` when it does, else why not
    /// (``LocalFileError/Problem/notAFile(_:)`` with what it is: "a file", "a FIFO", …).
    package static func folderProblem(_ path: String) -> LocalFileError? {
        var status = stat()
        guard stat(path, &status) == 0 else { return LocalFileError(path: path, openFailure: errno) }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFDIR ? nil : LocalFileError(path: path, problem: .notAFile(Self.kind(kind)))
    }

    /// Reads to the end, more than `limit` bytes, or the stream's end time (`deadline`
    /// after the start); `nil` when the path came to name another file meanwhile. The
    /// descriptor is non-blocking: an empty read waits in `poll`.
    private static func readStream(_ stream: Stream, limit: Int, deadline: Duration, expectedSize: Int = 0) -> Result<[UInt8], LocalFileError>? {
        var bytes: [UInt8] = []
        // A regular file's size is known: one buffer of it, not doublings of one (a 61 MB
        // file cost 64 MB and, while it grew, 96 MB). One more byte sees the end.
        bytes.reserveCapacity(expectedSize > 0 ? expectedSize + 1 : 0)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(stream.descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
                if bytes.count > limit { return .failure(LocalFileError(path: stream.path, problem: .streamTooLarge(limit: limit))) }
                continue
            }
            if count == 0 { return .success(bytes) }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                switch stream.waitForInput() {
                case .ready: continue
                case .replaced: return nil
                case .timedOut: return .failure(LocalFileError(path: stream.path, problem: .timedOut(deadline, received: bytes.count)))
                }
            case let code:
                return .failure(LocalFileError(path: stream.path, problem: .unreadable(code)))
            }
        }
    }

    /// A stream being read: its descriptor, the file its path named when it was opened,
    /// and when reading must end.
    private struct Stream {
        let descriptor: Int32
        let path: String
        let device: dev_t
        let inode: ino_t
        let end: ContinuousClock.Instant

        /// How long one wait lasts before the path is looked at again.
        static let slice = Duration.milliseconds(100)

        enum Wait { case ready, replaced, timedOut }

        /// Waits in `poll` until the descriptor has something to read (or its writer
        /// left), the path names another file, or the end time passes.
        func waitForInput() -> Wait {
            while true {
                let left = ContinuousClock.now.duration(to: end)
                guard left > .zero else { return .timedOut }
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, Int32(clamping: wholeMilliseconds(min(left, Self.slice)) + 1)) > 0 { return .ready }
                var now = stat()
                if stat(path, &now) == 0, now.st_dev != device || now.st_ino != inode { return .replaced }
            }
        }
    }
}

/// Why a local file could not be read, in words a person can act on.
package struct LocalFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    package enum Problem: Sendable, Equatable {
        case missing
        case permissionDenied
        case symbolicLinkLoop
        /// A part of the path is not a folder.
        case notAFolderOnTheWay
        case isFolder
        /// A socket, a block device: what it is, in words.
        case notAFile(String)
        case tooLarge(size: Int, limit: Int)
        /// A stream that went on past the limit.
        case streamTooLarge(limit: Int)
        /// A stream that did not end in time.
        case timedOut(Duration, received: Int)
        case unreadable(Int32)
    }

    /// The path as given.
    package var path: String
    package var problem: Problem

    package init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// Why `open` of `path` failed, from its `errno`.
    package init(path: String, openFailure code: Int32) {
        let problem: Problem = switch code {
        case ENOENT: .missing
        case EACCES, EPERM: .permissionDenied
        case ELOOP: .symbolicLinkLoop
        case ENOTDIR: .notAFolderOnTheWay
        case EISDIR: .isFolder
        case ENXIO: .notAFile("a socket")
        default: .unreadable(code)
        }
        self.init(path: path, problem: problem)
    }

    /// What happened, in words that follow "cannot read PATH: ": "no such file", "it
    /// has 20971520 bytes, more than the limit of 16 MiB".
    package var reason: String {
        switch problem {
        case .missing: "no such file"
        case .permissionDenied: "permission denied"
        case .symbolicLinkLoop: "its symbolic links go round in a loop"
        case .notAFolderOnTheWay: "no such file: a part of its path is not a folder"
        case .isFolder: "it is a folder, not a file"
        case .notAFile(let what): "it is \(what), not a file"
        case .tooLarge(let size, let limit): "it has \(size) bytes, more than the limit of \(ByteCount.words(limit))"
        case .streamTooLarge(let limit): "it goes on past the limit of \(ByteCount.words(limit))"
        case .timedOut(let deadline, let received):
            "it did not end within \(Self.words(deadline)) (\(received) bytes arrived): nothing writes to it, or it never ends"
        case .unreadable(let code): SystemError.words(code)
        }
    }

    /// The same as ``reason``.
    package var description: String { reason }

    /// A deadline in words: "30 s", "200 ms".
    private static func words(_ duration: Duration) -> String {
        let milliseconds = wholeMilliseconds(duration)
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

/// Byte counts in words.
package enum ByteCount {
    /// "16 MiB", "4 MiB", "64 KiB", "1000 bytes".
    package static func words(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// Whole milliseconds in a duration, rounded down.
private func wholeMilliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
}
