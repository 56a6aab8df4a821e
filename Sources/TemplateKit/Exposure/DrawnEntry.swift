/// An item drawn in the last frame, and where: what tells which items a person saw.
public struct DrawnEntry: Hashable, Sendable {
    /// The item's identifier.
    public var identifier: String
    /// Its index among the items the template was handed (in a section, the section's).
    public var index: Int
    /// The whole entry, in the drawer's coordinates; it may reach past the canvas.
    public var rect: Rect
    /// The part of it that was on the canvas.
    public var visible: Rect
    /// The section it is in, when the day has sections (the screen fills it in).
    public var section: String?
    /// The style of the template that drew it (the screen fills it in).
    public var style: TemplateStyle?
    /// Whether nothing moved over it as it was drawn: no transition, no animation of a
    /// change. Only still entries count as seen.
    public var isStill: Bool

    /// An entry drawn at `rect`, of which `visible` was on the canvas.
    public init(identifier: String, index: Int, rect: Rect, visible: Rect, section: String? = nil, style: TemplateStyle? = nil, isStill: Bool = true) {
        self.identifier = identifier
        self.index = index
        self.rect = rect
        self.visible = visible
        self.section = section
        self.style = style
        self.isStill = isStill
    }

    /// The share of the entry that was on the canvas, from 0 to 1.
    public var shareOnScreen: Double {
        let whole = rect.width * rect.height
        guard whole > 0 else { return 0 }
        return Double(max(0, visible.width) * max(0, visible.height)) / Double(whole)
    }

    /// The entry moved by `offset`, what is visible cut to `bounds`.
    package func moved(by offset: Point, within bounds: Rect) -> DrawnEntry {
        var moved = self
        moved.rect = Rect(column: rect.column + offset.column, row: rect.row + offset.row, width: rect.width, height: rect.height)
        moved.visible = Rect(column: visible.column + offset.column, row: visible.row + offset.row, width: visible.width, height: visible.height)
            .intersection(bounds)
        return moved
    }
}
