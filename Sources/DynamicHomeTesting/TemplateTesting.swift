import DynamicHome

/// Making a template with items and drawing it, a line each, for a template's tests.
///
/// The helpers run on the main actor, as templates do: call them from a suite marked
/// `@MainActor` (or from a `@MainActor` test).
///
/// ```swift
/// @MainActor
/// @Suite struct HeroTemplateTests {
///     @Test func golden() {
///         let template = make(HeroTemplate.self)   // TemplateTesting.items, on TemplateTesting.day
///         FrameSnapshot.expect(render(template, width: 80, height: 24), matches: "hero-80x24.txt")
///     }
/// }
/// ```
public enum TemplateTesting {
    /// The day the helpers show: 2026-11-16.
    public static let day = Day("2026-11-16")

    /// Eight items with every kind, wide glyphs, combining marks, emoji, and long and
    /// missing texts: what the golden frames of the package's templates show.
    public static let items: [HomeItem] = [
        HomeItem(identifier: "n1", title: "World News 24/7 — live", description: "Continuous coverage from London, Singapore and New York.", kind: .stream, byline: "Newsroom Live"),
        HomeItem(identifier: "n2", title: "北京今冬首场降雪或于本周末到来", description: "气象台预计周六夜间至周日，北部山区有小到中雪。", kind: .short, byline: "新华快讯", minutes: 1),
        HomeItem(identifier: "n3", title: "Inside the quiet race to build a battery that doesn't catch fire, and why it matters for every car on the road", description: "Solid-state cells have been five years away for two decades.", kind: .long, byline: "Maya Okafor", minutes: 18),
        HomeItem(identifier: "n4", title: "🎧 Lo-fi beats to study to", kind: .stream, byline: "Night Owl FM"),
        HomeItem(identifier: "n5", title: "Cafe\u{301} culture: Lisbon's pastelarias 👋🏽", description: "Pastéis de nata, bica and the art of standing at the counter.", kind: .long, minutes: 9),
        HomeItem(identifier: "n6", title: "東京の紅葉、見頃はいつ？ 🇯🇵", kind: .short, minutes: 2),
        HomeItem(identifier: "n7", title: "A family day out 👨‍👩‍👧 at the science museum", description: "Hands-on galleries for all ages.", kind: .long, byline: "Weekend Desk", minutes: 6),
        HomeItem(identifier: "n8", title: "Матч дня: «Зенит» — «Спартак»", kind: .stream),
    ]

    /// ``items`` in three titled sections, one with a title of wide glyphs: what the
    /// golden frames of sectioned days show.
    public static let sections: [(section: ContentSection, items: [HomeItem])] = [
        (ContentSection(identifier: "live", title: "Live now · 直播中"), [items[0], items[3], items[7]]),
        (ContentSection(identifier: "reads", title: "長く読む — Long reads for the weekend, with a title that does not fit"), [items[2], items[4], items[6]]),
        (ContentSection(identifier: "brief", title: "In brief"), [items[1], items[5]]),
    ]

    /// The items of ``sections``, in order, each in its section.
    public static var sectionedItems: [HomeItem] { HomeViewModel(sections: sections).items }

    /// Hands a template items as the Container does: the view model (when it adopts
    /// `HasViewModel`), then a refresh (when it adopts `Refreshable`).
    @MainActor
    public static func hand(_ items: [HomeItem], day: Day? = TemplateTesting.day, to template: any HomeTemplate) {
        if let template = template as? any HasViewModel { template.viewModel = HomeViewModel(day: day, items: items) }
        if let template = template as? any Refreshable { template.refresh() }
    }
}

/// A new template of `type`, handed `items` on `day`.
@MainActor
public func make<Template: HomeTemplate>(
    _ type: Template.Type, items: [HomeItem] = TemplateTesting.items, day: Day? = TemplateTesting.day
) -> Template {
    let template = Template()
    TemplateTesting.hand(items, day: day, to: template)
    return template
}

/// A new template of the style registered in `factory`, handed `items` on `day`:
/// `try make(.hero, from: .standard)`.
///
/// - Throws: ``/DynamicHome/HomeFactoryError`` when no template is registered for the style.
@MainActor
public func make(
    _ style: TemplateStyle, from factory: HomeFactory, items: [HomeItem] = TemplateTesting.items, day: Day? = TemplateTesting.day
) throws -> any HomeTemplate {
    let template = try factory.make(style)
    TemplateTesting.hand(items, day: day, to: template)
    return template
}

/// Draws a template into a new canvas of `width` by `height` at `time`.
@MainActor
public func renderCanvas(
    _ template: any HomeTemplate, width: Int, height: Int, time: Duration = .zero, motion: Motion = .standard,
    theme: Theme = .standard
) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    template.draw(in: &canvas, context: DrawContext(time: time, theme: theme, motion: motion))
    return canvas
}

/// Draws a template at `width` by `height` at `time`, as plain text: a line per row.
@MainActor
public func render(
    _ template: any HomeTemplate, width: Int, height: Int, time: Duration = .zero, motion: Motion = .standard
) -> String {
    renderCanvas(template, width: width, height: height, time: time, motion: motion).plainText
}
