#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls the oracles make, in one place: a pipe to feed a reader that reads
/// a descriptor, as `home play -` reads standard input.
enum Platform {
    /// A pipe: bytes written to ``writer`` are read from ``reader``.
    struct Pipe {
        let reader: Int32
        let writer: Int32

        /// Linux's `F_SETPIPE_SZ`, which Glibc's module leaves out (it needs `_GNU_SOURCE`).
        private static let setPipeSize: Int32 = 1_024 + 7

        /// A new pipe that holds at least `capacity` bytes unread, so that writing that
        /// much never waits for a reader.
        init?(capacity: Int) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            reader = ends[0]
            writer = ends[1]
            #if os(Linux)
            if capacity > 65_536, fcntl(writer, Self.setPipeSize, Int32(capacity)) < capacity {
                closeReader()
                closeWriter()
                return nil
            }
            #endif
        }

        /// Writes all of `bytes`.
        ///
        /// - Returns: Whether every byte was written.
        func write(_ bytes: ArraySlice<UInt8>) -> Bool {
            var rest = bytes
            while !rest.isEmpty {
                let count = rest.withUnsafeBytes { buffer in
                    #if canImport(Glibc)
                    Glibc.write(writer, buffer.baseAddress, buffer.count)
                    #else
                    Darwin.write(writer, buffer.baseAddress, buffer.count)
                    #endif
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                rest = rest.dropFirst(count)
            }
            return true
        }

        func closeWriter() { _ = close(writer) }
        func closeReader() { _ = close(reader) }
    }
}
