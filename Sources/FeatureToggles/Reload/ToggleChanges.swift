/// Which toggles a new configuration added, removed or changed.
public struct ToggleChanges: Sendable, Hashable {
    /// Names only in the new configuration.
    public var added: [String]
    /// Names only in the old configuration.
    public var removed: [String]
    /// Names in both whose definitions differ.
    public var changed: [String]

    /// Creates a change list.
    public init(added: [String] = [], removed: [String] = [], changed: [String] = []) {
        self.added = added
        self.removed = removed
        self.changed = changed
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// All names that changed in any way, sorted.
    public var all: [String] { (added + removed + changed).sorted() }

    /// The differences between two configurations, names sorted. A change of a segment
    /// counts as a change of every toggle whose strategies name it.
    ///
    /// - Complexity: O(n) in the number of toggles, comparing definitions.
    public static func between(_ old: ToggleConfiguration?, _ new: ToggleConfiguration?) -> ToggleChanges {
        let oldNames = Set(old?.names ?? [])
        let newNames = Set(new?.names ?? [])
        var changed: [String] = []
        for name in oldNames.intersection(newNames) {
            let before = old!.toggle(named: name)!
            let after = new!.toggle(named: name)!
            let segmentIds = Set(after.strategies.flatMap(\.segments) + before.strategies.flatMap(\.segments))
            let segmentsChanged = segmentIds.contains { old!.segments[$0] != new!.segments[$0] }
            if before != after || segmentsChanged { changed.append(name) }
        }
        return ToggleChanges(
            added: newNames.subtracting(oldNames).sorted(),
            removed: oldNames.subtracting(newNames).sorted(),
            changed: changed.sorted()
        )
    }
}
