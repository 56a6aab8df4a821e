import DynamicHome

extension TemplateStyle {
    /// One row per item: `ListTemplate`.
    public static let list: TemplateStyle = "list"
}

/// The list template: one entry per item, a badge, the title and a line of
/// description, with the highlighted entry in reverse colours, scrolled into view.
///
/// Keys, clicks and the wheel are the kit's (``ItemTemplate``): up/down (k/j) move the
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
        let width = entry.width
        let base = highlighted ? theme.selection : theme.text
        if highlighted { entry.fill(entry.bounds, with: Cell(.space, style: base)) }
        var column = entry.draw(highlighted ? "▸ " : "  ", at: Point(column: 0, row: 0), style: base)
        if width >= 24 {
            column += entry.draw(item.kind.badge, at: Point(column: column, row: 0), style: highlighted ? base : theme.badge(item.kind))
            column += 2
        }
        let length = item.lengthLabel
        let lengthWidth = width >= 40 && !length.isEmpty ? TextLayout.width(length) + 2 : 0
        let titleRoom = width - column - lengthWidth - 1
        entry.draw(item.title, at: Point(column: column, row: 0), style: highlighted ? base : theme.title, maxWidth: titleRoom)
        if lengthWidth > 0 {
            entry.draw(length, at: Point(column: width - lengthWidth + 1, row: 0), style: highlighted ? base : theme.secondary)
        }
        let secondLine = item.description ?? item.byline ?? ""
        entry.draw(secondLine, at: Point(column: column, row: 1), style: highlighted ? base : theme.secondary, maxWidth: width - column - 1)
    }
}
