import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// A banner (a broken toggles file, a warning) takes rows of its own above the body, so
/// that it never hides the highlighted entry; `esc` dismisses it, and a warning goes by
/// itself.
@MainActor
@Suite("Banners")
struct BannerTests {
    static let error = "FeatureToggles.json:3:7: error: unexpected '}' after ','"

    func harness() async throws -> HomeScreenHarness {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, motion: .none)
        home.skipEvents()
        return home
    }

    /// The rows of a frame.
    func rows(_ frame: String) -> [Substring] { frame.split(separator: "\n") }

    @Test func aBannerHidesNoEntryTheHighlightedOneIncluded() async throws {
        let home = try await harness()
        let plain = home.frame(width: 60, height: 12)
        // The list draws the title cut to its width: its first words are enough.
        let highlighted = String(try #require(home.highlighted?.item.title).prefix(20))
        // Without a banner the highlighted entry is the body's first.
        let bodyTop = Chrome.bodyRect(in: Size(width: 60, height: 12)).row
        #expect(rows(plain)[bodyTop].contains(highlighted), "\(plain)")
        home.screen.chrome.banner = Self.error
        let withBanner = home.frame(width: 60, height: 12)
        let lines = rows(withBanner)
        let bannerRows = lines.indices.filter { lines[$0].contains("⚠") || lines[$0].contains("unexpected") }
        #expect(bannerRows.first == bodyTop, "\(withBanner)")
        // The highlighted entry is drawn, below the banner.
        let entryRow = try #require(lines.firstIndex { $0.contains(highlighted) }, "\(withBanner)")
        #expect(entryRow > (bannerRows.last ?? bodyTop), "\(withBanner)")
        #expect(home.screen.bodyRect(in: Size(width: 60, height: 12)).row == bodyTop + bannerRows.count)
        home.finish()
    }

    @Test func escDismissesTheBannerAndLeavesTheScreenAsItWas() async throws {
        let home = try await harness()
        let plain = home.frame(width: 60, height: 12)
        home.screen.chrome.banner = Self.error
        home.press(.down)
        home.press(.up)
        #expect(home.screen.chrome.banner == Self.error, "keys other than esc leave an error on screen")
        home.press(.escape)
        #expect(home.screen.chrome.banner == nil)
        #expect(home.frame(width: 60, height: 12) == plain)
        home.finish()
    }

    @Test func aWarningGoesByItself() async throws {
        let home = try await harness()
        let plain = home.frame(width: 60, height: 12)
        home.screen.chrome.warn("the variant 'x' of home.template names no template; list is shown", at: home.screen.clock())
        #expect(home.frame(width: 60, height: 12).contains("⚠ the variant 'x'"))
        #expect(home.screen.chrome.nextChange(after: home.screen.clock()) == home.screen.clock() + ScreenChrome.warningDuration)
        home.advance(by: ScreenChrome.warningDuration - .milliseconds(1))
        #expect(home.frame(width: 60, height: 12).contains("⚠ the variant 'x'"))
        home.advance(by: .milliseconds(1))
        #expect(home.frame(width: 60, height: 12) == plain)
        #expect(home.screen.reading.banner == nil, "the screen reader no longer hears of it")
        home.finish()
    }

    @Test func anErrorStaysUntilItIsCleared() async throws {
        let home = try await harness()
        home.screen.chrome.warn("doubtful", at: home.screen.clock())
        home.screen.chrome.banner = Self.error
        home.advance(by: .seconds(60))
        #expect(home.frame(width: 60, height: 12).contains("⚠ FeatureToggles.json:3:7"))
        #expect(home.screen.chrome.nextChange(after: home.screen.clock()) == nil)
        home.finish()
    }

    @Test func onAScreenTooShortTheBodyKeepsARow() async throws {
        let home = try await harness()
        home.screen.chrome.banner = String(repeating: "a long problem ", count: 20)
        let size = Size(width: 30, height: 6)
        let body = home.screen.bodyRect(in: size)
        #expect(body.height >= 1)
        #expect(body.row + body.height == Chrome.bodyRect(in: size).row + Chrome.bodyRect(in: size).height)
        let frame = home.frame(width: 30, height: 6)
        #expect(rows(frame).count == 6)
        home.finish()
    }
}
