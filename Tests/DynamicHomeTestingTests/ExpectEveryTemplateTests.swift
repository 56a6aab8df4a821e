import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// The one call an author's package checks its factory with finds what is wrong with a
/// factory and its templates. That the standard templates pass it is checked once, by
/// RegisteredTemplatesTests (HomeTemplatesTests).
@MainActor
@Suite("expectEveryTemplateKeepsTheContract")
struct ExpectEveryTemplateTests {
    @Test func aFactoryWithTwoTemplatesOfOneStyleFails() async {
        let issues = IssueLog()
        await withKnownIssue {
            await expectEveryTemplateKeepsTheContract(in: HomeFactory([ListTemplate.self]).registering(SecondList.self))
        } matching: { issues.append($0) }
        #expect(issues.comments.contains {
            $0.hasPrefix("the factory: two templates have the style 'list': HomeTemplates.ListTemplate and DynamicHomeTestingTests.SecondList")
        }, "\(issues.comments)")
    }

    @Test func aTemplateWhoseAlternativeIsNotRegisteredFails() async {
        let issues = IssueLog()
        await withKnownIssue {
            await expectEveryTemplateKeepsTheContract(in: HomeFactory([ListTemplate.self]))
        } matching: { issues.append($0) }
        #expect(issues.comments == [
            "list asks for the style 'grid' with v, which no template of the factory has; registered: list",
        ])
    }

    /// A package checks the templates it adds alone; the others are not looked at, and a
    /// style it names that the factory lacks is said.
    @Test func onlyTheStylesAskedForAreChecked() async {
        let factory = HomeFactory([ListTemplate.self, GridTemplate.self, MuteTemplate.self])
        let unasked = IssueLog()
        await withKnownIssue(isIntermittent: true) {
            await expectEveryTemplateKeepsTheContract(in: factory, checking: ["grid"])
        } matching: { unasked.append($0) }
        #expect(unasked.comments.isEmpty, "\(unasked.comments)")

        let asked = IssueLog()
        await withKnownIssue {
            await expectEveryTemplateKeepsTheContract(in: factory, checking: ["mute", "nope"])
        } matching: { asked.append($0) }
        #expect(asked.comments.first == "the factory has no template of the style 'nope' to check; registered: list, grid, mute")
        #expect(asked.comments.contains { $0.contains("MuteTemplate") }, "\(asked.comments)")
    }
}

/// A second template with the list's style.
@MainActor
final class SecondList: HomeTemplate {
    static let style = TemplateStyle.list
    static let summary = "a second list"
    init() {}
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func handle(_ event: InputEvent) -> EventHandling { .ignored }
}
