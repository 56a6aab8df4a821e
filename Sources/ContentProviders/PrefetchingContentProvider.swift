import DayDeck
import Essentials

/// A provider that begins, as it is made, the two loads a deck starts with: the listing
/// of days, then the items of the day it starts on (`start`, else the first listed day).
/// The deck's first asks for them are answered by those loads; every other ask, and any
/// ask after those, goes to the provider it wraps.
///
/// The command line makes one for a folder of content as soon as it knows the folder,
/// so that reading and decoding the first day, on another thread, overlaps reading the
/// toggles and making the template (a third of a `render`'s start-up). What the loads
/// give, problems included, is what the wrapped provider gives: they are its own answers,
/// asked a few milliseconds earlier.
package struct PrefetchingContentProvider<Item: Sendable>: ContentProvider {
    /// The provider that answers.
    package let base: AnyContentProvider<Item>
    private let listingLoad: Task<Result<DayListing, ContentError>, Never>
    private let firstDayLoad: Task<(day: Day, fetch: Result<DayFetch<Item>, ContentError>)?, Never>
    /// Which of the two loads has been handed out (each is, at most once).
    private let taken = Locked((listing: false, firstDay: false))

    /// Wraps `base` and begins its loads.
    ///
    /// - Parameters:
    ///   - base: The provider that answers.
    ///   - start: The day the deck will be asked to start on, or `nil` for the first
    ///     listed day. Nothing is loaded for a day that is not listed, or without a list.
    package init(_ base: AnyContentProvider<Item>, start: Day?) {
        self.base = base
        let listingLoad = Task.detached { () -> Result<DayListing, ContentError> in
            do throws(ContentError) { return .success(try await base.listing()) } catch { return .failure(error) }
        }
        self.listingLoad = listingLoad
        firstDayLoad = Task.detached { () -> (day: Day, fetch: Result<DayFetch<Item>, ContentError>)? in
            guard case .success(.days(let days)) = await listingLoad.value, let day = start ?? days.first, days.contains(day) else {
                return nil
            }
            do throws(ContentError) {
                return (day, .success(try await base.items(on: day, ifChangedSince: nil)))
            } catch {
                return (day, .failure(error))
            }
        }
    }

    package func listing() async throws(ContentError) -> DayListing {
        guard take(.listing) else { return try await base.listing() }
        return try await listingLoad.value.get()
    }

    package func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<Item> {
        // Only a first load of the day the prefetch read: a look again asks the folder.
        if version == nil, !isTaken(.firstDay), let first = await firstDayLoad.value, first.day == day, take(.firstDay) {
            return try first.fetch.get()
        }
        return try await base.items(on: day, ifChangedSince: version)
    }

    package func days() async throws(ContentError) -> [Day] {
        try await base.days()
    }

    package func items(on day: Day) async throws(ContentError) -> [Item] {
        try await base.items(on: day)
    }

    private enum Load { case listing, firstDay }

    /// Marks a load as handed out; `false` when it already was.
    private func take(_ load: Load) -> Bool {
        taken.withLock { taken in
            let was = isTaken(load, in: taken)
            switch load {
            case .listing: taken.listing = true
            case .firstDay: taken.firstDay = true
            }
            return !was
        }
    }

    private func isTaken(_ load: Load) -> Bool {
        taken.withLock { isTaken(load, in: $0) }
    }

    private func isTaken(_ load: Load, in taken: (listing: Bool, firstDay: Bool)) -> Bool {
        switch load {
        case .listing: taken.listing
        case .firstDay: taken.firstDay
        }
    }
}
