import Diagnostics
import DynamicHome
import Testing

@Suite("FeatureDecisions")
struct FeatureDecisionsTests {
    let registered: [TemplateStyle] = ["list", "grid"]

    func file(_ text: String) -> (bytes: [UInt8], path: String) { (Array(text.utf8), "FeatureToggles.json") }

    @Test func theFileChoosesTheTemplate() throws {
        let decisions = try FeatureDecisions(file: file(#"{"toggles": {"home.template": {"value": "grid"}}}"#))
        #expect(decisions.templateStyle(registered: registered) == .init(style: "grid", reason: "home.template: STATIC (file)"))
    }

    @Test func layersOverrideInOrder() throws {
        let decisions = try FeatureDecisions(
            file: file(#"{"toggles": {"home.template": {"value": "grid"}}}"#),
            environment: ["DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE": "list"])
        #expect(decisions.templateStyle(registered: registered).reason == "home.template: STATIC (environment)")
        let overridden = try FeatureDecisions(
            file: file(#"{"toggles": {"home.template": {"value": "grid"}}}"#),
            environment: ["DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE": "list"], overrides: [("home.template", "grid")])
        #expect(overridden.templateStyle(registered: registered) == .init(style: "grid", reason: "home.template: STATIC (command line)"))
    }

    @Test func anUnregisteredStyleFallsBackWithAWarning() throws {
        let decisions = try FeatureDecisions(file: file(#"{"toggles": {"home.template": {"value": "gird"}}}"#))
        let choice = decisions.templateStyle(registered: registered)
        #expect(choice.style == "list")
        #expect(choice.reason == "home.template: ERROR (file)")
        #expect(choice.warning == "toggle home.template names template style 'gird' (file), which no template has; using 'list'; did you mean 'grid'?")
    }

    @Test func aMalformedFileIsReportedAtItsPlace() {
        #expect(throws: Diagnostic.self) { try FeatureDecisions(file: file("{\"toggles\": {\n  \"home.template\": {\"value\": }}}")) }
        do {
            _ = try FeatureDecisions(file: file("{\"toggles\": {\n  \"home.template\": {\"value\": }}}"))
        } catch {
            #expect(error.description == "FeatureToggles.json:2:30: error: unexpected '}'; expected a value (object, array, string, number, true, false or null)")
        }
    }
}
