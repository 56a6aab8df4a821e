@testable import ContentProviders
import Essentials
import HomeState
import Testing

/// The provider `render` reads a folder through: the listing and the first day begun as
/// it is made, handed to the deck's first asks for them, everything else asked anew.
@Suite(.timeLimit(.minutes(1))) struct PrefetchingContentProviderTests {
    /// A provider that records every ask and says each one on a stream as it comes.
    struct Recording: ContentProvider {
        let base: InMemoryContentProvider<TestItem>
        let asks = Locked<[String]>([])
        let told: AsyncStream<String>.Continuation
        let stream: AsyncStream<String>

        init(_ base: InMemoryContentProvider<TestItem>) {
            self.base = base
            (stream, told) = AsyncStream.makeStream(of: String.self)
        }

        private func note(_ ask: String) {
            asks.withLock { $0.append(ask) }
            told.yield(ask)
        }

        func days() async throws(ContentError) -> [Day] {
            note("days")
            return try await base.days()
        }

        func items(on day: Day) async throws(ContentError) -> [TestItem] {
            note("items \(day)")
            return try await base.items(on: day)
        }
    }

    static let threeDays = InMemoryContentProvider(items: [day(0): items(for: day(0)), day(1): items(for: day(1)), day(2): items(for: day(2))])

    /// The asks the provider has seen once `count` of them have come.
    func asks(of recording: Recording, after count: Int) async -> [String] {
        var seen = 0
        for await _ in recording.stream {
            seen += 1
            if seen == count { break }
        }
        return recording.asks.withLock { $0 }
    }

    func loaded(_ fetch: DayFetch<TestItem>) -> [TestItem]? {
        if case .items(let items, _) = fetch { return items }
        return nil
    }

    @Test func theListingAndTheFirstDayAreAskedBeforeTheDeckAsks() async throws {
        let recording = Recording(Self.threeDays)
        let provider = PrefetchingContentProvider(AnyContentProvider(recording), start: nil)
        #expect(await asks(of: recording, after: 2) == ["days", "items 2026-11-01"])
        #expect(try await provider.listing() == .days(days(3)))
        #expect(loaded(try await provider.items(on: day(0), ifChangedSince: nil)) == items(for: day(0)))
        #expect(recording.asks.withLock { $0 } == ["days", "items 2026-11-01"], "both answered by the loads begun")
        // Asked again, they are asked anew: the content may have changed since.
        _ = try await provider.listing()
        _ = try await provider.items(on: day(0), ifChangedSince: nil)
        #expect(recording.asks.withLock { $0 } == ["days", "items 2026-11-01", "days", "items 2026-11-01"])
    }

    @Test func theDayAskedForIsTheOneBegun() async throws {
        let recording = Recording(Self.threeDays)
        let provider = PrefetchingContentProvider(AnyContentProvider(recording), start: day(2))
        #expect(await asks(of: recording, after: 2) == ["days", "items 2026-11-03"])
        #expect(loaded(try await provider.items(on: day(2), ifChangedSince: nil)) == items(for: day(2)))
        #expect(recording.asks.withLock { $0 }.count == 2)
    }

    /// A neighbour asked for first is asked of the provider, and leaves the first day's
    /// load for the first day.
    @Test func aNeighbourAskedFirstIsAskedAnew() async throws {
        let recording = Recording(Self.threeDays)
        let provider = PrefetchingContentProvider(AnyContentProvider(recording), start: nil)
        #expect(loaded(try await provider.items(on: day(1), ifChangedSince: nil)) == items(for: day(1)))
        #expect(loaded(try await provider.items(on: day(0), ifChangedSince: nil)) == items(for: day(0)))
        #expect(recording.asks.withLock { $0 }.sorted() == ["days", "items 2026-11-01", "items 2026-11-02"])
    }

    /// A look again (with the version held) is never answered by the first load.
    @Test func aLookAgainIsAskedAnew() async throws {
        let recording = Recording(Self.threeDays)
        let provider = PrefetchingContentProvider(AnyContentProvider(recording), start: nil)
        _ = await asks(of: recording, after: 2)
        let version = try #require(ContentVersion(entityTag: "\"1\"", lastModified: nil))
        _ = try await provider.items(on: day(0), ifChangedSince: version)
        #expect(recording.asks.withLock { $0 } == ["days", "items 2026-11-01", "items 2026-11-01"])
    }

    /// A day the list does not have is not loaded: the deck says so, from the list.
    @Test func aDayNotListedIsNotLoaded() async throws {
        let recording = Recording(Self.threeDays)
        let provider = PrefetchingContentProvider(AnyContentProvider(recording), start: day(9))
        #expect(try await provider.listing() == .days(days(3)))
        let error = await #expect(throws: ContentError.self) { try await provider.items(on: day(9), ifChangedSince: nil) }
        #expect(error?.reason == .dayNotAvailable)
        #expect(recording.asks.withLock { $0 } == ["days", "items 2026-11-10"], "the one load is the deck's own ask")
    }

    /// What the loads begun give is what the provider gives, problems included.
    @Test func problemsAreTheProvidersOwn() async throws {
        let broken = ContentError(.malformed, "day.json:1:2: error: not JSON")
        let content = InMemoryContentProvider<TestItem>(content: [day(0): .failure(broken), day(1): .success([])])
        let provider = PrefetchingContentProvider(AnyContentProvider(content), start: nil)
        let error = await #expect(throws: ContentError.self) { try await provider.items(on: day(0), ifChangedSince: nil) }
        #expect(error == broken)

        let empty = PrefetchingContentProvider(AnyContentProvider(InMemoryContentProvider<TestItem>(items: [:])), start: nil)
        #expect(try await empty.listing() == .days([]))
    }
}
