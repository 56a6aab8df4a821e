import DynamicHomeTesting
import HomeState
import Testing
import TestSupport

/// A deck over content without a list of days: it starts on the day asked for (or
/// today), and finds the first and last day as it loads their neighbours.
@MainActor
@Suite struct UnlistedDeckTests {
    /// Days 3 to 7 have content (2026-11-04 to 2026-11-08); today is day 5.
    let provider = UnlistedContentProvider(3...7)

    func makeStore(shape: DeckShape = .standard) -> Store<Deck<TestItem>, DeckAction<TestItem>> {
        Store(initialState: Deck(shape: shape), reducer: DeckReducer(provider: provider, today: { day(5) }))
    }

    /// Waits until no load is running: none in flight, and every effect returned (a
    /// cancelled load may still be on its way to the provider after it left the state).
    func settle(_ store: Store<Deck<TestItem>, DeckAction<TestItem>>) async {
        await eventually(store.effectsChanged) {
            store.state.phase != .loadingDays && store.state.loadsInFlight.isEmpty && store.runningEffectCount == 0
        }
    }

    @Test func theEdgesAreFoundByLoadingAndTheDeckStopsThere() async {
        let store = makeStore()
        store.send(.start(at: day(6)))
        await settle(store)
        #expect(store.state.phase == .ready)
        #expect(store.state.current == day(6))
        #expect(store.state.currentStatus == .loaded(items(for: day(6))))
        // 2 behind, 4 ahead: 4 and 5 behind, 7 ahead, and 8 missing: the last day is 7.
        #expect(store.state.edges?.last == day(7))
        #expect(store.state.edges?.first == nil)
        #expect(store.state.days.last == day(7))
        #expect(!store.state.isListed)
        store.send(.next)
        await settle(store)
        #expect(store.state.current == day(7))
        #expect(!store.state.canMoveForward)
        #expect(store.state.noNeighbourMessage(.forward)
            == "there is no day after 2026-11-08: there is no content for 2026-11-09: GET /2026-11-09.json answered 404 Not Found")
        store.send(.next)
        #expect(store.state.current == day(7))
        // Going back, the first edge turns up the same way.
        for _ in 0..<4 { store.send(.previous) }
        await settle(store)
        #expect(store.state.current == day(3))
        #expect(store.state.edges?.first == day(3))
        #expect(store.state.noNeighbourMessage(.backward)?.hasPrefix("there is no day before 2026-11-04: there is no content for 2026-11-03") == true)
        // Once the edges are known, nothing past them is asked for again.
        let pastTheEdges = provider.requests.count { $0 < day(3) || $0 > day(7) }
        for _ in 0..<4 { store.send(.next) }
        for _ in 0..<4 { store.send(.previous) }
        await settle(store)
        #expect(provider.requests.count { $0 < day(3) || $0 > day(7) } == pastTheEdges)
    }

    @Test func withoutPrefetchingTheNeighboursAreStillLoadedToKnowTheEdges() async {
        let store = makeStore(shape: .none)
        store.send(.start(at: day(7)))
        await settle(store)
        #expect(Set(provider.requests) == [day(6), day(7), day(8)])
        #expect(store.state.knowsNeighbour(.forward) && store.state.knowsNeighbour(.backward))
        #expect(!store.state.canMoveForward && store.state.canMoveBackward)
    }

    @Test func aMoveOntoADayFoundMissingComesBackToTheEdge() {
        let reducer = DeckReducer(provider: provider)
        var deck = Deck<TestItem>(shape: .none)
        _ = reducer.reduce(into: &deck, action: .start(at: day(7)))
        _ = reducer.reduce(into: &deck, action: .daysUnlisted(reason: "no index", start: day(7), items: items(for: day(7)), version: nil))
        #expect(deck.loadsInFlight == [day(8), day(6)])
        // Before day 8's answer: the move is instant, as ever, and the days are laid out
        // around the new current day.
        _ = reducer.reduce(into: &deck, action: .next)
        #expect(deck.current == day(8))
        #expect(deck.days == [day(7), day(8), day(9)])
        let missing = ContentError(.dayNotAvailable, "there is no content for 2026-11-09")
        let effects = reducer.reduce(into: &deck, action: .dayLoaded(day(8), .failure(missing)))
        #expect(deck.current == day(7))
        #expect(deck.edges?.last == day(7))
        #expect(deck.edges?.missingAfter == missing.message)
        #expect(deck.days == [day(6), day(7)])
        #expect(deck.statuses[day(9)] == nil)
        // Day 9 is past the edge: its load stops; day 6, left behind by the move, loads again.
        #expect(effects.map(\.description) == ["cancel(load 2026-11-10)", "run(load 2026-11-07)"])
    }

    @Test func withoutADayTheDeckStartsToday() async {
        let store = makeStore()
        store.send(.start(at: nil))
        await settle(store)
        #expect(store.state.current == day(5))
        #expect(store.state.edges?.anchor == day(5))
    }

    @Test func aStartDayWithoutContentFailsSayingWhatToDo() async {
        let store = makeStore()
        store.send(.start(at: day(12)))
        await settle(store)
        #expect(store.state.phase == .failed(ContentError(
            .dayNotAvailable,
            "there is no content for 2026-11-13: GET /2026-11-13.json answered 404 Not Found; without a list of days (GET /index.json answered 404 Not Found), start on a day that has content")))

        let today = Store(initialState: Deck<TestItem>(), reducer: DeckReducer(provider: provider, today: { day(20) }))
        today.send(.start(at: nil))
        await settle(today)
        #expect(today.state.phase.error?.message.hasSuffix(
            "that is today, where content without a list of days starts (GET /index.json answered 404 Not Found): give the day to start on (YYYY-MM-DD), or serve the list of days") == true)
    }
}

extension DeckPhase {
    var error: ContentError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
