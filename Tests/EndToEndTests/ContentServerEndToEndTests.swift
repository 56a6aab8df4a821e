import Foundation
import HTTPTestSupport
import Testing
import TestThreads

/// `home` against a content server on 127.0.0.1 that serves 2026-03-01 to 2026-03-03
/// and no index.
@Suite("home, the binary, against a content server", .threadOfItsOwn)
struct ContentServerEndToEndTests {
    static func withoutIndex(_ path: String) -> TestHTTPServer.Answer {
        guard let name = path.split(separator: "/").last, ["2026-03-01.json", "2026-03-02.json", "2026-03-03.json"].contains(String(name)) else {
            return .status(404)
        }
        return .json(#"[{"identifier": "\#(name)", "title": "Story of \#(name.prefix(10))", "kind": "short"}]"#)
    }

    let size = ["--width", "60", "--height", "8"]

    @Test func aMiddleDayRendersWithoutAnIndex() throws {
        let server = try TestHTTPServer(route: Self.withoutIndex)
        defer { server.stop() }
        let result = try HomeBinary.run(["render", "--content", server.origin + "/days/{day}.json", "--day", "2026-03-02"] + size)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Story of 2026-03-02"))
        #expect(result.lines.first?.contains("Monday 2 March 2026") == true)
        #expect(result.lines.first?.contains("/") == false)  // no "2/3": without an index, the count is not known
    }

    @Test func swipingPastTheLastDaySaysThereIsNone() throws {
        let server = try TestHTTPServer(route: Self.withoutIndex)
        defer { server.stop() }
        let content = ["--content", server.origin + "/days/{day}.json"]
        let last = try HomeBinary.run(["swipe", "next", "--day", "2026-03-03", "--frames", "2"] + content + size)
        #expect(last.status == 1)
        #expect(last.output.isEmpty)
        #expect(last.error == "home: there is no day after 2026-03-03: there is no content for 2026-03-04: GET \(server.origin)/days/2026-03-04.json answered 404 Not Found\n")
        let middle = try HomeBinary.run(["swipe", "next", "--day", "2026-03-02", "--frames", "2"] + content + size)
        #expect(middle.status == 0, "\(middle.error)")
        #expect(middle.output.contains("Story of 2026-03-03"))
    }

    @Test func withoutADayTheContentStartsTodayOrSaysWhatToGive() throws {
        let server = try TestHTTPServer(route: Self.withoutIndex)
        defer { server.stop() }
        let result = try HomeBinary.run(["render", "--content", server.origin + "/days/{day}.json"] + size)
        #expect(result.status == 1)
        #expect(result.error.contains("that is today, where content without a list of days starts"))
        #expect(result.error.contains("give the day to start on (YYYY-MM-DD), or serve the list of days"))
    }

    @Test func aBodyThatNeverEndsStopsAtTheLimit() throws {
        let server = try TestHTTPServer { _ in .chunkedStream(total: 1 << 30) }
        defer { server.stop() }
        let result = try HomeBinary.run(["render", "--content", server.origin + "/{day}.json", "--day", "2026-03-01"] + size)
        #expect(result.status == 1)
        #expect(result.error.contains("the body goes on past the limit of 4194304 bytes (4 MiB); reading stopped there"))
        #expect(server.streamedBytes < 64 << 20)
    }

    @Test func aBadPortIsAUsageErrorAndPasswordsAreNeverEchoed() throws {
        let port = try HomeBinary.run(["render", "--content", "http://reader:hunter2@127.0.0.1:70000/{day}.json"])
        #expect(port.status == 2)
        #expect(port.error == "home: --content: \"http://reader:***@127.0.0.1:70000/{day}.json\" is not a URL to load days from: the port 70000 is out of range; a port is a number from 1 to 65535\n")
        let server = try TestHTTPServer(route: Self.withoutIndex)
        defer { server.stop() }
        let missing = try HomeBinary.run(
            ["render", "--content", "http://reader:hunter2@127.0.0.1:\(server.port)/days/{day}.json", "--day", "2026-03-09"] + size)
        #expect(missing.status == 1)
        #expect(missing.error.contains("reader:***@127.0.0.1"))
        #expect(!(missing.error + missing.output).contains("hunter2"))
    }

    @Test func refreshingIsForTheInteractiveAppOnly() throws {
        let render = try HomeBinary.run(["render", "--content-refresh", "5"])
        #expect(render.status == 2)
        #expect(render.error == "home: option --content-refresh does not apply to 'home render'; see 'home render --help'\n")
        let bad = try HomeBinary.run(["--content-refresh", "-1"])
        #expect(bad.status == 2)
        #expect(bad.error == "home: --content-refresh must be a whole number of seconds from 0 to 86400, not '-1'\n")
    }
}
