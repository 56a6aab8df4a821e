@testable import HomeCommandLine
import DynamicHome
import Essentials
import Foundation
import HTTPTestSupport
import TestSupport
import Testing
import UnleashClient

/// The interactive start shows its first frame whatever an Unleash server or the toggles'
/// evaluation cost: it waits for each only until a deadline on its clock (here a manual
/// one), then starts on the backup or the built-in defaults, and says so.
@MainActor
@Suite("The interactive start does not wait for servers or slow toggles")
struct InteractiveStartTests {
    let folder = temporaryFolder()

    func setup(_ arguments: [String], environment: [String: String] = [:]) throws -> ScreenSetup {
        ScreenSetup(options: try ScreenOptions(ParsedArguments.parse(arguments, known: OptionSpec.all)), environment: environment, factory: .standard)
    }

    /// Found by a hostile-input probe: a server that answered a byte a second held the
    /// first frame for 10 s. The start now waits ``ScreenSetup/serverWait``, starts on the
    /// defaults (no backup yet) and hands the answer on, as polling does, when it comes.
    @Test func aServerThatHasNotAnsweredYetIsWaitedForOnlyUntilTheDeadline() async throws {
        let gate = DispatchSemaphore(value: 0)
        let server = try TestHTTPServer { path in
            guard path.hasSuffix("/client/features") else { return .status(202) }
            // Answers only once the test lets it.
            _ = gate.wait(timeout: .now() + 60)
            return .json(String(decoding: UnleashTestServer.features(template: "grid"), as: UTF8.self))
        }
        defer { gate.signal() }
        var setup = try setup(["--toggles", "\(server.origin)/api"], environment: ["XDG_CACHE_HOME": folder.path])
        // The request's own limits are not the subject: however long the gate takes to
        // open on a busy machine, the answer comes.
        setup.serverRequestLimits = (.patience, .patience)
        let clock = ManualClock()
        setup.startClock = clock
        let advancing = Task.detached {
            await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
            clock.advance(by: ScreenSetup.serverWait)
        }
        let made = try await setup.makeScreen(interactive: true)
        await advancing.value
        let connection = try #require(made.server as? UnleashConnection)
        let backup = try #require(connection.backup?.path)
        #expect(made.warnings.first == "warning: no answer yet from \(server.origin)/api/client/features; using the built-in defaults "
            + "(no backup at \(backup) yet); the server's toggles come in when it answers")
        #expect(made.screen.container.style == "list")
        gate.signal()
        var update = connection.takeUpdate()
        let giveUp = ContinuousClock.now + .patience  // a wait that is not the subject never decides
        while update == nil, ContinuousClock.now < giveUp {
            try await Task.sleep(for: .milliseconds(10))
            update = connection.takeUpdate()
        }
        guard case .applied(let configuration, let changes, _)? = update else {
            Issue.record("the answer was not handed on: \(String(describing: update))")
            return
        }
        #expect(configuration.toggle(named: "home.template")?.variants.map(\.name) == ["grid"])
        #expect(changes.all == ["beta", "home.template"])
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
