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

    /// Creates a view model.
    public init(day: Day? = nil, content: Content = .loaded([])) {
        self.day = day
        self.content = content
    }

    /// A view model of loaded items.
    public init(day: Day? = nil, items: [HomeItem]) {
        self.init(day: day, content: .loaded(items))
    }

    /// The items when loaded, else none.
    public var items: [HomeItem] {
        if case .loaded(let items) = content { return items }
        return []
    }
}
