import DynamicHome
import HomeTemplates

extension TemplateStyle {
    /// Articles in two columns: `MagazineTemplate`.
    public static let magazine: TemplateStyle = "magazine"
}

/// A magazine page: articles in two columns (or one, with `c`), each with its kind and
/// length, its title over two lines and its byline, the highlighted one in reverse.
///
/// Keys, clicks and the wheel are the kit's (``ItemTemplate``); `c`, a key of the
/// template's own, switches between one and two columns, and the help and the status
/// line show it.
public final class MagazineTemplate: ItemTemplate {
    public static let style = TemplateStyle.magazine
    public static let summary = "articles in two columns: kind, title over two lines, byline"
    public static let alternative: TemplateStyle? = .list

    /// The template's own command: one column or two.
    public static let switchColumns: KeyCommand = "magazine.columns"
    public static var keyBindings: [KeyBinding] {
        [KeyBinding(switchColumns, keys: [[.character("c")]], meaning: "one column or two (magazine)", handler: .template, hint: "columns")]
    }

    public var kit = ItemKit()
    /// Whether the articles take one column instead of two.
    public private(set) var singleColumn = false

    public init() {}

    /// Articles four rows high (three and a rule), two a row one column apart, or one.
    public func layout(at size: Size) -> ItemLayout {
        let columns = singleColumn || size.width < 40 ? 1 : 2
        let width = max(1, (size.width - 1 - (columns - 1) * 2) / columns)
        return ItemLayout(area: Rect(size), entrySize: Size(width: width, height: 4), perRow: columns, gap: 2)
    }

    /// `c` switches the columns; the rest is the kit's.
    public func handleTemplateCommand(_ command: KeyCommand) -> EventHandling? {
        guard command == Self.switchColumns else { return nil }
        singleColumn.toggle()
        return .handled
    }

    /// `KIND · 12 min`, the title over two lines, the byline, and a rule under them.
    public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        let text = highlighted ? theme.selection : theme.text
        if highlighted { entry.fill(Rect(column: 0, row: 0, width: entry.width, height: 3), with: Cell(.space, style: text)) }
        let meta = [item.kind.label, item.lengthLabel].filter { !$0.isEmpty }.joined(separator: " · ")
        entry.draw(meta, at: Point(column: 0, row: 0), style: highlighted ? text : theme.badge(item.kind))
        for (row, line) in TextLayout.wrap(item.title, width: entry.width, maxLines: 2).enumerated() {
            entry.draw(line, at: Point(column: 0, row: 1 + row), style: highlighted ? text : theme.title)
        }
        if let byline = item.byline, TextLayout.width(meta) + 2 + TextLayout.width(byline) <= entry.width {
            entry.draw(byline, at: Point(column: max(0, entry.width - TextLayout.width(byline)), row: 0), style: highlighted ? text : theme.secondary)
        }
        entry.draw(String(repeating: "─", count: entry.width), at: Point(column: 0, row: 3), style: theme.border)
    }
}
