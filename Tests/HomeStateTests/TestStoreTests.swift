import DynamicHomeTesting
import HomeState
import Testing
import TestSupport

/// The test store itself must fail a test that forgets something.
@MainActor
@Suite struct TestStoreTests {
    enum Action: Equatable, Sendable {
        case increment
        case startTimer
        case tick
    }

    let clock = ManualClock()

    func makeStore() -> TestStore<Int, Action> {
        let clock = clock
        return TestStore(initialState: 0, reducer: AnyReducer { (count: inout Int, action: Action) -> [Effect<Action>] in
            switch action {
            case .increment, .tick:
                count += 1
                return []
            case .startTimer:
                return [.run(id: EffectID("timer")) { send in
                    try? await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }]
            }
        })
    }

    @Test func anUnstatedStateChangeFails() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.increment)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("send(increment): the state changed, but no change was stated") }
        }
        #expect(store.state == 1)
        await store.finish()
    }

    @Test func aWrongStatedChangeFailsWithADifference() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.increment) { $0 = 2 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("(− expected, + actual):\n− - 2\n+ - 1") }
        }
        await store.finish()
    }

    @Test func anActionFromAnEffectIsReceivedAfterTheClockAdvances() async {
        let store = makeStore()
        await store.send(.startTimer)
        #expect(store.runningEffectIDs == [EffectID("timer")])
        await waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0 = 1 }
        await store.finish()
    }

    @Test func anEffectStillRunningAtTheEndFails() async {
        let store = makeStore()
        await store.send(.startTimer)
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(50))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 effect(s) still running at the end of the test: [\"timer\"]") }
        }
    }

    @Test func anUnassertedReceivedActionFails() async {
        let store = makeStore()
        await store.send(.startTimer)
        await waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the effect action tick was received but never asserted") }
        }
    }

    @Test func anExpectedActionThatNeverComesFails() async {
        let store = makeStore()
        await store.send(.startTimer)
        await withKnownIssue {
            await store.receive(.tick, timeout: .milliseconds(50)) { $0 = 1 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("expected to receive tick, but no action arrived") }
        }
        store.cancelInFlightEffects()
        await store.finish()
    }

    @Test func sendingBeforeAssertingReceivedActionsFails() async {
        let store = makeStore()
        await store.send(.startTimer)
        await waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await eventually(store.effectsChanged) { store.runningEffectCount == 0 }
        await withKnownIssue {
            await store.send(.increment) { $0 = 2 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("send(increment) while 1 action(s) received from effects are unasserted: tick") }
        }
        await store.finish()
    }

    @Test func aStoreReleasedWithoutFinishingReportsItsLeftovers() async {
        await withKnownIssue {
            let store = makeStore()
            await store.send(.startTimer)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 effect(s) still running at the end of the test") }
        }
    }

    func waitForSleepers(_ count: Int) async {
        await eventually(clock.sleepersChanged) { clock.sleeperCount >= count }
    }
}
