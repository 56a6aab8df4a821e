import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// Changes of sections read at every frame, as changes of items do: a section inserted,
/// deleted or moved, an item moved to another section, a title changed.
@MainActor
@Suite("Section changes read at every frame")
struct SectionedChangeTests {
    let day = Day("2026-11-16")

    static func item(_ id: String, _ title: String) -> HomeItem {
        HomeItem(identifier: id, title: title, description: "\(title), described.", kind: .long, minutes: 3)
    }

    static let live = ContentSection(identifier: "live", title: "Live now")
    static let sport = ContentSection(identifier: "sport", title: "Sport")
    static let gone = ContentSection(identifier: "gone", title: "Deleted section")
    static let fresh = ContentSection(identifier: "fresh", title: "Inserted section — 新")

    let base: [(section: ContentSection, items: [HomeItem])] = [
        (live, [item("a", "Alpha stays live"), item("b", "Bravo moves to sport")]),
        (sport, [item("c", "Charlie stays in sport"), item("d", "Delta stays in sport")]),
        (gone, [item("e", "Echo goes with its section")]),
    ]

    /// Sport moves before Live now and is renamed, Bravo moves into it, the last section
    /// goes and another comes.
    var changed: [(section: ContentSection, items: [HomeItem])] {
        var renamed = Self.sport
        renamed.title = "Sport and games"
        return [
            (renamed, [base[1].items[0], base[0].items[1], base[1].items[1]]),
            (Self.live, [base[0].items[0]]),
            (Self.fresh, [Self.item("x", "X-ray arrives with its section")]),
        ]
    }

    func frames(
        from old: [(section: ContentSection, items: [HomeItem])], to new: [(section: ContentSection, items: [HomeItem])],
        template: some HomeTemplate & HasViewModel & Refreshable = ListTemplate(), width: Int = 70
    ) -> [[String]] {
        template.viewModel = HomeViewModel(day: day, sections: old)
        template.refresh()
        _ = render(template, width: width, height: 20)
        template.viewModel = HomeViewModel(day: day, sections: new)
        template.refresh()
        return stride(from: 0, through: 440, by: 10).map { milliseconds in
            var canvas = Canvas(width: width, height: 20)
            template.draw(in: &canvas, context: DrawContext(time: .milliseconds(1000 + milliseconds), motion: Motion(duration: .milliseconds(400))))
            #expect(canvas.wideGlyphsArePaired)
            return PlainTextEncoder().lines(canvas)
        }
    }

    /// The rows a list draws for one section alone: its header, its items' two rows.
    func rowsDrawn(_ sections: [(section: ContentSection, items: [HomeItem])]) -> Set<String> {
        Set(sections.flatMap { section, items in
            items.flatMap { item in
                render(make(ListTemplate.self, items: [item.inSection(section)]), width: 70, height: 3).split(separator: "\n").map(String.init)
            }
        }.map { $0.dropFirst().trimmingCharacters(in: .whitespaces) })
    }

    /// Every row is a whole header or a whole row of an entry; the highlighted entry
    /// (Alpha) shows whole, its title above its description, in every frame, and the
    /// titles of at least half of the items on screen before and after stay readable as
    /// the sections swap; the last frame is the new one.
    @Test func everyFrameShowsWholeRowsTheHighlightAndMostOfWhatStays() {
        let rows = rowsDrawn(base + changed)
        let all = frames(from: base, to: changed)
        let staying = Set(base.flatMap(\.items).map(\.title)).intersection(changed.flatMap(\.items).map(\.title))
        for (index, frame) in all.enumerated() {
            let text = frame.joined(separator: "\n")
            for (row, line) in frame.enumerated() {
                let content = line.dropFirst().trimmingCharacters(in: .whitespaces)
                #expect(content.isEmpty || rows.contains(content), "frame \(index) row \(row): \(line)")
            }
            let alpha = frame.firstIndex { $0.contains("▸ LONG   Alpha stays live") }
            #expect(alpha.map { frame[$0 + 1].contains("Alpha stays live, described.") } == true, "frame \(index):\n\(text)")
            let readable = staying.filter { text.contains($0) }
            #expect(readable.count * 2 >= staying.count, "frame \(index):\n\(text)")
        }
        // The change ends on the new items' frame, the highlight still on Alpha.
        let fresh = make(ListTemplate.self, items: HomeViewModel(sections: changed).items)
        fresh.moveHighlight(by: 3)
        #expect(fresh.highlighted?.item.identifier == "a")
        #expect(all[all.count - 1].joined(separator: "\n") + "\n" == render(fresh, width: 70, height: 20))
    }

    /// A title that changes fades to the new one on the header's own row, and nothing else moves.
    @Test func aRenamedHeaderUpdatesInPlace() {
        var renamed = base
        renamed[1].section.title = "Sport and games — 体育"
        let all = frames(from: base, to: renamed)
        let first = all[0]
        let headerRow = first.firstIndex { $0.hasPrefix("Sport ─") }
        #expect(headerRow == 5)
        for (index, frame) in all.enumerated() {
            for row in frame.indices where row != 5 { #expect(frame[row] == first[row], "frame \(index) row \(row)") }
            #expect(frame[5].hasPrefix("Sport ─") || frame[5].hasPrefix("Sport and games — 体育 ─") || frame[5].trimmingCharacters(in: .whitespaces).isEmpty, "frame \(index): \(frame[5])")
        }
        #expect(all[all.count - 1][5].hasPrefix("Sport and games — 体育 ─"))
        #expect(all.contains { $0[5].hasPrefix("Sport ─") })
    }

    /// Two small sections keep their place while a big one moves before them: their
    /// headers and entries travel down together, on screen in every frame. (Read as one
    /// flat list, the big section's five entries would be the ones that stay, and the
    /// small sections' entries would fade out and in, leaving their headers alone.)
    @Test func entriesOfSectionsThatKeepTheirPlaceTravelWithTheirHeaders() {
        let big = ContentSection(identifier: "big", title: "Big section")
        let old: [(section: ContentSection, items: [HomeItem])] = [
            (Self.live, [Self.item("a", "Alpha stays live")]),
            (Self.sport, [Self.item("c", "Charlie stays in sport")]),
            (big, (1...5).map { Self.item("b\($0)", "Big item \($0)") }),
        ]
        let new = [old[2], old[0], old[1]]
        for (index, frame) in frames(from: old, to: new).enumerated() {
            let text = frame.joined(separator: "\n")
            for (header, title) in [("Live now ─", "Alpha stays live"), ("Sport ─", "Charlie stays in sport")] {
                let headerRow = frame.firstIndex { $0.hasPrefix(header) }
                #expect(headerRow != nil && frame[headerRow! + 1].contains(title), "frame \(index):\n\(text)")
            }
        }
    }

    /// A rail's header keeps its marks (which cards are on screen) while a change
    /// animates, as before and after it.
    @Test func aRailKeepsItsMarksWhileAChangeAnimates() {
        let rail: [(section: ContentSection, items: [HomeItem])] = [
            (Self.live, (1...9).map { Self.item("r\($0)", "Rail card \($0)") }),
            (Self.sport, [Self.item("c", "Charlie stays in sport")]),
        ]
        var renamed = rail
        renamed[1].section.title = "Sport and games"
        let all = frames(from: rail, to: renamed, template: ShelvesTemplate(), width: 64)
        for (index, frame) in all.enumerated() {
            let header = frame.first { $0.hasPrefix("Live now ─") }
            #expect(header?.contains("1-2/9 ▸") == true, "frame \(index):\n\(frame.joined(separator: "\n"))")
        }
    }
}
