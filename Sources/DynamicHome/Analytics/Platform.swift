#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The file calls of analytics: opening a file to append to without ever waiting for
/// a reader, and writing to it with every failure's `errno`. No other file of the
/// module calls `open`, `write` or `fcntl`.
enum AppendFile {
    /// A call that failed, with its `errno`.
    struct Failure: Error {
        var code: Int32
    }

    /// Opens (or creates) a file for appending. The open does not wait (`O_NONBLOCK`),
    /// so a FIFO with no reader fails with ENXIO instead of blocking; once open, the
    /// descriptor is made blocking again, so that writes wait for a slow reader as
    /// writes to a file do.
    static func openForAppending(_ path: String) -> Result<Int32, Failure> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, mode_t(0o644))
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success(descriptor)
    }

    /// Writes every byte, retrying after interruptions and short writes.
    ///
    /// - Returns: How many bytes were written, and the `errno` of the write that
    ///   failed, if one did.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> (written: Int, failure: Int32?) {
        var offset = 0
        let failure = bytes.withUnsafeBytes { buffer -> Int32? in
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        return (offset, failure)
    }

    /// Blocks SIGPIPE on the calling thread: a write to a FIFO whose reader went away
    /// then fails with EPIPE, reported as a sink failure, instead of raising a signal
    /// that would end the process (the terminal session ends on SIGPIPE from outside).
    static func blockBrokenPipeSignalOnThisThread() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }
}

/// What a failed system call's `errno` means, in words a person can act on.
package enum SystemError {
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
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
