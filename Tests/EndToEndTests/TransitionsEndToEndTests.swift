import Foundation
import Testing
import TestThreads

/// The transitions as a person first meets them: the built `home`, the bundled first day,
/// 80x24, plain text.
@Suite("home, the binary: transitions read as one screen", .threadOfItsOwn)
struct TransitionsEndToEndTests {
    /// The registered styles, in order, as `home templates --json` lists them.
    func registered() throws -> [String] {
        let listing = try HomeBinary.run(["templates", "--json"])
        let templates = try #require(try JSONSerialization.jsonObject(with: Data(listing.output.utf8)) as? [[String: Any]])
        return templates.compactMap { $0["style"] as? String }
    }

    /// The frames of multi-frame output, each `height` lines after its header line.
    func frames(_ output: String, height: Int) -> [[String]] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)[...]
        var result: [[String]] = []
        while lines.first?.hasPrefix("# frame ") == true {
            result.append(Array(lines.dropFirst().prefix(height)))
            lines = lines.dropFirst(height + 1)
        }
        return result
    }

    /// How many selection marks a frame shows: "▸" rows and heavy cards.
    func marks(_ frame: [String]) -> Int {
        frame.reduce(0) { $0 + $1.filter { $0 == "▸" || $0 == "┏" }.count }
    }

    @Test(arguments: ["fade", "dissolve"])
    func noFrameOfAReplacementShowsMoreSelectionMarksThanItsEnds(style: String) throws {
        let styles = try registered()
        let first = try #require(styles.first)
        for target in styles.dropFirst() {
            let result = try HomeBinary.run(
                ["replace", "--to", target, "--template", first, "--transition", style, "--width", "80", "--height", "24", "--fps", "30"])
            #expect(result.status == 0, "\(result.error)")
            let all = frames(result.output, height: 24)
            #expect(all.count == 13)
            guard let start = all.first, let end = all.last else { continue }
            for (index, frame) in all.enumerated() {
                #expect(marks(frame) <= max(marks(start), marks(end)), "\(style) to \(target), frame \(index + 1):\n\(frame.joined(separator: "\n"))")
                for row in [0, 23] { #expect(frame[row] == start[row] || frame[row] == end[row], "\(style) to \(target), frame \(index + 1) row \(row)") }
            }
        }
    }

    @Test func theHighlightStaysOnTheThirdItemThroughAReplacement() throws {
        let result = try HomeBinary.run(
            ["play", "-", "--template", "list", "--width", "80", "--height", "24"],
            input: "key down\nkey down\nframe\nreplace grid\nwait 400\nframe\n")
        #expect(result.status == 0, "\(result.error)")
        let all = frames(result.output, height: 24)
        #expect(all.count == 2)
        let third = try #require(all.first?.first { $0.hasPrefix("▸") })
        // The list's third entry, "▸ LONG   Arctic Winter…": its first words.
        let title = third.dropFirst(9).prefix(13)
        let heavy = all.last?.compactMap { row -> String? in
            let parts = row.split(separator: "┃", omittingEmptySubsequences: false)
            return parts.count >= 3 ? String(parts[1]) : nil
        }.joined(separator: " ") ?? ""
        #expect(heavy.contains(title), "\(title) is not in the heavy card:\n\(all.last?.joined(separator: "\n") ?? "")")
    }
}
