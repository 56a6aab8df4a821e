import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Template conformance")
struct TemplateConformanceTests {
    @Test func theRulesHaveStableIdentifiers() async {
        #expect(ConformanceRule.all.map(\.id) == ["bounds", "items", "actions", "reporting", "release"])
    }

    @Test func aTemplateThatShowsNoItemsHasNoItemsToHandle() async throws {
        let report = try await TemplateConformance.check(ItemlessTemplate.self)
        #expect(report.passed)
        #expect(report.result(for: .items)?.notApplicable == "it shows no items: it does not adopt HasViewModel")
        #expect(report.description == """
            ItemlessTemplate (itemless): 5 of 5 rules hold
              ✓ bounds
              – items (it shows no items: it does not adopt HasViewModel)
              ✓ actions
              ✓ reporting
              ✓ release
            """)
    }

    @Test func theSampleItemsHaveEveryKindAndScript() async {
        let items = ConformanceItems.sample(count: 10_000)
        #expect(items.count == 10_000)
        #expect(Set(items.map(\.identifier)).count == 10_000)
        #expect(Set(items.prefix(3).map(\.kind)) == Set(HomeItemKind.allCases))
        #expect(items.prefix(8).contains { $0.title.unicodeScalars.contains { $0.value == 0x301 } })  // a combining mark
        #expect(items.prefix(8).contains { DisplayWidth.of($0.title) > $0.title.count })  // wide glyphs
        #expect(ConformanceItems.sample(count: 8) == Array(items.prefix(8)))
        #expect(ConformanceItems.sample(count: -1).isEmpty)
    }
}

/// A template with nothing to show that reports launches and swipes.
@MainActor
final class ItemlessTemplate: HomeTemplate, HomeReporting {
    static let style: TemplateStyle = "itemless"
    static let summary = "a swipe area"
    var didLaunch: @MainActor () -> Void = {}
    var didHorizontalSwipe: @MainActor (SwipeDirection) -> Void = { _ in }
    init() {}
    func didAppear() { didLaunch() }
    func draw(in canvas: inout Canvas, context: DrawContext) {
        canvas.draw("← swipe →", at: Point(column: 0, row: 0))
    }
    func handle(_ event: InputEvent) -> EventHandling {
        guard case .swipe(let direction) = event else { return .ignored }
        didHorizontalSwipe(direction)
        return .handled
    }
}
