/// What a template shows: one day's items, or why there are none yet.
public struct HomeViewModel: Hashable, Sendable {
    /// Where the day's content stands.
    public enum Content: Hashable, Sendable {
        /// The items are on their way.
        case loading
        /// The items, in order (possibly none).
        case loaded([HomeItem])
        /// The items could not be loaded; the message says why.
        case failed(String)
    }

    /// The day shown, when there is one.
    public var day: Day?
    /// The day's content.
    public var content: Content
    /// When the Container handed it to the child, on the screen's clock, if the child
    /// was on screen: an animation of the change starts then. `nil` when the child was
    /// not on screen; an animation then starts at the first frame drawn. Not part of
    /// equality: it says when, not what.
    public var handedAt: Duration?

    /// Creates a view model.
    public init(day: Day? = nil, content: Content = .loaded([])) {
        self.day = day
        self.content = content
    }

    /// A view model of loaded items.
    public init(day: Day? = nil, items: [HomeItem]) {
        self.init(day: day, content: .loaded(items))
    }

    public static func == (lhs: HomeViewModel, rhs: HomeViewModel) -> Bool {
        lhs.day == rhs.day && lhs.content == rhs.content
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(day)
        hasher.combine(content)
    }

    /// The items when loaded, else none.
    public var items: [HomeItem] {
        if case .loaded(let items) = content { return items }
        return []
    }
}
