import DynamicHome
import DynamicHomeTesting
import Testing

/// Reduced motion: every transition one switch, half way through its time.
@MainActor
@Suite("Reduced motion")
struct ReducedMotionTests {
    static var reduced: Motion {
        var motion = Motion.standard
        motion.reducesMotion = true
        return motion
    }

    @Test func aTimelineSwitchesFromNothingToAllHalfWay() {
        let timeline = Self.reduced.timeline(startingAt: .milliseconds(1000))
        #expect([999, 1000, 1199].map { timeline.progress(at: .milliseconds($0)) } == [0, 0, 0])
        #expect([1200, 1201, 1400, 5000].map { timeline.progress(at: .milliseconds($0)) } == [1, 1, 1, 1])
        #expect(!timeline.isFinished(at: .milliseconds(1199)) && timeline.isFinished(at: .milliseconds(1200)))
        let moving = Motion.standard.timeline(startingAt: .milliseconds(1000))
        #expect(moving.progress(at: .milliseconds(1100)) > 0 && moving.progress(at: .milliseconds(1300)) < 1)
    }

    @Test func aDraggedPageSwitchesWholeAsTheDragPassesHalfTheWidth() async throws {
        let home = try await HomeScreenHarness(PlainListTemplate.self, motion: Self.reduced)
        let before = home.frame()
        #expect(home.screen.drag.begin(.next))
        home.screen.drag.update(0.3)
        #expect(home.frame() == before, "short of half, the page stays")
        home.screen.drag.update(0.6)
        let past = home.frame()
        home.screen.drag.update(0.4)
        #expect(home.frame() == before, "back short of half, the page is back")
        home.screen.drag.update(0.7)
        home.screen.drag.end()
        home.advance(by: .seconds(1))
        #expect(home.screen.days.current == HomeScreenHarness.days[1])
        let after = home.frame()
        // Past half, the body is the next day's page (the header says the day once it moved).
        #expect(past.split(separator: "\n").dropFirst() == after.split(separator: "\n").dropFirst())
        home.skipEvents()
        home.finish()
    }

    @Test func theToggleReducesMotionAndTheCommandLineOutranksIt() {
        let on = FeatureDecisions(file: nil, overrides: [("home.reduce-motion", "on")])
        #expect(on.motion.reducesMotion)
        #expect(!FeatureDecisions(file: nil).motion.reducesMotion)
        let fixed = ToggleApplication(fixed: .init(reduceMotion: true)).resolve(FeatureDecisions(file: nil), registered: ["list"])
        #expect(fixed.motion.reducesMotion)
    }

    @Test func theHelpSaysWhetherMotionIsReducedInTheWordsItIsGiven() async throws {
        let home = try await HomeScreenHarness(PlainListTemplate.self, motion: Self.reduced)
        home.press(.character("?"))
        #expect(home.frame().contains("Reduce motion is on: every transition is one switch."))
        home.press(.character("?"))
        home.container.transitions.motion = .standard
        home.screen.chrome.howToReduceMotion = "Reduce motion is off; ask for it."
        home.press(.character("?"))
        #expect(home.frame().contains("Reduce motion is off; ask for it."))
        #expect(home.screen.reading.help?.last == "Reduce motion is off; ask for it.")
        home.skipEvents()
        home.finish()
    }
}
