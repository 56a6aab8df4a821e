import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The socket chores of ``TestHTTPServer``: listening on a free port, reading a request.
extension TestHTTPServer {
    /// Reads the request: its path, header fields and body (of its `Content-Length`, at
    /// most 1 MiB).
    func readRequest(_ client: Int32) -> Request? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while received.firstRange(of: end) == nil && received.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
        }
        guard let headEnd = received.firstRange(of: end) else { return nil }
        var body = Array(received[headEnd.upperBound...])
        received = Array(received[..<headEnd.lowerBound])
        let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = min(Int(headers["content-length"] ?? "") ?? 0, 1 << 20)
        while body.count < length {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            body.append(contentsOf: buffer[0..<count])
        }
        return Request(path: String(parts[1]), headers: headers, body: body, method: String(parts[0]))
    }

    static func listen(ipv6: Bool) throws -> (Int32, UInt16) {
        let descriptor = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var port: UInt16 = 0
        let bound: Bool
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_addr = in6addr_loopback
            var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length) == 0 && Glibc.listen(descriptor, 64) == 0 && getsockname(descriptor, $0, &length) == 0
                }
            }
            port = UInt16(bigEndian: address.sin6_port)
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length) == 0 && Glibc.listen(descriptor, 64) == 0 && getsockname(descriptor, $0, &length) == 0
                }
            }
            port = UInt16(bigEndian: address.sin_port)
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        return (descriptor, port)
    }
}
