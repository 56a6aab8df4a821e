import DynamicHomeTesting
import HomeState
import Testing
import TestSupport

/// The deck's rules called directly: effects are values that can be read.
@Suite struct DeckReducerTests {
    let reducer = DeckReducer(provider: InMemoryContentProvider<TestItem>(items: [:]))

    /// A ready deck of 20 days at `current`, with `loaded` days loaded.
    func readyDeck(at current: Int, loaded: ClosedRange<Int>, shape: DeckShape = .standard) -> Deck<TestItem> {
        var deck = Deck<TestItem>(shape: shape, maximumConcurrentLoads: 10)
        deck.phase = .ready
        deck.days = days(20)
        deck.current = day(current)
        for offset in loaded { deck.statuses[day(offset)] = .loaded(items(for: day(offset))) }
        return deck
    }

    @Test func effectsCancelWhatLeftTheWindowThenStartLoadsNearestFirst() {
        var deck = readyDeck(at: 10, loaded: 10...10)
        deck.statuses[day(12)] = .loading
        deck.statuses[day(14)] = .loading
        deck.loadsInFlight = [day(12), day(14)]
        let effects = reducer.reduce(into: &deck, action: .previous)
        // Backward at 9: 4 earlier (5 to 8), 2 later (10, 11): 12 and 14 leave. Order:
        // 9, 8, (10 is loaded), 7, 11, 6, 5.
        #expect(effects.map(\.description) == [
            "cancel(load 2026-11-13)", "cancel(load 2026-11-15)",
            "run(load 2026-11-10)", "run(load 2026-11-09)", "run(load 2026-11-08)",
            "run(load 2026-11-12)", "run(load 2026-11-07)", "run(load 2026-11-06)",
        ])
        #expect(deck.window == (5...11).map(day))
    }

    @Test func loadedDaysStayWithinTheRetentionDistanceAndNoFarther() {
        var deck = readyDeck(at: 5, loaded: 3...9)
        for _ in 0..<4 { _ = reducer.reduce(into: &deck, action: .next) }
        #expect(deck.current == day(9))
        #expect(deck.statuses[day(3)] == .loaded(items(for: day(3))))  // 6 days back: kept
        _ = reducer.reduce(into: &deck, action: .next)
        #expect(deck.statuses[day(3)] == nil)  // 7 days back: dropped
        #expect(deck.statuses[day(4)] == .loaded(items(for: day(4))))
        // Turning back finds the passed days still loaded: no load for them.
        let effects = reducer.reduce(into: &deck, action: .previous)
        #expect(!effects.contains { $0.id == DeckEffect.load(day(8)).id })
        #expect(deck.currentStatus == .loaded(items(for: day(9))))
    }

    @Test func theWindowStopsAtTheEndsOfTheData() {
        var deck = readyDeck(at: 18, loaded: 18...18)
        _ = reducer.reduce(into: &deck, action: .setShape(.standard))
        #expect(deck.window == (16...19).map(day))
        _ = reducer.reduce(into: &deck, action: .next)
        _ = reducer.reduce(into: &deck, action: .next)
        #expect(deck.current == day(19))
        #expect(!deck.canMoveForward && deck.canMoveBackward)
    }

    @Test func aShapeFromTogglesIsClamped() {
        #expect(DeckShape(behind: -3, ahead: 1000) == DeckShape(behind: 0, ahead: DeckShape.maximumSide))
        #expect(DeckShape.standard.extent(movingIn: .backward) == (earlier: 4, later: 2))
        #expect(DeckShape.standard.description == "2 behind, 4 ahead")
    }

    @Test func aStartDayInAGapNamesTheNearestDay() {
        let error = #expect(throws: ContentError.self) { try Deck<TestItem>.checkStart(day(3), in: [day(0), day(4), day(9)]) }
        #expect(error?.message == "there is no content for 2026-11-04: the content has days from 2026-11-01 to 2026-11-10, but not this one; the nearest is 2026-11-05")
    }
}

/// The "no flicker" rule at the store: identical data for the shown day notifies no one.
@MainActor
@Suite struct NoFlickerTests {
    @Test func identicalDataForTheShownDayNotifiesNoSubscriber() async {
        let content = InMemoryContentProvider(items: [day(0): items(for: day(0)), day(1): items(for: day(1))])
        let store = Store(initialState: Deck<TestItem>(), reducer: DeckReducer(provider: content))
        var shown: [DayStatus<TestItem>?] = []
        let subscription = store.subscribe(\.currentStatus) { shown.append($0) }
        store.send(.start(at: nil))
        await eventually(store.effectsChanged) { store.runningEffectCount == 0 && store.state.loadsInFlight.isEmpty }
        #expect(shown == [nil, .loading, .loaded(items(for: day(0)))])
        store.send(.dayLoaded(day(0), .success(items(for: day(0)))))
        store.send(.dayLoaded(day(1), .success(items(for: day(1)))))
        #expect(shown.count == 3)
        store.send(.dayLoaded(day(0), .success(items(for: day(1)))))
        #expect(shown.last == .loaded(items(for: day(1))))
        #expect(shown.count == 4)
        subscription.cancel()
    }
}
