import DynamicHome

/// The shelves template: one rail per section under the section's title (one untitled
/// rail for a day without sections), its cards side by side, the grid's cards. Each rail
/// scrolls sideways on its own and keeps its place when the highlight leaves it.
///
/// Up/down (k/j) and the wheel move to the rail above or below, to the card at the same
/// place on screen; left/right (h/l) move along the rail. At a rail's first card left,
/// and at its last card right, change the day, as they do in every other template; so
/// does dragging sideways. The rest is the kit's (``/DynamicHome/ItemTemplate``): page up/down and
/// home/end jump, enter opens the card as its kind says, space opens a quick look of any
/// card (`shortSelected`), `v` asks to be replaced by the grid, `s` opens settings. A
/// click highlights a card, a click on the highlighted card opens it.
public final class ShelvesTemplate: ItemTemplate {
    public static let style = TemplateStyle.shelves
    public static let summary = "a rail of cards per section; ← → move along a rail and change the day at its ends"
    public static let alternative: TemplateStyle? = .grid
    public static let spaceOpensQuickLook = true

    static let cardWidth = 24

    public var kit = ItemKit()

    public init() {}

    /// Rails of cards 24 wide (narrower in a narrower area) and as high as the grid's,
    /// one column apart, under one-row headers; the scroll marks take a column of their
    /// own when rails are hidden above or below, and a rail's header says which of its cards
    /// are on screen when they do not all fit.
    public func layout(at size: Size) -> ItemLayout {
        ItemLayout(
            area: Rect(size), entrySize: Size(width: min(Self.cardWidth, size.width), height: GridTemplate.cardHeight),
            gap: 1, scrollMarks: .ownColumn, rails: true)
    }

    /// The keys of the previous and next day (left and right, h and l) move along the
    /// rail; at its ends they are left to the screen, which changes the day.
    public func handleTemplateInput(_ input: ResolvedInput) -> EventHandling? {
        moveAlongRail(input)
    }

    public func drawEntry(_ item: HomeItem, highlighted: Bool, in card: inout Canvas, theme: Theme) {
        GridTemplate.drawCard(item, highlighted: highlighted, in: &card, theme: theme)
    }
}
