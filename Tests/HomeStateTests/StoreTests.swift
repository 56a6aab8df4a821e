import DynamicHomeTesting
import HomeState
import Testing
import TestSupport

@MainActor
@Suite struct StoreTests {
    struct Counter: Equatable {
        var count = 0
        var label = ""
    }

    enum Action: Sendable {
        case increment
        case rename(String)
        case startTimer(id: String)
        case cancelTimer(id: String)
        case tick
    }

    let clock = ManualClock()

    func makeStore() -> Store<Counter, Action> {
        let clock = clock
        return Store(initialState: Counter(), reducer: AnyReducer { (state: inout Counter, action: Action) -> [Effect<Action>] in
            switch action {
            case .increment, .tick:
                state.count += 1
                return []
            case .rename(let label):
                state.label = label
                return []
            case .startTimer(let id):
                return [.run(id: EffectID(id), cancelInFlight: true) { send in
                    do {
                        try await clock.sleep(for: .seconds(1))
                        await send(.tick)
                    } catch {}
                }]
            case .cancelTimer(let id):
                return [.cancel(id: EffectID(id))]
            }
        })
    }

    @Test func subscribersAreNotifiedInSubscriptionOrder() {
        let store = makeStore()
        var log: [String] = []
        let subscriptions = (1...3).map { number in
            store.subscribe(\.count) { count in log.append("\(number):\(count)") }
        }
        #expect(log == ["1:0", "2:0", "3:0"])
        store.send(.increment)
        #expect(log == ["1:0", "2:0", "3:0", "1:1", "2:1", "3:1"])
        withExtendedLifetime(subscriptions) {}
    }

    @Test func aReleasedSubscriptionIsNeverCalledAgain() {
        let store = makeStore()
        var calls = 0
        var subscription: Subscription? = store.subscribe(\.count) { _ in calls += 1 }
        #expect(calls == 1)
        store.send(.increment)
        #expect(calls == 2)
        #expect(subscription?.isActive == true)
        subscription = nil
        store.send(.increment)
        #expect(calls == 2)
        #expect(store.subscriberCount == 0)
    }

    @Test func aCancelledSubscriptionStops() {
        let store = makeStore()
        var calls = 0
        let subscription = store.subscribe(\.count) { _ in calls += 1 }
        subscription.cancel()
        store.send(.increment)
        #expect(calls == 1)
        #expect(store.subscriberCount == 0)
    }

    @Test func aSubscriberIsNotNotifiedWhenItsSliceIsEqual() {
        let store = makeStore()
        var labels: [String] = []
        var counts: [Int] = []
        let labelSubscription = store.subscribe({ $0.label.uppercased() }) { labels.append($0) }
        let countSubscription = store.subscribe(\.count) { counts.append($0) }
        store.send(.increment)
        store.send(.increment)
        store.send(.rename("a"))
        store.send(.rename("A"))  // a different state, the same slice
        store.send(.rename("A"))  // the same state
        #expect(labels == ["", "A"])
        #expect(counts == [0, 1, 2])
        withExtendedLifetime((labelSubscription, countSubscription)) {}
    }

    @Test func aSendFromASubscriberIsQueuedAfterTheCurrentNotification() {
        let store = makeStore()
        var log: [String] = []
        let first = store.subscribe(\.count) { count in
            log.append("first sees \(count)")
            if count == 1 {
                store.send(.rename("from subscriber"))
                log.append("first sent")
            }
        }
        let second = store.subscribe(\.self) { state in log.append("second sees \(state.count) \(state.label)") }
        log.removeAll()
        store.send(.increment)
        #expect(log == [
            "first sees 1",
            "first sent",
            "second sees 1 ",
            "second sees 1 from subscriber",
        ])
        #expect(store.state == Counter(count: 1, label: "from subscriber"))
        withExtendedLifetime((first, second)) {}
    }

    @Test func aRunawaySubscriberIsReportedWithTheCallSite() {
        let store = makeStore()
        var messages: [String] = []
        store.misuseHandler = { messages.append($0) }
        // Answers every change with a change; the first notification comes at once.
        let subscription = store.subscribe(\.count) { count in
            if count > 0 { store.send(.increment) }
        }
        store.send(.increment)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("called at HomeStateTests/StoreTests.swift:") == true)
        #expect(messages.first?.contains("a subscriber or an effect probably sends an action on every state change") == true)
        #expect(store.state.count == Store<Counter, Action>.maximumActionsPerSend)
        subscription.cancel()
    }

    @Test func anEffectSendsItsActionBackAfterTheClockAdvances() async {
        let store = makeStore()
        store.send(.startTimer(id: "a"))
        #expect(store.runningEffectIDs == [EffectID("a")])
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        clock.advance(by: .seconds(1))
        await eventually(store.effectsChanged) { store.runningEffectCount == 0 }
        #expect(store.state.count == 1)
    }

    @Test func aCancelledEffectSendsNothing() async {
        let store = makeStore()
        store.send(.startTimer(id: "a"))
        store.send(.startTimer(id: "b"))
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 2 }
        store.send(.cancelTimer(id: "a"))
        #expect(store.runningEffectIDs == [EffectID("b")])
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        clock.advance(by: .seconds(1))
        await eventually(store.effectsChanged) { store.runningEffectCount == 0 }
        #expect(store.state.count == 1)
    }

    @Test func startingAnEffectUnderTheSameNameCancelsTheOldOne() async {
        let store = makeStore()
        store.send(.startTimer(id: "a"))
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        store.send(.startTimer(id: "a"))
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 && store.runningEffectCount == 1 }
        clock.advance(by: .seconds(1))
        await eventually(store.effectsChanged) { store.runningEffectCount == 0 }
        #expect(store.state.count == 1)
    }

    @Test func releasingTheStoreCancelsItsEffects() async {
        var store: Store<Counter, Action>? = makeStore()
        store?.send(.startTimer(id: "a"))
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        store = nil
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 0 }
        #expect(clock.sleeperCount == 0)
    }
}
