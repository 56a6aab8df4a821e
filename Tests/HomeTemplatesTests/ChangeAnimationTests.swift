import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Animated changesets")
struct ChangeAnimationTests {
    nonisolated static let base = Array(goldenItems.prefix(5))

    /// The changes each golden file shows.
    nonisolated static let changes: [(String, [HomeItem])] = {
        var deletion = base
        deletion.remove(at: 1)
        var insertion = base
        insertion.insert(HomeItem(identifier: "new", title: "새로운 소식 — breaking ⚡", description: "Just in.", kind: .short, minutes: 1), at: 2)
        var update = base
        update[2].title = "The battery that does not burn: an update"
        var move = base
        move.append(move.remove(at: 0))
        return [("delete", deletion), ("insert", insertion), ("update", update), ("move", move)]
    }()

    /// Frames at 0, 100, …, 400 ms of the change, then one after it ended.
    func frames(_ template: some HomeTemplate & HasViewModel & Refreshable, to new: [HomeItem], width: Int, height: Int) -> String {
        let day = Day("2026-11-16")
        template.viewModel = HomeViewModel(day: day, items: Self.base)
        template.refresh()
        _ = render(template, width: width, height: height)
        template.viewModel = HomeViewModel(day: day, items: new)
        template.refresh()
        var text = ""
        for milliseconds in [0, 100, 200, 300, 400, 500] {
            var canvas = Canvas(width: width, height: height)
            let context = DrawContext(time: .milliseconds(1000 + milliseconds), motion: Motion(duration: .milliseconds(400), easing: .linear))
            template.draw(in: &canvas, context: context)
            #expect(canvas.wideGlyphsArePaired)
            text += "# t=\(milliseconds)ms animating=\(template.isAnimating(at: context.time))\n" + canvas.plainText
        }
        return text
    }

    @Test(arguments: changes.map(\.0))
    func list(change: String) {
        let new = Self.changes.first { $0.0 == change }!.1
        FrameSnapshot.expect(frames(ListTemplate(), to: new, width: 60, height: 12), matches: "animate-list-\(change).txt")
    }

    @Test(arguments: changes.map(\.0))
    func grid(change: String) {
        let new = Self.changes.first { $0.0 == change }!.1
        FrameSnapshot.expect(frames(GridTemplate(), to: new, width: 80, height: 12), matches: "animate-grid-\(change).txt")
    }

    @Test func theSameDataAgainChangesNothing() {
        for template in [ListTemplate() as any HomeTemplate & HasViewModel & Refreshable, GridTemplate()] {
            template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: Self.base)
            template.refresh()
            let before = render(template, width: 70, height: 12)
            template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: Self.base)
            template.refresh()
            #expect(!template.isAnimating(at: .zero))
            #expect(render(template, width: 70, height: 12) == before)
        }
    }

    @Test func theEndOfTheAnimationIsTheNewFrame() {
        for (change, new) in Self.changes {
            for (animated, direct) in [
                (ListTemplate() as any HomeTemplate & HasViewModel & Refreshable, make(ListTemplate.self, items: new) as any HomeTemplate),
                (GridTemplate(), make(GridTemplate.self, items: new)),
            ] {
                _ = frames(animated, to: new, width: 80, height: 12)
                _ = render(direct, width: 80, height: 12)
                for _ in 0..<(animated.selectedIndex ?? 0) { _ = direct.handle(.key(.tab)) == .ignored ? direct.handle(.key(.down)) : .handled }
                #expect(direct.selectedIndex == animated.selectedIndex, "\(change)")
                #expect(render(animated, width: 80, height: 12) == render(direct, width: 80, height: 12), "\(change)")
            }
        }
    }
}
