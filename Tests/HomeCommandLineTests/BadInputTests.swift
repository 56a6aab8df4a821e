import Foundation
import Testing

@MainActor
@Suite("Bad input", .serialized)
struct BadInputTests {
    @Test(arguments: [
        (["render", "--template", "gird"], Int32(2), "home: unknown template style 'gird'; registered styles: {registered}; did you mean 'grid'?\n"),
        (["render", "--widht", "80"], 2, "home: unknown option '--widht'; did you mean '--width'?\n"),
        (["rendr"], 2, "home: unknown command 'rendr'; did you mean 'render'?\n"),
        (["render", "--width", "0"], 2, "home: --width must be a whole number of columns from 2 to 1000, not '0'\n"),
        (["render", "--width", "1"], 2, "home: --width must be a whole number of columns from 2 to 1000, not '1'\n"),
        (["render", "--height", "tall"], 2, "home: --height must be a whole number of rows from 1 to 1000, not 'tall'\n"),
        (["render", "--width"], 2, "home: option --width needs a value; write --width N\n"),
        (["render", "--day", "16/11/2026"], 2, "home: --day '16/11/2026' is not a day: it is not written YYYY-MM-DD (four, two and two digits between hyphens); e.g. --day 2026-11-16\n"),
        (["render", "--day", "2026-13-01"], 2, "home: --day '2026-13-01' is not a day: the month 13 is out of range (1 to 12); e.g. --day 2026-11-16\n"),
        (["render", "--day", "2026-02-30"], 2, "home: --day '2026-02-30' is not a day: the day 30 is out of range: February 2026 has 28 days; e.g. --day 2026-11-16\n"),
        (["render", "--day", "0000-01-01"], 2, "home: --day '0000-01-01' is not a day: the year 0 is out of range (1 to 9999); e.g. --day 2026-11-16\n"),
        (["render", "--day", "2027-01-01"], 1, "home: there is no content for 2027-01-01: the content has days from 2026-11-16 to 2026-11-29; choose a day in that range\n"),
        (["render", "--toggles", "/nonexistent/toggles.json"], 1, "home: cannot read toggles file /nonexistent/toggles.json: no such file\n"),
        (["render", "--content", "/nonexistent"], 1, "home: --content /nonexistent: no such folder; give a folder of YYYY-MM-DD.json day files\n"),
        (["render", "--content", "ftp://example.com/days"], 2, "home: --content ftp://example.com/days: ftp URLs are not supported; give an http or https URL, or a folder of YYYY-MM-DD.json day files\n"),
        (["render", "--toggles", "/tmp"], 1, "home: cannot read toggles file /tmp: it is a folder, not a file\n"),
        (["render", "--toggle", "home.template"], 2, "home: --toggle takes KEY=VALUE, not 'home.template'; e.g. --toggle home.template=grid\n"),
        (["render", "extra"], 2, "home: 'home render' takes no operand 'extra'; usage: home render [options]\n"),
        (["templates", "--check", "--day", "2026-11-16"], 2, "home: option --day does not apply to 'home templates'; see 'swift run home templates --help'\n"),
    ])
    func saysWhatWasWrongAndExits(arguments: [String], status: Int32, message: String) async {
        let result = await run(arguments)
        #expect(result.status == status)
        #expect(result.error == withRegisteredStyles(message))
        #expect(result.output.isEmpty)
    }

    @Test func aNumberToggleOutOfRangeIsUsedClampedWithAWarning() async {
        let result = await run(["render", "--toggle", "home.crossfade.fps=0", "--width", "20", "--height", "2"])
        #expect(result.status == 0)
        #expect(result.error == "home: warning: toggle home.crossfade.fps is 0 (command line), outside 1 to 240; using 1 fps\n")
        #expect(!result.output.isEmpty)
    }

    @Test func aMalformedTogglesFileIsReportedWithItsPlace() async {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("FeatureToggles.json")
        try? Data("{\n  \"toggles\": {\n    \"home.template\": {\"value\": \"grid\",}\n  }\n}\n".utf8).write(to: file)
        let result = await run(["render", "--toggles", file.path])
        #expect(result.status == 1)
        #expect(result.error == "home: \(file.path):3:39: error: unexpected '}' after ',' (remove the trailing comma)\n")
    }

    @Test func aMalformedDayFileShowsTheErrorAndExits1() async {
        let folder = temporaryFolder()
        try? Data("[{\"identifier\": \"a\", \"title\": \"A\", \"kind\": \"long\"}]".utf8)
            .write(to: folder.appendingPathComponent("2026-01-01.json"))
        try? Data("[{\"identifier\": \"a\", \"title\": 5, \"kind\": \"long\"}]".utf8)
            .write(to: folder.appendingPathComponent("2026-01-02.json"))
        let good = await run(["render", "--content", folder.path, "--width", "60", "--height", "6"])
        #expect(good.status == 0)
        let bad = await run(["render", "--content", folder.path, "--day", "2026-01-02", "--width", "60", "--height", "6"])
        #expect(bad.status == 1)
        let path = folder.appendingPathComponent("2026-01-02.json").path
        #expect(bad.error == "home: \(path):1:31: error: element [0].title must be a string, not a number\n")
        #expect(bad.output.contains("Could not load"))
    }

    @Test func anUnknownKindOrARepeatedIdentifierIsRefused() async {
        let folder = temporaryFolder()
        try? Data("[{\"identifier\": \"a\", \"title\": \"A\", \"kind\": \"lnog\"}]".utf8)
            .write(to: folder.appendingPathComponent("2026-01-01.json"))
        try? Data("[{\"identifier\": \"a\", \"title\": \"A\", \"kind\": \"long\"}, {\"identifier\": \"a\", \"title\": \"B\", \"kind\": \"short\"}]".utf8)
            .write(to: folder.appendingPathComponent("2026-01-02.json"))
        let kind = await run(["render", "--content", folder.path, "--day", "2026-01-01"])
        #expect(kind.error.hasSuffix("2026-01-01.json:1:44: error: unknown kind \"lnog\"; use one of long, short, stream (did you mean 'long'?)\n"))
        let repeated = await run(["render", "--content", folder.path, "--day", "2026-01-02"])
        #expect(repeated.error.hasSuffix("2026-01-02.json:1:53: error: items [0] (at 1:2) and [1] share the identifier \"a\"; every item needs its own identifier\n"))
    }

    @Test func emptyContentRendersAnEmptyState() async {
        let folder = temporaryFolder()
        try? Data("[]".utf8).write(to: folder.appendingPathComponent("2026-01-01.json"))
        let result = await run(["render", "--content", folder.path, "--width", "40", "--height", "6"])
        #expect(result.status == 0)
        #expect(result.output.contains("Nothing here for this day."))
    }

    func run(_ arguments: [String]) async -> CommandResult {
        await home(arguments)
    }
}
