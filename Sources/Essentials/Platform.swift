#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file: enough to see that it changed without reading it (device
/// and inode catch a file replaced by a rename), for the toggles loader and watcher and
/// the content folder. One `stat` call: no lookup of owner names, as
/// `FileManager.attributesOfItem` would do each poll.
package struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var seconds: Int
    package var nanoseconds: Int
    /// Whether it is a regular file (not a folder, FIFO or device).
    package var isRegularFile: Bool

    /// The stamp of what is at `path`, or `nil` when there is nothing there to `stat`.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The stamp of the regular file at `path`, or `nil` when there is none.
    package static func ofRegularFile(_ path: String) -> FileStamp? {
        FileStamp(path: path).flatMap { $0.isRegularFile ? $0 : nil }
    }

    package var description: String { "inode \(inode), \(size) bytes, modified \(seconds).\(nanoseconds)" }
}

/// Signals as a thread that writes to pipes and sockets wants them.
package enum BrokenPipe {
    /// Blocks SIGPIPE on the calling thread, so that a write to a pipe, FIFO or socket
    /// whose reader went away fails with EPIPE, which the writer reports, instead of
    /// raising a signal whose default ends the process (OpenSSL writes to its socket
    /// without `MSG_NOSIGNAL`; an analytics FIFO's reader may leave). A SIGPIPE this
    /// thread raised stays pending on it, and goes with it.
    package static func blockOnThisThread() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }
}
