import DynamicHome
import Foundation
import Testing

@MainActor
@Suite("home play", .serialized)
struct PlayCommandTests {
    func script(_ text: String) -> String {
        let file = temporaryFolder().appendingPathComponent("script.txt")
        try? Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func printsTheFramesTheScriptAsksFor() async {
        let path = script("""
            # select the third item, then look at the grid
            frame
            key down
            key down
            frame
            replace grid
            wait 400
            frame
            """)
        let result = await home(["play", path, "--content", fixtureContent, "--width", "60", "--height", "10"])
        #expect(result.status == 0, "\(result.error)")
        let all = frames(result.output, height: 10)
        #expect(all.count == 3)
        #expect(result.output.contains("# frame 3/3 t=400ms"))
        #expect(all[1].contains { $0.hasPrefix("▸ LONG   Café culture") })
        // The grid highlights the same item, the third: its card is the heavy one.
        #expect(all[2].contains { $0.hasPrefix("┃ Café culture") }, "\(all[2].joined(separator: "\n"))")
        #expect(all[2].filter { $0.contains("┏") }.count == 1)
        #expect(all[2].last?.hasPrefix(" grid · switched by the script") == true)
    }

    @Test func aResizeDuringATransitionDrawsAtTheNewSize() async {
        let path = script("replace grid\nwait 100\nresize 30x6\nframe\nswipe next\nwait 150\nresize 90x20\nframe\n")
        let result = await home(["play", path, "--content", fixtureContent, "--width", "60", "--height", "10"])
        #expect(result.status == 0, "\(result.error)")
        let output = result.output.split(separator: "\n").map(String.init)
        #expect(output.count == 2 + 6 + 20)
        #expect(output[1...6].allSatisfy { DisplayWidth.of($0) == 30 })
        #expect(output[8...].allSatisfy { DisplayWidth.of($0) == 90 })
    }

    @Test func togglesAndNewContentChangeTheScreen() async {
        let folder = temporaryFolder()
        try? Data(#"[{"identifier": "x", "title": "Fresh news", "kind": "short"}]"#.utf8).write(to: folder.appendingPathComponent("new.json"))
        try? Data("toggle home.template=grid\nwait 1000\ncontent new.json\nwait 1000\nframe\n".utf8).write(to: folder.appendingPathComponent("s.txt"))
        let result = await home(["play", folder.appendingPathComponent("s.txt").path, "--content", fixtureContent, "--width", "60", "--height", "8"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Fresh news"))
        #expect(result.output.contains("grid · picked by the script"))
    }

    /// A `content` step that replaces every item: in every frame of the change, the old
    /// items or the new ones are on screen (the body was blank for 250 ms of 400).
    @Test func aContentStepReplacingEveryItemNeverBlanksTheBody() async throws {
        let folder = temporaryFolder()
        try Data(#"[{"identifier": "x", "title": "Fresh news", "kind": "short"}, {"identifier": "y", "title": "More fresh news", "kind": "long", "minutes": 9}]"#.utf8)
            .write(to: folder.appendingPathComponent("new.json"))
        let steps = (0..<21).map { _ in "frame\nwait 20" }.joined(separator: "\n")
        try Data("frame\ncontent new.json\n\(steps)\n".utf8).write(to: folder.appendingPathComponent("s.txt"))
        let result = await home(["play", folder.appendingPathComponent("s.txt").path, "--content", fixtureContent, "--width", "60", "--height", "8"])
        #expect(result.status == 0, "\(result.error)")
        let all = frames(result.output, height: 8)
        let oldTitle = try #require(all.first?[1].dropFirst(9).prefix(12)).trimmingCharacters(in: .whitespaces)
        #expect(all.count == 22)
        for (index, frame) in all.enumerated() {
            let body = frame.dropFirst().dropLast().joined(separator: "\n")
            #expect(body.contains(oldTitle) || body.contains("Fresh news"), "frame \(index):\n\(frame.joined(separator: "\n"))")
        }
    }

    @Test func aToggleStepAppliesMotionAndWarnsOnceAboutAnUnknownToggle() async {
        // With the cross-fade's duration toggled to 0, a replacement is over at once.
        let path = script("toggle home.crossfade.durationMs=0\ntoggle home.zz=1\ntoggle home.zz=2\nreplace grid\nframe\n")
        let result = await home(["play", path, "--content", fixtureContent, "--width", "60", "--height", "10"])
        #expect(result.status == 0, "\(result.error)")
        let grid = await home(["render", "--template", "grid", "--content", fixtureContent, "--width", "60", "--height", "10"])
        #expect(frames(result.output, height: 10).first == grid.lines.map {
            $0.replacingOccurrences(of: "chosen on the command line", with: "switched by the script    ")
        })
        let warnings = result.error.split(separator: "\n").filter { $0.contains("names no toggle \"home.zz\"") }
        #expect(warnings.count == 1, "\(result.error)")
    }

    @Test(arguments: [
        ("kye down", "s.txt:1: unknown verb 'kye'; did you mean 'key'?"),
        ("key uup", "s.txt:1: unknown key 'uup'; did you mean 'up'?"),
        ("frame\nwait soon", "s.txt:2: 'wait' takes whole milliseconds from 0 to 600000, not 'soon'"),
        ("resize 80", "s.txt:1: 'resize' takes WIDTHxHEIGHT from 2x1 to 1000x1000, e.g. 80x24, not '80'"),
        ("swipe up", "s.txt:1: 'swipe' takes next or previous, not 'up'"),
        ("# ok\n\nreplace gird", "s.txt:3: unknown template style 'gird'; registered styles: {registered}; did you mean 'grid'?"),
        ("content missing.json", "s.txt:1: cannot read content file missing.json: no such file"),
        ("frame extra", "s.txt:1: 'frame' takes nothing, not 'extra'"),
    ])
    func aLineThatMakesNoSenseIsReportedWithItsNumber(text: String, message: String) async {
        let folder = temporaryFolder()
        try? Data(text.utf8).write(to: folder.appendingPathComponent("s.txt"))
        let result = await home(["play", folder.appendingPathComponent("s.txt").path, "--content", fixtureContent])
        #expect(result.status == 1)
        #expect(result.error == "home: \(folder.appendingPathComponent(withRegisteredStyles(message)).path)\n")
    }
}
