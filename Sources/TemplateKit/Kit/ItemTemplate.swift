/// A template that shows a day's items as entries (rows, cards) and gets everything
/// else from the kit: a highlight that moves with up/down (k/j), page up/down,
/// home/end and the wheel; a click that highlights an entry and a second click that
/// opens it; enter that opens the highlighted item as its kind says (and space that
/// opens a quick look, where the template asks for it); `v` for the template's
/// alternative style; scrolling with scroll marks (``ScrollMarks``); the empty day; the launch report when
/// it appears; and an animation of every change of its items.
///
/// Words: the *highlighted* item is the one the highlight is on (``HomeTemplate/selectedIndex``);
/// *opening* an item calls `longSelected`, `shortSelected` or `streamSelected`.
///
/// A template declares where its entries go at a size and how one entry is drawn:
///
/// ```swift
/// public final class CompactTemplate: ItemTemplate {
///     public static let style: TemplateStyle = "compact"
///     public static let summary = "one line per item"
///     public var kit = ItemKit()
///     public init() {}
///
///     public func layout(at size: Size) -> ItemLayout {
///         ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 1))
///     }
///
///     public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
///         entry.draw(item.title, at: Point(column: 0, row: 0), style: highlighted ? theme.selection : theme.text)
///     }
/// }
/// ```
///
/// What every template reads the same way (`s`, the day's swipes) is read by
/// ``HomeCallbackStorage/handleSharedInput(_:)``, after the template's own
/// ``handleTemplateInput(_:)-(InputEvent)``; the kit never reads left and right.
public protocol ItemTemplate: HomeTemplate, HomeCallbackStorage, HasViewModel, Refreshable, SectionPlaceable {
    /// What the kit keeps for the template: declare it as `public var kit = ItemKit()`.
    var kit: ItemKit { get set }

    /// The style `v` asks to be replaced by; `nil` (the default) leaves `v` alone.
    static var alternative: TemplateStyle? { get }
    /// Whether space opens a quick look of any item (`shortSelected`); `false` by default.
    static var spaceOpensQuickLook: Bool { get }
    /// The style `v` asks this instance to be replaced by: ``ItemTemplate/alternative-swift.type.property`` by default.
    var alternative: TemplateStyle? { get }
    /// Whether space opens a quick look in this instance: ``ItemTemplate/spaceOpensQuickLook-swift.type.property`` by default.
    var spaceOpensQuickLook: Bool { get }

    /// Where the entries go in a canvas of `size`. Called at every frame; keep it cheap.
    func layout(at size: Size) -> ItemLayout

    /// Draws one entry into a canvas of the layout's ``ItemLayout/entryCanvasSize``: its
    /// ``ItemLayout/entrySize``, less the column of the scroll marks where the entry
    /// reaches it, so that all of the canvas is the entry's to draw in.
    ///
    /// An entry depends on these arguments and the entry size alone: the kit copies an
    /// entry it drew in the last two frames instead of drawing it again. A template that
    /// draws entries from state of its own (a density, say) calls
    /// ``ItemKit/redrawEntries()`` when that state changes.
    ///
    /// - Parameters:
    ///   - item: The item the entry shows.
    ///   - highlighted: Whether the highlight is on it.
    ///   - entry: The entry's canvas: draw at its origin, within its size.
    ///   - theme: The styles to draw with (``Theme/selection`` for the highlighted entry).
    func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme)

    /// Draws what the template shows besides its entries (a header, the highlighted item
    /// large), outside the layout's area, before the entries. Nothing by default.
    func drawAround(_ highlighted: SelectedItem, in canvas: inout Canvas, layout: ItemLayout, theme: Theme)

    /// Draws the header of a titled section into a canvas the area's width and the
    /// layout's ``ItemLayout/headerHeight`` high. By default, `Title ───…` on its first
    /// row: the title in the title style, cut to the width, and a rule to the edge.
    func drawSectionHeader(_ title: String, in header: inout Canvas, theme: Theme)

    /// Reads input the template reads its own way, before the kit's keys; returns `nil`
    /// (the default) to leave the event to the kit.
    func handleTemplateInput(_ event: InputEvent) -> EventHandling?

    /// Reads input the template reads its own way, before the kit's keys, as it was
    /// resolved where it entered: a key with what it does for each handler, so that the
    /// template does not look it up again. By default, ``handleTemplateInput(_:)-(InputEvent)``.
    func handleTemplateInput(_ input: ResolvedInput) -> EventHandling?

    /// Acts on a key's command, as the key table the Container gave says (the
    /// template's own ``HomeTemplate/keyBindings`` included), before the kit does; returns
    /// `nil` (the default) to leave it to the kit.
    func handleTemplateCommand(_ command: KeyCommand) -> EventHandling?
}

/// What the kit keeps for an ``ItemTemplate``: the injected closures, the view model,
/// the items with their highlight and change animation, and the last layout drawn.
public struct ItemKit {
    /// The closures the Container injected.
    var callbacks = HomeCallbacks()
    /// What the Container handed, until the next refresh presents it; after it, the items
    /// are held once, by the presentation, and the view model is read back from it.
    var handed: HomeViewModel?
    /// What the Container handed.
    var viewModel: HomeViewModel {
        get { handed ?? presentation.viewModel }
        set { handed = newValue }
    }
    /// The items on screen, the highlight and the animation of the last change.
    var presentation = ItemPresentation()
    /// The layout of the last frame drawn.
    var lastLayout: ItemLayout?
    /// How many entries each rail is scrolled by, by section identifier (rails only).
    var railOffsets: [String: Int] = [:]
    /// The rails' offsets before the last change of the items: where the old layout's
    /// entries were, so that a rail scrolls as the change animates.
    var railOffsetsBeforeChange: [String: Int] = [:]
    /// The entries drawn in the last two frames.
    var entries = EntryCache()
    /// The rows of the items at the layouts used last.
    var rows = SectionRowsCache()
    /// Whether the template draws one section among others (``SectionPlaceable``): the
    /// kit's ``SectionPlaceable/isPlacedInSection`` reads and sets it.
    public var isPlacedInSection = false

    /// Forgets the entries drawn so far, so that the next frame draws every entry anew:
    /// for a template whose entries depend on more than their item, highlight and size.
    public mutating func redrawEntries() {
        entries = EntryCache()
    }

    /// Nothing shown yet.
    public init() {}
}

extension ItemTemplate {
    public var _asItemTemplate: (any ItemTemplate)? { self }
    public static var _asItemTemplateType: (any ItemTemplate.Type)? { self }

    public static var alternative: TemplateStyle? { nil }
    public static var spaceOpensQuickLook: Bool { false }
    public var alternative: TemplateStyle? { Self.alternative }
    public var spaceOpensQuickLook: Bool { Self.spaceOpensQuickLook }
    public func drawAround(_ highlighted: SelectedItem, in canvas: inout Canvas, layout: ItemLayout, theme: Theme) {}
    public func handleTemplateInput(_ event: InputEvent) -> EventHandling? { nil }
    public func handleTemplateInput(_ input: ResolvedInput) -> EventHandling? { handleTemplateInput(input.event) }
    public func handleTemplateCommand(_ command: KeyCommand) -> EventHandling? { nil }

    public func drawSectionHeader(_ title: String, in header: inout Canvas, theme: Theme) {
        SectionHeader.draw(title, in: &header, theme: theme)
    }

    public var callbacks: HomeCallbacks {
        get { kit.callbacks }
        set { kit.callbacks = newValue }
    }

    public var viewModel: HomeViewModel {
        get { kit.viewModel }
        set { kit.viewModel = newValue }
    }

    /// The items on screen, as of the last refresh.
    public var items: [HomeItem] { kit.presentation.items }

    /// The highlighted item and its index, if there are items.
    public var highlighted: SelectedItem? { kit.presentation.selectedItem }

    /// The index of the highlighted item.
    public var selectedIndex: Int? { kit.presentation.selection.selected }

    /// The identifier of the highlighted item.
    public var selectedIdentifier: String? { highlighted?.item.identifier }

    /// Highlights the item with `identifier`, if it is among the items; the next frame
    /// scrolls it into view.
    public func selectItem(withIdentifier identifier: String) {
        guard let index = items.firstIndex(where: { $0.identifier == identifier }) else { return }
        kit.presentation.selection.select(index)
    }

    /// The first row of entries on screen.
    var firstRow: Int { kit.presentation.selection.offset }

    /// The rows of `items` (the items on screen, by default) at `layout`, laid out once
    /// for each items and layout (``SectionRowsCache``).
    func sectionRows(of items: [HomeItem]? = nil, layout: ItemLayout) -> SectionRows {
        let items = items ?? self.items
        return kit.rows.rows(of: items, layout: layout)
    }

    /// The layout of the last frame drawn; before the first, the layout at 80x24.
    public var currentLayout: ItemLayout { kit.lastLayout ?? kitLayout(at: Size(width: 80, height: 24)).layout }

    /// Presents the view model: the highlight follows its item through a change, across
    /// sections too, and the rows on screen move with it.
    public func refresh() {
        let layout = currentLayout
        let day = kit.presentation.day
        let railOffsets = kit.railOffsets
        // The kit's rows are taken out while the presentation changes (the kit is being
        // written to), and put back with the old and new items' rows among them.
        var rows = kit.rows
        kit.rows = SectionRowsCache()
        let changed = kit.presentation.present(viewModel) { items, index in rows.rows(of: items, layout: layout).row(ofItem: index) }
        kit.handed = nil
        kit.rows = rows
        if kit.presentation.day != day {
            kit.railOffsets = [:]
        } else if changed {
            kit.railOffsetsBeforeChange = railOffsets
        }
    }

    public func isAnimating(at time: Duration) -> Bool { kit.presentation.isAnimating(at: time) }

    /// Reports the launch: a template that overrides it calls `didLaunch()` too.
    public func didAppear() { didLaunch() }
}
