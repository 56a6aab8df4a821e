import Foundation
import HTTPTestSupport
import Testing
import TestThreads

/// `home` over https, as a person runs it: the system's OpenSSL checks the server (a test
/// certificate authority is given through OpenSSL's SSL_CERT_FILE), and an answer that
/// breaks a bound ends as it does over http.
@Suite(.threadOfItsOwn, .enabled(if: TLSProxy.isAvailable, "python3 and openssl make the loopback https server (.ci/run installs openssl)"))
struct HTTPSEndToEndTests {
    let size = ["--width", "60", "--height", "10"]
    var trusted: [String: String] { ["SSL_CERT_FILE": TLSProxy.loopback?.file ?? "/nonexistent"] }

    @Test func contentComesOverHTTPSFromATrustedServerOnly() throws {
        let server = try TestHTTPServer { path in
            path.hasSuffix("index.json") ? .json(#"["2026-03-01"]"#)
                : .json(#"[{"identifier": "a", "title": "Over TLS", "kind": "short"}]"#)
        }
        defer { server.stop() }
        let proxy = try TLSProxy(to: server)
        let good = try HomeBinary.run(["render", "--content", proxy.origin + "/{day}.json"] + size, environment: trusted)
        #expect(good.status == 0, "\(good.error)")
        #expect(good.output.contains("Over TLS"))
        let untrusted = try HomeBinary.run(["render", "--content", proxy.origin + "/{day}.json"] + size)
        #expect(untrusted.status == 1)
        #expect(untrusted.error == "home: GET \(proxy.origin)/index.json failed: the server's certificate is not to be trusted: self-signed certificate\n")
    }

    @Test func anAnswerWithoutEndInItsTrailerEndsAtItsLimit() throws {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n[]\r\n0\r\n"
        let server = try TestHTTPServer { _ in .endless(prefix: head, piece: "X-Trailer: 0123456789\r\n", interval: nil) }
        defer { server.stop() }
        let proxy = try TLSProxy(to: server)
        let result = try HomeBinary.run(["render", "--content", proxy.origin + "/{day}.json"] + size, environment: trusted)
        #expect(result.status == 1)
        #expect(result.error == "home: GET \(proxy.origin)/index.json: the answer's trailer, after its last chunk, is longer than 65536 bytes\n")
    }

    @Test func endlessInterimAnswersEndAtTheirLimit() throws {
        let server = try TestHTTPServer { _ in .endless(prefix: "", piece: "HTTP/1.1 100 Continue\r\n\r\n", interval: nil) }
        defer { server.stop() }
        let proxy = try TLSProxy(to: server)
        let result = try HomeBinary.run(["render", "--content", proxy.origin + "/{day}.json"] + size, environment: trusted)
        #expect(result.status == 1)
        #expect(result.error == "home: GET \(proxy.origin)/index.json: the server sent more than 10 interim answers (100) and no answer\n")
    }

    @Test func aGzipBombIsRefusedBeforeItIsDecoded() throws {
        // 256 MiB of spaces in about 1.6 MB: refused by its Content-Encoding, never inflated.
        // Made once, before the server starts: the server answers each attempt at once.
        let bomb = Gzip.spaces(256 << 20)
        let server = try TestHTTPServer { _ in .response(status: 200, headers: ["Content-Encoding: gzip"], body: bomb) }
        defer { server.stop() }
        let proxy = try TLSProxy(to: server)
        let result = try HomeBinary.run(["render", "--content", proxy.origin + "/{day}.json"] + size, environment: trusted)
        #expect(result.status == 1)
        #expect(result.error.contains("the server sent the body compressed (Content-Encoding: gzip), which home does not decode"), "\(result.error)")
    }

    @Test(.enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
    func anUnleashServerOverHTTPSGetsItsTokenAndGivesItsToggles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-https-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = "default:development.https"
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "hero"), token: token, folder: folder)
        let proxy = try TLSProxy(toPort: server.port)
        var environment = trusted
        environment["UNLEASH_API_TOKEN"] = token
        environment["XDG_CACHE_HOME"] = folder.path
        let result = try HomeBinary.run(["render", "--toggles", proxy.origin + "/api", "--width", "80", "--height", "12"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("hero · picked by the Unleash server"), "\(result.output)")
    }
}
