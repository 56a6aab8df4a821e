/// What happened in a Container, as the app around it learns it: for analytics,
/// day navigation and the screen's chrome.
public enum ContainerEvent: Hashable, Sendable {
    /// The home screen appeared for the first time.
    case launched(style: TemplateStyle)
    /// The child reported a completed horizontal swipe.
    case swiped(SwipeDirection)
    /// The child chose an item; `action` names the closure it called. The selection
    /// says where the item was: its index (within its section, when the day has
    /// sections), its section and the style that drew it.
    case itemSelected(action: SelectionAction, item: HomeItem, index: Int, section: String?, style: TemplateStyle)
    /// A destination was pushed.
    case navigated(Destination)
    /// The screen on top was closed.
    case wentBack(from: Destination)
    /// The child was replaced.
    case replaced(from: TemplateStyle, to: TemplateStyle)
    /// The template of one section was replaced (its toggle, its content, or a request
    /// of its template).
    case sectionReplaced(section: String, from: TemplateStyle, to: TemplateStyle)
    /// Something happened inside an item's entry (a card's action), with where the item
    /// was, as for ``itemSelected(action:item:index:section:style:)``.
    case activity(EntryActivity, item: HomeItem, index: Int, section: String?, style: TemplateStyle)
}
