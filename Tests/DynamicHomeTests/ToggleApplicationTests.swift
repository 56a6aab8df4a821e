import DynamicHome
import DynamicHomeTesting
import Testing

@MainActor
@Suite("Applying toggles to a running screen")
struct ToggleApplicationTests {
    @Test func newDecisionsSetMotionRecordExposuresAndReplaceOnlyWhenTheChoiceChanges() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, factory: makeFactory(), motion: .none)
        home.skipEvents()
        var toggles = ToggleApplication()
        let other = FeatureDecisions(file: nil, overrides: [("home.template", "other"), ("home.crossfade.durationMs", "0")])
        let resolution = toggles.apply(other, to: home.screen)
        #expect(resolution.choice.style == .other)
        #expect(home.child.style == .other)
        #expect(home.container.transitions.motion.duration == .zero)
        home.expectEvents([
            .toggleExposure(toggle: "home.template", variant: "other", enabled: true, reason: .static),
            .toggleExposure(toggle: "home.transition", variant: "fade", enabled: true, reason: .default),
            .templateReplaced(from: .spy, to: .other), .templateShown(style: .other, reason: .toggle("home.template", .static, layer: .commandLine)),
        ])
        // `t` goes back; a reload that keeps the toggles' choice does not undo it.
        home.press(.character("t"))
        #expect(home.child.style == .spy)
        home.skipEvents()
        toggles.apply(other, to: home.screen)
        #expect(home.child.style == .spy)
        home.finish()
    }

    @Test func aFixedTemplateStays() async throws {
        let home = try await HomeScreenHarness(SpyTemplate.self, factory: makeFactory(), motion: .none)
        var toggles = ToggleApplication(fixed: .init(template: .spy))
        toggles.apply(FeatureDecisions(file: nil, overrides: [("home.template", "other")]), to: home.screen)
        #expect(home.child.style == .spy)
        #expect(home.screen.styleReason == HomeScreenHarness.defaultReason)
        home.skipEvents()
        home.finish()
    }
}
