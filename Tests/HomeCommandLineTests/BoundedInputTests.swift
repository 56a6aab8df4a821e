import Foundation
@testable import HomeCommandLine
import Testing

/// Input of any size gets a message of a bounded size; transitions print a bounded
/// number of frames; content numbers and keys are checked at their place.
@MainActor
@Suite("Bounded input", .serialized)
struct BoundedInputTests {
    /// Made once for the suite, not for each of its tests (a test makes a suite of its own).
    static let longText = String(repeating: "x", count: 5_000_000)
    static let longNumber = String(repeating: "9", count: 1_000_000)
    let long = Self.longText
    let number = Self.longNumber

    /// Runs `home` and checks that every message is short and quotes an excerpt.
    func expectShortError(_ arguments: [String], status: Int32, contains fragment: String) async {
        let result = await home(arguments)
        #expect(result.status == status, "\(result.error.prefix(300))")
        #expect(result.error.utf8.count < 600, "\(result.error.prefix(300))")
        #expect(result.error.contains(fragment), "\(result.error.prefix(300))")
        #expect(result.error.contains("…"))
    }

    @Test func optionsAndCommandsQuoteAnExcerpt() async {
        let cut = String(repeating: "x", count: 39) + "…"
        await expectShortError(["render", "--width", number], status: 2, contains: "not '\(String(repeating: "9", count: 39))…'")
        await expectShortError(["render", "--template", long], status: 2, contains: "unknown template style '\(cut)'")
        await expectShortError([long], status: 2, contains: "unknown command '\(cut)'")
        await expectShortError(["render", "--\(long)"], status: 2, contains: "unknown option '--\(cut)'")
        await expectShortError(["render", "--toggle", long], status: 2, contains: "--toggle takes KEY=VALUE, not '\(cut)'")
        await expectShortError(["render", "--day", long], status: 2, contains: "--day '\(cut)' is not a day")
        // A currentTime that is no date is a warning, as in Unleash's SDKs: the command goes on.
        await expectShortError(
            ["toggles", "explain", "--context", "{\"currentTime\": \"\(long)\"}"], status: 0, contains: "date-time: \"\(cut)\"")
    }

    @Test func anOverrideOfNoToggleIsNamedByAnExcerpt() async {
        let result = await home(["render", "--content", fixtureContent, "--toggle", "\(long)=1", "--width", "20", "--height", "2"])
        #expect(result.status == 0)
        #expect(result.error.utf8.count < 300)
        #expect(result.error.contains("names no toggle \"\(String(repeating: "x", count: 39))…\""), "\(result.error.prefix(300))")
    }

    @Test func filesQuoteAnExcerpt() async throws {
        let folder = temporaryFolder()
        let script = folder.appendingPathComponent("s.txt")
        // A line may be up to 64 KiB long; a longer one is refused before it is quoted.
        try Data("frame\nkey \(long.prefix(60_000))\n".utf8).write(to: script)
        await expectShortError(["play", script.path, "--content", fixtureContent, "--width", "20", "--height", "2"], status: 1, contains: "s.txt:2: unknown key 'xxx")

        let toggles = folder.appendingPathComponent("FeatureToggles.json")
        try Data("{\"toggles\": {\"home.template\": {\"value\": \"grid\", \"\(long)\": 1}}}".utf8).write(to: toggles)
        let validate = await home(["toggles", "validate", toggles.path])
        #expect(validate.status == 1)
        #expect(validate.output.utf8.count < 600)
        #expect(validate.output.contains("unknown key \"\(String(repeating: "x", count: 39))…\""), "\(validate.output.prefix(300))")

        let days = folder.appendingPathComponent("days")
        try FileManager.default.createDirectory(at: days, withIntermediateDirectories: true)
        try Data("[{\"identifier\": \"a\", \"title\": \"A\", \"kind\": \"\(long.prefix(1_000_000))\"}]".utf8).write(to: days.appendingPathComponent("2026-01-01.json"))
        await expectShortError(["render", "--content", days.path, "--width", "20", "--height", "2"], status: 1, contains: "unknown kind \"xxx")
    }

    @Test(arguments: [
        ("1.5", "not 1.5"), ("1e30", "not 1e+30"), ("-5", "not -5"), ("10001", "not 10001"), ("1e400", "not a number that large"),
    ])
    func minutesThatAreNotAWholeNumberInRangeAreRefusedAtTheirPlace(value: String, shown: String) async throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("2026-01-01.json")
        try Data("[{\"identifier\": \"a\", \"title\": \"A\", \"kind\": \"long\",\n  \"minutes\": \(value)}]".utf8).write(to: file)
        let result = await home(["render", "--content", folder.path, "--width", "40", "--height", "4"])
        #expect(result.status == 1)
        #expect(result.error == "home: \(file.path):2:14: error: \"minutes\" must be a whole number from 0 to 10000, \(shown)\n")
    }

    @Test func aKeyWrittenTwiceInAContentFileIsAnErrorWithItsPlace() async throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("2026-01-01.json")
        try Data("[{\"identifier\": \"a\", \"title\": \"A\",\n  \"kind\": \"long\", \"title\": \"B\"}]".utf8).write(to: file)
        let render = await home(["render", "--content", folder.path, "--width", "40", "--height", "4"])
        #expect(render.status == 1)
        #expect(render.error == "home: \(file.path):2:19: error: element [0] has the key \"title\" twice (first at 1:22) (keep one)\n")
        let diff = await home(["diff", file.path, file.path])
        #expect(diff.status == 1)
        #expect(diff.error == "home: \(file.path):2:19: error: element [0] has the key \"title\" twice (first at 1:22) (keep one)\n")
    }

    @Test func anOptionFollowedByAnotherOptionLacksItsValue() async {
        let result = await home(["render", "--width", "--height", "5"])
        #expect(result.status == 2)
        #expect(result.error == "home: option --width needs a value, and '--height' is an option; write --width N (or --width=VALUE for a value that starts with --)\n")
        // A value may still start with a dash when it is no option.
        let negative = await home(["render", "--width", "-5"])
        #expect(negative.error == "home: --width must be a whole number of columns from 2 to 1000, not '-5'\n")
    }

    @Test func anEmptyAnalyticsPathIsAUsageError() async {
        let result = await home(["render", "--analytics", ""])
        #expect(result.status == 2)
        #expect(result.error == "home: --analytics was given an empty path; write --analytics FILE|URL\n")
    }

    @Test func aTransitionOfMoreThan10000FramesIsAUsageError() async {
        let command = await home(["replace", "--to", "grid", "--fps", "240", "--duration", "60000", "--content", fixtureContent])
        #expect(command.status == 2)
        #expect(command.output.isEmpty)
        #expect(command.error == "home: --duration 60000 at --fps 240 makes 14401 frames; a transition prints at most 10000; "
            + "shorten --duration, lower --fps, or give --frames N up to 10000\n")
        let toggled = await home(["swipe", "next", "--toggle", "home.crossfade.fps=240", "--duration", "50000", "--content", fixtureContent])
        #expect(toggled.status == 2)
        #expect(toggled.error.contains("--duration 50000 at 240 frames per second (the toggle home.crossfade.fps) makes 12001 frames"), "\(toggled.error)")
        let frames = await home(["replace", "--to", "grid", "--frames", "10001"])
        #expect(frames.status == 2)
    }

    @Test func theFrameCountIsTheNumberOfSampledTimes() {
        for milliseconds in [0, 1, 399, 400, 1000, 4167, 60_000] {
            for rate in [1, 7, 30, 60, 144, 240] {
                let sampling = FrameSampling(duration: .milliseconds(milliseconds), framesPerSecond: rate)
                #expect(sampling.count == sampling.times.count, "\(milliseconds) ms at \(rate) fps")
            }
        }
    }
}
