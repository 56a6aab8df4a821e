import DynamicHome
import Foundation
import HomeCommandLine
import Testing

/// What `home` writes: escaped text, raw frames, failures of the output, play scripts
/// read a line at a time.
@MainActor
@Suite("Output safety", .serialized)
struct OutputSafetyTests {
    func script(_ text: String) throws -> String {
        let file = temporaryFolder().appendingPathComponent("s.txt")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func theConsoleEscapesTextAndWritesFramesAsTheyAre() {
        let output = Capture()
        let error = Capture()
        let console = Console(write: { output.append($0) }, writeError: { error.append($0) })
        // A server's answer quoted in an HTTP error, as the render command writes it.
        let message = ContentError(.malformed, "http://127.0.0.1/2026-01-01.json:1:40: error: unknown kind \"\u{1B}]0;owned\u{07}\u{202E}\"").message
        console.writeError("home: \(message)\n")
        #expect(error.value == "home: http://127.0.0.1/2026-01-01.json:1:40: error: unknown kind \"\\u001B]0;owned\\u0007\\u202E\"\n")
        console.write("title \u{9B}31m\r\n")
        console.writeFrame("\u{1B}[1mframe\u{1B}[0m\n")
        #expect(output.value == "title \\u009B31m\\u000D\n\u{1B}[1mframe\u{1B}[0m\n")
    }

    @Test func aFailedWriteIsExit1WithTheReasonInWords() async {
        let templates = Capture()
        let failing = Console(output: { _ in ENOSPC }, errorOutput: { templates.append($0); return nil })
        #expect(await HomeCommand.run(["templates"], environment: [:], console: failing) == 1)
        #expect(templates.value == "home: cannot write the output: no space left on the device\n")
        let pipe = Capture()
        let broken = Console(output: { _ in EPIPE }, errorOutput: { pipe.append($0); return nil })
        #expect(await HomeCommand.run(["templates"], environment: [:], console: broken) == 1)
        #expect(pipe.value.isEmpty)
    }

    @Test func aPlayThatCannotWriteStopsAtItsFirstFrame() async throws {
        let count = Capture()
        let failing = Console(output: { _ in count.append("w"); return EIO }, errorOutput: { _ in nil })
        let path = try script(String(repeating: "frame\n", count: 50))
        let status = await HomeCommand.run(["play", path, "--content", fixtureContent, "--width", "20", "--height", "2"], environment: [:], console: failing)
        #expect(status == 1)
        #expect(count.value == "w")
    }

    @Test func aScriptWithCRLFLineEndsPlaysAsWithLF() async throws {
        let lines = ["# a comment", "frame", "key down", "replace grid", "wait 400", "frame"]
        let lf = await home(["play", try script(lines.joined(separator: "\n")), "--content", fixtureContent, "--width", "50", "--height", "6"])
        let crlf = await home(["play", try script(lines.joined(separator: "\r\n") + "\r\n"), "--content", fixtureContent, "--width", "50", "--height", "6"])
        #expect(lf.status == 0, "\(lf.error)")
        #expect(crlf.status == 0, "\(crlf.error)")
        #expect(crlf.output == lf.output)
        #expect(crlf.output.contains("# frame 2/2 t=400ms"))
    }

    @Test func aBadLineIsReportedWhenReachedAfterTheFramesBeforeIt() async throws {
        let path = try script("frame\nkey down\nframe\n\n# still fine\nwait soon\nframe\n")
        let result = await home(["play", path, "--content", fixtureContent, "--width", "30", "--height", "3"])
        #expect(result.status == 1)
        #expect(result.error == "home: \(path):6: 'wait' takes whole milliseconds from 0 to 600000, not 'soon'\n")
        // The frames of lines 1 to 3 were printed; the total counts every frame line.
        #expect(frames(result.output, height: 3).count == 2)
        #expect(result.output.hasPrefix("# frame 1/3 t=0ms\n"))
    }

    @Test func aLineLongerThanTheLimitIsAnErrorAtItsNumber() async throws {
        let path = try script("frame\n# " + String(repeating: "x", count: 70_000) + "\nframe\n")
        let result = await home(["play", path, "--content", fixtureContent, "--width", "30", "--height", "3"])
        #expect(result.status == 1)
        #expect(result.error == "home: \(path):2: the line is longer than 65536 bytes; a script has one short event a line\n")
        #expect(frames(result.output, height: 3).count == 1)
    }

    @Test func analyticsThatCannotBeWrittenAreCountedWithTheReasonInWords() async {
        // Status 1, as a recording that cannot be written is (--cast /dev/full).
        for command in [["render"], ["replace", "--to", "grid", "--frames", "2"], ["swipe", "next", "--frames", "2"]] {
            let result = await home(command + ["--analytics", "/dev/full", "--content", fixtureContent, "--width", "30", "--height", "3"])
            #expect(result.status == 1, "\(command)")
            #expect(result.error.hasPrefix("home: analytics: 0 events written, "), "\(command): \(result.error)")
            #expect(result.error.hasSuffix(" not written (cannot write to /dev/full: no space left on the device)\n"), "\(command): \(result.error)")
            #expect(!result.error.contains("Domain"))
        }
    }
}
