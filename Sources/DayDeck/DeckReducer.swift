import StateStore
/// The rules of the ``Deck``: navigation, the window, and the loads that fill it.
///
/// ```swift
/// let store = Store(initialState: Deck<HomeItem>(shape: .standard),
///                   reducer: DeckReducer(provider: provider))
/// store.send(.start(at: nil))
/// ```
public struct DeckReducer<Item: Sendable & Equatable>: Reducer {
    /// Where the days and their items come from.
    public let provider: any ContentProvider<Item>
    /// The clock the refresh timer waits on.
    public let clock: any Clock<Duration>
    /// Today's date, where a deck without a list of days starts when no day is asked
    /// for; read by the effect that lists the days, never by the reducer.
    public let today: @Sendable () -> Day

    /// Creates the reducer.
    ///
    /// - Parameters:
    ///   - provider: Where the days and their items come from.
    ///   - clock: The clock the refresh timer waits on.
    ///   - today: Today's date; by default the local calendar's.
    public init(
        provider: any ContentProvider<Item>,
        clock: any Clock<Duration> = ContinuousClock(),
        today: @escaping @Sendable () -> Day = { Day.today() }
    ) {
        self.provider = provider
        self.clock = clock
        self.today = today
    }

    public func reduce(into deck: inout Deck<Item>, action: DeckAction<Item>) -> [Effect<DeckAction<Item>>] {
        switch action {
        case .start(let day):
            let running = deck.reset(requesting: day)
            return running.map { .cancel(id: DeckEffect.load($0).id) } + [listDays(requested: day)]

        case .daysLoaded(let result):
            guard deck.phase == .loadingDays else { return [] }
            switch result {
            case .failure(let error):
                deck.phase = .failed(error)
                return []
            case .success(let list):
                let days = Array(Set(list)).sorted()
                let start = deck.requestedStart ?? days.first
                do throws(ContentError) {
                    guard let start else {
                        throw ContentError(.dayNotAvailable, "the content has no days at all")
                    }
                    try Deck<Item>.checkStart(start, in: days)
                    deck.days = days
                    deck.current = start
                    deck.phase = .ready
                } catch {
                    deck.phase = .failed(error)
                    return []
                }
                return effects(for: deck.reconcile())
            }

        case .daysUnlisted(let reason, let start, let items, let version):
            guard deck.phase == .loadingDays else { return [] }
            deck.edges = DayEdges(reason: reason, anchor: start)
            deck.current = start
            deck.statuses[start] = .loaded(items)
            deck.versions[start] = version
            deck.phase = .ready
            deck.layOutUnlistedDays()
            return effects(for: deck.reconcile())

        case .next, .previous:
            let forward = action == .next
            guard let index = deck.currentIndex, deck.days.indices.contains(index + (forward ? 1 : -1)) else {
                return []
            }
            deck.current = deck.days[index + (forward ? 1 : -1)]
            deck.direction = forward ? .forward : .backward
            deck.layOutUnlistedDays()
            return effects(for: deck.reconcile())

        case .dayLoaded(let day, let result, let version):
            let wasInFlight = deck.loadsInFlight.firstIndex(of: day).map { deck.loadsInFlight.remove(at: $0) } != nil
            guard deck.statuses[day] != nil || (wasInFlight && deck.index(of: day) != nil) else {
                return effects(for: deck.reconcile())
            }
            if case .failure(let error) = result, error.reason == .dayNotAvailable, deck.markMissing(day, error) {
                return effects(for: deck.reconcile())
            }
            merge(result, version: version, for: day, into: &deck)
            return effects(for: deck.reconcile())

        case .retry(let day):
            guard case .failed = deck.statuses[day] else { return [] }
            deck.statuses[day] = .loading
            return effects(for: deck.reconcile())

        case .setShape(let shape):
            guard shape != deck.shape else { return [] }
            deck.shape = shape
            deck.layOutUnlistedDays()
            return effects(for: deck.reconcile())

        case .refresh:
            guard deck.phase == .ready, let day = deck.current else { return [] }
            switch deck.statuses[day] {
            case .loaded?: return [revalidate(day, version: deck.versions[day])]
            case .failed?: return reduce(into: &deck, action: .retry(day))
            case .loading?, nil: return []
            }

        case .revalidated(let day, let items, let version):
            guard case .loaded = deck.statuses[day] else { return [] }
            merge(.success(items), version: version, for: day, into: &deck)
            return []

        case .setRefreshInterval(let interval):
            let interval = interval.flatMap { $0 > .zero ? $0 : nil }
            guard interval != deck.refreshInterval else { return [] }
            deck.refreshInterval = interval
            return [interval.map(refreshTimer) ?? .cancel(id: DeckEffect.refreshTimer.id)]
        }
    }

    /// Puts a result in place, changing nothing when the items are the ones already
    /// there (but keeping their new version), and never replacing loaded items with an
    /// error.
    private func merge(_ result: Result<[Item], ContentError>, version: ContentVersion?, for day: Day, into deck: inout Deck<Item>) {
        switch (result, deck.statuses[day]) {
        case (.success(let items), .loaded(let current)?) where items == current:
            deck.versions[day] = version
        case (.success(let items), _):
            deck.statuses[day] = .loaded(items)
            deck.versions[day] = version
        case (.failure, .loaded?):
            return
        case (.failure(let error), _):
            deck.statuses[day] = .failed(error)
        }
    }

    private func effects(for plan: (cancel: [Day], start: [Day])) -> [Effect<DeckAction<Item>>] {
        plan.cancel.map { .cancel(id: DeckEffect.load($0).id) } + plan.start.map(load)
    }
}
