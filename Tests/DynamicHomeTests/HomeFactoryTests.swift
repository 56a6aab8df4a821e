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
}
