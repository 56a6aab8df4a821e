@testable import HTTPClient
import HTTPTestSupport
import Testing
import TestSupport
import TestThreads

/// https over the socket client and OpenSSL, against the test server behind a loopback
/// TLS front: the certificate is checked, and every bound holds as over http.
@Suite(.threadOfItsOwn, .enabled(if: TLSProxy.isAvailable, "python3 and openssl make the loopback https server (.ci/run installs openssl)"))
struct TLSTests {
    func client(
        deadline: Duration = .patience, limit: Int = 4 << 20, attempts: Int = 1,
        authorities: String? = TLSProxy.loopback?.file
    ) -> HTTPClient {
        var configuration = HTTPClientConfiguration.patient(deadline: deadline, maximumAttempts: attempts, maximumBodyBytes: limit)
        configuration.certificateAuthorities = authorities
        return HTTPClient(configuration: configuration, clock: ContinuousClock(), transport: .automatic)
    }

    /// The test server behind https.
    func serve(_ answer: TestHTTPServer.Answer) throws -> (TestHTTPServer, TLSProxy) {
        let server = try TestHTTPServer { _ in answer }
        return (server, try TLSProxy(to: server))
    }

    @Test func anAnswerComesOverHTTPSThroughOpenSSL() async throws {
        #expect(OpenSSL.functions != nil, "the system's OpenSSL is found")
        let (server, proxy) = try serve(.json("[1, 2]"))
        defer { server.stop() }
        defer { proxy.stop() }
        let response = try await client().get(try HTTPURL(proxy.origin + "/day.json"))
        #expect(response.status == 200)
        #expect(response.body == Array("[1, 2]".utf8))
        #expect(server.requests.first?.headers["host"] == "127.0.0.1:\(proxy.port)")
        #expect(server.requests.first?.headers["accept-encoding"] == "identity")
    }

    @Test func aCertificateNoAuthorityVouchesForIsRefusedOnce() async throws {
        let (server, proxy) = try serve(.json("[]"))
        defer { server.stop() }
        defer { proxy.stop() }
        let url = try HTTPURL(proxy.origin + "/day.json")
        let error = await failure { try await client(attempts: 3, authorities: nil).get(url) }
        #expect(error == HTTPClientError(.insecure, "GET \(url) failed: the server's certificate is not to be trusted: self-signed certificate"))
        #expect(server.paths.isEmpty, "no request goes to a server that is not trusted")
    }

    @Test func aCertificateForAnotherHostIsRefused() async throws {
        let server = try TestHTTPServer { _ in .json("[]") }
        defer { server.stop() }
        let proxy = try TLSProxy(to: server, certificate: TLSProxy.localhostOnly)
        defer { proxy.stop() }
        let url = try HTTPURL(proxy.origin + "/day.json")
        let error = await failure { try await client(authorities: TLSProxy.localhostOnly?.file).get(url) }
        #expect(error == HTTPClientError(.insecure, "GET \(url) failed: the server's certificate is not to be trusted: IP address mismatch"))
        let named = try await client(authorities: TLSProxy.localhostOnly?.file).get(try HTTPURL("https://localhost:\(proxy.port)/day.json"))
        #expect(named.status == 200, "the name it holds is good")
    }

    @Test func aBodyWithoutEndStopsAtTheLimitAndTheConnectionCloses() async throws {
        let (server, proxy) = try serve(.chunkedStream(total: 1 << 30))
        defer { server.stop() }
        defer { proxy.stop() }
        let url = try HTTPURL(proxy.origin + "/day.json")
        let error = await failure { try await client().get(url) }
        #expect(error == HTTPClientError(.tooLarge, "GET \(url): the body goes on past the limit of 4194304 bytes (4 MiB); reading stopped there"))
        await eventually(server.changed) { server.closedByClient == 1 }
        #expect(server.streamedBytes < 64 << 20)
    }

    @Test func aCompressedBodyIsRefusedAsOverHTTP() async throws {
        let (server, proxy) = try serve(.response(status: 200, headers: ["Content-Encoding: gzip"], body: Gzip.spaces(1 << 20)))
        defer { server.stop() }
        defer { proxy.stop() }
        let error = await failure { try await client().get(try HTTPURL(proxy.origin + "/day.json")) }
        #expect(error?.kind == .unsupportedEncoding)
    }

    @Test func anEndlessTrailerStopsAtItsLimit() async throws {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n[]\r\n0\r\n"
        let (server, proxy) = try serve(.endless(prefix: head, piece: "X-Trailer: 0123456789\r\n", interval: nil))
        defer { server.stop() }
        defer { proxy.stop() }
        let url = try HTTPURL(proxy.origin + "/day.json")
        let error = await failure { try await client().get(url) }
        #expect(error == HTTPClientError(.malformedResponse, "GET \(url): the answer's trailer, after its last chunk, is longer than 65536 bytes"))
        await eventually(server.changed) { server.closedByClient == 1 }
        #expect(server.closedByClient == 1)
    }

    @Test func aSlowAnswerThatKeepsComingEndsAtTheDeadline() async throws {
        // 300 bytes, one every 100 ms: 30 s in all, against a deadline of 5 s, which the TLS
        // handshake with the Python front must not use up, even on a busy machine.
        let (server, proxy) = try serve(.drip(body: String(repeating: " ", count: 300), interval: .milliseconds(100)))
        defer { server.stop() }
        defer { proxy.stop() }
        let error = await failure { try await client(deadline: .seconds(5)).get(try HTTPURL(proxy.origin + "/day.json")) }
        guard case .overDeadline(.receiving)? = error?.kind else {
            Issue.record("the deadline ends it: \(String(describing: error))")
            return
        }
    }

    @Test func aCancelledRequestClosesItsConnectionAtOnce() async throws {
        let (server, proxy) = try serve(.hang)
        defer { server.stop() }
        defer { proxy.stop() }
        await expectCancellingClosesTheConnection(client(), try HTTPURL(proxy.origin + "/day.json"), server)
    }
}
