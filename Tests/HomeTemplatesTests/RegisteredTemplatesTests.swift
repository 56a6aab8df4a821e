import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// What holds for every template registered in `HomeFactory.standard`, read from the
/// factory: a new template is checked here without this file changing.
@MainActor
@Suite("Every registered template")
struct RegisteredTemplatesTests {
    let factory = HomeFactory.standard

    @Test func tCyclesThroughTheStylesInTheOrderTheyAreRegistered() async throws {
        let styles = factory.styles
        let first = try #require(styles.first.flatMap(factory.type(for:)))
        let home = try await HomeScreenHarness(first, factory: factory, motion: .none)
        var expected: [AnalyticsEvent.Kind] = [
            .launch(style: styles[0]), .templateShown(style: styles[0], reason: HomeScreenHarness.defaultReason),
        ]
        for (from, to) in zip(styles, styles.dropFirst() + [styles[0]]) {
            home.press(.character("t"))
            #expect(home.child.style == to)
            expected += [.templateReplaced(from: from, to: to), .templateShown(style: to, reason: .replacedAtRuntime(from: from))]
        }
        home.expectEvents(expected)
        home.finish()
    }

    @Test func vAsksForARegisteredStyle() throws {
        for style in factory.styles {
            let template = try make(style, from: factory)
            guard let actions = template as? any HomeActions else { continue }
            var asked: [TemplateStyle] = []
            actions.replaceWith = { asked.append($0) }
            _ = template.handle(.key(.character("v")))
            #expect(asked.allSatisfy(factory.styles.contains), "\(style) asks for \(asked)")
        }
    }

    @Test func everySizeDrawsWithinBoundsWithWideGlyphsWhole() throws {
        for style in factory.styles {
            let template = try make(style, from: factory)
            for width in 1...40 {
                for height in 1...8 {
                    let canvas = renderCanvas(template, width: width, height: height)
                    #expect(canvas.wideGlyphsArePaired, "\(style) at \(width)x\(height)")
                    for line in PlainTextEncoder().lines(canvas) {
                        #expect(DisplayWidth.of(line) == width, "\(style) at \(width)x\(height)")
                    }
                }
            }
        }
    }
}

extension RegisteredTemplatesTests {
    @Test func aChangeOfItemsAnimatesAndEndsOnTheFrameOfTheNewItems() throws {
        var changed = goldenItems
        changed.remove(at: 1)
        changed.insert(HomeItem(identifier: "new", title: "새로운 소식 — breaking ⚡", kind: .short, minutes: 1), at: 3)
        for style in factory.styles {
            let animated = try make(style, from: factory)
            let start = render(animated, width: 80, height: 24, time: .seconds(1))
            TemplateTesting.hand(changed, to: animated)
            let first = render(animated, width: 80, height: 24, time: .seconds(1))
            let middle = render(animated, width: 80, height: 24, time: .milliseconds(1200))
            #expect(animated.isAnimating(at: .milliseconds(1200)), "\(style)")
            let end = render(animated, width: 80, height: 24, time: .seconds(2))
            #expect(!animated.isAnimating(at: .seconds(2)), "\(style)")
            let direct = render(try make(style, from: factory, items: changed), width: 80, height: 24)
            #expect(end == direct, "\(style)")
            #expect(middle != end && first != end && start != end, "\(style)")
        }
    }
}
