@testable import HTTPClient
import Testing

@Suite struct HTTPURLTests {
    @Test func anIPv6LiteralIsAHostInBrackets() throws {
        let url = try HTTPURL("http://[::1]:8080/days/2026-11-01.json?x=1#top")
        #expect(url.host == "::1")
        #expect(url.port == 8080)
        #expect(url.target == "/days/2026-11-01.json?x=1")
        #expect(url.hostHeader == "[::1]:8080")
        #expect(url.description == "http://[::1]:8080/days/2026-11-01.json?x=1")
    }

    @Test func portsAndSchemesHaveDefaults() throws {
        #expect(try HTTPURL("https://example.com").port == 443)
        #expect(try HTTPURL("HTTP://example.com").port == 80)
        #expect(try HTTPURL("http://example.com").target == "/")
        #expect(try HTTPURL("http://example.com?q").target == "/?q")
        #expect(try HTTPURL("http://example.com:80/").hostHeader == "example.com")
    }

    @Test(arguments: [
        ("http://127.0.0.1:65536/x", "the port 65536 is out of range; a port is a number from 1 to 65535"),
        ("http://127.0.0.1:0/x", "the port 0 is out of range; a port is a number from 1 to 65535"),
        ("http://127.0.0.1:8o/x", "the port '8o' is not a number; a port is a number from 1 to 65535"),
        ("http://::1:8080/x", "an IPv6 address must be in brackets; write e.g. http://[::1]:8080/"),
        ("http://[::1/x", "the IPv6 address has no closing ']'; write e.g. http://[::1]:8080/"),
        ("http:///x", "it has no host; write e.g. http://127.0.0.1:8080/days/{day}.json"),
        ("ftp://example/x", "ftp is not supported; write an http:// or https:// URL"),
        ("example.com/x", "it has no scheme; write http://HOST[:PORT]/PATH"),
        ("http://example.com/a b", "it contains a space; percent-encode it (a space is %20)"),
        ("http://example.com/a\r\nHost: evil", "it contains the control character U+D; percent-encode it (a space is %20)"),
    ])
    func aURLThatCannotBeRequestedSaysWhy(text: String, reason: String) {
        let error = #expect(throws: HTTPURLError.self) { try HTTPURL(text) }
        #expect(error?.reason == reason)
    }

    @Test func aPasswordIsNeverShown() throws {
        let url = try HTTPURL("http://user:s3cret@127.0.0.1:8080/days/{day}")
        #expect(url.description == "http://user:***@127.0.0.1:8080/days/{day}")
        #expect(!url.description.contains("s3cret"))
        #expect(url.fullText == "http://user:s3cret@127.0.0.1:8080/days/{day}")
        #expect(url.requestText == "http://127.0.0.1:8080/days/{day}")
        #expect(url.basicCredentials == "dXNlcjpzM2NyZXQ=")
        #expect(HTTPURL.redacting("http://user:s3cret@host:99999/x") == "http://user:***@host:99999/x")
        #expect(HTTPURL.redacting("https://a:b:c@host/x@y") == "https://a:***@host/x@y")
        #expect(HTTPURL.redacting("http://user@host/x") == "http://user@host/x")
        #expect(HTTPURL.redacting("/some/folder") == "/some/folder")
        #expect(HTTPURL.redacting("http://user:s3cret@host/x", keepingUser: false) == "http://host/x")
        #expect(HTTPURL.redacting("http://user@host/x", keepingUser: false) == "http://host/x")
    }

    @Test func aURLIsShownRedactedThenCutToEightyColumns() throws {
        let long = "http://user:s3cret@127.0.0.1:8080/" + String(repeating: "a", count: 50_000)
        let shown = HTTPURL.shown(long)
        #expect(shown.count == HTTPURL.shownWidth)
        #expect(shown.hasPrefix("http://user:***@127.0.0.1:8080/aaa") && shown.hasSuffix("a…"))
        #expect(try HTTPURL(long).description == shown)
        #expect(HTTPURL.shown("http://h/\u{1B}[31m") == "http://h/\\u001B[31m", "control characters are escaped")
        let error = #expect(throws: HTTPURLError.self) { try HTTPURL("http://host:" + String(repeating: "9", count: 50_000) + "x/") }
        #expect(error?.reason == "the port '999999999999999999999999999999999999999…' is not a number; a port is a number from 1 to 65535")
    }

    @Test func aRedirectLocationIsResolvedAgainstTheURL() throws {
        let url = try HTTPURL("http://host:81/days/a.json?x")
        #expect(try url.resolving("b.json").description == "http://host:81/days/b.json")
        #expect(try url.resolving("/top.json").description == "http://host:81/top.json")
        #expect(try url.resolving("?y").description == "http://host:81/days/a.json?y")
        #expect(try url.resolving("//other/x").description == "http://other/x")
        #expect(try url.resolving("https://other/x").scheme == .https)
    }

    @Test func nonASCIIPathsArePercentEncoded() throws {
        #expect(try HTTPURL("http://host/dagar/måndag").target == "/dagar/m%C3%A5ndag")
    }

    @Test func base64MatchesTheStandardAlphabetAndPadding() {
        #expect(Base64.encode(Array("".utf8)) == "")
        #expect(Base64.encode(Array("f".utf8)) == "Zg==")
        #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
        #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
    }
}
