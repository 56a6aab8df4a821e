@testable import HomeCommandLine
import DynamicHome
import Essentials
import Foundation
import TestSupport
import Testing

/// The interactive start shows its first frame whatever the toggles' evaluation costs: it
/// waits for it only until a deadline on its clock (here a manual one), then starts on
/// the built-in defaults, and says so.
@MainActor
@Suite("The interactive start does not wait for slow toggles")
struct InteractiveStartTests {
    let folder = temporaryFolder()

    func setup(_ arguments: [String], environment: [String: String] = [:]) throws -> ScreenSetup {
        ScreenSetup(options: try ScreenOptions(ParsedArguments.parse(arguments, known: OptionSpec.all)), environment: environment, factory: .standard)
    }

    /// Found by a hostile-input probe: a REGEX within every limit took minutes to evaluate
    /// and the screen never came. Toggles whose answers take longer than
    /// ``ScreenSetup/evaluationWait`` are left, and the screen starts on the defaults.
    @Test func togglesThatTakeLongerThanTheDeadlineToEvaluateAreLeftForTheDefaults() async throws {
        let file = folder.appendingPathComponent("FeatureToggles.json")
        try Data(#"{"version": 1, "toggles": {"home.template": {"value": "grid"}}}"#.utf8).write(to: file)
        var setup = try setup(["--toggles", file.path])
        let clock = ManualClock()
        setup.startClock = clock
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        setup.evaluationTrial = { _ in _ = release.wait(timeout: .now() + 60) }
        let advancing = Task.detached {
            await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
            clock.advance(by: ScreenSetup.evaluationWait)
        }
        let made = try await setup.makeScreen(interactive: true)
        await advancing.value
        let warning = made.warnings.first ?? ""
        #expect(warning.hasPrefix("warning: evaluating the toggles the screen reads from /"), "\(warning)")
        #expect(warning.hasSuffix(" takes more than 500 ms; the screen uses the built-in defaults until they change"), "\(warning)")
        #expect(made.screen.container.style == "list")
        #expect(made.decisions.templateStyle(registered: ["list", "grid"]).reason == .toggle("home.template", .default, layer: .builtIn))
    }

    @Test func togglesThatAnswerInTimeAreUsed() async throws {
        let file = folder.appendingPathComponent("FeatureToggles.json")
        try Data(#"{"version": 1, "toggles": {"home.template": {"value": "grid"}}}"#.utf8).write(to: file)
        var setup = try setup(["--toggles", file.path])
        setup.startClock = ManualClock()  // never advanced: the trial ends first
        let made = try await setup.makeScreen(interactive: true)
        #expect(made.warnings.isEmpty)
        #expect(made.screen.container.style == "grid")
    }
}
