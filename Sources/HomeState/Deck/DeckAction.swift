/// What can happen to a ``Deck``.
public enum DeckAction<Item: Sendable & Equatable>: Equatable, Sendable {
    /// Loads the list of available days, then shows `day`, or the first day when
    /// `nil`. Anything loaded before is dropped and its loads cancelled. Also the way to
    /// retry after the deck's phase is ``DeckPhase/failed(_:)``.
    case start(at: Day?)
    /// The list of days arrived (sent by the effect that ``start(at:)`` runs).
    case daysLoaded(Result<[Day], ContentError>)
    /// Shows the next day of the data; nothing happens on the last one.
    case next
    /// Shows the previous day of the data; nothing happens on the first one.
    case previous
    /// Items (or an error) arrived for a day: sent by the deck's loads, and usable to
    /// push new content for a day that is in the deck. Identical items change nothing;
    /// an error never replaces items already loaded.
    case dayLoaded(Day, Result<[Item], ContentError>)
    /// Loads a failed day again; nothing happens unless the day failed.
    case retry(Day)
    /// Changes the window's shape, e.g. after the toggles changed.
    case setShape(DeckShape)
}

/// The names of the deck's effects, to cancel or inspect them.
public enum DeckEffect: Hashable, Sendable, CustomStringConvertible {
    /// The load of the list of days.
    case listDays
    /// The load of one day's items.
    case load(Day)

    /// This name as an ``EffectID``.
    public var id: EffectID { EffectID(self) }

    /// `list days`, `load 2026-11-16`.
    public var description: String {
        switch self {
        case .listDays: "list days"
        case .load(let day): "load \(day)"
        }
    }
}
