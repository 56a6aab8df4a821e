import Essentials
import HomeState

/// A provider without a list of days, as an HTTP server without an index: the days in
/// `range` have content, every other day is missing. Each day has a version that
/// changes when its content is changed with ``change(_:to:)``, and fetches that name
/// the current version answer ``DayFetch/unchanged``.
final class UnlistedContentProvider: ContentProvider, Sendable {
    typealias Item = TestItem

    private struct State {
        var content: [Day: (items: [TestItem], generation: Int)] = [:]
        var requests: [(day: Day, version: ContentVersion?)] = []
    }

    private let state = Locked(State())

    init(_ range: ClosedRange<Int>) {
        state.withLock { state in
            for offset in range { state.content[day(offset)] = (HomeStateTests.items(for: day(offset)), 1) }
        }
    }

    /// Every day asked for, in order.
    var requests: [Day] { state.withLock { $0.requests.map(\.day) } }
    /// The versions the fetches of `day` named, in order.
    func versionsAsked(for day: Day) -> [ContentVersion?] {
        state.withLock { $0.requests.filter { $0.day == day }.map(\.version) }
    }

    /// Gives `day` new items and a new version.
    func change(_ day: Day, to items: [TestItem]) {
        state.withLock { $0.content[day] = (items, ($0.content[day]?.generation ?? 0) + 1) }
    }

    /// The version `day` has now.
    func version(of day: Day) -> ContentVersion? {
        state.withLock { $0.content[day].flatMap { ContentVersion(entityTag: "\"\($0.generation)\"", lastModified: nil) } }
    }

    func days() async throws(ContentError) -> [Day] {
        throw ContentError(.status(404), "no index")
    }

    func listing() async throws(ContentError) -> DayListing {
        .unlisted(reason: "GET /index.json answered 404 Not Found")
    }

    func items(on day: Day) async throws(ContentError) -> [TestItem] {
        guard case .items(let items, _) = try await items(on: day, ifChangedSince: nil) else { return [] }
        return items
    }

    func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<TestItem> {
        let found = state.withLock { state in
            state.requests.append((day, version))
            return state.content[day]
        }
        guard let found else {
            throw ContentError(.dayNotAvailable, "there is no content for \(day): GET /\(day).json answered 404 Not Found")
        }
        let current = ContentVersion(entityTag: "\"\(found.generation)\"", lastModified: nil)
        return current == version ? .unchanged : .items(found.items, version: current)
    }
}
