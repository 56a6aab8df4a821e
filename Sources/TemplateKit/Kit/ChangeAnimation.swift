import Changesets

/// Animates a change of a template's items instead of redrawing them at once: deleted
/// entries fade out where they were, the entries that stay travel to their new places
/// (closing the gaps, opening new ones, moving across the rows and columns they
/// changed), inserted ones fade in where they go, and updated ones fade through the
/// background to their new text as they go.
///
/// The screen is never empty and never jumps: an entry that keeps its place stays put,
/// every entry that is there before and after the change is drawn in every frame, and
/// a view that scrolls (the first row on screen, a rail's offset) scrolls as the
/// entries travel, since each entry travels from where it was on screen to where it
/// goes. Every entry changes as one block (a list row's title and description, a
/// card): its text switches whole half way, its colours fading to the background before
/// and rising after, so no frame shows an entry of mixed letters.
///
/// The change runs in parts: first what leaves fades out, then what stays travels,
/// last what arrives fades in, so that what leaves and what arrives never share a place
/// with an entry passing through; a part with nothing in it takes no time, and each is
/// eased on its own. A change in which no entry stays (every item replaced) has nothing
/// to make room for: its parts run together, what leaves fading out where it was as what
/// arrives fades in, each entry's text switching half way, so that every frame shows the
/// old entries or the new ones, never an empty body. Entries that keep their order never cover each other as they
/// travel, and they travel over the entries that moved among them (or changed section,
/// or whose section moved), so that they show whole in every frame; the highlighted
/// entry travels over everything, so that it shows whole in every frame too.
///
/// Sections change by the same rules: a section's header travels with its entries
/// while the section is there before and after (under the sections that keep their
/// place, when it moved among them); a section inserted or deleted fades its header in
/// or out; a header whose text changed (its title, a rail's marks) fades
/// through the background to the new text as it goes, as an updated entry does.
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
        /// Whether the entry travels under the others: it moved among its section's
        /// entries, changed section, or its section did not keep its place.
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
    /// whether its section moved among the sections that stay.
    struct HeaderTrack: Sendable {
        var old: Header?
        var new: Header?
        var moved = false
    }

    let tracks: [Track]
    let headers: [HeaderTrack]
    /// Whether entries or headers leave (are deleted), and whether some arrive.
    let leaves: Bool, arrives: Bool
    /// Whether the parts run together: entries leave and arrive, and none stays.
    let together: Bool
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
        leaves = !changeset.deletions.isEmpty || headers.contains { $0.new == nil }
        arrives = !changeset.insertions.isEmpty || headers.contains { $0.old == nil }
        together = !changeset.deletions.isEmpty && !changeset.insertions.isEmpty && !tracks.contains { $0.old != nil && $0.new != nil }
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

    /// The headers' tracks, and the identifiers of the sections kept in their place among
    /// the rest (whose entries travel over the entries that moved).
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
            if !moved.contains(index) { staying.insert(section.identifier) }
            tracks.append(HeaderTrack(old: before(index), new: after(to), moved: moved.contains(index)))
        }
        return (tracks, staying)
    }

    /// How far each part of the change has gone at `time`: what leaves fades out, then
    /// what stays travels (and updated entries change), then what arrives fades in. The
    /// parts share the time equally, each eased on its own; a change with nothing
    /// leaving (or arriving) gives that part no time; a change in which no entry stays
    /// runs them together, over the whole time. Before the animation starts, nothing
    /// has gone.
    func parts(at time: Duration) -> (leaving: Double, moving: Double, arriving: Double) {
        guard let timeline else { return (0, 0, 0) }
        if together {
            let progress = timeline.progress(at: time)
            return (progress, progress, progress)
        }
        let count = 1 + (leaves ? 1 : 0) + (arrives ? 1 : 0)
        let scaled = timeline.linearProgress(at: time) * Double(count)
        let start = leaves ? 1.0 : 0
        func part(from start: Double) -> Double { timeline.easing(scaled - start) }
        return (leaves ? part(from: 0) : 1, part(from: start), arrives ? part(from: start + 1) : 0)
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
    ///   - highlighted: The new index of the entry drawn over every other (the
    ///     highlighted one), so that it shows whole in every frame.
    ///   - route: Where an entry that keeps its order (other than the highlighted one)
    ///     is, travelling from an old index to a new one, a share of the way along: one
    ///     place, or two when it wraps from one row to the next (drawn at both, cut by
    ///     the area's edges); `nil` (the default) for a straight line from its old place
    ///     to its new one, as every other entry travels.
    ///   - render: Draws one entry: the item, and its new index (`nil` for an entry on
    ///     its way out).
    /// - Complexity: O(n) for n entries; only entries on screen are rendered.
    public func draw(
        in canvas: inout Canvas, at time: Duration, entrySize: Size,
        oldPlacement: (Int) -> Placement, newPlacement: (Int) -> Placement, seed: UInt64,
        headerSize: Size = Size(width: 0, height: 0),
        oldHeader: (Int) -> Placement? = { _ in nil }, newHeader: (Int) -> Placement? = { _ in nil },
        renderHeader: (Header) -> Canvas = { _ in Canvas(Size(width: 0, height: 0)) },
        highlighted: Int? = nil,
        route: (_ old: Int, _ new: Int, _ travelled: Double) -> [Placement]? = { _, _, _ in nil },
        render: (HomeItem, Int?) -> Canvas
    ) {
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
        let (leaving, moving, arriving) = parts(at: time)
        func travelled(_ from: Placement, _ to: Placement) -> Placement {
            Placement(column: from.column + (to.column - from.column) * moving, row: from.row + (to.row - from.row) * moving)
        }
        let blankHeader = Canvas(headerSize)
        func travel(_ header: HeaderTrack) {
            guard let old = header.old, let new = header.new, let from = oldHeader(old.section), let to = newHeader(new.section) else { return }
            let before = renderHeader(old), after = renderHeader(new)
            put(before == after ? after : fade.blend(from: before, to: after, progress: moving), at: travelled(from, to), size: headerSize)
        }
        func travel(_ track: Track) {
            guard let old = track.old, let new = track.new else { return }
            // The highlighted entry goes straight, whole, and so do entries that moved.
            let places = (track.moved || new.index == highlighted ? nil : route(old.index, new.index, moving))
                ?? [travelled(oldPlacement(old.index), newPlacement(new.index))]
            for place in places {
                put(
                    old.item == new.item
                        ? render(new.item, new.index)
                        : fade.blend(from: render(old.item, nil), to: render(new.item, new.index), progress: moving),
                    at: place)
            }
        }
        // Layers, from the bottom: what leaves and arrives fades where it is; over it
        // travel the sections and entries that moved among the rest; over those, the
        // sections that keep their place and the entries that keep their order, whole
        // in every frame (they never cover each other); over everything, the
        // highlighted entry.
        for header in headers where header.old == nil || header.new == nil {
            if let old = header.old, let from = oldHeader(old.section), leaving < 1 {
                put(fade.blend(from: renderHeader(old), to: blankHeader, progress: leaving), at: from, size: headerSize)
            }
            if let new = header.new, let to = newHeader(new.section), arriving > 0 {
                put(fade.blend(from: blankHeader, to: renderHeader(new), progress: arriving), at: to, size: headerSize)
            }
        }
        // What shows its text is drawn over what does not: when the parts run together,
        // the entries leaving until half way, then the entries arriving.
        let arrivalsOver = arriving >= 0.5
        for arrivals in [!arrivalsOver, arrivalsOver] {
            for track in tracks where track.old == nil || track.new == nil {
                if let old = track.old, !arrivals, leaving < 1 {
                    put(fade.blend(from: render(old.item, nil), to: blank, progress: leaving), at: oldPlacement(old.index))
                }
                if let new = track.new, arrivals, arriving > 0 {
                    put(fade.blend(from: blank, to: render(new.item, new.index), progress: arriving), at: newPlacement(new.index))
                }
            }
        }
        for moved in [true, false] {
            for header in headers where header.old != nil && header.new != nil && header.moved == moved { travel(header) }
            for track in tracks where track.old != nil && track.moved == moved && track.new.map({ $0.index != highlighted }) == true {
                travel(track)
            }
        }
        if let highlighted, let track = tracks.first(where: { $0.old != nil && $0.new?.index == highlighted }) { travel(track) }
    }
}
