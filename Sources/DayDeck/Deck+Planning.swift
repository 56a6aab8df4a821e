import StateStore
/// Which days to load, in which order, and which loads to cancel: the pure planning
/// that ``DeckReducer`` turns into effects.
extension Deck {
    /// The window's days in load order: the current day, then by distance, the side of
    /// travel first at equal distance.
    ///
    /// - Complexity: O(w) for a window of w days.
    public var prioritizedWindow: [Day] {
        guard phase == .ready, let index = currentIndex else { return [] }
        var (earlier, later) = shape.extent(movingIn: direction)
        if edges != nil {
            // Without a list, a neighbour is known to exist only once it has loaded.
            (earlier, later) = (max(earlier, 1), max(later, 1))
        }
        let (aheadCount, aheadStep, behindCount, behindStep) =
            direction == .forward ? (later, 1, earlier, -1) : (earlier, -1, later, 1)
        var ordered = [days[index]]
        for distance in 1...max(1, max(aheadCount, behindCount)) {
            for (count, step) in [(aheadCount, aheadStep), (behindCount, behindStep)] where distance <= count {
                let neighbour = index + step * distance
                if days.indices.contains(neighbour) { ordered.append(days[neighbour]) }
            }
        }
        return ordered
    }

    /// Brings the deck in line with its window: drops days that left it (cancelling
    /// their loads), marks new days as loading, and starts loads in priority order up
    /// to the limit.
    ///
    /// - Returns: The days whose loads to cancel, and those whose loads to start, each
    ///   in order.
    /// - Complexity: O(w + s log n) for w days in the window, s in the deck, n in total.
    mutating func reconcile() -> (cancel: [Day], start: [Day]) {
        let wanted = prioritizedWindow
        guard let currentIndex, let current else { return ([], []) }
        let inWindow = Set(wanted)
        var cancel: [Day] = []
        for (day, status) in statuses where !inWindow.contains(day) {
            switch status {
            case .loading:
                statuses[day] = nil
                if let position = loadsInFlight.firstIndex(of: day) {
                    loadsInFlight.remove(at: position)
                    cancel.append(day)
                }
            case .failed:
                statuses[day] = nil
            case .loaded:
                let distance = index(of: day).map { abs($0 - currentIndex) } ?? Int.max
                if distance > shape.retention { statuses[day] = nil }
            }
        }
        versions = versions.filter { statuses[$0.key] != nil }
        var start: [Day] = []
        for day in wanted {
            if statuses[day] == nil { statuses[day] = .loading }
            guard case .loading = statuses[day], !loadsInFlight.contains(day) else { continue }
            if day == current || loadsInFlight.count < maximumConcurrentLoads {
                loadsInFlight.append(day)
                start.append(day)
            }
        }
        return (cancel.sorted(), start)
    }

    /// Forgets everything but the shape, for a new start.
    ///
    /// - Returns: The days whose loads were running.
    mutating func reset(requesting day: Day?) -> [Day] {
        let running = loadsInFlight
        phase = .loadingDays
        days = []
        current = nil
        direction = .forward
        statuses = [:]
        loadsInFlight = []
        requestedStart = day
        versions = [:]
        edges = nil
        return running
    }
}
