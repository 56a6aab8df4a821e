import Foundation
import Testing
import TestThreads

/// The built `home` with hostile input and broken outputs: nothing from input acts on
/// the terminal, a failed write is an error, play scripts stream, analytics never hang.
@Suite("home, the binary, with hostile input and broken outputs", .serialized, .threadOfItsOwn)
final class ReliabilityEndToEndTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-e2e-reliability-\(UUID().uuidString)")
        try Fixtures.write(into: folder)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every command, with input holding ESC and BEL in toggles files, day files, a
    /// script, diff inputs and arguments. Commands that take `--color` run with
    /// `--color never` and with the default.
    var commands: [[String]] {
        let esc = "\u{1B}]0;owned\u{07}"
        let days = ["--content", "days", "--width", "40", "--height", "4"]
        let screens: [[String]] = [
            ["render", "--toggles", "valid.json", "--day", "2026-01-01"] + days,
            ["render", "--day", "2026-01-02"] + days,
            ["render", "--day", "2026-01-03"] + days,
            ["render", "--template", esc],
            ["render", "--toggle", "\(esc)=1"] + days,
            ["render", "--day", esc],
            ["render", "--context", #"{"currentTime": "\u001b[2J"}"#],
            ["render", "--toggles", "bad.json"],
            ["--toggle", "home.template=\(esc)"] + days,
            ["replace", "--to", esc] + days,
            ["replace", "--to", "grid", "--frames", "2", "--toggles", "valid.json", "--day", "2026-01-01"] + days,
            ["swipe", esc] + days,
            ["swipe", "next", "--frames", "2", "--day", "2026-01-01"] + days,
            ["play", "script.txt", "--day", "2026-01-01"] + days,
            ["play", "-", "--day", "2026-01-01"] + days,
        ]
        let others: [[String]] = [
            ["diff", "old.json", "new.json"],
            ["diff", "old.json", "new.json", "--json"],
            ["diff", "old.json", "days/2026-01-03.json"],
            ["toggles", "validate", "bad.json"],
            ["toggles", "validate", "valid.json"],
            ["toggles", "explain", "--toggles", "valid.json"],
            ["toggles", "explain", "--toggles", "valid.json", "--json"],
            ["toggles", esc],
            ["templates", "--toggles", "valid.json"],
            ["templates", "--toggle", "home.template=\(esc)", "--json"],
            [esc],
            ["render", "--\(esc)"],
        ]
        return screens + screens.map { $0 + ["--color", "never"] } + others
    }

    @Test func noEscapeOrBellFromInputReachesTheOutput() throws {
        var escapedSomewhere = 0
        for arguments in commands {
            let input = arguments.contains("-") ? Fixtures.script : nil
            let result = try Launch.run(arguments, in: folder, input: input)
            for (name, bytes) in [("output", result.output), ("error", result.error)] {
                #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(arguments.map(\.debugDescription)) wrote ESC or BEL to standard \(name)")
            }
            let text = String(decoding: result.output + result.error, as: UTF8.self)
            if text.contains("\\u001B") || text.contains("\\u001b") { escapedSomewhere += 1 }
        }
        // The input did reach the output, escaped, in most runs (frames show U+FFFD).
        #expect(escapedSomewhere >= 40, "only \(escapedSomewhere) runs showed an escaped ESC")
    }

    @Test(arguments: [
        ["render"], ["replace", "--to", "grid", "--frames", "2"], ["diff", "old.json", "new.json"], ["templates"],
        ["toggles", "explain", "--json"], ["toggles", "validate", "valid.json"],
    ])
    func aFullDiskIsExit1WithTheReasonInWords(arguments: [String]) throws {
        let full = try Launch.run(arguments, in: folder, output: .file("/dev/full"))
        #expect(full.status == 1)
        #expect(String(decoding: full.error, as: UTF8.self).hasSuffix("home: cannot write the output: no space left on the device\n"))
        let closed = try Launch.run(arguments, in: folder, output: .closed)
        #expect(closed.status == 1)
        #expect(String(decoding: closed.error, as: UTF8.self).hasSuffix("home: cannot write the output: standard output is closed\n"))
        // A reader that went away: exit 1, quietly, not killed by SIGPIPE.
        let broken = try Launch.run(arguments, in: folder, output: .brokenPipe)
        #expect(broken.status == 1)
        #expect(!String(decoding: broken.error, as: UTF8.self).contains("cannot write"))
    }

    @Test func aFIFOWithNoReaderIsRefusedAtOnce() throws {
        let fifo = folder.appendingPathComponent("events.fifo").path
        #expect(Launch.makeFIFO(fifo))
        let result = try Launch.run(["render", "--analytics", fifo], in: folder, timeout: 60)
        #expect(!result.timedOut, "home blocked opening the FIFO")
        #expect(result.status == 1)
        #expect(String(decoding: result.error, as: UTF8.self) == "home: cannot write analytics to \(fifo): it is a FIFO with no reader; start the reader first\n")
    }

    @Test func aScriptFromAPipeRunsAsItsLinesArrive() throws {
        let play = try Launch.Streaming(["play", "-", "--content", "days", "--day", "2026-01-01", "--width", "30", "--height", "3"], in: folder)
        play.send("frame\nkey down\n")
        // The frame of line 1 is printed while the script is still open.
        let early = play.waitForOutput { $0.split(separator: "\n", omittingEmptySubsequences: false).count > 4 }
        #expect(early.hasPrefix("# frame 1/? t=0ms\n"), "nothing was printed before the end of the script: \(early)")
        play.send("wait 100\nframe\nkey nowhere\nframe\n")
        let result = play.finish()
        #expect(result.status == 1)
        #expect(String(decoding: result.error, as: UTF8.self) == "home: -:5: unknown key 'nowhere'; keys are up, down, left, right, enter, esc, tab, backtab, backspace, space, pageup, pagedown, home, end, ctrl-X or one character\n")
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.contains("# frame 2/? t=100ms\n"))
        #expect(!output.contains("# frame 3/"))
    }
}
