import StateStore
/// What can happen to a ``Deck``.
public enum DeckAction<Item: Sendable & Equatable>: Equatable, Sendable {
    /// Loads the list of available days, then shows `day`, or the first day when
    /// `nil`. Anything loaded before is dropped and its loads cancelled. Also the way to
    /// retry after the deck's phase is ``DeckPhase/failed(_:)``.
    ///
    /// Without a list of days, `day` is loaded first, or today when `nil`; the deck
    /// fails when it has no content.
    case start(at: Day?)
    /// The list of days arrived (sent by the effect that ``start(at:)`` runs).
    case daysLoaded(Result<[Day], ContentError>)
    /// There is no list of days (`reason` says why), and the start day's content
    /// arrived (sent by the effect that ``start(at:)`` runs).
    case daysUnlisted(reason: String, start: Day, items: [Item], version: ContentVersion?)
    /// Shows the next day of the data; nothing happens on the last one.
    case next
    /// Shows the previous day of the data; nothing happens on the first one.
    case previous
    /// Items (or an error) arrived for a day, with their version when the provider
    /// tells one: sent by the deck's loads, and usable to push new content for a day
    /// that is in the deck. Identical items change nothing; an error never replaces
    /// items already loaded. Without a list of days, a missing day marks an edge.
    case dayLoaded(Day, Result<[Item], ContentError>, version: ContentVersion? = nil)
    /// Loads a failed day again; nothing happens unless the day failed.
    case retry(Day)
    /// Changes the window's shape, e.g. after the toggles changed.
    case setShape(DeckShape)
    /// Looks again at the day on screen: a loaded day is fetched with its version and
    /// changes only if the provider has new content; a failed day is retried.
    case refresh
    /// A day on screen was looked at again and has new content (sent by the effect that
    /// ``refresh`` runs). It replaces the items only while the day is loaded.
    case revalidated(Day, items: [Item], version: ContentVersion?)
    /// Sends ``refresh`` every `interval`, or stops when `nil` (or not positive).
    case setRefreshInterval(Duration?)
}

/// The names of the deck's effects, to cancel or inspect them.
public enum DeckEffect: Hashable, Sendable, CustomStringConvertible {
    /// The load of the list of days.
    case listDays
    /// The load of one day's items.
    case load(Day)
    /// The fetch that looks again at the day on screen.
    case revalidate
    /// The timer that sends ``DeckAction/refresh``.
    case refreshTimer

    /// This name as an ``EffectID``.
    public var id: EffectID { EffectID(self) }

    /// `list days`, `load 2026-11-16`, `revalidate`, `refresh timer`.
    public var description: String {
        switch self {
        case .listDays: "list days"
        case .load(let day): "load \(day)"
        case .revalidate: "revalidate"
        case .refreshTimer: "refresh timer"
        }
    }
}
