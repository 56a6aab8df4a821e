import DynamicHome
import DynamicHomeTesting
import Testing

@MainActor
@Suite("HomeScreen")
struct HomeScreenTests {
    let monday = Day("2026-11-16")!
    let tuesday = Day("2026-11-17")!

    func makeScreen(failures: [Day: ContentError] = [:]) throws -> HomeScreen {
        let content = FixedContentProvider(
            [monday: sampleItems, tuesday: [sampleItems[1]]], failures: failures)
        let container = try Container(factory: makeFactory(), style: .spy)
        return try HomeScreen(container: container, content: content, days: [monday, tuesday], day: monday, styleReason: "test")
    }

    @Test func aCompletedSwipeMovesToTheNextDayAndLoadsIt() async throws {
        let screen = try makeScreen()
        await screen.load()
        #expect(screen.container.viewModel == HomeViewModel(day: monday, items: sampleItems))
        await screen.send(.key(.right))
        #expect(screen.day == tuesday)
        #expect(screen.container.viewModel == HomeViewModel(day: tuesday, items: [sampleItems[1]]))
        await screen.send(.key(.right))  // no day after the last
        #expect(screen.day == tuesday)
    }

    @Test func framesHaveExactlyTheSizeAskedFor() async throws {
        let screen = try makeScreen()
        await screen.load()
        for size in [Size(width: 80, height: 24), Size(width: 2, height: 1), Size(width: 7, height: 3), Size(width: 200, height: 60)] {
            let lines = PlainTextEncoder().lines(screen.frame(size: size))
            #expect(lines.count == size.height)
            for line in lines { #expect(DisplayWidth.of(line) == size.width, "\(size): \(line)") }
        }
    }

    @Test func aFailedDayShowsWhyWithoutLosingTheScreen() async throws {
        let screen = try makeScreen(failures: [tuesday: ContentError(.malformed, "day.json:3:4: error: oops")])
        await screen.load()
        await screen.send(.key(.right))
        let text = screen.frame(size: Size(width: 60, height: 8)).plainText
        #expect(text.contains("Could not load Tuesday 17 November 2026."))
        #expect(text.contains("day.json:3:4: error: oops"))
    }

    @Test func aDayOutsideTheContentIsRefusedWithTheRange() throws {
        let container = try Container(factory: makeFactory(), style: .spy)
        let content = FixedContentProvider(day: monday, items: sampleItems)
        #expect(throws: HomeScreenError.dayNotAvailable(tuesday, available: [monday])) {
            try HomeScreen(container: container, content: content, days: [monday], day: tuesday, styleReason: "")
        }
        #expect(
            HomeScreenError.dayNotAvailable(tuesday, available: [monday]).description
                == "there is no content for 2026-11-17; the content has 1 days, from 2026-11-16 to 2026-11-16")
    }
}
