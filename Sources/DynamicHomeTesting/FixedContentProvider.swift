import DynamicHome

/// Content held in memory: a fixed set of days and their items, for tests and
/// previews. A day can be made to fail, to test error states.
public struct FixedContentProvider: ContentProvider {
    /// The items of each day.
    public var content: [Day: [HomeItem]]
    /// Days whose load fails with this error.
    public var failures: [Day: ContentError]

    /// Content for the given days.
    public init(_ content: [Day: [HomeItem]], failures: [Day: ContentError] = [:]) {
        self.content = content
        self.failures = failures
    }

    /// One day of items.
    public init(day: Day, items: [HomeItem]) {
        self.init([day: items])
    }

    public func days() async throws(ContentError) -> [Day] {
        Set(content.keys).union(failures.keys).sorted()
    }

    public func items(on day: Day) async throws(ContentError) -> [HomeItem] {
        if let failure = failures[day] { throw failure }
        guard let items = content[day] else {
            throw ContentError(.dayNotAvailable, "there is no content for \(day)")
        }
        return items
    }
}
