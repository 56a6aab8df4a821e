import DynamicHome
import DynamicHomeTesting
import Foundation
import Testing

/// The columns of a printed row: a wide glyph fills its column and a marker the next.
func columns(_ line: String) -> [String] {
    line.flatMap { character -> [String] in
        DisplayWidth.of(String(character)) == 2 ? [String(character), "\u{0}"] : [String(character)]
    }
}

@MainActor
@Suite("Transition styles: fade, dissolve, wipe, slide", .serialized)
struct TransitionStyleTests {
    static let sizes = [(80, 24), (47, 13)]

    /// `home replace --to grid` in plain text at a size, with more arguments.
    func replaceFrames(width: Int, height: Int, _ more: [String] = []) async -> [[String]] {
        let result = await home(
            ["replace", "--to", "grid", "--color", "never", "--fps", "60", "--width", "\(width)", "--height", "\(height)"] + more)
        #expect(result.status == 0, "\(result.error)")
        return frames(result.output, height: height)
    }

    @Test(arguments: ["fade", "wipe"])
    func everyRowOfEveryFrameIsARowOfTheOldOrTheNewScreen(style: String) async {
        for (width, height) in Self.sizes {
            let all = await replaceFrames(width: width, height: height, ["--transition", style])
            #expect(all.count == 25)
            guard let first = all.first, let last = all.last else { continue }
            for (index, frame) in all.enumerated() {
                for row in 0..<height {
                    #expect(frame[row] == first[row] || frame[row] == last[row], "\(style) \(width)x\(height) frame \(index + 1) row \(row): \(frame[row])")
                }
            }
        }
    }

    @Test func theDefaultIsTheFadeAndTheDissolveGoesCellByCell() async {
        let plain = await replaceFrames(width: 80, height: 24)
        #expect(plain == (await replaceFrames(width: 80, height: 24, ["--transition", "fade"])))
        // The fade switches once: every frame is the first or the last.
        #expect(plain.allSatisfy { $0 == plain[0] || $0 == plain[plain.count - 1] })
        // The dissolve takes cells away from the old screen, then brings the new one's:
        // the body rows of a middle frame are neither, every letter on them is the old
        // frame's or the new frame's, never both in one frame.
        let dissolve = await replaceFrames(width: 80, height: 24, ["--transition", "dissolve"])
        let (first, last) = (dissolve[0], dissolve[dissolve.count - 1])
        let partial = dissolve.dropFirst().dropLast().contains { frame in
            (1..<23).contains { frame[$0] != first[$0] && frame[$0] != last[$0] && !frame[$0].trimmingCharacters(in: .whitespaces).isEmpty }
        }
        #expect(partial)
        for (index, frame) in dissolve.enumerated() {
            let (body, old, new) = (frame[1..<23].map(columns), first[1..<23].map(columns), last[1..<23].map(columns))
            var fromOld = false, fromNew = false
            for (row, cells) in body.enumerated() {
                for (column, cell) in cells.enumerated() where cell != " " && cell != "\u{0}" {
                    let isOld = old[row].indices.contains(column) && old[row][column] == cell
                    let isNew = new[row].indices.contains(column) && new[row][column] == cell
                    #expect(isOld || isNew, "frame \(index + 1) row \(row + 1) column \(column): \(cell)")
                    if isOld && !isNew { fromOld = true }
                    if isNew && !isOld { fromNew = true }
                }
            }
            #expect(!(fromOld && fromNew), "frame \(index + 1) holds cells of both screens")
        }
    }

    @Test func theToggleChoosesTheStyleAndTheOptionOverridesIt() async {
        let wipe = await replaceFrames(width: 47, height: 13, ["--transition", "wipe"])
        let toggled = await replaceFrames(width: 47, height: 13, ["--toggle", "home.transition=wipe"])
        #expect(toggled == wipe)
        let overridden = await replaceFrames(width: 47, height: 13, ["--toggle", "home.transition=wipe", "--transition", "slide"])
        #expect(overridden == (await replaceFrames(width: 47, height: 13, ["--transition", "slide"])))
        #expect(overridden != wipe)
    }

    @Test func aToggleThatNamesNoStyleWarnsAndFades() async {
        let result = await home(["replace", "--to", "grid", "--toggle", "home.transition=wype", "--frames", "3", "--width", "47", "--height", "13"])
        #expect(result.status == 0)
        #expect(result.error.contains("toggle home.transition names transition 'wype' (command line), which is not one of fade, dissolve, wipe, slide; using 'fade'"), "\(result.error)")
        #expect(result.error.contains("did you mean 'wipe'?"), "\(result.error)")
        let fade = await home(["replace", "--to", "grid", "--frames", "3", "--width", "47", "--height", "13"])
        #expect(result.output == fade.output)
    }

    @Test func theTransitionToggleIsReportedAsAnExposureOnce() async throws {
        let file = temporaryFolder().appendingPathComponent("events.jsonl")
        let result = await home(["render", "--analytics", file.path, "--toggle", "home.transition=wipe", "--width", "47", "--height", "13"])
        #expect(result.status == 0, "\(result.error)")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let exposures = lines.filter { $0.contains("toggleExposure") && $0.contains("home.transition") }
        #expect(exposures.count == 1, "\(lines)")
        #expect(exposures.first?.contains("\"wipe\"") == true, "\(exposures)")
    }

    @Test func validateSaysWhereAToggleNamesNoTransition() async throws {
        let file = temporaryFolder().appendingPathComponent("toggles.json")
        try Data("""
            {
              "version": 1,
              "toggles": {
                "home.transition": {"description": "style", "category": "experiment", "owner": "tests", "enabled": true, "value": "wype"}
              }
            }

            """.utf8).write(to: file)
        let result = await home(["toggles", "validate", file.path])
        #expect(result.output.contains("\(file.path):4:"), "\(result.output)")
        #expect(result.output.contains("warning: toggle home.transition names transition 'wype' (file)"), "\(result.output)")
    }

    @Test func anUnknownTransitionIsAUsageErrorWithASuggestion() async {
        let result = await home(["replace", "--to", "grid", "--transition", "slyde"])
        #expect(result.status == 2)
        #expect(result.error == "home: --transition must be one of fade, dissolve, wipe, slide, not 'slyde'; did you mean 'slide'?\n")
    }

    @Test(arguments: ["fade", "dissolve", "wipe", "slide"])
    func goldenFramesOfEachStyle(style: String) async {
        let result = await home(
            ["replace", "--to", "grid", "--content", fixtureContent, "--toggles", repositoryToggles,
             "--frames", "7", "--transition", style, "--width", "72", "--height", "16"])
        #expect(result.status == 0, "\(result.error)")
        FrameSnapshot.expect(result.output, matches: "transition-\(style).txt")
    }

    /// Whether a row is a cut of one page's row joined at the seam to a cut of the
    /// other's: `left`'s columns from `shift` on, then `right`'s first ones. The columns
    /// beside the seam may hold the edge bar or the blank left by a cut wide glyph.
    func isCut(_ row: [String], left: [String], right: [String]) -> Bool {
        let width = row.count
        guard left.count == width, right.count == width else { return false }
        if row == left || row == right { return true }
        let seamGlyphs: Set<String> = [" ", "\u{0}", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return (0...width).contains { shift in
            let seam = width - shift
            return (0..<width).allSatisfy { column in
                let expected = column < seam ? left[column + shift] : right[column - seam]
                if row[column] == expected { return true }
                // A wide glyph cut by the screen's edge leaves a blank.
                if row[column] == " ", column == 0, expected == "\u{0}" { return true }
                if row[column] == " ", column == width - 1, DisplayWidth.of(expected) == 2 { return true }
                return abs(column - seam) <= 1 && seamGlyphs.contains(row[column])
            }
        }
    }

    @Test(arguments: ["next", "previous"])
    func everyRowOfASwipeIsACutOfOnePageJoinedToTheOther(direction: String) async {
        for (width, height) in Self.sizes {
            let day = direction == "next" ? "2026-03-01" : "2026-03-02"
            let result = await home(
                ["swipe", direction, "--content", fixtureContent, "--day", day, "--color", "never", "--fps", "60",
                 "--width", "\(width)", "--height", "\(height)"])
            #expect(result.status == 0, "\(result.error)")
            let all = frames(result.output, height: height)
            guard let first = all.first, let last = all.last else { continue }
            for (index, frame) in all.enumerated() {
                for row in 0..<height {
                    let (old, new) = (columns(first[row]), columns(last[row]))
                    let (left, right) = direction == "next" ? (old, new) : (new, old)
                    #expect(isCut(columns(frame[row]), left: left, right: right), "\(direction) \(width)x\(height) frame \(index + 1) row \(row): \(frame[row])")
                }
            }
        }
    }
}
