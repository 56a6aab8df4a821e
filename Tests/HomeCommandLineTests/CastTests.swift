import Foundation
import Testing

/// An asciicast v2 file read back as JSON lines: the header, then `[time, "o", data]`.
struct Cast {
    var header: [String: Any]
    var events: [(time: Double, type: String, data: String)]

    init(_ file: URL) throws {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        events = try lines.dropFirst().map { line in
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            #expect(event.count == 3, "\(line)")
            return (try #require(event[0] as? Double), try #require(event[1] as? String), try #require(event[2] as? String))
        }
    }

    /// The real asciinema, when installed (.ci/run installs Debian's package).
    static let asciinema = ["/usr/bin/asciinema", "/usr/local/bin/asciinema"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What `asciinema play -s 100 FILE` writes, and its exit status.
    static func play(_ file: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(asciinema))
        process.arguments = ["play", "-s", "100", file.path]
        let output = temporaryFolder().appendingPathComponent("play.out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = process.standardOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }
}

@MainActor
@Suite("--cast and asciicast v2 recordings", .serialized)
struct CastTests {
    @Test func replaceWritesEveryFrameAsAnEventAtItsTime() async throws {
        let file = temporaryFolder().appendingPathComponent("replace.cast")
        let result = await home(["replace", "--to", "grid", "--fps", "30", "--width", "80", "--height", "24", "--cast", file.path])
        #expect(result.status == 0, "\(result.error)")
        let cast = try Cast(file)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 80)
        #expect(cast.header["height"] as? Int == 24)
        #expect(cast.events.allSatisfy { $0.type == "o" })
        #expect(cast.events.first?.time == 0)
        #expect(cast.events.last?.time == 0.4)
        #expect(zip(cast.events, cast.events.dropFirst()).allSatisfy { $0.time < $1.time })
        // The first event draws the old screen whole; a later one writes the grid's status
        // (half way, where the status line switches whole; events write only what changed:
        // " the " is where it was, and is not written again).
        #expect(cast.events.first?.data.hasPrefix("\u{1B}[0m\u{1B}[2J") == true)
        #expect(cast.events.first?.data.contains("list · ") == true)
        #expect(cast.events.dropFirst().contains { $0.data.contains("grid · chosen on") })
        // 24-bit colour, so that the fade shows.
        #expect(cast.events.contains { $0.data.contains(";2;") })
        if Cast.asciinema != nil {
            let played = try Cast.play(file)
            #expect(played.status == 0, "\(played.output)")
            #expect(played.output.contains("grid · chosen on"), "\(played.output)")
        }
    }

    @Test func swipeAndPlayWriteCastsToo() async throws {
        let swipeFile = temporaryFolder().appendingPathComponent("swipe.cast")
        let swipe = await home(["swipe", "next", "--frames", "5", "--width", "47", "--height", "13", "--color", "never", "--cast", swipeFile.path])
        #expect(swipe.status == 0, "\(swipe.error)")
        let swiped = try Cast(swipeFile)
        #expect(swiped.header["width"] as? Int == 47 && swiped.header["height"] as? Int == 13)
        #expect(swiped.events.count == 5)
        // Without colour: no colour codes, only cursor moves.
        #expect(!swiped.events.contains { $0.data.contains("38;") })
        let folder = temporaryFolder()
        let script = folder.appendingPathComponent("script.txt")
        try Data("frame\nkey down\nwait 100\nframe\nreplace grid\nwait 200\nframe\nwait 200\nframe\n".utf8).write(to: script)
        let playFile = folder.appendingPathComponent("play.cast")
        let play = await home(["play", script.path, "--width", "60", "--height", "15", "--cast", playFile.path])
        #expect(play.status == 0, "\(play.error)")
        let played = try Cast(playFile)
        #expect(played.events.map(\.time) == [0, 0.1, 0.3, 0.5])
        if Cast.asciinema != nil {
            for file in [swipeFile, playFile] { #expect(try Cast.play(file).status == 0) }
        }
    }

    @Test func aCastThatCannotBeWrittenIsAnErrorThatSaysWhy() async {
        let missing = temporaryFolder().appendingPathComponent("no/such/folder/out.cast").path
        let result = await home(["replace", "--to", "grid", "--cast", missing])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("home: cannot write the recording to '"), "\(result.error)")
        #expect(result.error.hasSuffix("' does not exist\n"), "\(result.error)")
        #expect(result.output.isEmpty)
        let empty = await home(["swipe", "next", "--cast", ""])
        #expect(empty.status == 2)
        #expect(empty.error == "home: --cast was given an empty path; write --cast FILE\n")
    }

    @Test func theCastOptionIsOnlyForCommandsThatPrintFrames() async {
        let result = await home(["render", "--cast", "x.cast"])
        #expect(result.status == 2)
    }
}
