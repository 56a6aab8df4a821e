import Foundation
import Testing

extension InTmux.InteractiveTests {
    @Test func recordWritesTheSessionAsAnAsciicastThatAsciinemaPlays() throws {
        let file = folder.appendingPathComponent("session.cast")
        let tmux = try start(width: 90, height: 26, arguments: "--record '\(file.path)'")
        let next = try #require(HomeBinary.style(after: "list"))
        try tmux.press("t")
        try tmux.expectScreen("the next template, \(next)") { $0.contains(" \(next) · ") }
        try tmux.press("q")
        try expectRestored(tmux, status: 0)

        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 90)
        #expect(header["height"] as? Int == 26)
        var times: [Double] = []
        var output = ""
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            #expect(event.count == 3 && event[1] as? String == "o", "\(line)")
            times.append(try #require(event[0] as? Double))
            output += try #require(event[2] as? String)
        }
        #expect(times.count > 2)
        #expect(times == times.sorted())
        #expect(output.contains("World News 24/7"))
        // The status line's new style (the space before it is unchanged, so not written again).
        #expect(output.contains("\(next) · "))

        let asciinema = ["/usr/bin/asciinema", "/usr/local/bin/asciinema"].first { FileManager.default.isExecutableFile(atPath: $0) }
        if let asciinema {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: asciinema)
            process.arguments = ["play", "-s", "100", "-i", "0.1", file.path]
            let played = folder.appendingPathComponent("played.txt")
            _ = FileManager.default.createFile(atPath: played.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: played)
            process.standardError = process.standardOutput
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(try String(contentsOf: played, encoding: .utf8).contains("grid · "))
        }
    }
}

extension InTmux.InteractiveTests {
    /// `--record` naming the toggles file `home` reads is refused before anything is
    /// opened: the terminal is never taken, the file keeps every byte.
    @Test func recordingOverTheTogglesFileIsRefusedAndTheFileKept() throws {
        let before = try Data(contentsOf: toggles)
        let tmux = try Tmux(width: 100, height: 30, folder: folder)
        try tmux.type("'\(HomeBinary.url.path)' --record FeatureToggles.json; echo \"EXIT $?\"")
        let screen = try tmux.waitFor { $0.contains("EXIT 2") }
        #expect(screen.contains("is the toggles file 'FeatureToggles.json'"), "\(screen)")
        #expect(try Data(contentsOf: toggles) == before)
    }
}
