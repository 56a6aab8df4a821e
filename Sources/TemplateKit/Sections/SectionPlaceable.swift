/// A template that can draw one section of a screen made of sections, among the
/// templates of the others: it says how tall it wants to be, hands the focus on at its
/// edges, and takes it from a neighbour at the entry nearest to where it was.
///
/// Every ``ItemTemplate`` is one, through the kit. A template that is not still draws a
/// section: it gets the whole height of the screen, and the focus leaves it when it
/// ignores a key that moves the highlight.
@MainActor
public protocol SectionPlaceable: HomeTemplate {
    /// Whether the template draws one section among others (set before its first frame).
    ///
    /// In a section, moving the highlight past the first or last row is ignored (the
    /// screen moves the focus to the section above or below), left and right move along
    /// a row of several entries and are ignored at its ends (the screen changes the day),
    /// and the items the template is handed are the section's alone.
    var isPlacedInSection: Bool { get set }

    /// Whether the template draws its section's title itself, above its entries, when
    /// the items it is handed are in a titled section. When `false`, the screen draws
    /// the title above the template's region and hands it the items without a title.
    var drawsSectionTitle: Bool { get }

    /// How many rows the template wants for its items at `width`: the rows its entries,
    /// headers and anything drawn around them take, when nothing scrolls.
    func height(forWidth width: Int) -> Int

    /// The column where the highlighted entry starts, in the template's coordinates, if
    /// an entry is highlighted: where the focus leaves from.
    var highlightedColumn: Int? { get }

    /// Puts the highlight on the entry of the first row (`fromAbove`) or of the last row
    /// nearest to `column`: the focus coming in from the section above or below.
    func enterHighlight(fromAbove: Bool, nearColumn column: Int)
}
