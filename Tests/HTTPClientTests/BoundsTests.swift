@testable import HTTPClient
import HTTPURLSession
import HTTPTestSupport
import Testing
import TestSupport

/// The bounds of a request, against a server on 127.0.0.1: the body limit while the
/// body arrives, silence rather than slowness, and cancellation.
@Suite struct BoundsTests {
    func client(
        silence: Duration = .patience, deadline: Duration = .patience, limit: Int = 4 << 20, attempts: Int = 1,
        transport: HTTPClient.Transport = .automatic
    ) -> HTTPClient {
        // The fallback the .urlSession transport takes, installed as a program would.
        URLSessionFallback.install()
        return HTTPClient(
            configuration: .patient(silenceTimeout: silence, deadline: deadline, maximumAttempts: attempts, maximumBodyBytes: limit),
            clock: ContinuousClock(), transport: transport)
    }

    @Test func aGibibyteWithoutLengthStopsAtTheLimitAndTheConnectionCloses() async throws {
        let server = try TestHTTPServer { _ in .chunkedStream(total: 1 << 30) }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client().get(url) }
        #expect(error == HTTPClientError(
            .tooLarge, "GET \(url): the body goes on past the limit of 4194304 bytes (4 MiB); reading stopped there"))
        await eventually(server.changed) { server.closedByClient == 1 }
        #expect(server.closedByClient == 1)
        // What the server got out before it saw the close: the limit and what the
        // sockets' buffers hold, nowhere near the gibibyte.
        #expect(server.streamedBytes < 64 << 20)
    }

    @Test(arguments: [HTTPClient.Transport.automatic, .urlSession])
    func aSlowAnswerThatKeepsComingIsNotCut(transport: HTTPClient.Transport) async throws {
        // 30 bytes, one every 100 ms: 3 s in all, against a silence limit of 2 s (and
        // URLSession's own timeout, a backstop, of 3 s): twenty gaps' worth, so that a
        // server thread the machine holds up for a moment is not silent.
        let body = #"[{"identifier": "a", "t": 1}]"# + " "
        let server = try TestHTTPServer { _ in .drip(body: body, interval: .milliseconds(100)) }
        defer { server.stop() }
        let response = try await client(silence: .seconds(2), transport: transport).get(try HTTPURL(server.origin + "/day.json"))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == body)
    }

    @Test func silenceInTheMiddleOfTheBodySaysHowFarItGot() async throws {
        let server = try TestHTTPServer { _ in .stall(body: "[{", declared: 100) }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client(silence: .milliseconds(300)).get(url) }
        #expect(error?.kind == .silent(.receiving(bytes: 2)))
        #expect(error?.message == "GET \(url): the answer stopped after 2 bytes of its body: no byte came for 0.3 s; the server may be down or overloaded")
    }

    @Test(arguments: [HTTPClient.Transport.automatic, .urlSession])
    func silenceBeforeAnyAnswerIsRetriedThenReported(transport: HTTPClient.Transport) async throws {
        let server = try TestHTTPServer { _ in .hang }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client(silence: .milliseconds(300), attempts: 2, transport: transport).get(url) }
        #expect(error?.kind == .silent(.waitingForAnswer))
        #expect(error?.message == "GET \(url): connected, but no byte of an answer came for 0.3 s; the server may be down or overloaded (after 2 attempts)")
        #expect(server.paths.count == 2)
    }

    @Test(arguments: [HTTPClient.Transport.automatic, .urlSession])
    func aCancelledRequestClosesItsConnectionAtOnce(transport: HTTPClient.Transport) async throws {
        let server = try TestHTTPServer { _ in .hang }
        defer { server.stop() }
        await expectCancellingClosesTheConnection(client(transport: transport), try HTTPURL(server.origin + "/day.json"), server)
    }

    @Test func aCompressedBodyIsCountedDecodedThroughURLSession() async throws {
        // 1 MiB of spaces in about 6 KB of gzip, against a limit of 64 KiB.
        let compressed = Gzip.spaces(1 << 20)
        let server = try TestHTTPServer { _ in .response(status: 200, headers: ["Content-Encoding: gzip"], body: compressed) }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client(limit: 64 << 10, transport: .urlSession).get(url) }
        #expect(compressed.count < 64 << 10)
        #expect(error?.kind == .tooLarge)
        #expect(error?.message == "GET \(url): the body goes on past the limit of 65536 bytes (64 KiB); reading stopped there")
    }

    @Test func theTestGzipStreamsCarryTheCRCOfTheirSpaces() {
        for count in [0, 1, 2, 3, 257, 258, 1000, 65_537] {
            #expect(CRC32.ofSpaces(count) == CRC32.of(repeatElement(UInt8(ascii: " "), count: count)), "\(count) spaces")
        }
        #expect(CRC32.of(Array("123456789".utf8)) == 0xCBF4_3926)  // the check value of CRC-32
    }

    @Test func aCompressedBodyWithinTheLimitArrivesDecodedThroughURLSession() async throws {
        let server = try TestHTTPServer { _ in .response(status: 200, headers: ["Content-Encoding: gzip"], body: Gzip.spaces(40_000)) }
        defer { server.stop() }
        let response = try await client(limit: 64 << 10, transport: .urlSession).get(try HTTPURL(server.origin + "/day.json"))
        #expect(response.body == [UInt8](repeating: UInt8(ascii: " "), count: 40_000))
    }

    @Test func aCompressedBodyIsRefusedOverPlainHTTP() async throws {
        let server = try TestHTTPServer { _ in .response(status: 200, headers: ["Content-Encoding: gzip"], body: Gzip.spaces(100)) }
        defer { server.stop() }
        let error = await failure { try await client(attempts: 3).get(try HTTPURL(server.origin + "/day.json")) }
        #expect(error?.kind == .unsupportedEncoding)
        #expect(server.requests.first?.headers["accept-encoding"] == "identity")
        #expect(server.paths.count == 1)
    }

    // MARK: The deadline

    @Test(arguments: [HTTPClient.Transport.automatic, .urlSession])
    func aSlowAnswerThatKeepsComingEndsAtTheDeadline(transport: HTTPClient.Transport) async throws {
        // 60 bytes, one every 100 ms: 6 s in all against a deadline of 2 s (and no limit
        // on silence).
        let server = try TestHTTPServer { _ in .drip(body: String(repeating: " ", count: 60), interval: .milliseconds(100)) }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client(deadline: .seconds(2), transport: transport).get(url) }
        guard case .overDeadline(.receiving(let bytes))? = error?.kind else {
            Issue.record("the deadline ends it while the body comes: \(String(describing: error))")
            return
        }
        #expect((0..<60).contains(bytes))
        #expect(error?.message == "GET \(url): no complete answer within 2 s, the most a request may take in all (\(bytes) bytes of its body had come); the server is too slow, or its answer has no end")
        await eventually(server.changed) { server.closedByClient == 1 }
        #expect(server.closedByClient == 1)
    }

    @Test(arguments: [HTTPClient.Transport.automatic, .urlSession])
    func noAttemptStartsAfterTheDeadline(transport: HTTPClient.Transport) async throws {
        // Silence would end the attempt after a minute; the deadline ends it first, and
        // ends the request: another attempt could only start past it.
        let server = try TestHTTPServer { _ in .hang }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client(deadline: .milliseconds(500), attempts: 3, transport: transport).get(url) }
        #expect(error?.kind == .overDeadline(.waitingForAnswer))
        #expect(error?.message == "GET \(url): no complete answer within 0.5 s, the most a request may take in all (the answer's head had not ended); the server is too slow, or its answer has no end")
        #expect(server.paths.count == 1)
    }

    @Test func noRetryWaitsPastTheDeadline() async throws {
        // A 503 asks to come back in 5 s; the deadline is in 2 s: the 503 is the answer.
        let server = try TestHTTPServer { _ in .response(status: 503, headers: ["Retry-After: 5"], body: []) }
        defer { server.stop() }
        let response = try await client(deadline: .seconds(2), attempts: 3).get(try HTTPURL(server.origin + "/day.json"))
        #expect(response.status == 503)
        #expect(response.attempts == 1)
        #expect(server.paths.count == 1)
    }

    @Test func endlessInterimAnswersStopAtTheirLimit() async throws {
        let server = try TestHTTPServer { _ in .endless(prefix: "", piece: "HTTP/1.1 100 Continue\r\n\r\n", interval: nil) }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client(attempts: 3).get(url) }
        #expect(error == HTTPClientError(.malformedResponse, "GET \(url): the server sent more than 10 interim answers (100) and no answer"))
        #expect(server.paths.count == 1, "an answer that breaks the rules is not asked for again")
    }

    @Test func anEndlessTrailerStopsAtItsLimit() async throws {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n[]\r\n0\r\n"
        let server = try TestHTTPServer { _ in .endless(prefix: head, piece: "X-Trailer: 0123456789\r\n", interval: nil) }
        defer { server.stop() }
        let url = try HTTPURL(server.origin + "/day.json")
        let error = await failure { try await client(attempts: 3).get(url) }
        #expect(error == HTTPClientError(.malformedResponse, "GET \(url): the answer's trailer, after its last chunk, is longer than 65536 bytes"))
        await eventually(server.changed) { server.closedByClient == 1 }
        #expect(server.closedByClient == 1)
        #expect(server.paths.count == 1)
    }
}
