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

    /// Creates the reducer.
    ///
    /// - Parameter provider: Where the days and their items come from.
    public init(provider: any ContentProvider<Item>) {
        self.provider = provider
    }

    public func reduce(into deck: inout Deck<Item>, action: DeckAction<Item>) -> [Effect<DeckAction<Item>>] {
        switch action {
        case .start(let day):
            let running = deck.reset(requesting: day)
            return running.map { .cancel(id: DeckEffect.load($0).id) } + [listDays()]

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

        case .next, .previous:
            let forward = action == .next
            guard let index = deck.currentIndex, deck.days.indices.contains(index + (forward ? 1 : -1)) else {
                return []
            }
            deck.current = deck.days[index + (forward ? 1 : -1)]
            deck.direction = forward ? .forward : .backward
            return effects(for: deck.reconcile())

        case .dayLoaded(let day, let result):
            let wasInFlight = deck.loadsInFlight.firstIndex(of: day).map { deck.loadsInFlight.remove(at: $0) } != nil
            if deck.statuses[day] != nil || (wasInFlight && deck.index(of: day) != nil) {
                merge(result, for: day, into: &deck)
            }
            return effects(for: deck.reconcile())

        case .retry(let day):
            guard case .failed = deck.statuses[day] else { return [] }
            deck.statuses[day] = .loading
            return effects(for: deck.reconcile())

        case .setShape(let shape):
            guard shape != deck.shape else { return [] }
            deck.shape = shape
            return effects(for: deck.reconcile())
        }
    }

    /// Puts a result in place, changing nothing when the items are the ones already
    /// there, and never replacing loaded items with an error.
    private func merge(_ result: Result<[Item], ContentError>, for day: Day, into deck: inout Deck<Item>) {
        switch (result, deck.statuses[day]) {
        case (.success(let items), .loaded(let current)?) where items == current:
            return
        case (.success(let items), _):
            deck.statuses[day] = .loaded(items)
        case (.failure, .loaded?):
            return
        case (.failure(let error), _):
            deck.statuses[day] = .failed(error)
        }
    }

    private func effects(for plan: (cancel: [Day], start: [Day])) -> [Effect<DeckAction<Item>>] {
        plan.cancel.map { .cancel(id: DeckEffect.load($0).id) } + plan.start.map(load)
    }

    private func load(_ day: Day) -> Effect<DeckAction<Item>> {
        .run(id: DeckEffect.load(day).id, cancelInFlight: true) { [provider] send in
            let result: Result<[Item], ContentError>
            do throws(ContentError) {
                result = .success(try await provider.items(on: day))
            } catch {
                result = .failure(error)
            }
            await send(.dayLoaded(day, result))
        }
    }

    private func listDays() -> Effect<DeckAction<Item>> {
        .run(id: DeckEffect.listDays.id, cancelInFlight: true) { [provider] send in
            let result: Result<[Day], ContentError>
            do throws(ContentError) {
                result = .success(try await provider.days())
            } catch {
                result = .failure(error)
            }
            await send(.daysLoaded(result))
        }
    }
}
