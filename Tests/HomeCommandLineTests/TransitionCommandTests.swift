import DynamicHome
import DynamicHomeTesting
import Foundation
import Testing

let fixtureContent = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Content").path

/// Splits multi-frame output into frames, checking each header.
func frames(_ output: String, height: Int) -> [[String]] {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)[...]
    var result: [[String]] = []
    while let header = lines.first {
        #expect(header.hasPrefix("# frame \(result.count + 1)/"), "\(header)")
        lines = lines.dropFirst()
        result.append(Array(lines.prefix(height)))
        lines = lines.dropFirst(height)
    }
    return result
}

@MainActor
@Suite("home replace and home swipe", .serialized)
struct TransitionCommandTests {
    let size = ["--width", "72", "--height", "16"]

    @Test(arguments: [("list", "grid"), ("grid", "list")])
    func theFadeStartsAtRenderAndEndsAtRenderOfTheTarget(from: String, to: String) async {
        let base = ["--content", fixtureContent, "--toggle", "home.template=\(from)"] + size
        let replace = await home(["replace", "--to", to, "--frames", "6"] + base)
        #expect(replace.status == 0, "\(replace.error)")
        let all = frames(replace.output, height: 16)
        #expect(all.count == 6)
        let before = await home(["render"] + base)
        let after = await home(["render", "--template", to] + base)
        #expect(all.first == before.lines)
        #expect(all.last == after.lines)
        FrameSnapshot.expect(replace.output, matches: "replace-\(from)-to-\(to).txt")
    }

    @Test(arguments: [("next", "2026-03-01", "2026-03-02"), ("previous", "2026-03-02", "2026-03-01")])
    func theSlideStartsAtRenderAndEndsAtRenderOfTheAdjacentDay(direction: String, from: String, to: String) async {
        for template in ["list", "grid"] {
            let base = ["--content", fixtureContent, "--template", template] + size
            let swipe = await home(["swipe", direction, "--day", from, "--fps", "20"] + base)
            #expect(swipe.status == 0, "\(swipe.error)")
            let all = frames(swipe.output, height: 16)
            #expect(all.count == 9)  // 0, 50, …, 350 ms and the end at 400
            #expect(all.first == (await home(["render", "--day", from] + base)).lines)
            #expect(all.last == (await home(["render", "--day", to] + base)).lines)
            FrameSnapshot.expect(swipe.output, matches: "swipe-\(direction)-\(template).txt")
        }
    }

    @Test func everyFrameOfEveryTransitionHasTheExactSize() async {
        for (width, height) in [(2, 1), (7, 3), (33, 9), (120, 40)] {
            let base = ["--content", fixtureContent, "--width", "\(width)", "--height", "\(height)", "--frames", "9"]
            for command in [["replace", "--to", "grid"], ["swipe", "next"], ["swipe", "previous", "--day", "2026-03-03"]] {
                let result = await home(command + base)
                #expect(result.status == 0, "\(command) \(width)x\(height): \(result.error)")
                for frame in frames(result.output, height: height) {
                    #expect(frame.count == height)
                    for line in frame { #expect(DisplayWidth.of(line) == width, "\(command) \(width)x\(height): \(line)") }
                }
            }
        }
    }

    @Test func aFrameThatFallsOnTheEndIsDrawnOnce() async {
        let result = await home(["replace", "--to", "grid", "--content", fixtureContent, "--fps", "30"] + size)
        let headers = result.output.split(separator: "\n").filter { $0.hasPrefix("# frame") }
        #expect(headers.count == 13)
        #expect(headers.last == "# frame 13/13 t=400ms")
        #expect(headers.dropLast().last == "# frame 12/13 t=367ms")
    }

    @Test func theSameCommandPrintsTheSameBytes() async {
        let arguments = ["replace", "--to", "grid", "--content", fixtureContent, "--fps", "60"] + size
        let first = await home(arguments)
        let second = await home(arguments)
        #expect(first.output == second.output)
    }

    @Test(arguments: [
        (["replace"], Int32(2), "home: 'home replace' needs --to STYLE; e.g. swift run home replace --to grid\n"),
        (["replace", "--to", "list"], 1, "home: the template in force is already 'list'; there is nothing to cross-fade\n"),
        (["replace", "--to", "grdi"], 2, "home: unknown template style 'grdi'; registered styles: {registered}; did you mean 'grid'?\n"),
        (["replace", "--to", "grid", "--frames", "0"], 2, "home: --frames must be a whole number of frames from 1 to 10000, not '0'\n"),
        (["replace", "--to", "grid", "--duration", "-5"], 2, "home: --duration must be a whole number of milliseconds from 0 to 60000, not '-5'\n"),
        (["replace", "--to", "grid", "--easing", "ease-inout"], 2, "home: --easing must be one of linear, ease-in, ease-out, ease-in-out, not 'ease-inout'; did you mean 'ease-in-out'?\n"),
        (["replace", "--to", "grid", "--frames", "3", "--fps", "30"], 2, "home: give --frames or --fps, not both; --frames sets the count, --fps samples by rate\n"),
        (["swipe"], 2, "home: 'home swipe' needs a direction; usage: home swipe next|previous [--frames N | --fps N] [--duration MS] [options]\n"),
        (["swipe", "up"], 2, "home: 'home swipe' takes next or previous, not 'up'; usage: home swipe next|previous [--frames N | --fps N] [--duration MS] [options]\n"),
        (["swipe", "previous"], 1, "home: there is no day before 2026-03-01: the content runs from 2026-03-01 to 2026-03-03\n"),
    ])
    func badInput(arguments: [String], status: Int32, message: String) async {
        let result = await home(arguments + ["--content", fixtureContent])
        #expect(result.status == status)
        #expect(result.error == withRegisteredStyles(message))
    }

    @Test func aZeroDurationPrintsTheEndAtOnce() async {
        let result = await home(["replace", "--to", "grid", "--duration", "0", "--content", fixtureContent] + size)
        let all = frames(result.output, height: 16)
        #expect(all.count == 1)
        #expect(all.first == (await home(["render", "--template", "grid", "--content", fixtureContent] + size)).lines)
    }
}
