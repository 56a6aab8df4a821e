import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// The highlight stays on its item when another template replaces the one on screen
/// (`t`, `v`, a replacement asked for by the screen) and when a slide lays the outgoing
/// page out again at another size.
@MainActor
@Suite("The highlight follows its item")
struct SelectionFollowsItsItemTests {
    let items = ConformanceItems.sample(count: 6)

    /// A screen of the standard templates showing `first`, its highlight moved twice (down,
    /// or along the shelves' rail): on the third item in the list.
    func screen(_ first: any HomeTemplate.Type, motion: Motion = .standard) async throws -> HomeScreenHarness {
        let home = try await HomeScreenHarness(first, factory: .standard, motion: motion)
        _ = home.frame()
        if first == ShelvesTemplate.self { home.press(.right, .right) } else { home.press(.down, .down) }
        return home
    }

    @Test func throughEveryReplacementThatTCyclesThrough() async throws {
        let styles = HomeFactory.standard.styles
        let home = try await screen(ListTemplate.self)
        #expect(home.child.selectedIdentifier == items[2].identifier)
        for _ in styles {
            let before = home.container.style
            home.press(.character("t"))
            #expect(home.container.style != before)
            // Before the new child's first frame, and after the fade.
            #expect(home.child.selectedIdentifier == items[2].identifier, "\(before) → \(home.container.style)")
            home.advance(by: .milliseconds(500))
            _ = home.frame()
            #expect(home.child.selectedIdentifier == items[2].identifier, "\(before) → \(home.container.style)")
        }
        home.skipEvents()
        home.finish()
    }

    @Test func throughVAndAReplacementTheScreenAsksFor() async throws {
        for style in HomeFactory.standard.styles {
            let type = try #require(HomeFactory.standard.type(for: style))
            let home = try await screen(type)
            let highlighted = try #require(home.child.selectedIdentifier)
            home.press(.character("v"))
            if home.container.style != style {
                #expect(home.child.selectedIdentifier == highlighted, "v from \(style) to \(home.container.style)")
            }
            for other in HomeFactory.standard.styles where other != home.container.style {
                home.screen.replace(with: other, reason: .named("test"))
                #expect(home.child.selectedIdentifier == highlighted, "to \(other)")
            }
            home.skipEvents()
            home.finish()
        }
    }

    @Test func theGridShowsTheSameItemHighlightedAfterTheFade() async throws {
        let home = try await screen(ListTemplate.self)
        home.screen.replace(with: .grid, reason: .named("test"))
        home.advance(by: .milliseconds(500))
        let frame = home.frame().split(separator: "\n")
        // The text inside the heavy box: between the two "┃" of each of its rows.
        let heavy = frame.compactMap { row -> String? in
            let parts = row.split(separator: "┃", omittingEmptySubsequences: false)
            return parts.count >= 3 ? String(parts[1]) : nil
        }.joined(separator: "\n")
        #expect(heavy.contains(String(items[2].title.prefix(8))), "\(frame.joined(separator: "\n"))")
        home.skipEvents()
        home.finish()
    }

    @Test func throughAResizeDuringASlide() async throws {
        let home = try await screen(ListTemplate.self, motion: Motion(duration: .milliseconds(400), easing: .linear, slideEdge: false))
        _ = home.frame(width: 60, height: 24)
        home.press(.right)
        // The outgoing page, laid out again at another size, keeps its highlight.
        let frame = home.frame(width: 90, height: 24).split(separator: "\n")
        let marked = try #require(frame.first { $0.hasPrefix("▸") })
        #expect(marked.contains(items[2].title.prefix(8)), "\(frame.joined(separator: "\n"))")
        home.skipEvents()
        home.finish()
    }
}
