import StateStore
/// The app state of day navigation: the available days, the current one, and a window
/// of days around it, each loading, loaded or failed.
///
/// The window follows ``shape`` along the ``direction`` of the last move and stops at
/// the first and last day of the data. ``DeckReducer`` keeps it filled: loads start in
/// order of priority (the current day first, then the nearest neighbours, the side of
/// travel before the other at equal distance, then farther days), at most
/// ``maximumConcurrentLoads`` at a time, except that the current day never waits for a
/// free slot: its load starts even when all are taken. Days that leave the window have
/// their loads cancelled and are dropped, except loaded ones, which stay while within
/// ``DeckShape/retention`` days of the current day, so turning back finds them ready.
///
/// Without a list of days (``edges`` is set), the days are calendar days around the
/// current one, and a day that turns out missing marks an edge: the deck stops there.
/// The window then always reaches at least one day on each side, so that the edges are
/// known before a move needs them.
///
/// Every stored property is public and settable so that tests can state an expected
/// state; change a live deck only through its actions.
///
/// Every change counts (``revision``): a store, and whoever watches one, asks whether the
/// deck changed by its revision, never by comparing two decks whole (their days' items).
/// Equality is the content's: the revisions are left out of it.
public struct Deck<Item: Sendable & Equatable>: Equatable, Sendable, RevisionedState {
    /// How many changes the deck has had: a change of any property counts one (a value
    /// set equal to the one before too), so a deck whose revision has not moved has not
    /// changed. Not part of equality.
    public private(set) var revision = 0
    /// How many changes ``statuses`` has had: the days' contents, each loading, loaded or
    /// failed. What tells a screen that the day it shows may have new items.
    public private(set) var statusesRevision = 0

    /// Whether the list of days is known.
    public var phase: DeckPhase = .idle { didSet { revision &+= 1 } }
    /// The days that have content, in order, without repeats; empty until ready.
    public var days: [Day] = [] { didSet { revision &+= 1 } }
    /// The day shown; `nil` until ready.
    public var current: Day? { didSet { revision &+= 1 } }
    /// The direction of the last move; ``DeckDirection/forward`` at first.
    public var direction: DeckDirection = .forward { didSet { revision &+= 1 } }
    /// How many days to keep ready around the current one.
    public var shape: DeckShape { didSet { revision &+= 1 } }
    /// How many loads may run at once; the current day's load starts even when that
    /// many are running.
    public var maximumConcurrentLoads: Int { didSet { revision &+= 1 } }
    /// The days in the deck and where each stands.
    public var statuses: [Day: DayStatus<Item>] = [:] {
        didSet {
            revision &+= 1
            statusesRevision &+= 1
        }
    }
    /// The days being loaded, in the order their loads started.
    public var loadsInFlight: [Day] = [] { didSet { revision &+= 1 } }
    /// The day asked for by ``DeckAction/start(at:)``, `nil` for the first day.
    public var requestedStart: Day? { didSet { revision &+= 1 } }
    /// The version of each loaded day that has one, to revalidate it.
    public var versions: [Day: ContentVersion] = [:] { didSet { revision &+= 1 } }
    /// Without a list of days: the edges found so far. `nil` when the days came from a
    /// list (an index, a folder).
    public var edges: DayEdges? { didSet { revision &+= 1 } }
    /// How often ``DeckAction/refresh`` is sent, looking again at the day on screen;
    /// `nil` never.
    public var refreshInterval: Duration? { didSet { revision &+= 1 } }

    /// An empty deck; send ``DeckAction/start(at:)`` to fill it.
    ///
    /// - Parameters:
    ///   - shape: The window around the current day.
    ///   - maximumConcurrentLoads: How many loads may run at once (at least 1); the
    ///     current day's load starts even when that many are running.
    public init(shape: DeckShape = .standard, maximumConcurrentLoads: Int = 4) {
        self.shape = shape
        self.maximumConcurrentLoads = max(1, maximumConcurrentLoads)
    }
}

extension Deck {
    /// The current day's status; `nil` until the deck is ready.
    public var currentStatus: DayStatus<Item>? {
        current.flatMap { statuses[$0] }
    }

    /// A day's status; `nil` when the day is not in the deck.
    public func status(of day: Day) -> DayStatus<Item>? {
        statuses[day]
    }

    /// Whether the days came from a list, so that the current day's position among
    /// them (`3/14`) means something; without a list, ``days`` holds only the days
    /// around the current one.
    public var isListed: Bool { edges == nil }

    /// The position of the current day among the days: 0 for the first.
    public var currentIndex: Int? {
        current.flatMap(index(of:))
    }

    /// Whether ``DeckAction/next`` would move.
    public var canMoveForward: Bool {
        currentIndex.map { $0 + 1 < days.count } ?? false
    }

    /// Whether ``DeckAction/previous`` would move.
    public var canMoveBackward: Bool {
        currentIndex.map { $0 > 0 } ?? false
    }

    /// The days of the window, in calendar order.
    public var window: [Day] {
        prioritizedWindow.sorted()
    }

    /// The position of `day` among the days, found by binary search.
    ///
    /// - Complexity: O(log n) for n days.
    public func index(of day: Day) -> Int? {
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle] < day { low = middle + 1 } else { high = middle }
        }
        return low < days.count && days[low] == day ? low : nil
    }
}

extension Deck {
    /// Whether two decks hold the same days, statuses and settings; how many times each
    /// changed (``revision``) is left out.
    public static func == (lhs: Deck, rhs: Deck) -> Bool {
        lhs.phase == rhs.phase && lhs.days == rhs.days && lhs.current == rhs.current && lhs.direction == rhs.direction
            && lhs.shape == rhs.shape && lhs.maximumConcurrentLoads == rhs.maximumConcurrentLoads && lhs.statuses == rhs.statuses
            && lhs.loadsInFlight == rhs.loadsInFlight && lhs.requestedStart == rhs.requestedStart && lhs.versions == rhs.versions
            && lhs.edges == rhs.edges && lhs.refreshInterval == rhs.refreshInterval
    }
}
