/// What the Container shows of a day: an ordered set of regions, each drawn by its own
/// template, and how they share the screen.
///
/// Every day is composed one way. A day without sections is one region without a
/// title that fills the screen (``Arrangement/whole``); a day in sections is a region a
/// section, stacked top to bottom under their titles and scrolled as one
/// (``Arrangement/stacked``). A region is reused by its section's identifier, as
/// IGListKit reuses a section controller: a content change hands the same template its
/// new items, which animates them.
///
/// A value: the Container holds the composition on screen, and a slide between days
/// holds the pages it draws (a composition of the day left, or of the day a drag shows)
/// outside it. The templates in it are the only references.
@MainActor
struct Composition {
    /// How the regions share the screen.
    enum Arrangement: Hashable {
        /// One region, without a title, fills the screen: a day without sections, and a
        /// day loading or failed.
        case whole
        /// A region a section, each as tall as its template wants (at most the screen),
        /// under its title, stacked and scrolled as one, with one focus across them.
        case stacked
    }

    /// The style of the screen's template: it draws a day without sections, and every
    /// section without a template of its own.
    var screenStyle: TemplateStyle
    var arrangement: Arrangement
    /// What the composition shows: the day and its items, or why there are none.
    var viewModel = HomeViewModel(content: .loading)
    var regions: [Region] = []
    /// The index of the focused region.
    var focus = 0
    /// The line of the stacked regions at the top of the screen.
    var scrollTop = 0
    /// The size the regions were laid out at, or `nil` when they must be laid out again.
    var laidOutAt: Size?
    /// The day the regions hold, so that a new day starts at the top.
    var day: Day?
    /// The replacement of the whole area running, if any: the screen's template
    /// replaced (from the composition that was on screen), or sections that came, went
    /// or moved (from the frame that was on screen).
    var fade: Replacement?
    /// The context of the last frame drawn.
    var lastContext = DrawContext()

    /// An empty composition of the screen's style, arranged for a view model.
    init(screenStyle: TemplateStyle, for viewModel: HomeViewModel) {
        self.screenStyle = screenStyle
        arrangement = Self.arrangement(for: viewModel)
    }

    /// How a view model's items share the screen: stacked when they come in sections.
    static func arrangement(for viewModel: HomeViewModel) -> Arrangement {
        viewModel.items.first?.section != nil ? .stacked : .whole
    }

    /// The focused region, if there is one.
    var focused: Region? { regions.indices.contains(focus) ? regions[focus] : nil }

    /// The index of the region of section `identifier` ("" for a day without sections).
    func index(of identifier: String) -> Int? {
        regions.firstIndex { $0.identifier == identifier }
    }

    /// The index of the region whose template is `template`.
    func index(of template: any HomeTemplate) -> Int? {
        regions.firstIndex { $0.template === template }
    }

    /// Every template on screen, the regions' and those fading out of them.
    var templates: [any HomeTemplate] { regions.map(\.template) }
}

/// One region of a composition: a section and the template that draws it.
@MainActor
struct Region {
    /// The section; for a day without sections, one without identifier or title.
    var section: ContentSection
    /// The template on screen and what chose it.
    var choice: SectionChoice
    /// What the toggle, the content or the screen chose last: a replacement at runtime
    /// holds until they choose anew.
    var chosen: SectionChoice
    var template: any HomeTemplate
    /// Where the section's items are in the day's items.
    var range: Range<Int>
    /// Rows of the region, the title included (stacked regions).
    var height = 1
    /// Rows the composition's title takes above the template (0 when the template draws it).
    var titleRows = 0
    /// The template being replaced, fading out of the region.
    var fade: Replacement?
    /// The template's frame as last drawn, and what it was drawn for (stacked regions):
    /// drawn again only when the template got input or items, the focus, size or theme
    /// changed, or it animates.
    var drawn: (canvas: Canvas, size: Size, focused: Bool, theme: Theme)?
    /// The title row as last drawn, and what it was drawn for (the template that draws
    /// it, its title, width and theme): laying a title out costs more than copying it.
    var header: (canvas: Canvas, template: ObjectIdentifier, title: String, theme: Theme)?

    var identifier: String { section.identifier }
}

/// A replacement on screen: what was there fading out of an area while what replaces
/// it fades in, in the motion's transition style. One value for every replacement: the
/// screen's template (the area is the whole composition), a section's template (its
/// region), sections that came or went (the whole composition, from its last frame).
///
/// A second replacement during a fade starts from the frame on screen, frozen.
@MainActor
struct Replacement {
    /// What the fade starts from.
    indirect enum Source {
        /// The template being replaced, drawn at the fade's first frame and kept: what
        /// leaves does not change (drawn again when it animates, or at another size).
        case template(any HomeTemplate)
        /// The composition being replaced, drawn live at every frame (it follows a resize).
        case composition(Composition)
        /// A frame frozen when a second replacement interrupted a first, or when
        /// sections came, went or moved.
        case snapshot(Canvas)
    }

    var source: Source
    /// The fade's time and easing, from the motion when it started.
    var timeline: Timeline
    /// The style replaced.
    var from: TemplateStyle
    /// The outgoing template's frame, drawn at the fade's first frame and blended from at
    /// every frame after at the same size and theme.
    var kept: (canvas: Canvas, size: Size, theme: Theme)?
    /// Whether templates were replaced, so that those faded in did appear when it ends;
    /// `false` when sections came, went or moved.
    var replacesTemplates: Bool

    /// A fade from `source` starting `now`, in `motion`.
    init(from source: Source, style: TemplateStyle, motion: Motion, at now: Duration, replacesTemplates: Bool = true) {
        self.source = source
        timeline = motion.timeline(startingAt: now)
        from = style
        self.replacesTemplates = replacesTemplates
    }

    /// How far the fade has come at `time`, eased, from 0 to 1.
    func progress(at time: Duration) -> Double { timeline.progress(at: time) }

    /// Whether the fade is over at `time`.
    func isFinished(at time: Duration) -> Bool { timeline.isFinished(at: time) }

    /// The templates that leave when the fade ends: the one fading out, or all those of
    /// the composition fading out.
    var leaving: [any HomeTemplate] {
        switch source {
        case .template(let template): [template]
        case .composition(let composition): composition.templates
        case .snapshot: []
        }
    }
}
