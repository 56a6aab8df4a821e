import DynamicHomeTesting
import Foundation
import HomeState

// Suite "state": day navigation on a manual clock (stalls with and without pre-fetching)
// and the cost of one store dispatch.

var stateSuite: Suite {
    Suite(name: "state") {
        MainActor.assumeIsolated { runStateSuite() }
    }
}

@MainActor
private func runStateSuite() -> [Measurement] {
    let navigation = waitForMainActorWork { await navigationMeasurement() }
    return [navigation, dispatchMeasurement()]
}

// MARK: Navigation

/// What one simulated run saw.
private struct NavigationRun {
    var stallsForward = 0
    var stallsBackward = 0
    var moves = 0
    var nanoseconds: Double = 0
}

private struct SyntheticItem: Equatable, Sendable {
    var identifier: Int
    var title: String
}

/// 500 days of 20 items each.
private let syntheticContent: InMemoryContentProvider<SyntheticItem> = {
    let first = Day("2026-01-01")!
    var items: [Day: [SyntheticItem]] = [:]
    for offset in 0..<500 {
        items[first.advanced(by: offset)] = (0..<20).map { SyntheticItem(identifier: offset * 100 + $0, title: "item \($0)") }
    }
    return InMemoryContentProvider(items: items)
}()

@MainActor
private func navigationMeasurement() async -> Measurement {
    let prefetching = await simulateNavigation(shape: .standard)
    let none = await simulateNavigation(shape: .none)
    return Measurement(
        name: "navigation: 300 ms latency, a move every 250 ms, 200 forward then 200 back, deck \(DeckShape.standard)",
        nanosecondsPerOperation: prefetching.nanoseconds / Double(prefetching.moves),
        baseline: "no pre-fetching (deck \(DeckShape.none))",
        baselineNanosecondsPerOperation: none.nanoseconds / Double(none.moves),
        figures: [
            "moves": Double(prefetching.moves),
            "stallsForward": Double(prefetching.stallsForward),
            "stallsBackward": Double(prefetching.stallsBackward),
            "stallsForwardWithoutPrefetching": Double(none.stallsForward),
            "stallsBackwardWithoutPrefetching": Double(none.stallsBackward),
        ])
}

/// Starts a deck on a provider with 300 ms latency, waits for the first day, then moves
/// every 250 ms of manual-clock time, and counts the moves to a day not loaded yet.
@MainActor
private func simulateNavigation(shape: DeckShape) async -> NavigationRun {
    let clock = ManualClock()
    let provider = LatencyContentProvider(wrapping: syntheticContent, milliseconds: 300, clock: clock)
    let store = Store(initialState: Deck<SyntheticItem>(shape: shape), reducer: DeckReducer(provider: provider))
    var run = NavigationRun()
    let start = DispatchTime.now().uptimeNanoseconds

    store.send(.start(at: nil))
    await settle(store, clock)
    while store.state.currentStatus?.items == nil {
        guard let next = clock.sleeperDeadlines.first else { break }
        clock.advance(to: next)
        await settle(store, clock)
    }
    for (direction, count) in [(DeckAction<SyntheticItem>.next, 200), (.previous, 200)] {
        for _ in 0..<count {
            await advance(clock, by: .milliseconds(250), settling: store)
            guard let index = store.state.currentIndex else { break }
            let target = store.state.days[index + (direction == .next ? 1 : -1)]
            if store.state.status(of: target)?.items == nil {
                if direction == .next { run.stallsForward += 1 } else { run.stallsBackward += 1 }
            }
            store.send(direction)
            await settle(store, clock)
            run.moves += 1
        }
    }
    store.cancelAllEffects()
    await settle(store, clock)
    run.nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
    return run
}

/// Moves the clock forward by `duration`, stopping at every deadline on the way so
/// that a load that completes mid-way frees its slot at the right time.
@MainActor
private func advance<State, Action>(_ clock: ManualClock, by duration: Duration, settling store: Store<State, Action>) async {
    let target = clock.now.advanced(by: duration)
    while let next = clock.sleeperDeadlines.first, next <= target {
        clock.advance(to: next)
        await settle(store, clock)
    }
    clock.advance(to: target)
    await settle(store, clock)
}

/// Waits until every running effect is asleep on the clock (or done): nothing more
/// happens until the clock moves.
@MainActor
private func settle<State, Action>(_ store: Store<State, Action>, _ clock: ManualClock) async {
    while store.runningEffectCount != clock.sleeperCount {
        await Task.yield()
    }
}

// MARK: Dispatch

private struct Counter: Equatable {
    var count = 0
}

@inline(never)
private func incrementDirectly(_ counter: inout Counter) {
    counter.count += 1
}

@MainActor
private func dispatchMeasurement() -> Measurement {
    let store = Store(initialState: Counter(), reducer: AnyReducer { (counter: inout Counter, _: Void) -> [Effect<Void>] in
        counter.count += 1
        return []
    })
    var notified = 0
    let subscriptions = (0..<10).map { _ in store.subscribe({ $0.count }) { _ in notified += 1 } }
    let operations = 200_000
    let nanoseconds = medianNanoseconds(operations: operations) { count in
        for _ in 0..<count { store.send(()) }
        return store.state.count
    }
    var counter = Counter()
    let baseline = medianNanoseconds(operations: operations) { count in
        for _ in 0..<count { incrementDirectly(&counter) }
        return counter.count
    }
    blackHole(subscriptions)
    blackHole(notified)
    return Measurement(
        name: "store dispatch: trivial reducer, 10 subscribers notified",
        nanosecondsPerOperation: nanoseconds,
        baseline: "a direct function call mutating a struct",
        baselineNanosecondsPerOperation: baseline,
        figures: ["dispatchesPerSecond": nanoseconds > 0 ? 1e9 / nanoseconds : 0, "subscribers": 10])
}

// MARK: Running async work from the synchronous harness

/// Runs `work` on the main actor and spins the main run loop until it is done; the
/// harness is synchronous, and the store lives on the main actor.
@MainActor
private func waitForMainActorWork<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) -> Value {
    let box = ResultBox<Value>()
    Task { @MainActor in box.value = await work() }
    while box.value == nil {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    return box.value!
}

@MainActor
private final class ResultBox<Value> {
    var value: Value?
}
