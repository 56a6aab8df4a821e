import DynamicHome
import Testing

/// Templates registered as values, not only by type: one class, many styles, each
/// instance saying its own style, alternative and quick look (as templates that are data
/// do), and everything that reads them (the factory, the Container's key table, the
/// conformance checks) reading the registration or the instance.
@MainActor
@Suite("Template registrations")
struct TemplateRegistrationTests {
    @Test func aTypeRegistersWhatItsStaticMembersSay() throws {
        let registration = TemplateRegistration(SpyTemplate.self)
        #expect(registration.style == .spy)
        #expect(registration.summary == "records what happens to it")
        #expect(registration.source == .compiled("DynamicHomeTests.SpyTemplate"))
        #expect(registration.typeName == "SpyTemplate")
        #expect(registration.makeExpression == "SpyTemplate()")
        #expect(registration.capabilities == [.actions, .reporting, .viewModel, .refreshable])
        #expect(registration.make() is SpyTemplate)
    }

    @Test func aTemplateRegisteredAsAValueIsMadeWithItsOwnStyle() throws {
        let factory = makeFactory().registering(ValueTemplate.registration("ticker", alternative: .other))
        #expect(factory.styles == [.spy, .other, "ticker"])
        let made = try factory.make("ticker")
        #expect(made.style == "ticker")
        #expect((made as? ValueTemplate)?.alternative == .other)
        #expect(factory.registration(for: "ticker")?.summary == "a value")
        #expect(factory.registration(for: "ticker")?.source == .file("folder/ticker.json"))
        #expect(factory.registration(for: "ticker")?.typeName == "the template file folder/ticker.json")
        #expect(factory.type(for: "ticker") == ValueTemplate.self)
        // `templates` lists what was registered by type.
        #expect(factory.templates.map { $0.style } == [.spy, .other])
        #expect(factory.registrations.map(\.style) == [.spy, .other, "ticker"])
    }

    @Test func aValueThatShadowsARegisteredStyleIsAProblemNamingBoth() throws {
        let factory = makeFactory().registering(ValueTemplate.registration("spy"))
        #expect(factory.styles == [.spy, .other])
        #expect(try factory.make(.spy) is SpyTemplate)
        let problem = try #require(factory.problems.first)
        #expect(problem.description
            == "two templates have the style 'spy': DynamicHomeTests.SpyTemplate and the template file folder/spy.json; "
                + "give the template file folder/spy.json a style of its own")
    }

    @Test func replacingPutsTheNewRegistrationWhereTheOldOneWas() throws {
        let factory = makeFactory().registering(ValueTemplate.registration("ticker"), after: .spy)
        let replaced = factory.replacing(ValueTemplate.registration("ticker", alternative: .spy, summary: "edited"))
        #expect(replaced.styles == [.spy, "ticker", .other])
        #expect(replaced.registration(for: "ticker")?.summary == "edited")
        #expect((try replaced.make("ticker") as? ValueTemplate)?.alternative == .spy)
        #expect(replaced.replacing(ValueTemplate.registration("new")).styles == [.spy, "ticker", .other, "new"])
        #expect(replaced.problems.isEmpty)
    }

    /// The help and the status line say what `v` does for the template on screen: what
    /// the instance says, not its class (every value template shares one).
    @Test func theKeyTableSaysWhatTheInstanceOnScreenDoes() throws {
        let factory = makeFactory()
            .registering(ValueTemplate.registration("ticker", alternative: .other))
            .registering(ValueTemplate.registration("plain"))
        let container = try Container(factory: factory, style: "ticker")
        let ticker = container.keyBindings(for: container.child)
        #expect(ticker.listed.first { $0.entries.contains { $0.command == .alternative } }?.meaning == "switch to the other template")
        container.replace(with: "plain")
        container.finishTransitions()
        let plain = container.keyBindings(for: container.child)
        #expect(!plain.listed.contains { $0.entries.contains { $0.command == .alternative } })
    }

    @Test func vAsksForTheInstancesAlternative() throws {
        let factory = makeFactory().registering(ValueTemplate.registration("ticker", alternative: .other))
        let container = try Container(factory: factory, style: "ticker")
        container.show(HomeViewModel(items: sampleItems))
        container.appear()
        container.handle(.key(.character("v")))
        container.finishTransitions()
        #expect(container.style == .other)
    }

    /// A template file saved again: the child of its style is made anew, cross-fading,
    /// its highlight on the same item; a child of another style stays as it is.
    @Test func reloadingRemakesTheChildWhoseTemplateChanged() throws {
        let factory = makeFactory().registering(ValueTemplate.registration("ticker", alternative: .other))
        let container = try Container(factory: factory, style: "ticker")
        container.show(HomeViewModel(items: sampleItems))
        container.appear()
        container.handle(.key(.down))
        let old = container.child
        let edited = factory.replacing(ValueTemplate.registration("ticker", alternative: .spy, summary: "edited"))
        #expect(!container.reloadTemplates(edited, changed: [.other]))
        #expect(container.child === old)
        #expect(container.factory.registration(for: "ticker")?.summary == "edited")
        #expect(container.reloadTemplates(edited, changed: ["ticker"]))
        #expect(container.child !== old)
        #expect(container.style == "ticker")
        #expect((container.child as? ValueTemplate)?.alternative == .spy)
        #expect(container.child.selectedIdentifier == sampleItems[1].identifier)
        #expect(container.replacementTimeline != nil)
        let table = container.keyBindings(for: container.child)
        #expect(table.listed.first { $0.entries.contains { $0.command == .alternative } }?.meaning == "switch to the spy template")
    }

    @Test func aValueTemplateKeepsTheContract() async throws {
        let registration = ValueTemplate.registration("ticker", alternative: .other)
        let report = try await TemplateConformance.check(registration, factory: makeFactory().registering(registration))
        #expect(report.passed, "\(report)")
        #expect(report.style == "ticker")
        #expect(report.typeName == "the template file folder/ticker.json")
    }
}

/// An item template whose every instance says its own style and alternative, as a
/// template that is data does.
@MainActor
final class ValueTemplate: ItemTemplate {
    static let style: TemplateStyle = "value"
    static let summary = "a value"
    var kit = ItemKit()
    let style: TemplateStyle
    let alternative: TemplateStyle?

    init(style: TemplateStyle, alternative: TemplateStyle?) {
        self.style = style
        self.alternative = alternative
    }

    convenience init() { self.init(style: Self.style, alternative: nil) }

    func layout(at size: Size) -> ItemLayout {
        ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 1))
    }

    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        entry.draw("\(style) \(item.title)", at: Point(column: 0, row: 0), style: highlighted ? theme.selection : theme.text)
    }

    static func registration(_ style: TemplateStyle, alternative: TemplateStyle? = nil, summary: String = "a value") -> TemplateRegistration {
        TemplateRegistration(
            style: style, summary: summary, alternative: alternative, source: .file("folder/\(style).json"),
            templateType: ValueTemplate.self, makeExpression: "ValueTemplate(style: \"\(style)\", alternative: nil)"
        ) { ValueTemplate(style: style, alternative: alternative) }
    }
}
