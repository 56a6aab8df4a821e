/// What a person who cannot see the screen should know of it now: the day and how its
/// content stands, the template, the sections, where the focus is, the screen on top, and
/// what the chrome says (a notice, a banner, the help).
///
/// A plain value, made by ``HomeScreen/reading``. An ``Announcer`` compares one with the
/// one before and says what changed, a line per change; ``listing`` reads the whole
/// screen. Nothing in it depends on how the screen is drawn, so the same reading comes
/// from a screen whatever its size, colours or animations.
public struct ScreenReading: Hashable, Sendable {
    /// How the day's content stands.
    public enum Content: Hashable, Sendable {
        /// The items are on their way.
        case loading
        /// The items have arrived.
        case loaded
        /// The items could not be loaded; the message says why.
        case failed(String)
    }

    /// A section of a day in sections, and the template that draws it.
    public struct Section: Hashable, Sendable {
        /// The section's identifier.
        public var identifier: String
        /// Its title; empty when it has none.
        public var title: String
        /// The style of the template that draws it.
        public var style: TemplateStyle
        /// Its items, in order.
        public var items: [HomeItem]

        /// Creates a section.
        public init(identifier: String, title: String, style: TemplateStyle, items: [HomeItem]) {
            self.identifier = identifier
            self.title = title
            self.style = style
            self.items = items
        }
    }

    /// Where the focus is: the section it is in, and the highlighted item with its place
    /// among its section's items (or the day's, for a day without sections).
    public struct Focus: Hashable, Sendable {
        /// The index of the focused section among ``ScreenReading/sections``; `nil` for a
        /// day without sections.
        public var section: Int?
        /// The highlighted item, if the template highlights one.
        public var item: HomeItem?
        /// The item's index among the items of its section (or of the day).
        public var index: Int?
        /// Where the focus is inside the item's entry, in words ("Button: Send."), when
        /// its template says (``DescribesEntries``).
        public var within: String?

        /// Creates a focus.
        public init(section: Int? = nil, item: HomeItem? = nil, index: Int? = nil, within: String? = nil) {
            self.section = section
            self.item = item
            self.index = index
            self.within = within
        }
    }

    /// The day shown, once the deck has one.
    public var day: Day?
    /// How its content stands.
    public var content: Content
    /// The style of the screen's template: it draws a day without sections, and every
    /// section without a template of its own.
    public var style: TemplateStyle
    /// The day's items, in order.
    public var items: [HomeItem]
    /// The day's sections, top to bottom; none for a day without sections.
    public var sections: [Section]
    /// Where the focus is.
    public var focus: Focus
    /// The screen on top of the home screen, if any.
    public var destination: Destination?
    /// What the settings screen lists.
    public var settings: SettingsSummary
    /// The notice in the status line, while it shows.
    public var notice: String?
    /// The error banner over the screen, while it shows.
    public var banner: String?
    /// The help's lines while it shows: a line per row of the key table, then what it
    /// says of motion.
    public var help: [String]?
    /// The key table, for the keys the words name (back, retry).
    public var keys: KeyBindings
    /// What the templates on screen say of some items' entries beyond their titles (a
    /// card's text), by item identifier (``DescribesEntries``).
    public var entryWords: [String: String] = [:]

    /// Creates a reading.
    public init(
        day: Day?, content: Content, style: TemplateStyle, items: [HomeItem], sections: [Section] = [], focus: Focus = Focus(),
        destination: Destination? = nil, settings: SettingsSummary, notice: String? = nil, banner: String? = nil,
        help: [String]? = nil, keys: KeyBindings = .standard
    ) {
        self.day = day
        self.content = content
        self.style = style
        self.items = items
        self.sections = sections
        self.focus = focus
        self.destination = destination
        self.settings = settings
        self.notice = notice
        self.banner = banner
        self.help = help
        self.keys = keys
    }

    /// The items among which the focused item has its place: the focused section's, or
    /// the day's.
    var itemsAroundFocus: [HomeItem] {
        guard let section = focus.section else { return items }
        return sections.indices.contains(section) ? sections[section].items : []
    }
}
