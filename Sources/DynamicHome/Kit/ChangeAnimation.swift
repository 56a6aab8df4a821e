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
/// Sections change by the same rules: a section's header and entries travel only while
/// the section keeps its place among the sections that stay; a section inserted, deleted
/// or moved fades its header (and its entries) in or out, and an item that changes
/// section fades out of the old and into the new; a header whose title changed fades
/// through the background to the new title where it is, as an updated entry does. Within
/// a section that keeps its place, an entry travels unless it moved among that section's
/// entries: sections that swap around it do not make it move.
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
        /// Whether the entry fades out and in rather than travels: it moved among its
        /// section's entries, changed section, or its section did not keep its place.
        var moved = false
    }

    /// A section's header as the animation draws it, before or after the change.
    public struct Header: Hashable, Sendable {
        /// The section's index among the sections of the items before the change
        /// (``isBeforeChange``) or after it.
        public var section: Int
        /// Its title; `nil` for an untitled section (which may still have a header row,
        /// for a rail's marks).
        public var title: String?
        /// Whether this is the header as it was before the change.
        public var isBeforeChange: Bool

        public init(section: Int, title: String?, isBeforeChange: Bool) {
            self.section = section
            self.title = title
            self.isBeforeChange = isBeforeChange
        }
    }

    /// One section header's part in the animation: the header before and after, and
    /// whether it travels (a section kept in its place among the rest).
    struct HeaderTrack: Sendable {
        var old: Header?
        var new: Header?
        var travels = false
    }

    let tracks: [Track]
    let headers: [HeaderTrack]
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
        let oldSections = HomeSection.sections(of: old), newSections = HomeSection.sections(of: new)
        let sectioned = Self.sectionedChanges(old, oldSections, new, newSections)
        let (headers, stayingSections) = Self.headerTracks(oldSections, newSections, sectioned.sections)
        self.headers = headers
        // Moves among a section's own entries: the flat changeset would also move the
        // entries of a section that kept its place while others swapped around it.
        let moved = Set(sectioned.itemMoves.map { oldSections[$0.from.section].range.lowerBound + $0.from.item })
        // Pair the rest by identity, in order (repeated identities pair in order too).
        var oldByIdentity: [String: [Int]] = [:]
        for index in old.indices where !deleted.contains(index) {
            oldByIdentity[old[index].identifier, default: []].append(index)
        }
        for index in new.indices where !inserted.contains(index) {
            guard var candidates = oldByIdentity[new[index].identifier], !candidates.isEmpty else { continue }
            let oldIndex = candidates.removeFirst()
            oldByIdentity[new[index].identifier] = candidates
            let staysInItsSection = old[oldIndex].section?.identifier == new[index].section?.identifier
                && stayingSections.contains(new[index].section?.identifier ?? "")
            tracks.append(Track(old: (old[oldIndex], oldIndex), new: (new[index], index), moved: moved.contains(oldIndex) || !staysInItsSection))
        }
        self.tracks = tracks
    }

    /// The changes of the items as sections of items: the sections', and the items'
    /// within and across them.
    private static func sectionedChanges(
        _ old: [HomeItem], _ oldSections: [HomeSection], _ new: [HomeItem], _ newSections: [HomeSection]
    ) -> SectionedChangeset {
        let oldRuns = oldSections.map { ArraySection(model: $0, items: Array(old[$0.range])) }
        let newRuns = newSections.map { ArraySection(model: $0, items: Array(new[$0.range])) }
        return SectionedChangeset(
            from: oldRuns, to: newRuns, sectionIdentity: \.model.identifier, sectionContentMatches: { $0.model.title == $1.model.title },
            items: \.items, itemIdentity: \.identifier, itemContentMatches: ==
        )
    }

    /// The headers' tracks, and the identifiers of the sections whose entries may travel:
    /// those kept, in their place among the rest.
    private static func headerTracks(
        _ old: [HomeSection], _ new: [HomeSection], _ changes: Changeset
    ) -> ([HeaderTrack], Set<String>) {
        func before(_ index: Int) -> Header { Header(section: index, title: old[index].title, isBeforeChange: true) }
        func after(_ index: Int) -> Header { Header(section: index, title: new[index].title, isBeforeChange: false) }
        var tracks: [HeaderTrack] = []
        for index in changes.deletions { tracks.append(HeaderTrack(old: before(index))) }
        for index in changes.insertions { tracks.append(HeaderTrack(new: after(index))) }
        let deleted = Set(changes.deletions), moved = Set(changes.moves.map(\.from))
        let newIndex = Dictionary(new.enumerated().map { ($1.identifier, $0) }) { first, _ in first }
        var staying: Set<String> = []
        for (index, section) in old.enumerated() where !deleted.contains(index) {
            guard let to = newIndex[section.identifier] else { continue }
            let travels = !moved.contains(index)
            if travels { staying.insert(section.identifier) }
            tracks.append(HeaderTrack(old: before(index), new: after(to), travels: travels))
        }
        return (tracks, staying)
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
    ///   - headerSize: The size of a section's header.
    ///   - oldHeader: Where the header of the old section at an index was (`nil`: it had
    ///     no header row).
    ///   - newHeader: Where the header of the new section at an index goes (`nil`: none).
    ///   - renderHeader: Draws a header (its title, and whatever else the header row
    ///     shows, such as a rail's marks).
    ///   - render: Draws one entry: the item, and its new index (`nil` for an entry on
    ///     its way out).
    public func draw(
        in canvas: inout Canvas, at time: Duration, entrySize: Size,
        oldPlacement: (Int) -> Placement, newPlacement: (Int) -> Placement, seed: UInt64,
        headerSize: Size = Size(width: 0, height: 0),
        oldHeader: (Int) -> Placement? = { _ in nil }, newHeader: (Int) -> Placement? = { _ in nil },
        renderHeader: (Header) -> Canvas = { _ in Canvas(Size(width: 0, height: 0)) },
        render: (HomeItem, Int?) -> Canvas
    ) {
        let progress = timeline?.progress(at: time) ?? 0
        let fade = Fade(.together)
        let blank = Canvas(entrySize)
        func put(_ entry: @autoclosure () -> Canvas, at place: Placement, size: Size = entrySize) {
            let origin = Point(column: Int(place.column.rounded()), row: Int(place.row.rounded()))
            // Entries off screen are never rendered: a change of thousands of items costs
            // only what is visible.
            guard origin.row < canvas.height, origin.row + size.height > 0,
                  origin.column < canvas.width, origin.column + size.width > 0
            else { return }
            canvas.draw(entry(), at: origin)
        }
        // Thirds: what leaves fades out, what stays travels, what arrives fades in.
        let leaving = min(1, progress * 3)
        let moving = min(1, max(0, progress * 3 - 1))
        let arriving = max(0, progress * 3 - 2)
        let blankHeader = Canvas(headerSize)
        for header in headers {
            let from = header.old.flatMap { oldHeader($0.section) }, to = header.new.flatMap { newHeader($0.section) }
            if header.travels, let old = header.old, let new = header.new, let from, let to {
                let place = Placement(column: from.column, row: from.row + (to.row - from.row) * moving)
                put(old.title == new.title ? renderHeader(new)
                    : fade.blend(from: renderHeader(old), to: renderHeader(new), progress: progress), at: place, size: headerSize)
                continue
            }
            if let old = header.old, let from, leaving < 1 {
                put(fade.blend(from: renderHeader(old), to: blankHeader, progress: leaving), at: from, size: headerSize)
            }
            if let new = header.new, let to, arriving > 0 {
                put(fade.blend(from: blankHeader, to: renderHeader(new), progress: arriving), at: to, size: headerSize)
            }
        }
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
