/// When an item counts as seen: a share of its entry on screen, for a time.
public struct ExposureThreshold: Hashable, Sendable {
    /// The share of the entry, in percent (1 to 100).
    public var percent: Int
    /// How long, without a transition over it.
    public var duration: Duration

    /// A threshold: at least `percent` % of an entry on screen for at least `duration`.
    public init(percent: Int = 50, duration: Duration = .seconds(1)) {
        self.percent = min(100, max(1, percent))
        self.duration = max(.zero, duration)
    }

    /// Half an entry for a second: the default, as DivKit's visibility actions count.
    public static let standard = ExposureThreshold()
}

/// Tells which items a person saw: an item is seen when at least the threshold's share
/// of its entry has been on screen, still, for the threshold's time; once per item per
/// visit to its day, however often it is laid out again, resized, refreshed or scrolled
/// away and back. A section is seen with the first of its items.
///
/// Time is the screen's clock: the tracker is told what each frame drew and when
/// (``observe(_:day:at:)``), and the time as it passes (``advance(to:)``).
struct ExposureTracker {
    var threshold = ExposureThreshold.standard
    /// The day of the visit; another day (or the same one again after another) is another visit.
    private(set) var day: Day?
    /// The items seen in this visit.
    private(set) var seenItems: Set<String> = []
    /// The sections seen in this visit.
    private(set) var seenSections: Set<String> = []
    /// The entries on screen, still, over the threshold's share, and since when: in the
    /// order they were drawn.
    private var candidates: [(entry: DrawnEntry, since: Duration)] = []

    /// What is seen when, as the events say it.
    struct Seen: Hashable {
        var entry: DrawnEntry
        var day: Day?
        var sectionIsNew: Bool
    }

    /// Takes the entries a frame drew at `time` on `day`: an entry that is over the
    /// threshold's share and still keeps the time it has been so since; any other
    /// starts again. Returns what became seen by `time`.
    mutating func observe(_ entries: [DrawnEntry], day: Day?, at time: Duration) -> [Seen] {
        if day != self.day {
            self.day = day
            seenItems = []
            seenSections = []
            candidates = []
        }
        var since: [String: Duration] = [:]
        for candidate in candidates { since[candidate.entry.identifier] = candidate.since }
        var next: [(entry: DrawnEntry, since: Duration)] = []
        var taken: Set<String> = []
        let share = Double(threshold.percent) / 100
        for entry in entries where !seenItems.contains(entry.identifier) && entry.isStill && entry.shareOnScreen >= share - 1e-9 {
            guard taken.insert(entry.identifier).inserted else { continue }
            next.append((entry, since[entry.identifier] ?? time))
        }
        candidates = next
        return advance(to: time)
    }

    /// A new visit to the day on screen: what was seen on it counts again.
    mutating func beginVisit(to day: Day?) {
        self.day = day
        seenItems = []
        seenSections = []
        candidates = []
    }

    /// What became seen by `time`, the frame on screen being the last one observed.
    mutating func advance(to time: Duration) -> [Seen] {
        var seen: [Seen] = []
        candidates.removeAll { candidate in
            guard time - candidate.since >= threshold.duration else { return false }
            seenItems.insert(candidate.entry.identifier)
            let section = candidate.entry.section
            let sectionIsNew = section.map { seenSections.insert($0).inserted } ?? false
            seen.append(Seen(entry: candidate.entry, day: day, sectionIsNew: sectionIsNew))
            return true
        }
        return seen
    }

    /// When the next entry becomes seen if the screen stays as it is, if any will.
    var nextDeadline: Duration? {
        candidates.map { $0.since + threshold.duration }.min()
    }
}
