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
