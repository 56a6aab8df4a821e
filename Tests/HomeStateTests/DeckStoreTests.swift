import DynamicHomeTesting
import HomeState
import Testing

/// The deck through the exhaustive test store: every state change and every action an
/// effect sends is stated.
@MainActor
@Suite struct DeckStoreTests {
    let provider = GatedContentProvider(days: days(10))

    func makeStore(shape: DeckShape = .standard, limit: Int = 4) -> TestStore<Deck<TestItem>, DeckAction<TestItem>> {
        let store = TestStore(initialState: Deck(shape: shape, maximumConcurrentLoads: limit), reducer: DeckReducer(provider: provider))
        // Generous: while the end-to-end tests block threads of a 2-core machine, the main
        // actor can wait a minute for its turn. A wait that is met returns at once.
        store.timeout = .seconds(120)
        return store
    }

    /// Starts `store` at `start` and receives the list of days.
    func start(
        _ store: TestStore<Deck<TestItem>, DeckAction<TestItem>>,
        at start: Day?,
        statuses: [Day],
        inFlight: [Day]
    ) async {
        await store.send(.start(at: start)) {
            $0.phase = .loadingDays
            $0.requestedStart = start
        }
        await store.receive(.daysLoaded(.success(days(10)))) {
            $0.phase = .ready
            $0.days = days(10)
            $0.current = start ?? day(0)
            for day in statuses { $0.statuses[day] = .loading }
            $0.loadsInFlight = inFlight
        }
    }

    @Test func startLoadsTheCurrentDayFirstThenTheNeighboursUpToTheLimit() async {
        let store = makeStore()
        await start(store, at: nil, statuses: days(5), inFlight: [day(0), day(1), day(2), day(3)])
        provider.respond(to: day(0))
        await store.receive(.dayLoaded(day(0), .success(items(for: day(0))))) {
            $0.statuses[day(0)] = .loaded(items(for: day(0)))
            $0.loadsInFlight = [day(1), day(2), day(3), day(4)]
        }
        #expect(store.state.currentStatus == .loaded(items(for: day(0))))
        for offset in 1...4 {
            provider.respond(to: day(offset))
            await store.receive(.dayLoaded(day(offset), .success(items(for: day(offset))))) {
                $0.statuses[day(offset)] = .loaded(items(for: day(offset)))
                $0.loadsInFlight.removeFirst()
            }
        }
        #expect(Set(provider.requests) == Set(days(5)))
        await store.finish()
    }

    @Test func theWindowWidensForwardThenMirrorsBackwardAndCancelsWhatLeavesIt() async {
        let store = makeStore(limit: 10)
        // Forward at day 5: 2 behind (3, 4), 4 ahead (6 to 9); nearest first, ahead first.
        await start(
            store, at: day(5), statuses: (3...9).map(day),
            inFlight: [day(5), day(6), day(4), day(7), day(3), day(8), day(9)])
        #expect(store.state.window == (3...9).map(day))

        // Backward to day 4: 4 ahead (0 to 3), 2 behind (5, 6); days 7 to 9 leave.
        await store.send(.previous) {
            $0.current = day(4)
            $0.direction = .backward
            for offset in 7...9 { $0.statuses[day(offset)] = nil }
            for offset in 0...2 { $0.statuses[day(offset)] = .loading }
            $0.loadsInFlight = [day(5), day(6), day(4), day(3), day(2), day(1), day(0)]
        }
        #expect(store.state.prioritizedWindow == [4, 3, 5, 2, 6, 1, 0].map(day))
        await provider.waitForCancellations(3)
        #expect(provider.cancelled.sorted() == [day(7), day(8), day(9)])
        #expect(Set(store.runningEffectIDs) == Set((0...6).map { DeckEffect.load(day($0)).id }))
        store.cancelInFlightEffects()
        await store.finish()
    }

    @Test func loadsStartInPriorityOrderOneAtATime() async {
        let store = makeStore(limit: 1)
        await start(store, at: day(5), statuses: (3...9).map(day), inFlight: [day(5)])
        let order = [5, 6, 4, 7, 3, 8, 9].map(day)
        for (position, loaded) in order.enumerated() {
            provider.respond(to: loaded)
            await store.receive(.dayLoaded(loaded, .success(items(for: loaded)))) {
                $0.statuses[loaded] = .loaded(items(for: loaded))
                $0.loadsInFlight = position + 1 < order.count ? [order[position + 1]] : []
            }
        }
        await store.finish()
    }

    @Test func navigationStopsAtTheLimitsOfTheData() async {
        let store = makeStore(shape: .none)
        await start(store, at: day(9), statuses: [day(9)], inFlight: [day(9)])
        await provider.waitForRequest(day(9))
        await store.send(.next)  // the last day: nothing changes
        await store.send(.previous) {
            $0.current = day(8)
            $0.direction = .backward
            $0.statuses = [day(8): .loading]
            $0.loadsInFlight = [day(8)]
        }
        await provider.waitForCancellations(1)
        #expect(provider.cancelled == [day(9)])
        store.cancelInFlightEffects()
        await store.finish()

        let first = makeStore(shape: .none)
        await start(first, at: nil, statuses: [day(0)], inFlight: [day(0)])
        await first.send(.previous)  // the first day: nothing changes
        first.cancelInFlightEffects()
        await first.finish()
    }

    @Test func aMoveIsInstantEvenWhileTheDayIsStillLoading() async {
        let store = makeStore()
        await start(store, at: nil, statuses: days(5), inFlight: [day(0), day(1), day(2), day(3)])
        await store.send(.next) {
            $0.current = day(1)
            $0.statuses[day(5)] = .loading  // queued: every slot is taken
        }
        #expect(store.state.currentStatus == .loading)
        provider.respond(to: day(1))
        await store.receive(.dayLoaded(day(1), .success(items(for: day(1))))) {
            $0.statuses[day(1)] = .loaded(items(for: day(1)))
            $0.loadsInFlight = [day(0), day(2), day(3), day(4)]
        }
        #expect(store.state.currentStatus == .loaded(items(for: day(1))))
        store.cancelInFlightEffects()
        await store.finish()
    }

    @Test func aFailedDayShowsItsErrorAndCanBeRetried() async {
        let store = makeStore(shape: .none)
        await start(store, at: nil, statuses: [day(0)], inFlight: [day(0)])
        let error = ContentError(.status(500), "GET http://127.0.0.1/2026-11-01.json answered 500")
        provider.respond(to: day(0), with: .failure(error))
        await store.receive(.dayLoaded(day(0), .failure(error))) {
            $0.statuses[day(0)] = .failed(error)
            $0.loadsInFlight = []
        }
        await store.send(.retry(day(1)))  // not failed: nothing happens
        await store.send(.retry(day(0))) {
            $0.statuses[day(0)] = .loading
            $0.loadsInFlight = [day(0)]
        }
        provider.respond(to: day(0))
        await store.receive(.dayLoaded(day(0), .success(items(for: day(0))))) {
            $0.statuses[day(0)] = .loaded(items(for: day(0)))
            $0.loadsInFlight = []
        }
        #expect(provider.requests == [day(0), day(0)])
        await store.finish()
    }

    @Test func identicalDataChangesNothingAndAnErrorNeverReplacesLoadedItems() async {
        let store = makeStore(shape: .none)
        await start(store, at: nil, statuses: [day(0)], inFlight: [day(0)])
        provider.respond(to: day(0))
        await store.receive(.dayLoaded(day(0), .success(items(for: day(0))))) {
            $0.statuses[day(0)] = .loaded(items(for: day(0)))
            $0.loadsInFlight = []
        }
        await store.send(.dayLoaded(day(0), .success(items(for: day(0)))))  // no change stated
        await store.send(.dayLoaded(day(0), .failure(ContentError(.timedOut, "no answer"))))
        await store.send(.dayLoaded(day(7), .success(items(for: day(7)))))  // not in the deck
        let changed = [TestItem("x")] + items(for: day(0))
        await store.send(.dayLoaded(day(0), .success(changed))) {
            $0.statuses[day(0)] = .loaded(changed)
        }
        await store.finish()
    }

    @Test func aStartDayOutsideTheDataFailsNamingTheRange() async {
        let store = makeStore()
        let outside = Day("2030-01-01")!
        await store.send(.start(at: outside)) {
            $0.phase = .loadingDays
            $0.requestedStart = outside
        }
        await store.receive(.daysLoaded(.success(days(10)))) {
            $0.phase = .failed(ContentError(
                .dayNotAvailable,
                "there is no content for 2030-01-01: the content has days from 2026-11-01 to 2026-11-10; choose a day in that range"))
        }
        #expect(store.state.currentStatus == nil)
        await store.finish()
    }

    @Test func turningPrefetchingOffCancelsEveryLoadButTheCurrentDay() async {
        let store = makeStore(limit: 10)
        await start(store, at: nil, statuses: days(5), inFlight: days(5))
        await store.send(.setShape(.none)) {
            $0.shape = .none
            $0.statuses = [day(0): .loading]
            $0.loadsInFlight = [day(0)]
        }
        await provider.waitForCancellations(4)
        #expect(provider.cancelled.sorted() == Array(days(5).dropFirst()))
        provider.respond(to: day(0))
        await store.receive(.dayLoaded(day(0), .success(items(for: day(0))))) {
            $0.statuses[day(0)] = .loaded(items(for: day(0)))
            $0.loadsInFlight = []
        }
        await store.finish()
    }
}
