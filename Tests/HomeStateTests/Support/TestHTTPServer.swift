import Foundation
import HomeState
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for end-to-end tests of the HTTP provider,
/// written on the C socket API so that tests need nothing but the toolchain.
///
/// It listens on a free port, answers each connection on its own thread according to
/// `route`, closes the connection after each answer, and records every path asked for.
final class TestHTTPServer: Sendable {
    /// How to answer a request.
    enum Answer: Sendable {
        /// 200 with a JSON body and its Content-Length.
        case json(String)
        /// This status with a short text body.
        case status(Int)
        /// Never answer; hold the connection until the client gives up.
        case hang
        /// Declare `declared` bytes of body, send `body`, and close: a cut transfer.
        case cut(declared: Int, body: String)
        /// 200 with `count` bytes of body, with or without a Content-Length header
        /// (without it, the body ends when the connection closes).
        case large(count: Int, declaresLength: Bool)
    }

    private struct Record {
        var paths: [String] = []
        var clients: Set<Int32> = []
        var stopped = false
    }

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let route: @Sendable (String) -> Answer
    private let record = Locked(Record())

    /// Starts a server.
    ///
    /// - Parameter route: The answer for a request path, e.g. `/days/2026-11-01.json`.
    init(route: @escaping @Sendable (String) -> Answer) throws {
        self.route = route
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socketDescriptor, socketAddress, length) == 0
                    && listen(socketDescriptor, 64) == 0
                    && getsockname(socketDescriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(socketDescriptor)
            throw POSIXError(.EADDRINUSE)
        }
        self.listener = socketDescriptor
        self.port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// `http://127.0.0.1:PORT`.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// Every path asked for, in the order the requests arrived.
    var paths: [String] { record.withLock { $0.paths } }

    /// How many requests asked for `path`.
    func requestCount(for path: String) -> Int {
        paths.count { $0 == path }
    }

    /// Stops listening and closes every connection still open.
    func stop() {
        let clients = record.withLock { record -> Set<Int32> in
            record.stopped = true
            return record.clients
        }
        shutdown(listener, Int32(SHUT_RDWR))
        for client in clients { shutdown(client, Int32(SHUT_RDWR)) }
    }

    deinit {
        stop()
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            let stopped = record.withLock { record -> Bool in
                if !record.stopped, client >= 0 { record.clients.insert(client) }
                return record.stopped
            }
            if stopped || client < 0 {
                if client >= 0 { close(client) }
                return
            }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer {
            record.withLock { _ = $0.clients.remove(client) }
            close(client)
        }
        guard let path = readRequestPath(client) else { return }
        record.withLock { $0.paths.append(path) }
        switch route(path) {
        case .json(let body):
            send(client, head(200, ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"]) + body)
        case .status(let status):
            let body = "status \(status)\n"
            send(client, head(status, ["Content-Type: text/plain", "Content-Length: \(body.utf8.count)"]) + body)
        case .hang:
            var buffer = [UInt8](repeating: 0, count: 256)
            while recv(client, &buffer, buffer.count, 0) > 0 {}
        case .cut(let declared, let body):
            send(client, head(200, ["Content-Type: application/json", "Content-Length: \(declared)"]) + body)
        case .large(let count, let declaresLength):
            let headers = ["Content-Type: application/json"] + (declaresLength ? ["Content-Length: \(count)"] : [])
            send(client, head(200, headers))
            let chunk = String(repeating: " ", count: 1024)
            var sent = 0
            while sent < count {
                let piece = min(chunk.utf8.count, count - sent)
                guard send(client, String(chunk.prefix(piece))) else { return }
                sent += piece
            }
        }
    }

    private func head(_ status: Int, _ headers: [String]) -> String {
        let phrase = [200: "OK", 404: "Not Found", 500: "Internal Server Error", 503: "Service Unavailable"][status] ?? "Status"
        return "HTTP/1.1 \(status) \(phrase)\r\n" + (headers + ["Connection: close"]).joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// Reads up to the end of the request head and returns the path of its first line.
    private func readRequestPath(_ client: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while !received.ends(with: end) && received.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
            if let range = received.firstRange(of: end) {
                received.removeSubrange(range.upperBound...)
            }
        }
        let firstLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = firstLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    @discardableResult
    private func send(_ client: Int32, _ text: String) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.send(client, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
