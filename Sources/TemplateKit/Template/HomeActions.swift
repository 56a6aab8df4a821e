/// An item a template chose, and its position among the items shown.
public struct SelectedItem: Hashable, Sendable {
    /// The item.
    public var item: HomeItem
    /// Its index among the items of the view model: in a screen of sections, among the
    /// items of its section.
    public var index: Int
    /// The identifier of the section the item was in, when the day has sections (the
    /// screen fills it in).
    public var section: String?
    /// The style of the template that drew the item (the screen fills it in).
    public var style: TemplateStyle?

    /// Creates a selection.
    public init(item: HomeItem, index: Int, section: String? = nil, style: TemplateStyle? = nil) {
        self.item = item
        self.index = index
        self.section = section
        self.style = style
    }
}

/// A template that can ask for things to happen: open an item, open settings, or be
/// replaced by another template.
///
/// The Container injects every closure when it embeds the template. Templates keep
/// do-nothing defaults, so they work alone too (in previews and tests).
@MainActor
public protocol HomeActions: AnyObject {
    /// Open a long item (a detail screen).
    var longSelected: @MainActor (SelectedItem) -> Void { get set }
    /// Open a short item (a quick look).
    var shortSelected: @MainActor (SelectedItem) -> Void { get set }
    /// Open a stream item (the player).
    var streamSelected: @MainActor (SelectedItem) -> Void { get set }
    /// Open the settings screen.
    var settingsSelected: @MainActor () -> Void { get set }
    /// Replace this template with one of another style, with a cross-fade.
    var replaceWith: @MainActor (TemplateStyle) -> Void { get set }
}

/// A template that reports what happened on it, for analytics.
@MainActor
public protocol HomeReporting: AnyObject {
    /// The template appeared on screen. The Container counts a launch only the first
    /// time the home screen appears.
    var didLaunch: @MainActor () -> Void { get set }
    /// The user completed a horizontal swipe to another day. The Container moves to
    /// that day and records the swipe.
    var didHorizontalSwipe: @MainActor (SwipeDirection) -> Void { get set }
}

/// A template that shows data it is handed.
@MainActor
public protocol HasViewModel: AnyObject {
    /// What to show. The Container sets it, then asks a ``Refreshable`` template to
    /// refresh.
    var viewModel: HomeViewModel { get set }
}

/// A template that updates what it shows when asked.
@MainActor
public protocol Refreshable: AnyObject {
    /// Brings what is shown up to date with the view model; a template works out
    /// what changed itself.
    func refresh()
}
