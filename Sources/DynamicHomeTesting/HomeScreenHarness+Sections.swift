import DynamicHome
import HomeState

/// Driving a screen made of sections: which template draws each section, where the
/// focus is, and the item highlighted across the screen.
///
/// ```swift
/// let day = HomeScreenHarness.sectioned([
///     (ContentSection(identifier: "top", title: "Top", template: "hero"), Array(items[0..<3])),
///     (ContentSection(identifier: "news", title: "News"), Array(items[3...])),
/// ])
/// let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, content: [HomeScreenHarness.days[0]: .success(day)])
/// #expect(home.sections.map(\.style) == [.hero, .list])
/// home.press(.down)
/// #expect(home.focusedSection == "news")
/// ```
extension HomeScreenHarness {
    /// The items of a day in sections, each told its section, in order: content for a
    /// harness whose day has sections.
    public nonisolated static func sectioned(_ sections: [(section: ContentSection, items: [HomeItem])]) -> [HomeItem] {
        sections.flatMap { section, items in items.map { $0.inSection(section) } }
    }

    /// The sections of the day on screen, top to bottom, with the template that draws
    /// each and what chose it; none for a day without sections.
    public var sections: [ScreenSection] { container.sections }

    /// The identifier of the section the focus is in; `nil` for a day without sections.
    public var focusedSection: String? { container.focusedSection }

    /// The template the focus is in: the focused section's, or the template on screen.
    public var focusedTemplate: any HomeTemplate { container.focusedTemplate }

    /// The item the highlight is on, across the screen, if any.
    public var highlightedItem: HomeItem? {
        guard let identifier = focusedTemplate.selectedIdentifier else { return nil }
        return items.first { $0.identifier == identifier }
    }

    /// The style of the template that draws the section `identifier`, if the day has it.
    public func style(ofSection identifier: String) -> TemplateStyle? {
        sections.first { $0.identifier == identifier }?.style
    }
}
