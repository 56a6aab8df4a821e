import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// A harness made with toggles picks the template as `home` does, records the toggles'
/// exposures, and takes a toggle change as a reload would.
@MainActor
@Suite("The harness with toggles")
struct HarnessTogglesTests {
    static let experiment = TestToggles.json(#"""
        {"version": 1, "toggles": {"home.template": {"category": "experiment", "stickiness": "userId",
          "variants": [{"name": "list", "weight": 50}, {"name": "grid", "weight": 50}]}}}
        """#)

    @Test(arguments: ["user-1", "user-2", "user-3", "user-4", "user-5", "user-6"])
    func aSplitPicksTheTemplateForTheUserAndRecordsTheExposure(user: String) async throws {
        let home = try await HomeScreenHarness(factory: .standard, toggles: Self.experiment, user: user)
        let style = home.child.style
        #expect([.list, .grid].contains(style))
        home.expectEvents([
            .toggleExposure(toggle: "home.template", variant: style.rawValue, enabled: true, reason: .split),
            .toggleExposure(toggle: "home.transition", variant: "fade", enabled: true, reason: .default),
            .launch(style: style), .templateShown(style: style, reason: .toggle("home.template", .split, layer: .file)),
        ])
        home.finish()
    }

    @Test func bothSidesOfTheSplitAreSeen() async throws {
        var seen: Set<TemplateStyle> = []
        for user in (1...20).map({ "user-\($0)" }) {
            let home = try await HomeScreenHarness(factory: .standard, toggles: Self.experiment, user: user)
            seen.insert(home.child.style)
            home.skipEvents()
            home.finish()
        }
        #expect(seen == [.list, .grid])
    }

    @Test func aToggleChangeReplacesTheTemplateAsAReloadWould() async throws {
        let home = try await HomeScreenHarness(factory: .standard, toggles: .overriding(["home.template": "list"]))
        home.skipEvents()
        #expect(home.setToggle("home.template", to: "hero").isEmpty)
        // The exposure was recorded at start: one a run.
        home.expectEvents([
            .templateReplaced(from: .list, to: .hero),
            .templateShown(style: .hero, reason: .toggle("home.template", .static, layer: .script)),
        ])
        #expect(home.child.style == .hero)
        #expect(home.setToggle("home.crossfade.fps", to: "0") == ["warning: toggle home.crossfade.fps is 0 (script), outside 1 to 240; using 1 fps"])
        home.finish()
    }

    @Test func aBrokenTogglesTextIsAnErrorAtItsPlace() async {
        do {
            _ = try await HomeScreenHarness(factory: .standard, toggles: .json(#"{"version": 1, "toggles": {"home.template": {"enabld": true}}}"#))
            Issue.record("a broken toggles text was taken")
        } catch let problems as DiagnosticList {
            #expect(problems.errors.first?.description.hasPrefix("toggles given to the test:1:46: error: unknown key \"enabld\"") == true, "\(problems)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aTogglesFileThatCannotBeReadSaysWhy() throws {
        let error = #expect(throws: TestTogglesError.self) { try TestToggles.file("/no/such/FeatureToggles.json") }
        #expect(error?.description == "cannot read the toggles file /no/such/FeatureToggles.json: no such file")
        let folder = #expect(throws: TestTogglesError.self) { try TestToggles.file("/tmp") }
        #expect(folder?.reason == "it is a folder, not a file")
    }
}
