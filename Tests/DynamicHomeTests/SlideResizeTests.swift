import DynamicHome
import DynamicHomeTesting
import Testing

@MainActor
@Suite("A resize during a slide")
struct SlideResizeTests {
    let monday = Day("2026-11-16")!
    let tuesday = Day("2026-11-17")!

    @Test func laysOutBothPagesAtTheNewSize() async throws {
        let content = InMemoryContentProvider(content: [monday: .success(sampleItems), tuesday: .success([sampleItems[1]])])
        let container = try Container(factory: makeFactory(), style: .spy)
        container.transitions.motion = Motion(duration: .milliseconds(100), easing: .linear, slideEdge: false)
        let clock = ManualClock()
        container.appear()
        let screen = HomeScreen(container: container, content: content, styleReason: .named("test"))
        screen.clock = clock.frameClock
        try await screen.start(at: nil)
        await screen.waiter.settle(tuesday)
        let wide = Size(width: 60, height: 4)
        func body(_ size: Size) -> Canvas {
            var canvas = Canvas(size)
            container.draw(in: &canvas, context: DrawContext(time: clock.frameClock(), theme: .standard, motion: container.transitions.motion))
            return canvas
        }
        // Monday's page laid out at 60 columns, then the screen at 10 before the swipe.
        let mondayWide = PlainTextEncoder().lines(body(wide))
        #expect(mondayWide[0].hasPrefix("spy: Alpha,北京,Live 🎧"))
        _ = body(Size(width: 10, height: 4))
        screen.send(.key(.right))
        #expect(screen.days.current == tuesday)

        // At the start the outgoing page, at the new width: all of it, not 10 columns.
        #expect(PlainTextEncoder().lines(body(wide)) == mondayWide)
        // Half way: the outgoing page's right half, then the incoming page's left half.
        clock.advance(to: .init(offset: .milliseconds(50)))
        let half = PlainTextEncoder().lines(body(wide))
        let tuesdayWide = "spy: 北京".padding(toLength: 60 - 2, withPad: " ", startingAt: 0)
        #expect(half[0] == cut(mondayWide[0], from: 30) + cut(tuesdayWide, from: 0, count: 30))
    }
}

/// The characters of a plain line from display column `start`, `count` columns long.
func cut(_ line: String, from start: Int, count: Int = 1_000) -> String {
    var column = 0
    var result = ""
    for character in line {
        let width = DisplayWidth.of(String(character))
        if column >= start, column + width <= start + count { result.append(character) }
        column += width
    }
    return result
}
