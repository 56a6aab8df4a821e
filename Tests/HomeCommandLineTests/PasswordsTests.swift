import Foundation
import Testing

/// No message quotes the password of a URL given on the command line, whatever its
/// scheme (an ftp URL is refused, not echoed), wherever it is (a leading space makes it
/// a file name) and whichever command reads it.
@MainActor
@Suite("Passwords are never printed", .serialized)
struct PasswordsTests {
    nonisolated static let password = "SECRETPW"

    nonisolated static let commandLines: [[String]] = [
        ["render", "--content", "ftp://bob:SECRETPW@127.0.0.1/{day}.json"],
        ["render", "--content", " http://bob:SECRETPW@127.0.0.1/{day}.json"],
        ["render", "--content", "http://bob:SECRETPW@127.0.0.1/{day}.json "],
        ["toggles", "explain", "--toggles", "ftp://bob:SECRETPW@127.0.0.1/x"],
        ["toggles", "explain", "--toggles", " http://bob:SECRETPW@127.0.0.1:18081/u/x"],
        ["toggles", "validate", "http://bob:SECRETPW@127.0.0.1:18081/u/x"],
        ["toggles", "validate", " http://bob:SECRETPW@127.0.0.1:18081/u/x"],
        ["toggles", "validate", "ftp://bob:SECRETPW@127.0.0.1/x"],
        ["render", "--toggles", "ftp://bob:SECRETPW@127.0.0.1:18081/u/x"],
        ["render", "--analytics", "ftp://bob:SECRETPW@127.0.0.1/a.jsonl"],
        ["replace", "--to", "grid", "--cast", "ftp://bob:SECRETPW@127.0.0.1/r.cast"],
        ["play", "ftp://bob:SECRETPW@127.0.0.1/script.txt"],
        ["diff", "ftp://bob:SECRETPW@127.0.0.1/old.json", "ftp://bob:SECRETPW@127.0.0.1/new.json"],
        ["templates", "new", "compact", "--package", "ftp://bob:SECRETPW@127.0.0.1/pkg"],
    ]

    @Test(arguments: commandLines)
    func aURLsPasswordIsMasked(_ arguments: [String]) async {
        let result = await home(arguments)
        #expect(result.status != 0, "\(arguments)")
        #expect(!result.error.isEmpty, "\(arguments)")
        #expect(!result.error.contains(Self.password), "\(arguments): \(result.error)")
        #expect(!result.output.contains(Self.password), "\(arguments): \(result.output)")
    }

    @Test func anUnsupportedSchemeIsNamedWithItsPasswordMasked() async {
        let result = await home("render", "--content", "ftp://bob:SECRETPW@127.0.0.1/{day}.json")
        #expect(result.status == 2)
        #expect(result.error.contains("ftp://bob:***@127.0.0.1/{day}.json"), "\(result.error)")
        #expect(result.error.contains("ftp URLs are not supported"), "\(result.error)")
    }

    @Test func aSpaceBeforeAURLIsSaid() async {
        let result = await home("render", "--content", " http://bob:SECRETPW@127.0.0.1/{day}.json")
        #expect(result.status == 2)
        #expect(result.error.contains("has a space before the URL"), "\(result.error)")
        #expect(result.error.contains("bob:***@"), "\(result.error)")
    }

    @Test func validatingAServersURLSaysItChecksAFile() async {
        let result = await home("toggles", "validate", "http://bob:SECRETPW@127.0.0.1:18081/u/x")
        #expect(result.status == 2)
        #expect(result.error.contains("checks a file, not the server http://bob:***@127.0.0.1:18081/u/x"), "\(result.error)")
    }

    @Test func theSettingsScreenShowsSourcesWithoutPasswords() async throws {
        let folder = temporaryFolder()
        // A toggles file whose path looks like a URL: the settings screen shows its path.
        let odd = folder.appendingPathComponent("ftp:/bob:SECRETPW@host")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        let toggles = odd.appendingPathComponent("t.json")
        try Data(try String(contentsOfFile: repositoryToggles, encoding: .utf8).utf8).write(to: toggles)
        let script = folder.appendingPathComponent("s.txt")
        try Data("key s\nframe\n".utf8).write(to: script)
        let path = toggles.path.replacingOccurrences(of: "ftp:/bob", with: "ftp://bob")
        let result = await home("play", script.path, "--toggles", path, "--width", "200", "--height", "30")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("ftp://bob:***@host"), "\(result.output)")
        #expect(!result.output.contains(Self.password))
    }
}
