import StateStore
/// Where a home screen's items come from: one list of items per day.
///
/// Providers are values that can be shared across tasks. They know nothing of how
/// items are shown; `HomeState` is generic over the item type, and DynamicHome uses
/// its `HomeItem`.
///
/// Only ``days()`` and ``items(on:)`` are required. A provider that can tell when a day
/// has not changed (an HTTP server's `ETag`, a file's modification time) also gives
/// ``items(on:ifChangedSince:)``; one that may have no list of days gives ``listing()``.
public protocol ContentProvider<Item>: Sendable {
    /// What a day's content is made of.
    associatedtype Item: Sendable

    /// The days that have content, in order.
    func days() async throws(ContentError) -> [Day]

    /// The items of one day, in the order they are shown.
    ///
    /// - Throws: ``ContentError`` when the day has no content, or it cannot be read
    ///   or understood; ``ContentError/Reason/dayNotAvailable`` when there is no such day.
    func items(on day: Day) async throws(ContentError) -> [Item]

    /// How the days are known: a list, or none, in which case the deck finds the first
    /// and last day by loading days until one is missing. By default, ``days()``.
    func listing() async throws(ContentError) -> DayListing

    /// A day's items with their version, or ``DayFetch/unchanged`` when they still have
    /// `version`. By default, ``items(on:)`` without a version: every fetch is new data,
    /// and the deck compares it with what it has.
    ///
    /// - Parameters:
    ///   - day: The day.
    ///   - version: The version of the items already held, or `nil`.
    func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<Item>
}

extension ContentProvider {
    public func listing() async throws(ContentError) -> DayListing {
        .days(try await days())
    }

    public func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<Item> {
        .items(try await items(on: day), version: nil)
    }
}

/// Why content could not be loaded, said so that a person can act on it.
public struct ContentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure, for code that reacts to it.
    public enum Reason: Hashable, Sendable {
        /// The data has no content for this day.
        case dayNotAvailable
        /// A file or resource could not be read.
        case unreadable
        /// The content is not valid JSON, or not a list of items.
        case malformed
        /// The items break a rule: an empty or repeated identifier.
        case invalidItems
        /// A server answered with this HTTP status.
        case status(Int)
        /// No answer came in time.
        case timedOut
        /// The answer was larger than the limit.
        case tooLarge
        /// The network failed.
        case transport
        /// The load was cancelled.
        case cancelled
    }

    /// The kind of failure.
    public var reason: Reason
    /// What went wrong, where, and what would be right.
    public var message: String

    /// Creates an error.
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}
