import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP server on 127.0.0.1 that accepts connections and never answers: the kernel
/// completes every handshake into the listening socket's backlog, and nothing reads a
/// request or writes a byte. A content load against it hangs until its client gives up.
final class SilentServer {
    let port: Int
    private let socketDescriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socketDescriptor, 64) == 0 else {
            close(socketDescriptor)
            throw Failure(description: "bind or listen: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.socketDescriptor = socketDescriptor
    }

    deinit {
        close(socketDescriptor)
    }
}
