import DynamicHome

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
