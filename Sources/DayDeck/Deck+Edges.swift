import StateStore
/// What a deck without a list of days has learnt of the edges of the data.
public struct DayEdges: Equatable, Sendable {
    /// Why there is no list, e.g. `GET http://host/days/index.json answered 404 Not Found`.
    public var reason: String
    /// A day known to have content (the start day): missing days before it mark the
    /// first edge, missing days after it the last.
    public var anchor: Day
    /// The first day, once the day before it was found missing.
    public var first: Day?
    /// The last day, once the day after it was found missing.
    public var last: Day?
    /// What the missing day before ``first`` answered.
    public var missingBefore: String?
    /// What the missing day after ``last`` answered.
    public var missingAfter: String?

    /// The edges of a deck that has only found `anchor` so far.
    public init(reason: String, anchor: Day) {
        self.reason = reason
        self.anchor = anchor
    }
}

extension Deck {
    /// Without a list, makes ``days`` the calendar days around the current one, as far
    /// as loaded days are retained, and no farther than the edges found.
    ///
    /// - Complexity: O(r) for a retention of r days.
    mutating func layOutUnlistedDays() {
        guard let edges, let current else { return }
        let margin = max(shape.retention, 1)
        let low = max(current.serial - margin, edges.first?.serial ?? Int.min, Day.firstSerial)
        let high = min(current.serial + margin, edges.last?.serial ?? Int.max, Day.lastSerial)
        days = low <= high ? (low...high).map(Day.init(serial:)) : [current]
    }

    /// Without a list, records that `day` has no content: it lies past an edge, on the
    /// side of the anchor it is on. The days beyond are dropped, and a current day
    /// beyond the edge moves back to it.
    ///
    /// - Returns: Whether `day` marked an edge; `false` for the anchor itself.
    mutating func markMissing(_ day: Day, _ error: ContentError) -> Bool {
        guard var edges, day != edges.anchor else { return false }
        if day > edges.anchor {
            if edges.last.map({ day.previous < $0 }) ?? true {
                edges.last = day.previous
                edges.missingAfter = error.message
            }
        } else if edges.first.map({ day.next > $0 }) ?? true {
            edges.first = day.next
            edges.missingBefore = error.message
        }
        self.edges = edges
        if let current, let last = edges.last, current > last { self.current = last }
        if let current, let first = edges.first, current < first { self.current = first }
        layOutUnlistedDays()
        return true
    }

    /// Whether the deck knows if there is a day next to the current one in `direction`:
    /// always with a list; without one, once that day has loaded or been found missing.
    public func knowsNeighbour(_ direction: DeckDirection) -> Bool {
        guard let index = currentIndex else { return true }
        let neighbour = index + (direction == .forward ? 1 : -1)
        guard !isListed, days.indices.contains(neighbour) else { return true }
        return statuses[days[neighbour]]?.isLoading == false
    }

    /// Why there is no day next to the current one in `direction`, or `nil` when there
    /// is one: "there is no day after 2026-11-29: the content runs from … to …".
    public func noNeighbourMessage(_ direction: DeckDirection) -> String? {
        guard let current, let index = currentIndex else { return "there is no day on screen" }
        guard !days.indices.contains(index + (direction == .forward ? 1 : -1)) else { return nil }
        let side = direction == .forward ? "after" : "before"
        if let edges {
            let answer = direction == .forward ? edges.missingAfter : edges.missingBefore
            return "there is no day \(side) \(current): \(answer ?? "it is the last day there is")"
        }
        guard let first = days.first, let last = days.last else { return "the content has no days" }
        return "there is no day \(side) \(current): the content runs from \(first) to \(last)"
    }
}
