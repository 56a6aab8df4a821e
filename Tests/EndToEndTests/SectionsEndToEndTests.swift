import Foundation
import Testing
import TestThreads

@Suite("home with sectioned days", .threadOfItsOwn)
struct SectionsEndToEndTests {
    /// A bundled day in sections shows its section titles in every template, each line
    /// as wide as the frame.
    @Test func aSectionedDayShowsItsTitlesInEveryTemplate() throws {
        let listing = try HomeBinary.run(["templates", "--json"])
        let templates = try #require(try JSONSerialization.jsonObject(with: Data(listing.output.utf8)) as? [[String: Any]])
        let styles = templates.compactMap { $0["style"] as? String }
        #expect(styles.contains("shelves"))
        for style in styles {
            let result = try HomeBinary.run(["render", "--day", "2026-11-19", "--template", style, "--width", "90", "--height", "40"])
            #expect(result.status == 0, "\(style): \(result.error)")
            #expect(result.lines.count == 40)
            #expect(result.output.contains("Live now ─"), "\(style):\n\(result.output)")
        }
    }

    /// Shelves on a screen too short for its rails: the rail headers say which cards are
    /// on screen and "↓" that a rail is below, as plain characters when the output is
    /// not a terminal (and with NO_COLOR), in the theme's secondary colour when asked for.
    @Test func shelvesMarkWhatIsOffScreen() throws {
        let arguments = ["render", "--template", "shelves", "--day", "2026-11-23", "--width", "80", "--height", "17"]
        for environment in [[:], ["NO_COLOR": "1"]] {
            let plain = try HomeBinary.run(arguments, environment: environment)
            #expect(plain.status == 0, "\(plain.error)")
            #expect(!plain.output.contains("\u{1B}"))
            #expect(plain.lines[1].hasPrefix("Long reads ─") && plain.lines[1].hasSuffix("─ 1-3/9 ▸"), "\(plain.output)")
            #expect(plain.lines[15].hasSuffix("↓"), "\(plain.output)")
            #expect(plain.lines.count == 17)
        }
        let coloured = try HomeBinary.run(arguments + ["--color", "always"])
        #expect(coloured.output.contains("m1-3/9 ▸\u{1B}[0m"), "\(coloured.output)")
    }

    /// A day file in sections with a repeated section identifier is refused at its place.
    @Test func aRepeatedSectionIdentifierIsAnErrorAtItsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("2026-11-16.json")
        try Data("""
            {"sections": [
              {"identifier": "s", "title": "One", "items": [{"identifier": "a", "title": "A", "kind": "long"}]},
              {"identifier": "s", "title": "Two", "items": []}
            ]}
            """.utf8).write(to: file)
        let result = try HomeBinary.run(["render", "--content", folder.path, "--width", "60", "--height", "10"])
        let message = "\(file.path):3:18: error: sections [0] (at 2:3) and [1] share the identifier \"s\" (give every section its own identifier)"
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.output.contains("Could not load Monday 16 November 2026."))
    }
}
