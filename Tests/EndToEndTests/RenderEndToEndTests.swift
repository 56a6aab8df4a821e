import Foundation
import Testing

@Suite("home, the binary")
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
        #expect(unknown.error == "home: unknown template style 'gird'; registered styles: list, grid, hero; did you mean 'grid'?\n")
        let day = try HomeBinary.run(["render", "--day", "1999-01-01"])
        #expect(day.status == 1)
        #expect(day.output.isEmpty)
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
    }
}
