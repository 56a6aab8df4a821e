/// A section of the screen as the Container shows it: which template draws it, and why.
public struct ScreenSection: Hashable, Sendable {
    /// The section's identifier.
    public var identifier: String
    /// Its title.
    public var title: String
    /// The style of the template that draws it.
    public var style: TemplateStyle
    /// What chose the template.
    public var origin: SectionChoice.Origin
    /// Where its items are among the day's items.
    public var range: Range<Int>
}

/// Composing a day: a region a section (one that fills the screen for a day without
/// sections), each with the template its toggle, its content or the screen's template
/// chooses (``SectionChooser``), reused by identifier from one content change to the next.
extension Container {
    /// A composition of `style` for a view model, its templates handed their items
    /// (unless `handing` is `false`: a Container not yet shown anything); with
    /// `embedded`, its templates are the Container's children (closures injected, keys
    /// given); without, a page drawn outside it (a slide's).
    ///
    /// - Throws: ``HomeFactoryError`` when no template has `style`.
    func makeComposition(
        _ style: TemplateStyle, for viewModel: HomeViewModel, embedded: Bool, handing: Bool = true
    ) throws(HomeFactoryError) -> Composition {
        guard factory.styles.contains(style) else { throw .unknownStyle(style, registered: factory.styles) }
        var composition = Composition(screenStyle: style, for: viewModel)
        composition.viewModel = viewModel
        composition.day = viewModel.day
        let chooser = chooser
        for section in sections(of: viewModel, in: composition) {
            let choice = composition.arrangement == .whole
                ? SectionChoice(style: style, origin: .screen) : chooser.choose(section.content, screenStyle: style)
            if let region = makeRegion(section.content, choice: choice, range: section.range, in: composition, embedded: embedded) {
                composition.regions.append(region)
            }
        }
        guard !composition.regions.isEmpty else { throw .unknownStyle(style, registered: factory.styles) }
        guard handing else { return composition }
        for index in composition.regions.indices { hand(viewModel.items, to: &composition.regions[index], of: composition) }
        return composition
    }

    /// The sections a composition makes regions of: one for a day without sections
    /// (whatever its items), one a section otherwise.
    private func sections(of viewModel: HomeViewModel, in composition: Composition) -> [(content: ContentSection, range: Range<Int>)] {
        guard composition.arrangement == .stacked else {
            return [(ContentSection(identifier: "", title: ""), 0..<viewModel.items.count)]
        }
        return HomeSection.sections(of: viewModel.items).map { section in
            (section.section ?? ContentSection(identifier: "", title: ""), section.range)
        }
    }

    /// Chooses a section's template: its toggle, its content, then the screen's template.
    var chooser: SectionChooser {
        SectionChooser(registered: factory.styles, toggle: sectionToggle, warn: { self.warn($0) })
    }

    /// Gives a warning once per day.
    private func warn(_ warning: String) {
        guard warned.insert(warning).inserted else { return }
        onWarning(warning)
    }

    /// A region for a section with a template of the choice's style; of the screen's
    /// style when no template has it.
    private func makeRegion(
        _ section: ContentSection, choice: SectionChoice, range: Range<Int>, in composition: Composition, embedded: Bool
    ) -> Region? {
        var choice = choice
        guard let template = (try? factory.make(choice.style)) ?? {
            choice = SectionChoice(style: composition.screenStyle, origin: .screen)
            return try? factory.make(composition.screenStyle)
        }() else { return nil }
        if let placeable = template.adoptedPlacing { placeable.isPlacedInSection = composition.arrangement == .stacked }
        if embedded { embed(template, in: section.identifier) }
        return Region(section: section, choice: choice, chosen: choice, template: template, range: range)
    }

    /// Hands a region's template its items: the section's alone, without their title
    /// when the composition draws it; the whole day's when the region fills the screen.
    func hand(_ items: [HomeItem], to region: inout Region, of composition: Composition) {
        var model: HomeViewModel
        if composition.arrangement == .whole {
            region.titleRows = 0
            model = composition.viewModel
        } else {
            let drawsTitle = region.template.adoptedPlacing?.drawsSectionTitle ?? true
            region.titleRows = drawsTitle || region.section.title.isEmpty ? 0 : 1
            var section = Array(items[region.range])
            if !drawsTitle { section = section.map { $0.inSection(nil) } }
            model = HomeViewModel(day: composition.viewModel.day, items: section)
            model.handedAt = composition.viewModel.handedAt
        }
        if let template = region.template.adoptedViewModel { template.viewModel = model }
        if let template = region.template.adoptedRefreshing { template.refresh() }
        region.drawn = nil
    }

    /// Hands the composition on screen a view model of its shape: a region that keeps
    /// its section keeps its template (which animates the change of its items); one
    /// whose style changed is replaced, with a fade of its region when the day is the
    /// same; new sections get new regions; on the same day, sections that came, went or
    /// moved cross-fade the whole area from how it was.
    func compose(_ viewModel: HomeViewModel) {
        let newDay = viewModel.day != composition.day
        let before = composition.regions.map(\.identifier)
        let frozen = !newDay ? structureFrame() : nil
        let focusedIdentifier = composition.focused?.identifier
        composition.viewModel = viewModel
        composition.day = viewModel.day
        var old = composition.regions
        var made: [Region] = []
        let chooser = chooser
        for section in sections(of: viewModel, in: composition) {
            let choice = composition.arrangement == .whole
                ? SectionChoice(style: composition.screenStyle, origin: .screen)
                : chooser.choose(section.content, screenStyle: composition.screenStyle)
            if let index = old.firstIndex(where: { $0.identifier == section.content.identifier }) {
                var region = old.remove(at: index)
                region.section = section.content
                region.range = section.range
                if !settle(&region, on: choice, animated: !newDay) { hand(viewModel.items, to: &region, of: composition) }
                made.append(region)
            } else if let region = makeRegion(section.content, choice: choice, range: section.range, in: composition, embedded: true) {
                var region = region
                if showsChild {
                    region.template.willAppear()
                    region.template.didAppear()
                }
                hand(viewModel.items, to: &region, of: composition)
                made.append(region)
            }
        }
        for region in old { remove(region) }
        composition.regions = made
        if let frozen, made.map(\.identifier) != before {
            composition.fade = Replacement(
                from: .snapshot(frozen), style: composition.screenStyle, motion: transitions.motion, at: viewModel.handedAt ?? clock(),
                replacesTemplates: false)
        }
        if newDay {
            composition.focus = 0
            composition.scrollTop = 0
        } else {
            composition.focus = focusedIdentifier.flatMap { composition.index(of: $0) }
                ?? min(composition.focus, max(0, composition.regions.count - 1))
        }
        composition.laidOutAt = nil
    }

    /// Puts a composition of the other shape (stacked, or filling the screen) in place at
    /// once, for a day of the other shape: the highlight goes to the item the old one
    /// highlighted, where the new one shows it.
    func recompose(for viewModel: HomeViewModel) {
        let selected = child.selectedIdentifier
        guard var new = try? makeComposition(style, for: viewModel, embedded: true) else {
            compose(viewModel)
            return
        }
        finishFades()
        if let selected { select(selected, in: &new) }
        putInPlaceAtOnce(new)
    }

    /// The frame on screen before sections come, go or move, as the last one was drawn:
    /// when the regions are stacked on screen and transitions move.
    private func structureFrame() -> Canvas? {
        guard composition.arrangement == .stacked, showsChild, transitions.motion.duration > .zero,
              let size = composition.laidOutAt, !composition.regions.isEmpty
        else { return nil }
        return frameOnScreen(at: max(composition.lastContext.time, clock()), size: size)
    }

    /// Chooses the template of every section again, after the toggles changed: a section
    /// whose toggle now names another style cross-fades to it.
    public func chooseSectionTemplatesAgain() {
        guard composition.arrangement == .stacked else { return }
        working {
            let chooser = chooser
            for index in composition.regions.indices {
                // On a copy: a replacement reads the other regions.
                var region = composition.regions[index]
                settle(&region, on: chooser.choose(region.section, screenStyle: composition.screenStyle), animated: true)
                composition.regions[index] = region
            }
        }
    }

    /// Puts what the chooser says now on a region: when its choice changed, the style it
    /// names (replacing the template when the style differs); when it did not, the
    /// region keeps what it shows (a replacement at runtime holds).
    ///
    /// - Returns: Whether the template was replaced (and handed the items).
    @discardableResult
    private func settle(_ region: inout Region, on choice: SectionChoice, animated: Bool) -> Bool {
        guard choice != region.chosen else { return false }
        region.chosen = choice
        guard choice.style != region.template.style else {
            region.choice = choice
            return false
        }
        replace(&region, with: choice, animated: animated)
        return true
    }

    /// Takes a region off the screen: its templates disappear and leave.
    private func remove(_ region: Region) {
        if showsChild {
            region.template.willDisappear()
            region.template.didDisappear()
        }
        unembed(region.template)
        for leaving in region.fade?.leaving ?? [] { unembed(leaving) }
    }

    /// Highlights the item with `identifier` in a composition: in its region, which gets
    /// the focus.
    func select(_ identifier: String, in composition: inout Composition) {
        let items = composition.viewModel.items
        guard let index = composition.regions.firstIndex(where: { region in
            region.range.upperBound <= items.count && items[region.range].contains { $0.identifier == identifier }
        }) ?? (composition.arrangement == .whole ? 0 : nil) else { return }
        if composition.regions.indices.contains(composition.focus) { composition.regions[composition.focus].drawn = nil }
        composition.focus = index
        composition.regions[index].drawn = nil
        composition.regions[index].template.selectItem(withIdentifier: identifier)
    }

    // MARK: What is on screen

    /// The sections of the day on screen, top to bottom, with the template of each; none
    /// for a day without sections.
    public var sections: [ScreenSection] {
        guard composition.arrangement == .stacked else { return [] }
        return composition.regions.map { region in
            ScreenSection(
                identifier: region.identifier, title: region.section.title, style: region.template.style,
                origin: region.choice.origin, range: region.range)
        }
    }

    /// The identifier of the section the focus is in, when the day has sections.
    public var focusedSection: String? {
        composition.arrangement == .stacked ? composition.focused?.identifier : nil
    }

    /// The template the focus is in: the focused section's, or the one filling the screen.
    public var focusedTemplate: any HomeTemplate { child }

    /// The templates on screen, top to bottom, each with the range of the day's items it
    /// draws: one per section, or the one filling the screen with all of them.
    public var templatesOnScreen: [(template: any HomeTemplate, items: Range<Int>)] {
        composition.regions.map { ($0.template, $0.range) }
    }

    /// The rows of the body the region of section `identifier` covers, as last laid out
    /// and scrolled, within a body `height` rows high.
    package func rows(ofSection identifier: String, height: Int) -> Range<Int>? {
        guard composition.arrangement == .stacked, let index = composition.index(of: identifier) else { return nil }
        let top = composition.regionTops()[index] - composition.scrollTop
        let lower = max(0, top), upper = min(height, top + composition.regions[index].height)
        return lower..<max(lower, upper)
    }

    /// The index of the highlighted item among the day's items, if one is highlighted.
    public var selectedIndex: Int? {
        guard let region = composition.focused, let index = region.template.selectedIndex else { return nil }
        return region.range.lowerBound + index
    }
}
