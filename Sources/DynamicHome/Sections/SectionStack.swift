/// A screen made of sections: a day in sections, each drawn by its own template in a
/// region under its title, stacked top to bottom and scrolled as one, with one focus
/// across them.
///
/// The Container embeds one as its child whenever the day it shows has sections; to the
/// Container it is a template of the screen's style. It embeds a template per section
/// (chosen by ``SectionChooser``), injects into each the closures it was given itself,
/// with the section and the style filled in, and keeps for itself what concerns more
/// than one section: the regions and their scrolling, the focus moving between
/// sections, and the cross-fade of a section's region when its template is replaced.
///
/// A section's region is as tall as its template wants (``SectionPlaceable``), at most
/// the screen's height, so that the focused region always fits on screen whole; a
/// template that wants more scrolls within its region. A replacement keeps the region's
/// height, so that nothing around it moves; a content change, a new day or a resize lays
/// the regions out again.
@MainActor
final class SectionStack: HomeTemplate, HomeCallbackStorage, HasViewModel, Refreshable {
    /// Never registered: the stack has the style of the screen's template.
    static let style: TemplateStyle = "sections"
    static let summary = "the sections of a day, each drawn by its own template"

    /// One section and the template that draws it.
    struct Slot {
        var section: ContentSection
        /// The template on screen and what chose it.
        var choice: SectionChoice
        /// What the toggle, the content or the screen chose last: a replacement at
        /// runtime holds until they choose anew.
        var chosen: SectionChoice
        var template: any HomeTemplate
        /// Where the section's items are in the day's items.
        var range: Range<Int>
        /// Rows of the region, the title included.
        var height = 1
        /// Rows the stack's title takes above the template (0 when the template draws it).
        var titleRows = 0
        /// The template being replaced, fading out of the region.
        var fade: RegionFade?
        /// The region's body as last drawn, and what it was drawn for: drawn again only
        /// when the template got input or items, the focus, size or theme changed, or it
        /// animates.
        var drawn: (canvas: Canvas, size: Size, focused: Bool, theme: Theme)?
        /// The title row as last drawn, and what it was drawn for (the template that draws
        /// it, its title, width and theme): laying a title out costs more than copying it.
        var header: (canvas: Canvas, template: ObjectIdentifier, title: String, theme: Theme)?

        var identifier: String { section.identifier }
    }

    /// A template fading out of a section's region while its replacement fades in.
    struct RegionFade {
        enum Source {
            /// The template being replaced, still drawn live.
            case template(any HomeTemplate)
            /// A frame frozen when a second replacement interrupted a first.
            case snapshot(Canvas)
        }

        var source: Source
        var startedAt: Duration
        var from: TemplateStyle
        /// The outgoing template's frame, drawn at the fade's first frame and blended from
        /// at every frame after at the same size and theme: what leaves does not change.
        var outgoing: (canvas: Canvas, size: Size, theme: Theme)?
    }

    /// The style of the screen's template: what sections without a template of their own are drawn with.
    let screenStyle: TemplateStyle
    var style: TemplateStyle { screenStyle }

    var callbacks = HomeCallbacks()
    /// The key table the Container gave: each section's template gets it with its own keys added.
    var keyBindings: KeyBindings {
        get { callbacks.keyBindings }
        set {
            callbacks.keyBindings = newValue
            for slot in slots { routeKeys(of: slot.template) }
        }
    }
    var viewModel = HomeViewModel()

    let factory: HomeFactory
    let chooser: SectionChooser
    /// The time now, on the screen's clock.
    let clock: @MainActor () -> Duration
    /// How transitions move now: a section's replacement fades with it.
    let motion: @MainActor () -> Motion
    /// The context of the last frame drawn.
    var lastContext = DrawContext()
    /// Hears of a section's template replaced: from, to.
    var onReplace: @MainActor (_ section: String, _ from: TemplateStyle, _ to: TemplateStyle) -> Void = { _, _, _ in }

    var slots: [Slot] = []
    /// The index of the focused section.
    var focus = 0
    /// The line of the stack at the top of the screen.
    var scrollTop = 0
    /// The size the regions were laid out at, or `nil` when they must be laid out again.
    var laidOutAt: Size?
    /// Whether the stack is on screen, so that replacements fade.
    private(set) var isOnScreen = false
    /// The day of the sections, to start each new day at the top.
    private var day: Day?
    /// The frame before sections came, went or moved within the day, fading out.
    var structureFade: RegionFade?

    var identity: ContainerIdentity { ContainerIdentity(rawValue: ObjectIdentifier(self)) }

    init(
        screenStyle: TemplateStyle, factory: HomeFactory, chooser: SectionChooser, clock: @escaping @MainActor () -> Duration,
        motion: @escaping @MainActor () -> Motion
    ) {
        self.screenStyle = screenStyle
        self.factory = factory
        self.chooser = chooser
        self.clock = clock
        self.motion = motion
    }

    /// Never called: a stack is made by the Container, not by a factory.
    convenience init() {
        self.init(
            screenStyle: Self.style, factory: HomeFactory(),
            chooser: SectionChooser(registered: [], toggle: { _ in nil }, warn: { _ in }), clock: { .zero }, motion: { .standard })
    }

    /// The focused section, if the day has any.
    var focused: Slot? { slots.indices.contains(focus) ? slots[focus] : nil }

    // MARK: Content

    /// Splits the day into sections and hands each its items: a section that keeps its
    /// style keeps its template (which animates the change of its items); one whose
    /// style changed is replaced with a cross-fade of its region; new sections get new
    /// templates.
    func refresh() {
        let items = viewModel.items
        let newDay = viewModel.day != day
        let before = slots.map(\.identifier)
        let frozen = !newDay ? frameOnScreen() : nil
        day = viewModel.day
        let focusedIdentifier = focused?.identifier
        var old = slots
        var made: [Slot] = []
        for section in HomeSection.sections(of: items) {
            let content = section.section ?? ContentSection(identifier: "", title: "")
            let choice = chooser.choose(content, screenStyle: screenStyle)
            if let index = old.firstIndex(where: { $0.identifier == content.identifier }) {
                var slot = old.remove(at: index)
                slot.section = content
                slot.range = section.range
                if !settle(&slot, on: choice, items: items) { hand(items, to: &slot) }
                made.append(slot)
            } else if let slot = makeSlot(content, choice: choice, range: section.range, items: items) {
                made.append(slot)
            }
        }
        for slot in old { remove(slot) }
        slots = made
        if let frozen, slots.map(\.identifier) != before {
            // Sections came, went or moved: the screen cross-fades from how it was.
            structureFade = RegionFade(source: .snapshot(frozen), startedAt: viewModel.handedAt ?? clock(), from: screenStyle)
        }
        if newDay {
            focus = 0
            scrollTop = 0
        } else {
            focus = focusedIdentifier.flatMap { identifier in slots.firstIndex { $0.identifier == identifier } } ?? min(focus, max(0, slots.count - 1))
        }
        laidOutAt = nil
    }

    /// Chooses every section's template again (the toggles changed): a section whose
    /// choice now names another style is replaced with a cross-fade of its region.
    func chooseAgain() {
        let items = viewModel.items
        for index in slots.indices {
            // On a copy, as in `replaceSection(of:with:)`: replacing reads the other slots.
            var slot = slots[index]
            settle(&slot, on: chooser.choose(slot.section, screenStyle: screenStyle), items: items)
            slots[index] = slot
        }
    }

    /// Puts what the chooser says now on a section: when its choice changed, the style it
    /// names (replacing the template, with a cross-fade, when the style differs); when it
    /// did not, the section keeps what it shows (a replacement at runtime holds).
    ///
    /// - Returns: Whether the template was replaced (and handed the items).
    @discardableResult
    private func settle(_ slot: inout Slot, on choice: SectionChoice, items: [HomeItem]) -> Bool {
        guard choice != slot.chosen else { return false }
        slot.chosen = choice
        guard choice.style != slot.template.style else {
            slot.choice = choice
            return false
        }
        replace(&slot, with: choice, items: items)
        return true
    }

    private func makeSlot(_ section: ContentSection, choice: SectionChoice, range: Range<Int>, items: [HomeItem]) -> Slot? {
        var choice = choice
        guard let template = (try? factory.make(choice.style)) ?? {
            choice = SectionChoice(style: screenStyle, origin: .screen)
            return try? factory.make(screenStyle)
        }() else { return nil }
        var slot = Slot(section: section, choice: choice, chosen: choice, template: template, range: range)
        embed(template, in: section.identifier)
        if isOnScreen {
            template.willAppear()
            template.didAppear()
        }
        hand(items, to: &slot)
        return slot
    }

    /// Hands a section's template its items: the section's alone, without their title
    /// when the stack draws it.
    func hand(_ items: [HomeItem], to slot: inout Slot) {
        let placeable = slot.template as? any SectionPlaceable
        let drawsTitle = placeable?.drawsSectionTitle ?? true
        slot.titleRows = drawsTitle || slot.section.title.isEmpty ? 0 : 1
        var section = Array(items[slot.range])
        if !drawsTitle { section = section.map { $0.inSection(nil) } }
        var model = HomeViewModel(day: viewModel.day, items: section)
        model.handedAt = viewModel.handedAt
        if let template = slot.template as? any HasViewModel { template.viewModel = model }
        if let template = slot.template as? any Refreshable { template.refresh() }
        slot.drawn = nil
    }

    // MARK: Focus

    /// Moves the focus to the section at `index`, the highlight entering it from above
    /// or below near `column` (or where it was, without one).
    @discardableResult
    func moveFocus(to index: Int, fromAbove: Bool? = nil, nearColumn column: Int? = nil) -> Bool {
        guard slots.indices.contains(index), index != focus else { return false }
        slots[focus].drawn = nil
        slots[index].drawn = nil
        focus = index
        if let fromAbove, let placeable = slots[index].template as? any SectionPlaceable {
            placeable.enterHighlight(fromAbove: fromAbove, nearColumn: column ?? 0)
        }
        return true
    }

    /// The item with `identifier` is highlighted in its section, which gets the focus.
    func selectItem(withIdentifier identifier: String) {
        guard let index = slots.firstIndex(where: { slot in viewModel.items[slot.range].contains { $0.identifier == identifier } })
        else { return }
        if slots.indices.contains(focus) { slots[focus].drawn = nil }
        focus = index
        slots[index].drawn = nil
        slots[index].template.selectItem(withIdentifier: identifier)
    }

    var selectedIdentifier: String? { focused?.template.selectedIdentifier }

    var selectedIndex: Int? {
        guard let slot = focused, let index = slot.template.selectedIndex else { return nil }
        return slot.range.lowerBound + index
    }

    // MARK: Appearance

    func willAppear() {
        for slot in slots { slot.template.willAppear() }
    }

    func didAppear() {
        isOnScreen = true
        for slot in slots { slot.template.didAppear() }
        didLaunch()
    }

    func willDisappear() {
        finishFades()
        for slot in slots { slot.template.willDisappear() }
    }

    func didDisappear() {
        isOnScreen = false
        for slot in slots { slot.template.didDisappear() }
    }

    func isAnimating(at time: Duration) -> Bool {
        structureFade != nil || slots.contains { slot in slot.fade != nil || slot.template.isAnimating(at: time) }
    }
}
