import Foundation
import Testing
import TestThreads

@Suite("home, the binary", .threadOfItsOwn)
struct RenderEndToEndTests {
    @Test func rendersTheScreenTheRepositoryTogglesPick() throws {
        let result = try HomeBinary.run(["render", "--width", "80", "--height", "24"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.count == 24)
        #expect(result.output.contains("DynamicHome · Monday 16 November 2026"))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func homeAloneIntoAPipePrintsOneFrame() throws {
        let result = try HomeBinary.run(["--width", "60", "--height", "12"])
        #expect(result.status == 0)
        #expect(result.lines.count == 12)
        #expect(result.error.isEmpty)
    }

    @Test func badInputExitsWithTheDocumentedStatus() throws {
        let unknown = try HomeBinary.run(["render", "--template", "gird"])
        #expect(unknown.status == 2)
        // The registered styles, in order, as `home templates --json` lists them.
        let listing = try HomeBinary.run(["templates", "--json"])
        let templates = try #require(try JSONSerialization.jsonObject(with: Data(listing.output.utf8)) as? [[String: Any]])
        let registered = templates.compactMap { $0["style"] as? String }
        #expect(registered.contains("grid"))
        #expect(unknown.error == "home: unknown template style 'gird'; registered styles: \(registered.joined(separator: ", ")); did you mean 'grid'?\n")
        let day = try HomeBinary.run(["render", "--day", "1999-01-01"])
        #expect(day.status == 1)
        #expect(day.output.isEmpty)
    }

    /// Unleash's SDKs evaluate with a currentTime that is not a date-time; so does `home`,
    /// with a warning instead of refusing the command.
    @Test func aContextWhoseCurrentTimeIsNotADateTimeWarnsAndRenders() throws {
        let result = try HomeBinary.run(["render", "--width", "60", "--height", "12", "--context", #"{"userId": "7", "currentTime": "tomorrow"}"#])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.count == 12)
        #expect(result.error == "home: --context:1:32: warning: \"currentTime\" is not an RFC 3339 date-time: \"tomorrow\"; date constraints on currentTime are false for this context (write a date-time such as 2026-11-16T09:30:00Z or 2026-11-16T10:30:00.250+01:00)\n")
    }

    @Test func templatesMarksTheChosenStyle() throws {
        let result = try HomeBinary.run(["templates", "--toggle", "home.template=grid"])
        #expect(result.status == 0)
        #expect(result.output.contains("* grid"))
        #expect(result.output.contains("* chosen: grid (home.template: STATIC (command line))"))
    }

    @Test func helpListsTheCommands() throws {
        let result = try HomeBinary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("home render [options]"))
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(result.output)")
        let version = try HomeBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("home (DynamicHome) "), "\(version.output)\(version.error)")
    }
}

/// `home` started with standard input closed, as `home play - <&-` starts it.
@Suite("home with standard input closed")
struct ClosedInputEndToEndTests {
    @Test func playFromAClosedStandardInputSaysItIsClosed() throws {
        let result = try HomeBinary.run(["-c", "'\(HomeBinary.url.path)' play - <&-"], binary: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 1)
        // Run by its path from the package's folder, as `swift run home` runs it: the hint
        // says `swift run home`, which runs there as printed.
        #expect(result.error == "home: cannot read the script from standard input: it is closed; give a script file, or pipe one in (swift run home play - < script.txt)\n")
    }
}
