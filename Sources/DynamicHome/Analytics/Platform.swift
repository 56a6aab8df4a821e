#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

import Essentials

/// The signal call of analytics; files are opened and written through Essentials'
/// `OutputFile`.
enum AnalyticsThread {
    /// Blocks SIGPIPE on the calling thread: a write to a FIFO whose reader went away
    /// then fails with EPIPE, reported as a sink failure, instead of raising a signal
    /// that would end the process (the terminal session ends on SIGPIPE from outside).
    static func blockBrokenPipeSignalOnThisThread() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }
}
