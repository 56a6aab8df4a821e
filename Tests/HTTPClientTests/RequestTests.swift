@testable import HTTPClient
import HTTPURLSession
import HTTPTestSupport
import Testing

/// What a request sends, which answers it follows, and which failures it tries again.
@Suite struct RequestTests {
    func client(attempts: Int = 3, transport: HTTPClient.Transport = .automatic) -> HTTPClient {
        // The fallback the .urlSession transport takes, installed as a program would.
        URLSessionFallback.install()
        return HTTPClient(
            configuration: .patient(maximumAttempts: attempts),
            clock: ContinuousClock(), transport: transport)
    }

    @Test func anIPv6LiteralIsReached() async throws {
        let server = try TestHTTPServer(ipv6: true) { _ in .json("[]") }
        defer { server.stop() }
        let response = try await client().get(try HTTPURL("http://[::1]:\(server.port)/days/index.json"))
        #expect(response.status == 200)
        #expect(server.requests.first?.headers["host"] == "[::1]:\(server.port)")
    }

    @Test func aUserAndPasswordAreSentAsBasicAuthorizationAndNeverShown() async throws {
        let server = try TestHTTPServer { _ in .status(500) }
        defer { server.stop() }
        let url = try HTTPURL("http://reader:s3cret@127.0.0.1:\(server.port)/day.json")
        let response = try await client(attempts: 2).get(url)
        #expect(response.status == 500 && response.attempts == 2)
        #expect(server.requests.first?.headers["authorization"] == "Basic cmVhZGVyOnMzY3JldA==")
        #expect(response.url.description == "http://reader:***@127.0.0.1:\(server.port)/day.json")
        let error = await failure { try await client().get(try HTTPURL("http://reader:s3cret@127.0.0.1:1/day.json")) }
        #expect(error?.kind == .connectionFailed)
        #expect(error?.message.contains("reader:***@") == true)
        #expect(error?.message.contains("s3cret") == false)
    }

    @Test(arguments: [(403, 1), (404, 1), (410, 1), (408, 3), (429, 3), (500, 3), (503, 3)])
    func onlyTransientStatusesAreTriedAgain(status: Int, requests: Int) async throws {
        let server = try TestHTTPServer { _ in .status(status) }
        defer { server.stop() }
        let response = try await client().get(try HTTPURL(server.origin + "/day.json"))
        #expect(response.status == status)
        #expect(response.attempts == requests)
        #expect(server.paths.count == requests)
    }

    @Test func redirectsAreFollowedWithinTheLimit() async throws {
        let server = try TestHTTPServer { path in
            switch path {
            case "/old.json": .response(status: 301, headers: ["Location: /days/new.json"], body: [])
            case "/days/new.json": .response(status: 302, headers: ["Location: newest.json"], body: [])
            default: .json("[1]")
            }
        }
        defer { server.stop() }
        let response = try await client().get(try HTTPURL(server.origin + "/old.json"))
        #expect(response.body == Array("[1]".utf8))
        #expect(response.url.description == server.origin + "/days/newest.json")
        #expect(server.paths == ["/old.json", "/days/new.json", "/days/newest.json"])
    }

    @Test(arguments: [HTTPClient.Transport.automatic, .urlSession])
    func aRedirectLoopIsReportedAndNotTriedAgain(transport: HTTPClient.Transport) async throws {
        let server = try TestHTTPServer { path in
            .response(status: 302, headers: ["Location: " + (path == "/a.json" ? "/b.json" : "/a.json")], body: [])
        }
        defer { server.stop() }
        let error = await failure { try await client(transport: transport).get(try HTTPURL(server.origin + "/a.json")) }
        #expect(error == HTTPClientError(
            .redirectLoop, "GET \(server.origin)/a.json redirects in a loop: \(server.origin)/a.json → \(server.origin)/b.json → \(server.origin)/a.json"))
        #expect(error?.isPermanent == true)
        #expect(server.paths == ["/a.json", "/b.json"])
    }

    @Test func aRedirectToAnotherSchemeIsRefused() async throws {
        let server = try TestHTTPServer { _ in .response(status: 301, headers: ["Location: https://127.0.0.1:1/day.json"], body: []) }
        defer { server.stop() }
        let error = await failure { try await client().get(try HTTPURL(server.origin + "/day.json")) }
        #expect(error?.kind == .redirectToOtherScheme)
        #expect(error?.message == "GET \(server.origin)/day.json redirects to https://127.0.0.1:1/day.json, from http to https; give that URL itself if it is the right one")
        #expect(server.paths.count == 1)
    }

    @Test func endlessRedirectsStopAtTheLimit() async throws {
        let server = try TestHTTPServer { path in
            .response(status: 307, headers: ["Location: /\((Int(path.dropFirst().prefix { $0.isNumber }) ?? 0) + 1).json"], body: [])
        }
        defer { server.stop() }
        let error = await failure { try await client().get(try HTTPURL(server.origin + "/0.json")) }
        #expect(error?.kind == .badRedirect)
        #expect(server.paths.count == 6)  // the request and 5 redirects
    }

    @Test func aRefusedConnectionIsTriedAgainAndSaysSo() async throws {
        let error = await failure { try await client(attempts: 2).get(try HTTPURL("http://127.0.0.1:1/day.json")) }
        #expect(error?.kind == .connectionFailed)
        #expect(error?.message == "GET http://127.0.0.1:1/day.json failed: cannot connect to 127.0.0.1 port 1: Connection refused (after 2 attempts)")
    }

    @Test(arguments: [HTTPClient.Transport.automatic, .urlSession])
    func credentialsGoOnlyToTheOriginAsked(transport: HTTPClient.Transport) async throws {
        // A server redirects within itself, then to another port: another origin.
        let other = try TestHTTPServer { _ in .json("[1]") }
        defer { other.stop() }
        let server = try TestHTTPServer { path in
            path == "/here"
                ? .response(status: 302, headers: ["Location: /there"], body: [])
                : .response(status: 302, headers: ["Location: \(other.origin)/elsewhere"], body: [])
        }
        defer { server.stop() }
        let withPassword = try await client(transport: transport).get(try HTTPURL("http://reader:s3cret@127.0.0.1:\(server.port)/here"))
        let withToken = try await client(transport: transport).get(try HTTPURL(server.origin + "/here"), headers: [("Authorization", "token-1")])
        #expect(withPassword.body == Array("[1]".utf8) && withToken.body == Array("[1]".utf8))
        #expect(withPassword.redirectedToOtherOrigin && withToken.redirectedToOtherOrigin)
        #expect(server.requests.map { $0.headers["authorization"] } == ["Basic cmVhZGVyOnMzY3JldA==", "Basic cmVhZGVyOnMzY3JldA==", "token-1", "token-1"])
        #expect(other.requests.map { $0.headers["authorization"] } == [nil, nil], "nor to another port")
    }

    @Test func anAuthorizationGivenWinsOverThePasswordOfTheURL() async throws {
        let server = try TestHTTPServer { _ in .json("[]") }
        defer { server.stop() }
        let url = try HTTPURL("http://reader:s3cret@127.0.0.1:\(server.port)/day.json")
        let response = try await client().get(url, headers: [("Authorization", "token-1")])
        #expect(response.status == 200)
        #expect(!response.redirectedToOtherOrigin)
        #expect(server.requests.first?.headers["authorization"] == "token-1", "one Authorization, the one given")
    }
}

/// Without OpenSSL and without a fallback installed, https fails saying what to install;
/// `home` links no URLSession (FoundationNetworking doubles its start).
@Suite struct FallbackTests {
    @Test func withoutAFallbackTheRequestSaysWhatToInstall() async throws {
        let request = HTTPExchangeRequest(
            method: "GET", url: try HTTPURL("https://example.com/a.json"), headers: [], body: [],
            configuration: HTTPClientConfiguration(), deadline: .now + .seconds(1))
        // The error the client gives where no exchange is installed (tests of the fallback
        // install one, so this asks the message directly).
        let error = HTTPFallback.missing(request)
        #expect(error.kind == .insecure)
        #expect(error.message.contains("https needs the system's OpenSSL"))
        #expect(error.message.hasPrefix("GET https://example.com/a.json: "))
    }
}
