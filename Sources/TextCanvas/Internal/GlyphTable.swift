import Essentials

/// The grapheme clusters too long to sit inside a ``Glyph`` (more than 15 UTF-8
/// bytes), each known by a number the glyph holds.
///
/// Such clusters are rare (a family emoji, a subdivision flag, a letter under a stack
/// of combining marks), and drawing the same text again finds the same entries. Keys are
/// byte strings, not `String`s, so two canonically equivalent clusters written
/// differently stay two glyphs.
///
/// The table is bounded: a server that sends new titles of unique clusters every second
/// grew it without end (35 to 40 MB in a minute). A canvas holds the clusters of its
/// cells (``ClusterHold``) for as long as it, or a copy of it, lives: a frame, a cache
/// of drawn entries, the snapshot a transition fades from, the encoder's last frame.
/// After each frame a screen draws (``frameDrawn()``), once more than ``capacity``
/// clusters are known, those no canvas holds and no frame used since the one before are
/// forgotten. So what is drawn prints the same bytes however long it is kept; numbers
/// are never given twice, and a glyph kept outside every canvas for two frames prints
/// U+FFFD, never another cluster.
package final class GlyphTable: Sendable {
    /// The table glyphs use unless a task says otherwise.
    package static let shared = GlyphTable()

    /// The table of the current task: ``shared``, or one a test gives its own task (and
    /// the tasks it starts) with `GlyphTable.$current.withValue(_:operation:)`.
    @TaskLocal package static var current = shared

    /// How many clusters the table knows before it forgets those nothing holds: far more
    /// than a screen shows.
    package let capacity: Int

    private struct Entry {
        var bytes: [UInt8]
        var text: String
        /// How many canvases (``ClusterHold``s) hold it.
        var holds = 0
        /// The last frame it was drawn or printed in.
        var lastUsed: Int
    }

    private struct State {
        var numbers: [[UInt8]: UInt64] = [:]
        var entries: [UInt64: Entry] = [:]
        var nextNumber: UInt64 = 0
        var frame = 0
        var forgotten = 0
        var unknownLookups = 0
    }

    private let state = Locked(State())

    /// A table that forgets the clusters nothing holds once it knows more than `capacity`.
    package init(capacity: Int = 4_096) {
        self.capacity = capacity
    }

    /// The number of a cluster, added to the table when it is new.
    func number(for bytes: [UInt8]) -> UInt64 {
        state.withLock { state in
            let frame = state.frame
            if let number = state.numbers[bytes] {
                state.entries[number]?.lastUsed = frame
                return number
            }
            let number = state.nextNumber
            state.nextNumber += 1
            state.entries[number] = Entry(bytes: bytes, text: String(decoding: bytes, as: UTF8.self), lastUsed: frame)
            state.numbers[bytes] = number
            return number
        }
    }

    /// The cluster with a number that ``number(for:)`` gave, or `nil` for one forgotten.
    func cluster(_ number: UInt64) -> (bytes: [UInt8], text: String)? {
        state.withLock { state in
            guard let entry = state.entries[number] else {
                state.unknownLookups += 1
                return nil
            }
            if entry.lastUsed != state.frame { state.entries[number]?.lastUsed = state.frame }
            return (entry.bytes, entry.text)
        }
    }

    /// Counts one more hold of each cluster.
    func hold(_ numbers: some Sequence<UInt64>) {
        state.withLock { state in
            for number in numbers { state.entries[number]?.holds += 1 }
        }
    }

    /// Counts one hold less of each cluster.
    func release(_ numbers: some Sequence<UInt64>) {
        state.withLock { state in
            for number in numbers { state.entries[number]?.holds -= 1 }
        }
    }

    /// Takes note of a frame just drawn: once the table knows more than ``capacity``
    /// clusters, those no canvas holds and neither this frame nor the one before used
    /// are forgotten.
    ///
    /// - Complexity: O(1), or O(t) for the t clusters of the table once it is over its
    ///   capacity.
    package func frameDrawn() {
        state.withLock { state in
            state.frame += 1
            guard state.entries.count > capacity else { return }
            let oldest = state.frame - 1
            let before = state.entries.count
            state.entries = state.entries.filter { $0.value.holds > 0 || $0.value.lastUsed >= oldest }
            guard state.entries.count < before else { return }
            state.forgotten += before - state.entries.count
            state.numbers = state.numbers.filter { state.entries[$0.value] != nil }
        }
    }

    /// What the table holds and has done, for tests and the curious.
    package struct Statistics: Hashable, Sendable {
        /// Clusters known.
        package var known: Int
        /// Clusters some canvas holds.
        package var held: Int
        /// Clusters forgotten so far.
        package var forgotten: Int
        /// Lookups of a forgotten cluster, drawn as U+FFFD.
        package var unknownLookups: Int
    }

    package var statistics: Statistics {
        state.withLock {
            Statistics(
                known: $0.entries.count, held: $0.entries.values.count { $0.holds > 0 }, forgotten: $0.forgotten,
                unknownLookups: $0.unknownLookups)
        }
    }
}

/// The long clusters a canvas holds in its ``GlyphTable``, shared by the canvas's copies
/// and let go when the last goes.
///
/// `@unchecked Sendable`: ``numbers`` changes only while one canvas alone refers to the
/// hold (``Canvas`` checks `isKnownUniquelyReferenced` first), as an array's buffer does.
final class ClusterHold: @unchecked Sendable {
    let table: GlyphTable
    private(set) var numbers: Set<UInt64>

    init(table: GlyphTable, numbers: Set<UInt64>) {
        self.table = table
        self.numbers = numbers
        table.hold(numbers)
    }

    /// Holds `more` too; only for a hold no other canvas shares.
    func add(_ more: some Sequence<UInt64>) {
        let new = Set(more).subtracting(numbers)
        guard !new.isEmpty else { return }
        numbers.formUnion(new)
        table.hold(new)
    }

    deinit {
        table.release(numbers)
    }
}
