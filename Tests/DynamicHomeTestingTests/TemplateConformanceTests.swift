import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

@MainActor
@Suite("Template conformance")
struct TemplateConformanceTests {
    @Test func theRulesHaveStableIdentifiers() async {
        #expect(ConformanceRule.all.map(\.id) == ["bounds", "items", "actions", "reporting", "release", "sections"])
    }

    @Test func aTemplateThatShowsNoItemsHasNoItemsToHandle() async throws {
        let report = try await TemplateConformance.check(ItemlessTemplate.self)
        #expect(report.passed)
        #expect(report.result(for: .items)?.notApplicable == "it shows no items: it does not adopt HasViewModel")
        #expect(report.description == """
            ItemlessTemplate (itemless): 6 of 6 rules hold
              ✓ bounds
              – items (it shows no items: it does not adopt HasViewModel)
              ✓ actions
              ✓ reporting
              ✓ release
              – sections (it shows no items, so it draws no section)
            """)
    }

    @Test func aTemplateThatKeepsTheFocusBreaksSections() async throws {
        let report = try await TemplateConformance.check(FocusKeepingTemplate.self)
        let sections = try #require(report.result(for: .sections))
        #expect(!sections.passed)
        #expect(sections.failures.first?.message.hasPrefix("the focus never left its section: down was pressed 20 times") == true,
                "\(sections.failures)")
        // The list keeps every rule, sections included.
        #expect(try await TemplateConformance.check(ListTemplate.self).result(for: .sections)?.passed == true)
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

/// A template whose highlight goes round: down on the last item goes back to the first,
/// so that in a section the focus could never leave it.
@MainActor
final class FocusKeepingTemplate: HomeTemplate, HomeActions, HasViewModel {
    static let style: TemplateStyle = "focus-keeping"
    static let summary = "handles every key"
    var longSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var shortSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var streamSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var settingsSelected: @MainActor () -> Void = {}
    var replaceWith: @MainActor (TemplateStyle) -> Void = { _ in }
    var viewModel = HomeViewModel()
    var selected = 0
    init() {}
    var selectedIdentifier: String? { viewModel.items.indices.contains(selected) ? viewModel.items[selected].identifier : nil }
    func draw(in canvas: inout Canvas, context: DrawContext) {
        for (row, item) in viewModel.items.prefix(canvas.height).enumerated() {
            canvas.draw(item.title, at: Point(column: 0, row: row), maxWidth: canvas.width)
        }
    }
    func handle(_ event: InputEvent) -> EventHandling {
        guard case .key(let key) = event else { return .ignored }
        switch key {
        case .down: selected = viewModel.items.isEmpty ? 0 : (selected + 1) % viewModel.items.count
        case .enter: if let first = viewModel.items.first { longSelected(SelectedItem(item: first, index: 0)) }
        case .space: if let first = viewModel.items.first { shortSelected(SelectedItem(item: first, index: 0)) }
        case .tab: if let first = viewModel.items.first { streamSelected(SelectedItem(item: first, index: 0)) }
        case .character("s"): settingsSelected()
        case .character("v"): replaceWith(.conformanceStandIn)
        default: break
        }
        return .handled
    }
}
