import Essentials
@testable import HTTPClient
import HTTPTestSupport
import Testing
import TestSupport

/// Streamed answers against a server on 127.0.0.1: the body handed on as it comes, no
/// deadline once it flows, silence and the receiver end it.
@Suite struct StreamTests {
    static func client(silence: Duration = .patience, deadline: Duration = .patience) -> HTTPClient {
        HTTPClient(configuration: .patient(silenceTimeout: silence, deadline: deadline, maximumAttempts: 1, maximumBodyBytes: 1024))
    }

    static let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"

    @Test func theBodyIsHandedOnAsItComesUntilTheReceiverStops() async throws {
        // A comment line of 1 KiB every 5 ms: the 64 KiB below arrive in a third of a
        // second (two bytes a piece took 164 s, the longest wait of the whole suite).
        let comment = ":" + String(repeating: "k", count: 1022) + "\n"
        let server = try TestHTTPServer { _ in .endless(prefix: Self.head + "data: one\n\n", piece: comment, interval: .milliseconds(5)) }
        defer { server.stop() }
        let parts = Locked<[HTTPStreamPart]>([])
        let received = Locked(0)
        let response = try await Self.client().stream(try HTTPURL(server.origin + "/stream")) { part in
            parts.withLock { $0.append(part) }
            if case .body(let bytes) = part { received.withLock { $0 += bytes.count } }
            // Far past the body limit of 1 KiB: a stream's body is not kept.
            return received.withLock { $0 } < 64 * 1024
        }
        #expect(response.status == 200 && response.body.isEmpty)
        guard case .head(200, let headers)? = parts.withLock({ $0.first }) else {
            Issue.record("the head comes first")
            return
        }
        #expect(headers["content-type"] == "text/event-stream")
        #expect(server.requests.first?.headers["accept"] == "text/event-stream")
        await eventually(server.changed) { server.closedByClient == 1 }
        #expect(server.closedByClient == 1)
    }

    @Test func aStreamOutlivesTheRequestDeadline() async throws {
        // A heartbeat every 20 ms keeps it open past a deadline of 300 ms.
        let beats = try TestHTTPServer { _ in .endless(prefix: Self.head, piece: ":\n", interval: .milliseconds(20)) }
        defer { beats.stop() }
        let started = ContinuousClock.now
        let response = try await Self.client(deadline: .milliseconds(300)).stream(try HTTPURL(beats.origin + "/s")) { _ in
            // Ends itself once it has outlived the deadline twice over.
            ContinuousClock.now - started < .milliseconds(600)
        }
        #expect(response.status == 200)
    }

    @Test func aSilentStreamEndsWithTheSilenceTimeout() async throws {
        let silent = try TestHTTPServer { _ in .stall(body: "data: x\n\n", declared: 1000) }
        defer { silent.stop() }
        let url = try HTTPURL(silent.origin + "/s")
        let received = Locked(0)
        do {
            _ = try await Self.client(silence: .milliseconds(300)).stream(url) { part in
                if case .body(let bytes) = part { received.withLock { $0 += bytes.count } }
                return true
            }
            Issue.record("a silent stream ends with an error")
        } catch {
            #expect(error.kind == .silent(.receiving(bytes: 9)))
        }
        #expect(received.withLock { $0 } == 9)
    }

    @Test func anotherStatusIsReadWholeAndReturned() async throws {
        let server = try TestHTTPServer { _ in .status(404) }
        defer { server.stop() }
        let called = Locked(false)
        let response = try await Self.client().stream(try HTTPURL(server.origin + "/s")) { _ in
            called.withLock { $0 = true }
            return true
        }
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "status 404\n")
        #expect(!called.withLock { $0 })
    }
}
