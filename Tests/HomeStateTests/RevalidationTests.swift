import DynamicHomeTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import HomeState
import Testing
import TestSupport

/// The day on screen is looked at again on a timer: unchanged content changes nothing,
/// new content flows in as new data for the day.
@MainActor
@Suite struct RevalidationTests {
    @Test func theTimerRevalidatesTheDayOnScreenWithItsVersion() async {
        let provider = UnlistedContentProvider(0...3)
        let clock = ManualClock()
        let store = Store(initialState: Deck<TestItem>(shape: .none), reducer: DeckReducer(provider: provider, clock: clock))
        store.send(.start(at: day(1)))
        await eventually(store.effectsChanged) { store.state.phase == .ready && store.state.loadsInFlight.isEmpty }
        #expect(store.state.versions[day(1)] == provider.version(of: day(1)))
        store.send(.setRefreshInterval(.seconds(60)))
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }

        // Unchanged: asked with its version, nothing changes.
        var changes = 0
        let subscription = store.subscribe(\.currentStatus) { _ in changes += 1 }
        clock.advance(by: .seconds(60))
        await eventually(clock.sleepersChanged) { provider.versionsAsked(for: day(1)).count == 2 && clock.sleeperCount == 1 }
        #expect(provider.versionsAsked(for: day(1)) == [nil, provider.version(of: day(1))])
        #expect(changes == 1)  // the subscription's first call only

        // Changed: the new items are the day's, with their new version.
        let edited = [TestItem("x")] + items(for: day(1))
        provider.change(day(1), to: edited)
        clock.advance(by: .seconds(60))
        await eventually(store.effectsChanged) { store.state.currentStatus == .loaded(edited) }
        #expect(store.state.currentStatus == .loaded(edited))
        #expect(store.state.versions[day(1)] == provider.version(of: day(1)))
        #expect(changes == 2)

        // Off: the timer stops.
        store.send(.setRefreshInterval(nil))
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 0 }
        #expect(clock.sleeperCount == 0)
        subscription.cancel()
    }

    @Test func aRefreshRetriesADayThatFailed() async {
        let content = InMemoryContentProvider<TestItem>(content: [day(0): .failure(ContentError(.timedOut, "no answer"))])
        let store = Store(initialState: Deck<TestItem>(shape: .none), reducer: DeckReducer(provider: content))
        store.send(.start(at: nil))
        await eventually(store.effectsChanged) { store.state.currentStatus?.isLoading == false }
        #expect(store.state.currentStatus?.error != nil)
        store.send(.refresh)
        #expect(store.state.currentStatus == .loading)
        await eventually(store.effectsChanged) { store.state.currentStatus?.isLoading == false }
    }

    @Test func aRevalidationArrivingForADayNoLongerLoadedChangesNothing() {
        let reducer = DeckReducer(provider: InMemoryContentProvider<TestItem>(items: [:]))
        var deck = Deck<TestItem>(shape: .none)
        deck.phase = .ready
        deck.days = days(3)
        deck.current = day(0)
        deck.statuses[day(0)] = .loading
        let before = deck
        #expect(reducer.reduce(into: &deck, action: .revalidated(day(0), items: items(for: day(0)), version: nil)).isEmpty)
        #expect(deck == before)
        #expect(reducer.reduce(into: &deck, action: .refresh).isEmpty)  // loading: nothing to look at
    }

    @Test func anEditedDayFileIsReadAgainAndAnUntouchedOneIsNot() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("2026-11-01.json")
        try Data(#"[{"identifier": "a", "title": "First"}]"#.utf8).write(to: file)
        let content = DirectoryContentProvider<TestItem>(directory: folder)

        guard case .items(let first, let version?) = try await content.items(on: day(0), ifChangedSince: nil) else {
            Issue.record("a day file has a version")
            return
        }
        #expect(first == [TestItem("a", "First")])
        #expect(try await content.items(on: day(0), ifChangedSince: version) == .unchanged)
        // Replaced by a rename, as editors save: another inode, so another version even
        // with the same size and second.
        let replacement = folder.appendingPathComponent("new.tmp")
        try Data(#"[{"identifier": "a", "title": "Frist"}]"#.utf8).write(to: replacement)
        #expect(rename(replacement.path, file.path) == 0)
        let again = try await content.items(on: day(0), ifChangedSince: version)
        guard case .items(let edited, let newVersion?) = again else {
            Issue.record("the edited file was not read again: \(again)")
            return
        }
        #expect(edited == [TestItem("a", "Frist")])
        #expect(newVersion != version)
    }
}
