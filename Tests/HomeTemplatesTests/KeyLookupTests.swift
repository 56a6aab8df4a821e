import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// A key is resolved once, where it enters: one look-up in a key table for each key
/// press, whoever ends up acting on it (the help, the screen on top, a section, a
/// template of the kit, the Container's `t`, the day's navigation), on a day without
/// sections and on a day in sections.
@MainActor
@Suite("One look-up a key press")
struct KeyLookupTests {
    /// Keys that reach every responder: moves, open and back, tab, the day, `t` and `v`,
    /// settings, the help and a key nobody binds.
    static let keys: [Key] = [
        .down, .down, .up, .enter, .escape, .tab, .backtab, .pageDown, .end, .home, .right, .left, .character("v"),
        .character("t"), .character("s"), .escape, .character("?"), .character("x"), .space, .character("z"),
    ]

    /// The look-ups a key press made, each key alone.
    func lookups(of key: Key, in home: HomeScreenHarness) -> Int {
        let counter = KeyBindings.LookupCounter()
        KeyBindings.$lookups.withValue(counter) { home.press(key) }
        return counter.value
    }

    @Test(arguments: [TemplateStyle.list, .grid, .hero, .shelves])
    func onADayWithoutSections(style: TemplateStyle) async throws {
        let home = try await HomeScreenHarness(style, factory: .standard, motion: .none)
        home.skipEvents()
        for key in Self.keys {
            #expect(lookups(of: key, in: home) == 1, "\(key) on \(home.container.style)")
            _ = home.frame()
        }
        home.skipEvents()
        home.finish()
    }

    @Test func onADayInSections() async throws {
        let home = try await HomeScreenHarness(
            ListTemplate.self, factory: .standard, content: [CompositeHarnessTests.day: .success(CompositeHarnessTests.sectioned)],
            motion: .none)
        home.skipEvents()
        for key in Self.keys + Self.keys {
            #expect(lookups(of: key, in: home) == 1, "\(key) in section \(home.focusedSection ?? "none")")
            _ = home.frame()
        }
        home.skipEvents()
        home.finish()
    }

    /// The count is real: a template driven alone (its `handle`, as in a preview)
    /// looks the key up itself, and a second resolution counts twice.
    @Test func theCounterCounts() {
        let counter = KeyBindings.LookupCounter()
        KeyBindings.$lookups.withValue(counter) {
            let table = KeyBindings.standard
            _ = ResolvedInput(.key(.down), in: table)
            _ = table.command(for: .down, on: .template)
        }
        #expect(counter.value == 2)
    }
}
