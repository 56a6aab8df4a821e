import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Content changes read at every frame")
struct ReadableChangeTests {
    let day = Day("2026-11-16")
    let base = [
        HomeItem(identifier: "a", title: "Alpha moves to the end", description: "Alpha's description.", kind: .long, minutes: 3),
        HomeItem(identifier: "b", title: "Bravo is deleted", description: "Bravo's description.", kind: .short, minutes: 1),
        HomeItem(identifier: "c", title: "Charlie stays — 北京", description: "Charlie's description.", kind: .stream),
        HomeItem(identifier: "d", title: "Delta before the update", description: "Delta's old description.", kind: .long, minutes: 9),
        HomeItem(identifier: "e", title: "Echo stays 👋🏽", description: "Echo's description.", kind: .short, minutes: 2),
    ]

    /// A deletion (b), an insertion (x), an update (d) and a move (a), all at once.
    var changed: [HomeItem] {
        var delta = base[3]
        delta.title = "Delta after the update"
        delta.description = "Delta's new description."
        let inserted = HomeItem(identifier: "x", title: "X-ray is inserted", description: "X-ray's description.", kind: .long, minutes: 4)
        return [base[2], inserted, delta, base[4], base[0]]
    }

    /// Frames of the change every 10 ms, the highlight moved down `highlight` times first.
    func frames(width: Int, height: Int, highlight: Int = 0) -> [[String]] {
        let template = ListTemplate()
        template.viewModel = HomeViewModel(day: day, items: base)
        template.refresh()
        _ = render(template, width: width, height: height)
        for _ in 0..<highlight { _ = template.handle(.key(.down)) }
        template.viewModel = HomeViewModel(day: day, items: changed)
        template.refresh()
        return stride(from: 0, through: 440, by: 10).map { milliseconds in
            var canvas = Canvas(width: width, height: height)
            template.draw(in: &canvas, context: DrawContext(time: .milliseconds(1000 + milliseconds), motion: Motion(duration: .milliseconds(400))))
            #expect(canvas.wideGlyphsArePaired)
            return PlainTextEncoder().lines(canvas)
        }
    }

    /// The items that keep their order: each one's titles and descriptions, old and new.
    let kept = [(["Charlie stays — 北京"], ["Charlie's description."]),
                (["Delta before the update", "Delta after the update"], ["Delta's old description.", "Delta's new description."]),
                (["Echo stays 👋🏽"], ["Echo's description."])]

    /// Whether a frame shows a version of an entry whole: its title above its description.
    func showsWhole(_ titles: [String], _ descriptions: [String], in frame: [String]) -> Bool {
        frame.indices.dropLast().contains { row in
            titles.indices.contains { frame[row].contains(titles[$0]) && frame[row + 1].contains(descriptions[$0]) }
        }
    }

    /// With the highlight on an entry that keeps its order, every entry that keeps its
    /// order shows whole in every frame: the moved one travels beneath them.
    @Test func everyItemThatKeepsItsOrderShowsItsWholeTitleAboveItsDescription() {
        let all = frames(width: 70, height: 14, highlight: 2)
        for (index, frame) in all.enumerated() {
            for (titles, descriptions) in kept {
                #expect(showsWhole(titles, descriptions, in: frame), "frame \(index) lacks \(titles[0]) above its description:\n\(frame.joined(separator: "\n"))")
            }
        }
        let last = all[all.count - 1].joined(separator: "\n")
        for item in changed { #expect(last.contains(item.title), "\(item.title) is not in the last frame:\n\(last)") }
    }

    /// With the highlight on the entry that moves, it travels over the rest, whole in
    /// every frame; the titles of at least half of the entries that keep their order
    /// stay readable.
    @Test func theHighlightedEntryShowsWholeAsItMoves() {
        for (index, frame) in frames(width: 70, height: 14).enumerated() {
            let text = frame.joined(separator: "\n")
            #expect(showsWhole(["Alpha moves to the end"], ["Alpha's description."], in: frame), "frame \(index):\n\(text)")
            #expect(frame.contains { $0.hasPrefix("▸ LONG   Alpha moves to the end") }, "frame \(index):\n\(text)")
            let readable = kept.filter { titles, _ in titles.contains { text.contains($0) } }
            #expect(readable.count * 2 >= kept.count, "frame \(index):\n\(text)")
        }
    }

    @Test func noFrameShowsAnEntryOfMixedLetters() {
        // Every row of every frame is a row the list draws for some item, old or new, or blank.
        let template = ListTemplate()
        let rows = Set((base + changed).flatMap { item -> [String] in
            template.viewModel = HomeViewModel(day: day, items: [item])
            template.refresh()
            return Array(render(template, width: 70, height: 2).split(separator: "\n").map(String.init))
        }.map { $0.dropFirst().trimmingCharacters(in: .whitespaces) })
        for frame in frames(width: 70, height: 14) {
            for row in frame {
                let text = row.dropFirst().trimmingCharacters(in: .whitespaces)
                #expect(text.isEmpty || rows.contains(text), "\(row)")
            }
        }
    }

    /// Entries that leave or arrive show whole too: no frame shows a description
    /// without its own title on the row above (a travelling entry once covered an
    /// arriving one's title, leaving its description alone on screen); only the entry
    /// that moved, passing beneath the others, may show in part.
    @Test func noDescriptionShowsWithoutItsTitleAbove() {
        let pairs = (base + changed).filter { $0.identifier != "a" }.map { ($0.title, $0.description ?? "") }
        for (index, frame) in frames(width: 70, height: 14, highlight: 2).enumerated() {
            for (row, line) in frame.enumerated() {
                for (title, description) in pairs where line.contains(description) {
                    let above = row > 0 ? frame[row - 1] : ""
                    #expect(above.contains(title), "frame \(index): \(description) without \(title) above:\n\(frame.joined(separator: "\n"))")
                }
            }
        }
    }
}
