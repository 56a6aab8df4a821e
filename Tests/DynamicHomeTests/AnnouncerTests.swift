import DynamicHome
import DynamicHomeTesting
import Testing

/// The announcer: what a person with a screen reader hears, a line per change, from the
/// whole screen on a manual clock.
@MainActor
@Suite("Announcing the screen in words")
struct AnnouncerTests {
    /// A screen with the plain list (whose alternative is the dense list) and an announcer
    /// that has heard its first reading.
    @MainActor
    final class Listener {
        let home: HomeScreenHarness
        var announcer = Announcer()
        let first: [String]

        init(content: [Day: Result<[HomeItem], ContentError>] = HomeScreenHarness.defaultContent) async throws {
            var factory = HomeFactory()
            factory.register(PlainListTemplate.self)
            factory.register(DenseListTemplate.self)
            home = try await HomeScreenHarness(PlainListTemplate.self, factory: factory, content: content, motion: .none)
            first = announcer.announce(home.screen.reading)
        }

        /// Presses keys and returns what the announcer says after them.
        func press(_ keys: Key...) -> [String] {
            for key in keys { home.press(key) }
            return heard()
        }

        func heard() -> [String] { announcer.announce(home.screen.reading) }

        func finish() {
            home.skipEvents()
            home.finish()
        }
    }

    static let monday = HomeScreenHarness.items(on: HomeScreenHarness.days[0])
    static let tuesday = HomeScreenHarness.items(on: HomeScreenHarness.days[1])
    static let battery = "Inside the quiet race to build a battery that doesn't catch fire, and why it matters for every car on the road"

    @Test func theFirstReadingSaysTheDayTheTemplateAndTheHighlightedItemWithItsPosition() async throws {
        let listener = try await Listener()
        #expect(listener.first == [
            "Monday 16 November 2026, 6 items.",
            "Showing plain.",
            "Item 1 of 6: \(Self.battery). Long read, 1 min.",
        ])
        #expect(listener.press(.down) == ["Item 2 of 6: 北京今冬首场降雪或于本周末到来，气象台提醒市民注意出行安全. Short, 2 min."])
        #expect(listener.press(.down) == ["Item 3 of 6: 🎧 Lo-fi beats 👨‍👩‍👧 to study to 🇯🇵. Live stream."])
        #expect(listener.press(.up, .down) == [], "back where it was: nothing changed")
        #expect(listener.press(.end) == ["Item 6 of 6: \(Self.monday[5].title). Live stream."])
        listener.finish()
    }

    @Test func aReplacementSaysTheNewTemplateAndTheHighlightStaysUnsaid() async throws {
        let listener = try await Listener()
        _ = listener.press(.down)
        #expect(listener.press(.character("t")) == ["Showing dense."])
        #expect(listener.press(.character("t")) == ["Showing plain."])
        listener.finish()
    }

    @Test func aSwipeSaysTheNewDayAndWhereTheHighlightIs() async throws {
        let listener = try await Listener()
        #expect(listener.press(.right) == ["Tuesday 17 November 2026, 3 items.", "Item 1 of 3: 한국어 뉴스 속보 ⚡. Long read, 7 min."])
        listener.home.send(.swipe(.previous))
        #expect(listener.heard() == ["Monday 16 November 2026, 6 items.", "Item 1 of 6: \(Self.battery). Long read, 1 min."])
        listener.finish()
    }

    @Test func aDayThatFailsSaysWhyAndHowToTryAgain() async throws {
        var content = HomeScreenHarness.defaultContent
        content[HomeScreenHarness.days[1]] = .failure(ContentError(.malformed, "2026-11-17.json:3:4: error: oops"))
        let listener = try await Listener(content: content)
        #expect(listener.press(.right) == [
            "Tuesday 17 November 2026 could not be loaded: 2026-11-17.json:3:4: error: oops. Press r to try again."
        ])
        listener.finish()
    }

    @Test func loadingThenLoadedSaysTheDayTwiceThenTheTemplateAndTheHighlight() {
        let settings = SettingsSummary(style: "list", styleReason: "test", styles: ["list"], togglesSource: "none", contentSource: "none")
        let day = Day("2026-11-17")!
        var announcer = Announcer()
        #expect(announcer.announce(ScreenReading(day: nil, content: .loading, style: "list", items: [], settings: settings)) == ["Loading."])
        #expect(announcer.announce(ScreenReading(day: day, content: .loading, style: "list", items: [], settings: settings))
            == ["Tuesday 17 November 2026, loading."])
        let loaded = ScreenReading(
            day: day, content: .loaded, style: "list", items: Self.tuesday, focus: .init(item: Self.tuesday[0], index: 0), settings: settings)
        #expect(announcer.announce(loaded) == [
            "Tuesday 17 November 2026, 3 items.", "Showing list.", "Item 1 of 3: 한국어 뉴스 속보 ⚡. Long read, 7 min.",
        ], "the template is said once the day's content is there")
        #expect(announcer.announce(loaded) == [])
        #expect(Announcer.whereabouts(loaded) == [
            "Tuesday 17 November 2026, 3 items.", "Showing list.", "Item 1 of 3: 한국어 뉴스 속보 ⚡. Long read, 7 min.",
        ])
        #expect(Announcer().heard == nil)
    }

    @Test func openedScreensAreReadAsLinesAndBackSaysWhereYouAre() async throws {
        let listener = try await Listener()
        #expect(listener.press(.enter) == [
            "Opened: \(Self.battery). Long read, 1 min.",
            "By Maya Okafor.",
            "Solid-state cells have been five years away for two decades; this time the factories are already built.",
            "Press esc to go back.",
        ])
        #expect(listener.press(.down) == [], "the screen on top stays as it was read")
        #expect(listener.press(.escape) == ["Home: Monday 16 November 2026, 6 items.", "Item 1 of 6: \(Self.battery). Long read, 1 min."])
        _ = listener.press(.down)
        #expect(listener.press(.space) == [
            "Quick look: 北京今冬首场降雪或于本周末到来，气象台提醒市民注意出行安全. Short, 2 min.",
            "气象台预计周六夜间至周日，北部山区有小到中雪，市区可能出现雨夹雪。",
            "Press esc to go back.",
        ])
        _ = listener.press(.escape, .down)
        #expect(listener.press(.enter) == [
            "Playing: 🎧 Lo-fi beats 👨‍👩‍👧 to study to 🇯🇵. Live stream.", "On 新华快讯.", "Streaming now.", "Press esc to go back.",
        ])
        _ = listener.press(.escape)
        let settings = listener.press(.character("s"))
        #expect(settings.first == "Settings.")
        #expect(settings.contains("Template: plain."))
        #expect(settings.last == "Press esc to go back.")
        listener.finish()
    }

    @Test func theHelpIsReadFromTheKeyTableAndClosing() async throws {
        let listener = try await Listener()
        let help = listener.press(.character("?"))
        #expect(help.first == "Help. Any key closes it.")
        #expect(help.contains("↑ ↓, j k: move the selection."))
        #expect(help.contains("q, ctrl-c: quit."))
        #expect(listener.press(.down) == ["Help closed."], "the key that closes the help does nothing else")
        listener.finish()
    }

    static let live = ContentSection(identifier: "live", title: "Live now")
    static let news = ContentSection(identifier: "news", title: "News", template: "dense")

    static var sectioned: [Day: Result<[HomeItem], ContentError>] {
        var content = HomeScreenHarness.defaultContent
        content[HomeScreenHarness.days[0]] = .success(HomeScreenHarness.sectioned([
            (live, Array(monday[0..<3])), (news, Array(monday[3...])),
        ]))
        return content
    }

    @Test func inSectionsTheSectionIsSaidWhenTheFocusEntersIt() async throws {
        let listener = try await Listener(content: Self.sectioned)
        #expect(listener.first == [
            "Monday 16 November 2026, 2 sections, 6 items.",
            "Showing plain.",
            "Live now, section 1 of 2. Item 1 of 3: \(Self.battery). Long read, 1 min.",
        ])
        _ = listener.press(.down)
        #expect(listener.press(.down) == ["Item 3 of 3: 🎧 Lo-fi beats 👨‍👩‍👧 to study to 🇯🇵. Live stream."])
        #expect(listener.press(.down) == ["News, section 2 of 2. Item 1 of 3: \(Self.monday[3].title). Long read, 4 min."])
        #expect(listener.press(.backtab) == ["Live now, section 1 of 2. Item 3 of 3: 🎧 Lo-fi beats 👨‍👩‍👧 to study to 🇯🇵. Live stream."])
        listener.finish()
    }

    @Test func aSectionsReplacementSaysTheSectionAndItsNewTemplate() async throws {
        let listener = try await Listener(content: Self.sectioned)
        #expect(listener.home.container.replaceSection("news", with: "plain"))
        #expect(listener.heard() == ["News: showing plain."])
        // The screen's template, which draws the other section, replaced.
        #expect(listener.press(.character("t")) == ["Showing dense."])
        listener.finish()
    }

    @Test func theListingReadsTheDayEachSectionWithItsTemplateAndItemsAndTheFocus() async throws {
        let listener = try await Listener(content: Self.sectioned)
        _ = listener.press(.down)
        let lines = listener.home.screen.reading.listing
        #expect(Array(lines.prefix(3)) == [
            "Monday 16 November 2026, 2 sections, 6 items.", "Showing plain.", "Section 1 of 2: Live now, plain, 3 items.",
        ])
        #expect(lines[6] == "Section 2 of 2: News, dense, 3 items.")
        #expect(lines[7] == "Item 1 of 3: \(Self.monday[3].title). Long read, 4 min.")
        #expect(lines.count == 11)
        #expect(lines.last == "Focus: Live now, section 1 of 2. Item 2 of 3: 北京今冬首场降雪或于本周末到来，气象台提醒市民注意出行安全. Short, 2 min.")
        listener.finish()
    }

    @Test func textFromContentIsSaidOnOneLine() {
        let settings = SettingsSummary(style: "list", styleReason: "test", styles: ["list"], togglesSource: "none", contentSource: "none")
        let item = HomeItem(identifier: "a", title: "  Two\nlines \r\n of title!  ", kind: .short)
        let reading = ScreenReading(day: nil, content: .loaded, style: "list", items: [item], focus: .init(item: item, index: 0), settings: settings)
        #expect(Announcer.whereabouts(reading) == ["1 item.", "Showing list.", "Item 1 of 1: Two lines of title! Short."])
    }
}
