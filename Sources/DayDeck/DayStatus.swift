import StateStore
/// Where one day of the deck stands.
public enum DayStatus<Item: Sendable & Equatable>: Equatable, Sendable {
    /// Its items are being loaded, or wait for a free load slot.
    case loading
    /// Its items, in the order they are shown.
    case loaded([Item])
    /// It could not be loaded; ``DeckAction/retry(_:)`` tries again.
    case failed(ContentError)

    /// The items, when loaded.
    public var items: [Item]? {
        if case .loaded(let items) = self { return items }
        return nil
    }

    /// The error, when failed.
    public var error: ContentError? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Whether the day is still loading.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

/// Where the deck as a whole stands.
public enum DeckPhase: Equatable, Sendable {
    /// Nothing asked yet: send ``DeckAction/start(at:)``.
    case idle
    /// The list of available days is loading.
    case loadingDays
    /// The days are known and a current day is chosen.
    case ready
    /// The list of days could not be loaded, or the start day is not in it. Send
    /// ``DeckAction/start(at:)`` again to retry.
    case failed(ContentError)
}
