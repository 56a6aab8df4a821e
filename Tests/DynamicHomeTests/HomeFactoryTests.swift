import DynamicHome
import Testing

@MainActor
@Suite("HomeFactory")
struct HomeFactoryTests {
    @Test func makesRegisteredStylesInRegistrationOrder() throws {
        let factory = makeFactory()
        #expect(factory.styles == [.spy, .other])
        #expect(try factory.make(.other) is OtherTemplate)
        #expect(factory.style(after: .spy) == .other)
        #expect(factory.style(after: .other) == .spy)
    }

    @Test func anUnknownStyleListsTheRegisteredOnesAndSuggestsTheNearest() {
        let factory = makeFactory()
        #expect(throws: HomeFactoryError.unknownStyle("otter", registered: [.spy, .other])) { try factory.make("otter") }
        #expect(
            HomeFactoryError.unknownStyle("otter", registered: [.spy, .other]).description
                == "unknown template style 'otter'; registered styles: spy, other; did you mean 'other'?")
        #expect(
            HomeFactoryError.unknownStyle("carousel", registered: [.spy, .other]).description
                == "unknown template style 'carousel'; registered styles: spy, other")
        #expect(
            HomeFactoryError.unknownStyle("x", registered: []).description
                == "unknown template style 'x'; no templates are registered")
    }

    @Test func theContainerRefusesAnUnknownStyle() {
        #expect(throws: HomeFactoryError.self) { try Container(factory: makeFactory(), style: "nope") }
    }

    @Test func factoriesComposeAsValues() {
        let base = HomeFactory([SpyTemplate.self, OtherTemplate.self])
        #expect(base.styles == [.spy, .other])
        #expect(base.registering(SilentTemplate.self).styles == [.spy, .other, .silent])
        #expect(base.registering(SilentTemplate.self, after: .spy).styles == [.spy, .silent, .other])
        #expect(base.registering(SilentTemplate.self, before: .spy).styles == [.silent, .spy, .other])
        #expect(base.removing(.spy).styles == [.other])
        #expect(base.removing(.silent).styles == [.spy, .other])
        #expect(base.registering(SilentTemplate.self).reordered([.silent, .spy]).styles == [.silent, .spy, .other])
        #expect(HomeFactory().registering(OtherTemplate.self).styles == [.other])
        // The value composed from is unchanged.
        #expect(base.styles == [.spy, .other])
        let composed = [base, base.registering(SilentTemplate.self, after: .spy).removing(.other)]
        #expect(composed.allSatisfy { $0.problems.isEmpty })
    }

    @Test func twoTemplatesWithOneStyleAreAProblemNamingBoth() throws {
        let factory = makeFactory().registering(SpyCopy.self, after: .other)
        #expect(factory.styles == [.spy, .other])
        let problem = try #require(factory.problems.first)
        #expect(factory.problems.count == 1)
        #expect(problem.description
            == "two templates have the style 'spy': DynamicHomeTests.SpyTemplate and DynamicHomeTests.SpyCopy; give SpyCopy a style of its own")
        var mutated = makeFactory()
        mutated.register(SpyCopy.self)
        #expect(mutated.problems == factory.problems)
    }

    @Test func aPlaceNextToAStyleThatIsNotThereIsAProblem() {
        let factory = makeFactory().registering(SilentTemplate.self, after: .init("nope"))
        #expect(factory.styles == [.spy, .other, .silent])
        #expect(factory.problems == [.unknownStyle("nope", registered: [.spy, .other])])
        #expect(makeFactory().reordered(["gone"]).problems == [.unknownStyle("gone", registered: [.spy, .other])])
    }
}

/// A second template with the spy's style.
@MainActor
final class SpyCopy: HomeTemplate {
    static let style = TemplateStyle.spy
    static let summary = "a copy"
    init() {}
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func handle(_ event: InputEvent) -> EventHandling { .ignored }
}
