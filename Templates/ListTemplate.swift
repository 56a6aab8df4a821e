import DynamicHome

/// The list template: one entry per item, a badge, the title and a line of
/// description, with the highlighted entry in reverse colours, scrolled into view.
///
/// Keys, clicks and the wheel are the kit's (``/DynamicHome/ItemTemplate``): up/down (k/j) move the
/// highlight, page up/down and home/end jump, enter opens the item as its kind says,
/// `v` asks to be replaced by the grid, `s` opens settings. A click highlights an entry,
/// a click on the highlighted entry opens it.
public final class ListTemplate: ItemTemplate {
    public static let style = TemplateStyle.list
    public static let summary = "one row per item: badge, title and a line of description"
    public static let alternative: TemplateStyle? = .grid

    public var kit = ItemKit()

    public init() {}

    /// Entries two rows high, the full width, one a row.
    public func layout(at size: Size) -> ItemLayout {
        ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 2))
    }

    /// One entry: `▸ LONG  Title……………… 12 min` over `        description…`.
    public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        let column = ItemLine.draw(item, highlighted: highlighted, titleStyle: theme.title, in: &entry, theme: theme)
        entry.draw(
            item.description ?? item.byline ?? "", at: Point(column: column, row: 1),
            style: highlighted ? theme.selection : theme.secondary, maxWidth: entry.width - column)
    }
}
