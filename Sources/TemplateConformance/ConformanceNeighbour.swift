extension TemplateStyle {
    /// The style of ``ConformanceNeighbour``.
    public static let conformanceNeighbour: TemplateStyle = "conformance-neighbour"
}

/// A template of one plain line an item, from the kit: what draws the sections around
/// the template under check in the `sections` check. Public so that a failure's
/// reproduction runs as printed.
public final class ConformanceNeighbour: ItemTemplate {
    public static let style = TemplateStyle.conformanceNeighbour
    public static let summary = "one line an item; the sections around a template under check"

    public var kit = ItemKit()

    public init() {}

    public func layout(at size: Size) -> ItemLayout {
        ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 1))
    }

    public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        ItemLine.draw(item, highlighted: highlighted, in: &entry, theme: theme)
    }
}

extension ConformanceItems {
    /// A day of three sections for the `sections` check: `above` and `below`, of two
    /// items each, around `subject`, of `count` items drawn by the template of `style`.
    public static func sections(around style: TemplateStyle, count: Int = 8) -> [HomeItem] {
        let items = sample(count: count + 4)
        return items[0..<2].map { $0.inSection(ContentSection(identifier: "above", title: "Above")) }
            + items[2..<(2 + count)].map { $0.inSection(ContentSection(identifier: "subject", title: "Under check", template: style.rawValue)) }
            + items[(2 + count)...].map { $0.inSection(ContentSection(identifier: "below", title: "Below")) }
    }

    /// The factory of the `sections` check: the template under check, between sections
    /// drawn by ``ConformanceNeighbour`` (the screen's template), one of which may be
    /// replaced by ``ConformanceStandIn``.
    @MainActor
    public static func sectionFactory(around registration: TemplateRegistration) -> HomeFactory {
        var factory = HomeFactory()
        factory.register(ConformanceNeighbour.self)
        if registration.style != ConformanceNeighbour.style { factory.register(registration) }
        if registration.style != ConformanceStandIn.style { factory.register(ConformanceStandIn.self) }
        return factory
    }
}
