import DynamicHome
import Foundation
import Testing

/// `--reduce-motion` (and `home.reduce-motion`): every transition is one switch, so every
/// frame printed is the screen before it or the screen after it.
@MainActor
@Suite("Reduce motion", .serialized)
struct ReduceMotionTests {
    static let size = ["--width", "60", "--height", "12"]

    /// The frames of a multi-frame output, each as its text.
    func bodies(_ result: CommandResult) -> [String] {
        frames(result.output, height: 12).map { $0.joined(separator: "\n") + "\n" }
    }

    /// Whether every frame is the first or the last, switching once.
    func switchesOnce(_ frames: [String], from first: String?, to last: String?) -> Bool {
        guard let first, let last, first != last, frames.first == first, frames.last == last else { return false }
        let switches = zip(frames, frames.dropFirst()).filter { $0 != $1 }.count
        return frames.allSatisfy { $0 == first || $0 == last } && switches == 1
    }

    @Test(arguments: TransitionStyle.allCases.map(\.rawValue), ["never", "always"])
    func everyFrameOfAReplacementIsTheFirstScreenOrTheLast(transition: String, color: String) async {
        let common = ["--content", fixtureContent, "--color", color] + Self.size
        let replace = ["replace", "--to", "grid", "--frames", "9", "--transition", transition] + common
        let reduced = await home(replace + ["--reduce-motion"])
        #expect(reduced.status == 0, "\(reduced.error)")
        let before = await home(["render"] + common)
        let after = await home(["render", "--template", "grid"] + common)
        let frames = bodies(reduced)
        #expect(frames.count == 9)
        #expect(switchesOnce(frames, from: before.output, to: after.output), "\(reduced.output)")
        // Whatever --frames says, and by rate too.
        let many = bodies(await home(replace.filter { $0 != "--frames" && $0 != "9" } + ["--fps", "240", "--reduce-motion"]))
        #expect(many.count == 97)
        #expect(switchesOnce(many, from: before.output, to: after.output))
        // Without it, frames between the two (but for a fade in plain text, which already
        // switches once, half way).
        let moving = bodies(await home(replace))
        #expect(moving.contains { $0 != before.output && $0 != after.output } || (transition == "fade" && color == "never"))
    }

    @Test func theToggleReducesMotionAsTheOptionDoes() async {
        let replace = ["replace", "--to", "grid", "--frames", "9", "--transition", "dissolve", "--content", fixtureContent] + Self.size
        let option = await home(replace + ["--reduce-motion"])
        let toggle = await home(replace + ["--toggle", "home.reduce-motion=on"])
        #expect(toggle.status == 0, "\(toggle.error)")
        #expect(toggle.output == option.output)
        #expect(await home(replace + ["--toggle", "home.reduce-motion=off"]).output != option.output)
    }

    @Test func aSwipeIsOneSwitchFromOneDayToTheNext() async {
        let common = ["--content", fixtureContent] + Self.size
        let reduced = await home(["swipe", "next", "--frames", "9", "--reduce-motion"] + common)
        #expect(reduced.status == 0, "\(reduced.error)")
        let before = await home(["render"] + common)
        let after = await home(["render", "--day", "2026-03-02"] + common)
        #expect(switchesOnce(bodies(reduced), from: before.output, to: after.output), "\(reduced.output)")
    }

    /// A section's fade, and the animation of a change of items, in a script.
    @Test(arguments: [false, true])
    func aSectionsReplacementAndAChangeOfItemsAreOneSwitch(reduced: Bool) async throws {
        let folder = temporaryFolder()
        let items = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: fixtureContent).appendingPathComponent("2026-03-01.json"))) as? [Any])
        // The last item first, the second gone, one new.
        let changed = [items[4], items[0], items[2], items[3], ["identifier": "n1", "title": "Fresh news", "kind": "short"]]
        try JSONSerialization.data(withJSONObject: changed).write(to: folder.appendingPathComponent("new.json"))
        let steps = Array(repeating: "wait 50\nframe", count: 9).joined(separator: "\n")
        // The focus on the last section, "News", so that it is on screen.
        let changes = [
            (ScreenReaderTests.composite, "key tab\nkey tab\nkey tab\nframe\ntoggle home.section.news.template=grid"),
            (fixtureContent, "frame\ncontent new.json"),
        ]
        for (content, change) in changes {
            let script = folder.appendingPathComponent("s.txt")
            try Data("\(change)\nframe\n\(steps)\n".utf8).write(to: script)
            let result = await home(
                ["play", script.path, "--content", content, "--transition", "dissolve"] + Self.size + (reduced ? ["--reduce-motion"] : []))
            #expect(result.status == 0, "\(result.error)")
            let frames = bodies(result)
            #expect(frames.count == 11)
            if reduced {
                #expect(switchesOnce(frames, from: frames.first, to: frames.last), "\(change): \(result.output)")
            } else {
                #expect(frames.contains { $0 != frames.first && $0 != frames.last }, "\(change): without it, frames between")
            }
        }
    }

    @Test func theHelpSaysWhetherMotionIsReducedAndHowToReduceIt() async throws {
        let script = temporaryFolder().appendingPathComponent("s.txt")
        try Data("key ?\nframe\n".utf8).write(to: script)
        let play = ["play", script.path, "--content", fixtureContent, "--width", "80", "--height", "24"]
        let on = await home(play + ["--reduce-motion"])
        #expect(on.output.contains("Reduce motion is on: every transition is one switch."), "\(on.output)")
        let off = await home(play)
        #expect(off.output.contains("Reduce motion is off; --reduce-motion turns it on."), "\(off.output)")
        let still = await home(play + ["--duration", "0"])
        #expect(still.output.contains("Motion is off: every change shows at once."), "\(still.output)")
        let reader = await home(play + ["--screen-reader"])
        #expect(reader.lines.suffix(1) == ["Motion is off: every change shows at once."], "a screen reader's help says it too")
    }
}
