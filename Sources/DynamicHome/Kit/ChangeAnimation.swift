import Changesets

/// Animates a change of a template's items instead of redrawing them at once: deleted
/// entries fade out while the rest close up, inserted ones open a gap and fade in,
/// updated ones fade through the background to their new text in place, and moved ones
/// fade out at their old place and in at their new one.
///
/// Every entry changes as one block (a list row's title and description, a card): its
/// text switches whole half way, its colours fading to the background before and
/// rising after, so no frame shows an entry of mixed letters. The change runs in three
/// thirds, so that nothing ever covers part of another entry: first what leaves
/// (deleted entries, moved ones, cards that change column) fades out where it was;
/// then the entries that keep their order and their column travel to their new place,
/// over nothing but each other, which they never cover; last what arrives fades in
/// where it goes, beside entries already in place.
///
/// A template makes one in `refresh()` from the old and new items; the animation
/// starts at the first frame drawn after it, so it is a pure function of the times
/// frames are drawn at. Identical items give no animation at all.
public struct ChangeAnimation: Sendable {
    /// Where an entry's top-left corner is, in cells from the top-left of the area;
    /// fractional while it travels.
    public struct Placement: Hashable, Sendable {
        public var column: Double
        public var row: Double
        public init(column: Double, row: Double) {
            self.column = column
            self.row = row
        }
    }

    /// One entry's part in the animation.
    struct Track: Sendable {
        var old: (item: HomeItem, index: Int)?
        var new: (item: HomeItem, index: Int)?
        /// Whether the changeset moves the entry, out of its order among the rest.
        var moved = false
    }

    let tracks: [Track]
    /// The changeset the animation shows.
    public let changeset: Changeset
    /// When it runs; set by the first frame drawn.
    public private(set) var timeline: Timeline?

    /// The animation of `changeset`, the change from `old` to `new`; `nil` when
    /// nothing changed.
    ///
    /// - Complexity: O(n) for n items.
    public init?(from old: [HomeItem], to new: [HomeItem], changeset: Changeset) {
        guard !changeset.isEmpty else { return nil }
        self.changeset = changeset
        var tracks: [Track] = []
        tracks.reserveCapacity(old.count + changeset.insertions.count)
        let deleted = Set(changeset.deletions)
        let inserted = Set(changeset.insertions)
        // Deleted entries first, so that the entries that stay are drawn over them.
        for index in changeset.deletions { tracks.append(Track(old: (old[index], index), new: nil)) }
        for index in changeset.insertions { tracks.append(Track(old: nil, new: (new[index], index))) }
        let moved = Set(changeset.moves.map(\.from))
        // Pair the rest by identity, in order (repeated identities pair in order too).
        var oldByIdentity: [String: [Int]] = [:]
        for index in old.indices where !deleted.contains(index) {
            oldByIdentity[old[index].identifier, default: []].append(index)
        }
        for index in new.indices where !inserted.contains(index) {
            guard var candidates = oldByIdentity[new[index].identifier], !candidates.isEmpty else { continue }
            let oldIndex = candidates.removeFirst()
            oldByIdentity[new[index].identifier] = candidates
            tracks.append(Track(old: (old[oldIndex], oldIndex), new: (new[index], index), moved: moved.contains(oldIndex)))
        }
        self.tracks = tracks
    }

    /// Starts the animation at `time`, if it has not started.
    public mutating func start(at time: Duration, motion: Motion) {
        if timeline == nil { timeline = motion.timeline(startingAt: time) }
    }

    /// Whether frames at `time` still move.
    public func isRunning(at time: Duration) -> Bool {
        guard let timeline else { return true }
        return !timeline.isFinished(at: time)
    }

    /// Draws every entry at the animation's progress at `time`.
    ///
    /// - Parameters:
    ///   - canvas: The template's area.
    ///   - time: The frame's time.
    ///   - entrySize: The size of one entry (a list row, a card).
    ///   - oldPlacement: Where the entry at an old index was, on the old layout.
    ///   - newPlacement: Where the entry at a new index goes, on the new layout.
    ///   - seed: A pattern for fades that take one; entries change as one block and take none.
    ///   - render: Draws one entry: the item, and its new index (`nil` for an entry on
    ///     its way out).
    public func draw(
        in canvas: inout Canvas, at time: Duration, entrySize: Size,
        oldPlacement: (Int) -> Placement, newPlacement: (Int) -> Placement, seed: UInt64,
        render: (HomeItem, Int?) -> Canvas
    ) {
        let progress = timeline?.progress(at: time) ?? 0
        let fade = Fade(.together)
        let blank = Canvas(entrySize)
        func put(_ entry: @autoclosure () -> Canvas, at place: Placement) {
            let origin = Point(column: Int(place.column.rounded()), row: Int(place.row.rounded()))
            // Entries off screen are never rendered: a change of thousands of items costs
            // only what is visible.
            guard origin.row < canvas.height, origin.row + entrySize.height > 0,
                  origin.column < canvas.width, origin.column + entrySize.width > 0
            else { return }
            canvas.draw(entry(), at: origin)
        }
        // Thirds: what leaves fades out, what stays travels, what arrives fades in.
        let leaving = min(1, progress * 3)
        let moving = min(1, max(0, progress * 3 - 1))
        let arriving = max(0, progress * 3 - 2)
        for track in tracks {
            let from = track.old.map { oldPlacement($0.index) }
            let to = track.new.map { newPlacement($0.index) }
            if let from, let to, !track.moved, from.column == to.column {
                guard let old = track.old, let new = track.new else { continue }
                let place = Placement(column: from.column + (to.column - from.column) * moving, row: from.row + (to.row - from.row) * moving)
                put(
                    old.item == new.item
                        ? render(new.item, new.index)
                        : fade.blend(from: render(old.item, nil), to: render(new.item, new.index), progress: progress),
                    at: place)
                continue
            }
            if let old = track.old, let from, leaving < 1 {
                put(fade.blend(from: render(old.item, nil), to: blank, progress: leaving), at: from)
            }
            if let new = track.new, let to, arriving > 0 {
                put(fade.blend(from: blank, to: render(new.item, new.index), progress: arriving), at: to)
            }
        }
    }
}
