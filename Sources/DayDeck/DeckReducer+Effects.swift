import StateStore
/// The work the deck's rules ask for: listing the days, loading them, looking again at
/// the day on screen, and the timer that asks for that.
extension DeckReducer {
    func load(_ day: Day) -> Effect<DeckAction<Item>> {
        .run(id: DeckEffect.load(day).id, cancelInFlight: true) { [provider] send in
            do throws(ContentError) {
                switch try await provider.items(on: day, ifChangedSince: nil) {
                case .items(let items, let version):
                    await send(.dayLoaded(day, .success(items), version: version))
                case .unchanged:
                    await send(.dayLoaded(day, .failure(ContentError(.unreadable, "the load of \(day) gave no content"))))
                }
            } catch {
                await send(.dayLoaded(day, .failure(error)))
            }
        }
    }

    /// Lists the days; without a list, loads the start day (`requested`, else today),
    /// which must have content.
    func listDays(requested: Day?) -> Effect<DeckAction<Item>> {
        .run(id: DeckEffect.listDays.id, cancelInFlight: true) { [provider, today] send in
            do throws(ContentError) {
                switch try await provider.listing() {
                case .days(let days):
                    await send(.daysLoaded(.success(days)))
                case .unlisted(let reason):
                    let start = requested ?? today()
                    let fetch: DayFetch<Item>
                    do throws(ContentError) {
                        fetch = try await provider.items(on: start, ifChangedSince: nil)
                    } catch where error.reason == .dayNotAvailable {
                        throw requested == nil
                            ? ContentError(
                                .dayNotAvailable,
                                "\(error.message); that is today, where content without a list of days starts (\(reason)): give the day to start on (YYYY-MM-DD), or serve the list of days")
                            : ContentError(
                                .dayNotAvailable, "\(error.message); without a list of days (\(reason)), start on a day that has content")
                    }
                    guard case .items(let items, let version) = fetch else {
                        throw ContentError(.unreadable, "the load of \(start) gave no content")
                    }
                    await send(.daysUnlisted(reason: reason, start: start, items: items, version: version))
                }
            } catch {
                await send(.daysLoaded(.failure(error)))
            }
        }
    }

    /// Fetches the day on screen again, asking whether it changed since `version`; only
    /// new content is sent back. A failure keeps what is shown: it is looked at again
    /// at the next refresh.
    func revalidate(_ day: Day, version: ContentVersion?) -> Effect<DeckAction<Item>> {
        .run(id: DeckEffect.revalidate.id, cancelInFlight: true) { [provider] send in
            guard case .items(let items, let newVersion)? = try? await provider.items(on: day, ifChangedSince: version) else {
                return
            }
            await send(.revalidated(day, items: items, version: newVersion))
        }
    }

    /// Sends ``DeckAction/refresh`` every `interval` until cancelled.
    func refreshTimer(_ interval: Duration) -> Effect<DeckAction<Item>> {
        .run(id: DeckEffect.refreshTimer.id, cancelInFlight: true) { [clock] send in
            while !Task.isCancelled {
                do {
                    try await clock.sleep(for: interval)
                } catch {
                    return
                }
                await send(.refresh)
            }
        }
    }
}
