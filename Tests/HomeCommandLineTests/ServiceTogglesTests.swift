import Foundation
import HTTPTestSupport
import Testing
import TestThreads

/// `--ofrep URL` and `--toggles-mode` from the command line: an OFREP service's answers
/// for the user are the decisions, its reasons and error codes are explained, and the
/// options are checked.
@MainActor
@Suite("toggles from services", .serialized, .threadOfItsOwn)
struct ServiceTogglesTests {
    /// A service that answers `list` for the user `u2` and `grid` for anyone else, and a
    /// failure for one flag.
    static func service() throws -> TestHTTPServer {
        try TestHTTPServer.answering { request in
            guard request.path == "/ofrep/v1/evaluate/flags" else { return .status(404) }
            let body = String(decoding: request.body, as: UTF8.self)
            let template = body.contains(#""targetingKey":"u2""#) ? "list" : "grid"
            return .json("""
                {"flags": [{"key": "home.template", "value": "\(template)", "reason": "TARGETING_MATCH", "variant": "for-\(template)"},
                  {"key": "home.crossfade.durationMs", "errorCode": "PARSE_ERROR", "errorDetails": "the rule does not compile"},
                  {"key": "beta", "value": false, "reason": "DISABLED"}]}
                """)
        }
    }

    @Test func renderDrawsTheTemplateTheServiceAnswersForTheUser() async throws {
        let server = try Self.service()
        defer { server.stop() }
        for (user, template) in [("u1", "grid"), ("u2", "list")] {
            let result = await home(["render", "--ofrep", server.origin, "--user", user, "--width", "80", "--height", "12"])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("\(template) · picked for you by "), "\(result.output)")
        }
    }

    @Test func explainShowsTheServicesReasonsAndErrorCodes() async throws {
        let server = try Self.service()
        defer { server.stop() }
        let result = await home(["toggles", "explain", "--ofrep", server.origin, "--user", "u2", "home.template", "home.crossfade.durationMs", "beta"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == [
            "NAME                       ENABLED  VARIANT  PAYLOAD  REASON               LAYER   BUCKETING",
            "home.template              on       list     list     TARGETING_MATCH      server  -",
            "home.crossfade.durationMs  on       400      400      ERROR (PARSE_ERROR)  server  -",
            "beta                       off      -        -        DISABLED             server  -",
        ])
        let json = await home(["toggles", "explain", "--json", "--ofrep", server.origin, "--user", "u2", "home.crossfade.durationMs"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(objects.first?["message"] as? String == "the rule does not compile; using 400 ms")
        #expect(objects.first?["errorCode"] as? String == "PARSE_ERROR")
    }

    @Test func aServiceThatIsDownLeavesTheBuiltInDefaultsAndSaysSo() async throws {
        let server = try TestHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let result = await home(["toggles", "explain", "--ofrep", server.origin, "home.template"])
        #expect(result.status == 0)
        #expect(result.error.hasPrefix(
            "home: warning: \(server.origin)/ofrep/v1/evaluate/flags answered 503 Service Unavailable; using the built-in defaults"), "\(result.error)")
        #expect(result.lines.last?.contains("built-in") == true)
    }

    @Test(arguments: [
        (["render", "--ofrep", "http://127.0.0.1:9", "--toggles", "x.json"], "home: give --toggles or --ofrep, not both; the toggles come from one file, Unleash server or OFREP service\n"),
        (["render", "--ofrep", "ftp://host"], "home: --ofrep ftp://host is not the URL of an OFREP service; give its base URL (before /ofrep), with a host and no query, e.g. http://localhost:8016\n"),
        (["render", "--toggles-mode", "streaming"], "home: --toggles-mode applies to an Unleash server given with --toggles URL; e.g. --toggles http://localhost:4242/api --toggles-mode MODE\n"),
        (["render", "--toggles", "http://127.0.0.1:9/api", "--toggles-mode", "push"], "home: --toggles-mode must be polling, delta or streaming, not 'push'\n"),
        (["render", "--ofrep", "http://127.0.0.1:9", "--metrics-interval", "5"], "home: --metrics-interval applies to an Unleash server given with --toggles URL; e.g. --toggles http://localhost:4242/api --metrics-interval S\n"),
    ])
    func optionsAreChecked(arguments: [String], message: String) async {
        let result = await home(arguments)
        #expect(result.status == 2)
        #expect(result.error == message)
    }

    @Test func headersThatDoNotReadAreAnErrorThatQuotesNoValue() async {
        let result = await home(["render", "--ofrep", "http://127.0.0.1:9"], environment: ["OFREP_HEADERS": "Authorization: Bearer s3cret"])
        #expect(result.status == 1)
        #expect(result.error == "home: OFREP_HEADERS cannot be sent: pair 1 of OFREP_HEADERS has no '=': write Name=value, e.g. Authorization=Bearer%20TOKEN\n")
    }

    @Test(.enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
    func aStreamedServerGivesItsToggles() async throws {
        let server = try UnleashTestServer(features: UnleashTestServer.features(template: "grid"))
        let folder = temporaryFolder()
        let result = await home(
            ["toggles", "explain", "--toggles", server.apiURL, "--toggles-mode", "streaming", "home.template"],
            environment: ["XDG_CACHE_HOME": folder.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.last?.hasPrefix("home.template  on       grid") == true, "\(result.output)")
        #expect(server.requests(to: "streaming").count == 1)
        #expect(server.requests(to: "features").isEmpty)
    }
}
