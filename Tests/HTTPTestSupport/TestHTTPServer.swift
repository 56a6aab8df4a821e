import Essentials
import Foundation
import HTTPClient
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (or ::1) for tests of the HTTP client and
/// provider, written on the C socket API so that tests need nothing but the toolchain.
///
/// It listens on a free port, answers each connection on its own thread according to
/// `route`, closes the connection after each answer, and records every request. Every
/// loop in it is bounded, and it stops by itself after `lifetime` if no test stops it.
package final class TestHTTPServer: Sendable {
    /// How to answer a request.
    package enum Answer: Sendable {
        /// 200 with a JSON body and its Content-Length.
        case json(String)
        /// This status with a short text body.
        case status(Int)
        /// Any status, header lines ("ETag: \"1\"") and body, with its Content-Length.
        case response(status: Int, headers: [String], body: [UInt8])
        /// Never answer; hold the connection until the client gives up.
        case hang
        /// Declare `declared` bytes of body, send `body`, and close: a cut transfer.
        case cut(declared: Int, body: String)
        /// Declare the body, send `body`, then say nothing more until the client gives up.
        case stall(body: String, declared: Int)
        /// 200 with `count` bytes of body, with or without a Content-Length header
        /// (without it, the body ends when the connection closes).
        case large(count: Int, declaresLength: Bool)
        /// 200 with a declared body sent one byte at a time, `interval` apart.
        case drip(body: String, interval: Duration)
        /// 200 with a chunked body of `total` spaces, made as it is sent, 64 KiB a chunk,
        /// with no Content-Length: it stops when the client closes the connection.
        case chunkedStream(total: Int)
        /// `prefix` as it is (no head is added), then `piece` again and again, `interval`
        /// apart (none: as fast as the client takes it), until the client closes: an
        /// answer that never ends, in its head, its trailer or wherever `prefix` leaves it.
        case endless(prefix: String, piece: String, interval: Duration?)
    }

    /// One request as it arrived.
    package struct Request: Sendable {
        package var path: String
        /// Header fields, names lower-cased.
        package var headers: [String: String]
        /// The body, of the request's `Content-Length`.
        package var body: [UInt8] = []
        /// `GET`, `POST`, …
        package var method = "GET"
    }

    private struct Record {
        var requests: [Request] = []
        var clients: Set<Int32> = []
        var stopped = false
        var streamedBytes = 0
        var closedByClient = 0
    }

    /// The port the server listens on.
    package let port: UInt16
    /// `127.0.0.1` or `[::1]`.
    package let host: String
    private let listener: Int32
    private let route: @Sendable (Request) -> Answer
    private let record = Locked(Record())

    /// Fires whenever the server records something (a request, a closed connection), so
    /// that a test can wait for it with `eventually` instead of polling.
    package let changed = ChangeSignal()

    /// Starts a server.
    ///
    /// - Parameters:
    ///   - ipv6: Listen on ::1 instead of 127.0.0.1.
    ///   - lifetime: How long the server runs at most (a test that forgets to stop it
    ///     does not keep it for the rest of the run); by default longer than any test
    ///     takes, however loaded the machine.
    ///   - route: The answer for a request path, e.g. `/days/2026-11-01.json`.
    package convenience init(ipv6: Bool = false, lifetime: Duration = .patience, route: @escaping @Sendable (String) -> Answer) throws {
        try self.init(ipv6: ipv6, lifetime: lifetime, router: { route($0.path) })
    }

    /// Starts a server whose answers may depend on the request's header fields.
    package static func answering(
        ipv6: Bool = false, lifetime: Duration = .patience, _ route: @escaping @Sendable (Request) -> Answer
    ) throws -> TestHTTPServer {
        try TestHTTPServer(ipv6: ipv6, lifetime: lifetime, router: route)
    }

    private init(ipv6: Bool, lifetime: Duration, router route: @escaping @Sendable (Request) -> Answer) throws {
        self.route = route
        (listener, port) = try Self.listen(ipv6: ipv6)
        host = ipv6 ? "[::1]" : "127.0.0.1"
        Thread.detachNewThread { [self] in acceptLoop() }
        Thread.detachNewThread { [weak self] in
            Thread.sleep(forTimeInterval: Double(lifetime.components.seconds))
            self?.stop()
        }
    }

    /// `http://127.0.0.1:PORT` or `http://[::1]:PORT`.
    package var origin: String { "http://\(host):\(port)" }

    /// Every request, in the order they arrived.
    package var requests: [Request] { record.withLock { $0.requests } }
    /// Every path asked for, in the order the requests arrived.
    package var paths: [String] { requests.map(\.path) }
    /// Bytes of body sent by ``Answer/chunkedStream(total:)`` answers (and pieces of
    /// ``Answer/endless(prefix:piece:interval:)`` ones) so far.
    package var streamedBytes: Int { record.withLock { $0.streamedBytes } }
    /// How many connections the client closed while the server held them or sent.
    package var closedByClient: Int { record.withLock { $0.closedByClient } }

    /// How many requests asked for `path`.
    package func requestCount(for path: String) -> Int {
        paths.count { $0 == path }
    }

    /// Stops listening and closes every connection still open.
    package func stop() {
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
        guard let request = readRequest(client) else { return }
        record.withLock { $0.requests.append(request) }
        changed.fire()
        switch route(request) {
        case .json(let body):
            send(client, head(200, ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"]) + body)
        case .status(let status):
            let body = "status \(status)\n"
            send(client, head(status, ["Content-Type: text/plain", "Content-Length: \(body.utf8.count)"]) + body)
        case .response(let status, let headers, let body):
            send(client, head(status, headers + ["Content-Length: \(body.count)"]))
            send(client, body)
        case .hang:
            waitForClose(client)
        case .cut(let declared, let body):
            send(client, head(200, ["Content-Type: application/json", "Content-Length: \(declared)"]) + body)
        case .stall(let body, let declared):
            send(client, head(200, ["Content-Type: application/json", "Content-Length: \(declared)"]) + body)
            waitForClose(client)
        case .large(let count, let declaresLength):
            let headers = ["Content-Type: application/json"] + (declaresLength ? ["Content-Length: \(count)"] : [])
            send(client, head(200, headers))
            sendSpaces(client, count, chunked: false)
        case .drip(let body, let interval):
            guard send(client, head(200, ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"])) else { return }
            for byte in body.utf8 {
                Thread.sleep(forTimeInterval: Double(interval.components.attoseconds) / 1e18 + Double(interval.components.seconds))
                guard send(client, [byte]) else {
                    record.withLock { $0.closedByClient += 1 }
                    changed.fire()
                    return
                }
            }
        case .chunkedStream(let total):
            send(client, head(200, ["Content-Type: application/json", "Transfer-Encoding: chunked"]))
            if sendSpaces(client, total, chunked: true) { send(client, "0\r\n\r\n") }
        case .endless(let prefix, let piece, let interval):
            guard send(client, prefix) else { return }
            let bytes = Array(piece.utf8)
            while send(client, bytes) {
                record.withLock { $0.streamedBytes += bytes.count }
                if let interval { Thread.sleep(forTimeInterval: Double(interval.components.attoseconds) / 1e18 + Double(interval.components.seconds)) }
            }
            record.withLock { $0.closedByClient += 1 }
            changed.fire()
        }
    }

    /// Sends `count` spaces, 64 KiB at a time, counting them; stops when the client closes.
    @discardableResult
    private func sendSpaces(_ client: Int32, _ count: Int, chunked: Bool) -> Bool {
        let piece = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
        var sent = 0
        while sent < count {
            let size = min(piece.count, count - sent)
            let framed = chunked ? Array("\(String(size, radix: 16))\r\n".utf8) + piece[0..<size] + Array("\r\n".utf8) : Array(piece[0..<size])
            guard send(client, framed) else {
                record.withLock { $0.closedByClient += 1 }
                changed.fire()
                return false
            }
            sent += size
            record.withLock { $0.streamedBytes += size }
        }
        return true
    }

    /// Holds the connection until the client closes it (or the server stops).
    private func waitForClose(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 256)
        while recv(client, &buffer, buffer.count, 0) > 0 {}
        let stopped = record.withLock { $0.stopped }
        if !stopped {
            record.withLock { $0.closedByClient += 1 }
            changed.fire()
        }
    }

    private func head(_ status: Int, _ headers: [String]) -> String {
        let phrase = [200: "OK", 304: "Not Modified", 404: "Not Found", 500: "Internal Server Error", 503: "Service Unavailable"][status] ?? "Status"
        return "HTTP/1.1 \(status) \(phrase)\r\n" + (headers + ["Connection: close"]).joined(separator: "\r\n") + "\r\n\r\n"
    }

    @discardableResult
    private func send(_ client: Int32, _ text: String) -> Bool {
        send(client, Array(text.utf8))
    }

    @discardableResult
    private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.send(client, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
