import DayDeck
/// Content held in memory: a fixed set of days and their items.
///
/// For tests, benchmarks and content made by code. A day listed without items, or with
/// an error, shows how the rest of the app copes with it.
public struct InMemoryContentProvider<Item: Sendable>: ContentProvider {
    /// The items of each day, or the error loading it gives.
    public let content: [Day: Result<[Item], ContentError>]

    /// Creates a provider from each day's result.
    ///
    /// - Parameter content: Each day and its items, or the error to throw for it.
    public init(content: [Day: Result<[Item], ContentError>]) {
        self.content = content
    }

    /// Creates a provider from each day's items.
    ///
    /// - Parameter items: Each day and its items.
    public init(items: [Day: [Item]]) {
        self.content = items.mapValues { .success($0) }
    }

    public func days() async throws(ContentError) -> [Day] {
        content.keys.sorted()
    }

    public func items(on day: Day) async throws(ContentError) -> [Item] {
        guard let result = content[day] else {
            throw ContentError(.dayNotAvailable, "there is no content for \(day)")
        }
        return try result.get()
    }
}
