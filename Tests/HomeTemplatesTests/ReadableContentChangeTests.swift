import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// A content change read as a person reads it: in every frame, most of what stays is
/// readable and the highlight is on screen, in the list, the grid and the shelves.
@MainActor
@Suite("Every frame of a content change reads as one screen")
struct ReadableContentChangeTests {
    nonisolated static let styles: [TemplateStyle] = [.list, .grid, .shelves]
    /// The template's area at 80x24 and 47x13, below the header and above the status line.
    static let sizes = [(80, 22), (47, 11)]
    /// How many rows (or, in the shelves, cards along the rail) the highlight moves before
    /// the change.
    static let highlightMoves = [0, 4]

    /// The first day of the bundled catalogue.
    func firstDay() async throws -> (Day, [HomeItem]) {
        let catalogue = DirectoryContentProvider<HomeItem>.bundledCatalogue
        let day = try #require(try await catalogue.days().first)
        return (day, try await catalogue.items(on: day))
    }

    /// A deletion, an insertion, a move and an update at once; and the first item moved to
    /// the end.
    func changes(of items: [HomeItem]) -> [(String, [HomeItem])] {
        var mixed = items
        let moved = mixed.remove(at: 5)
        mixed.remove(at: 2)
        mixed.insert(moved, at: 0)
        mixed.insert(HomeItem(identifier: "inserted", title: "Inserted: a story that was not there", kind: .short, minutes: 3), at: 4)
        mixed[7].title = "Updated: " + mixed[7].title
        return [("mixed", mixed), ("first to the end", Array(items.dropFirst()) + [items[0]])]
    }

    /// Frames of the change from `old` to `new` after the highlight moved `moves` times:
    /// the frame before it, every 10 ms of it, and one after it; and the item highlighted.
    func frames(
        _ style: TemplateStyle, _ old: [HomeItem], _ new: [HomeItem], day: Day, size: (Int, Int), moves: Int
    ) throws -> (frames: [Canvas], highlighted: String?) {
        let template = try make(style, from: .standard, items: old, day: day)
        _ = renderCanvas(template, width: size.0, height: size.1)
        for _ in 0..<moves { _ = template.handle(.key(style == .shelves ? .right : .down)) }
        var frames = [renderCanvas(template, width: size.0, height: size.1, time: .milliseconds(990))]
        TemplateTesting.hand(new, day: day, to: template)
        for milliseconds in stride(from: 0, through: 400, by: 10) {
            frames.append(renderCanvas(template, width: size.0, height: size.1, time: .milliseconds(1000 + milliseconds)))
        }
        frames.append(renderCanvas(template, width: size.0, height: size.1, time: .milliseconds(1500)))
        #expect(!template.isAnimating(at: .milliseconds(1500)))
        return (frames, template.selectedIndex.map { new[$0].identifier })
    }

    /// Whether a frame shows the highlight on the entry whose title starts `key`: a list
    /// row marked "▸", or a card in a heavy box.
    func highlights(_ key: String, in frame: String) -> Bool {
        frame.split(separator: "\n").contains { row in row.contains(key) && (row.hasPrefix("▸") || row.contains("┃ \(key)")) }
    }

    @Test(arguments: styles)
    func halfOfWhatStaysIsReadableAndTheHighlightIsOnScreenInEveryFrame(style: TemplateStyle) async throws {
        let (day, items) = try await firstDay()
        let selection = Theme.standard.selection.background
        for (change, new) in changes(of: items) {
            // Each item's keys: an updated title's old and new.
            var keys: [String: Set<String>] = [:]
            for item in items + new { keys[item.identifier, default: []].insert(FrameReading.titleKey(item.title)) }
            func shows(_ identifier: String, _ frame: String) -> Bool { keys[identifier]!.contains { frame.contains($0) } }
            for size in Self.sizes {
                for moves in Self.highlightMoves {
                    let (all, highlighted) = try frames(style, items, new, day: day, size: size, moves: moves)
                    let text = all.map(\.plainText)
                    let context = "\(style) \(change) at \(size.0)x\(size.1) after \(moves) moves"
                    let staying = new.map(\.identifier).filter { shows($0, text[0]) && shows($0, text[text.count - 1]) }
                    #expect(!staying.isEmpty, "\(context): nothing stays on screen")
                    let highlightedKeys = try #require(highlighted.flatMap { keys[$0] }, "\(context): nothing highlighted")
                    for (index, frame) in text.enumerated() {
                        let readable = staying.filter { shows($0, frame) }
                        #expect(readable.count * 2 >= staying.count, "\(context) frame \(index): \(readable.count) of \(staying.count) readable:\n\(frame)")
                        #expect(highlightedKeys.contains { highlights($0, in: frame) }, "\(context) frame \(index): the highlight is not on screen:\n\(frame)")
                        #expect(all[index].cells.contains { $0.style.background == selection }, "\(context) frame \(index): no highlight in colour")
                    }
                }
            }
        }
    }

    /// Every item of the day replaced (a `content` step of new items): no entry stays, so
    /// in every frame the old entries or the new ones are readable, never an empty body.
    @Test(arguments: styles)
    func aChangeOfEveryItemShowsTheOldOrTheNewInEveryFrame(style: TemplateStyle) async throws {
        let (day, items) = try await firstDay()
        let new = items.prefix(12).enumerated().map { index, item in
            HomeItem(identifier: "new-\(index)", title: "Fresh \(index): " + item.title, kind: item.kind, minutes: item.minutes)
        }
        func keys(_ list: [HomeItem]) -> [String] { list.map { FrameReading.titleKey($0.title) } }
        for size in Self.sizes {
            let (all, _) = try frames(style, items, new, day: day, size: size, moves: 0)
            let text = all.map(\.plainText)
            let oldShown = keys(items).filter { text[0].contains($0) }
            let newShown = keys(new).filter { text[text.count - 1].contains($0) }
            let context = "\(style) at \(size.0)x\(size.1)"
            #expect(!oldShown.isEmpty && !newShown.isEmpty, "\(context)")
            for (index, frame) in text.enumerated() {
                let old = oldShown.filter { frame.contains($0) }.count, fresh = newShown.filter { frame.contains($0) }.count
                #expect(old * 2 >= oldShown.count || fresh * 2 >= newShown.count, "\(context) frame \(index): \(old) of \(oldShown.count) old, \(fresh) of \(newShown.count) new readable:\n\(frame)")
            }
        }
    }
}
