import DynamicHome

/// The hero template: the highlighted item large at the top, in a heavy box with its
/// kind and length in the edge, its title over up to three lines, the byline and two
/// lines of description; below it, a strip of every item, one line each, the
/// highlighted one marked.
///
/// Keys, clicks and the wheel are the kit's (``/DynamicHome/ItemTemplate``): up/down (k/j) move the
/// highlight, page up/down and home/end jump, enter opens the item as its kind says,
/// space opens a quick look of any item (`shortSelected`), `v` asks to be replaced by
/// the list, `s` opens settings. A click on a strip row highlights it, a click on the
/// highlighted row or on the hero opens it.
///
/// As one section among others, the hero is a carousel: the highlighted item large, and
/// under it a row of dots, one an item, that left and right move along (each title is
/// drawn once); up and down leave the section.
public final class HeroTemplate: ItemTemplate {
    public static let style = TemplateStyle.hero
    public static let summary = "the selected item large at the top, the rest in a strip below"
    public static let alternative: TemplateStyle? = .list
    public static let spaceOpensQuickLook = true

    public var kit = ItemKit()

    public init() {}

    /// How the hero divides a size: the hero on top, the strip (or the dots) below.
    private func heroLayout(at size: Size) -> HeroLayout {
        guard isCarousel else { return HeroLayout(width: size.width, height: size.height) }
        return HeroLayout(width: size.width, height: size.height, minimumStrip: Self.dotsLayout(width: size.width, count: items.count).rows)
    }

    /// The strip: rows one line high below the hero; in a section, a row of dots.
    public func layout(at size: Size) -> ItemLayout {
        let hero = heroLayout(at: size)
        if isCarousel {
            return ItemLayout(
                area: Rect(column: 0, row: hero.heroHeight, width: size.width, height: hero.stripRows),
                entrySize: Size(width: Self.dotWidth, height: 1), perRow: Self.dotsLayout(width: size.width, count: items.count).perRow)
        }
        return ItemLayout(
            area: Rect(column: 0, row: hero.heroHeight, width: size.width, height: hero.stripRows),
            entrySize: Size(width: size.width, height: 1))
    }

    /// Whether the hero is one section among others: a carousel. Kept here as well as in
    /// the kit, since ``drawEntry(_:highlighted:in:theme:)`` runs while the kit is in use.
    private var isCarousel = false

    public var isPlacedInSection: Bool {
        get { isCarousel }
        set {
            isCarousel = newValue
            kit.isPlacedInSection = newValue
            kit.redrawEntries()
        }
    }

    /// The item shown large, in the hero above the layout's area, and the strip's entries;
    /// as a section, the item shown large alone: a dot shows no item.
    public var drawnEntries: [DrawnEntry] {
        let layout = currentLayout
        guard let highlighted, layout.area.row > 0 else { return isCarousel ? [] : entriesOnScreen }
        let hero = Rect(column: 0, row: 0, width: layout.area.width, height: layout.area.row)
        let large = DrawnEntry(identifier: highlighted.item.identifier, index: highlighted.index, rect: hero, visible: hero)
        return isCarousel ? [large] : [large] + entriesOnScreen
    }

    /// A dot and the space after it.
    static let dotWidth = 2

    /// How many dots a row holds at a width, and how many rows `count` dots take.
    static func dotsLayout(width: Int, count: Int) -> (perRow: Int, rows: Int) {
        let perRow = max(1, width / dotWidth)
        return (perRow, max(1, (count + perRow - 1) / perRow))
    }

    /// The section's title is drawn by the screen, above the hero.
    public var drawsSectionTitle: Bool { false }

    /// The hero with the rows of its strip (or of its dots, in a section) under it.
    public func height(forWidth width: Int) -> Int {
        let strip = isCarousel ? Self.dotsLayout(width: width, count: items.count).rows : max(2, items.count)
        return HeroLayout(width: width, height: HeroLayout.boxedHeight + strip, minimumStrip: strip).heroHeight + strip
    }

    /// A click on the hero opens the highlighted item.
    public func handleTemplateInput(_ event: InputEvent) -> EventHandling? {
        guard case .mouse(let mouse) = event, mouse.action == .press, mouse.row >= 0, mouse.row < currentLayout.area.row
        else { return nil }
        return openHighlighted()
    }

    /// The hero: a heavy box titled with the kind and length, holding the title, the
    /// byline and the description; plain lines when the area is too small for a box.
    public func drawAround(_ highlighted: SelectedItem, in canvas: inout Canvas, layout: ItemLayout, theme: Theme) {
        let item = highlighted.item
        let hero = heroLayout(at: canvas.size)
        let inset = hero.isBoxed ? 2 : 0
        let rows = hero.heroHeight - (hero.isBoxed ? 2 : 0)
        for (offset, line) in HeroLayout.heroLines(item, width: canvas.width).prefix(rows).enumerated() {
            let style = switch line.role {
            case .title: theme.title
            case .badge: theme.badge(item.kind)
            case .secondary: theme.secondary
            }
            canvas.draw(line.text, at: Point(column: inset, row: offset + (hero.isBoxed ? 1 : 0)), style: style, maxWidth: canvas.width - 2 * inset)
        }
        if hero.isBoxed {
            let title = [item.kind.label, item.lengthLabel].filter { !$0.isEmpty }.joined(separator: " · ")
            Box.draw(
                in: &canvas, rect: Rect(column: 0, row: 0, width: canvas.width, height: hero.heroHeight),
                style: theme.selectedBorder, lines: .heavy, title: " \(title) ")
        }
    }

    /// One strip row: `▸ LONG  Title……………… 12 min`; in a section, a dot (filled when highlighted).
    public func drawEntry(_ item: HomeItem, highlighted: Bool, in row: inout Canvas, theme: Theme) {
        if isCarousel {
            row.draw(highlighted ? "●" : "○", at: Point(column: 0, row: 0), style: highlighted ? theme.selection : theme.secondary)
            return
        }
        ItemLine.draw(item, highlighted: highlighted, in: &row, theme: theme)
    }
}

/// How the hero template divides its height: the hero on top, the strip below.
struct HeroLayout: Hashable {
    /// A line of the hero and what it shows.
    struct Line: Hashable {
        enum Role: Hashable { case badge, title, secondary }
        var text: String
        var role: Role
    }

    static let titleLines = 3
    static let descriptionLines = 2

    /// Rows of the hero, box included.
    let heroHeight: Int
    /// Rows of the strip below it.
    let stripRows: Int
    /// Whether the hero is drawn in a box: when the area has room for one around a line.
    let isBoxed: Bool

    /// The most lines the hero shows: a title of three, the byline, a description of two.
    static let maximumLines = titleLines + 1 + descriptionLines
    /// The rows of the hero in its box.
    static let boxedHeight = maximumLines + 2

    /// The hero takes the rows its longest content needs (and a box around them), the
    /// same whichever item is selected, so that the strip stays still; the strip keeps at
    /// least `minimumStrip` rows (two by default) once the area has six, and takes all
    /// rows the hero leaves.
    init(width: Int, height: Int, minimumStrip: Int = 2) {
        let boxable = width >= 8
        let wanted = boxable ? Self.boxedHeight : Self.maximumLines + 1
        let hero = max(0, height >= 6 ? min(wanted, height - max(1, minimumStrip)) : height)
        heroHeight = hero
        stripRows = max(0, height - hero)
        isBoxed = boxable && hero >= 3
    }

    /// The hero's lines at a width: the title wrapped, the byline, the description
    /// wrapped. The kind and length go in the box's edge, or on a first line of their
    /// own when the hero is too narrow for a box.
    static func heroLines(_ item: HomeItem, width: Int) -> [Line] {
        let inner = width >= 8 ? width - 4 : width
        var lines: [Line] = []
        if width < 8 { lines.append(Line(text: item.kind.label, role: .badge)) }
        lines += TextLayout.wrap(item.title, width: max(1, inner), maxLines: titleLines).map { Line(text: $0, role: .title) }
        if let byline = item.byline { lines.append(Line(text: byline, role: .secondary)) }
        if let description = item.description {
            lines += TextLayout.wrap(description, width: max(1, inner), maxLines: descriptionLines).map { Line(text: $0, role: .secondary) }
        }
        return lines
    }
}
