import Essentials

/// Every toggle of an evaluator in name order, with an index from names to positions,
/// each compiled for evaluation.
///
/// A table of up to ``eagerLimit`` toggles compiles them all when it is made, and an
/// evaluation borrows the one it looks up. A larger one (a file of 600,000 toggles took
/// 750 MB to compile whole, where the screen asks about seven) compiles each toggle the
/// first time it is looked up, under a lock.
final class ToggleTable: Sendable {
    /// What one name resolves to, before it is compiled: its definition (from the
    /// defaults or the file), the layer of that definition, and its strongest override.
    struct Entry: Sendable {
        /// An index into the file's toggles (from 0), or into the defaults' (from -1
        /// down); ``none`` for no definition.
        var definition: Int32
        var layer: ToggleLayer
        /// An index into ``ToggleTable/overrides``; -1 for none.
        var override: Int32

        static let none = Int32.min
    }

    /// The most toggles a table compiles when it is made.
    static let eagerLimit = 10_000

    /// The names toggles are looked up by, sorted.
    let names: [String]
    /// Each name's entry, in the order of ``names``.
    let entries: [Entry]
    let defaults: ToggleConfiguration
    let file: ToggleConfiguration?
    let overrides: [ToggleOverride]
    /// All segments by id, as the toggles are compiled with them.
    let segments: [String: Segment]
    /// For each name that toggles depend on, the positions of those toggles: what must be
    /// compiled again when an override of that name is added.
    let dependents: [String: [Int]]
    private let index: NameIndex
    /// Every toggle, compiled when the table was made (a small table).
    private let compiled: [CompiledToggle]?
    /// ``compiled`` again, unretained, so that an evaluation borrows the toggle it looks
    /// up instead of retaining and releasing it; ``compiled`` keeps them alive as long as
    /// the table.
    private let borrowed: [Borrowed<CompiledToggle>]?
    /// The toggles compiled so far, by position (a large table).
    private let cache: Locked<[Int: CompiledToggle]>?

    /// Indexes the layers, and compiles them unless there are more than ``eagerLimit``.
    ///
    /// - Parameters:
    ///   - names: The names, distinct and sorted.
    ///   - entries: Each name's definition, layer and override, in the order of `names`.
    ///   - defaults: The configuration negative definition indices point into.
    ///   - file: The configuration other definition indices point into.
    ///   - overrides: The overrides the entries' override indices point into.
    ///   - segments: All segments by id.
    init(
        names: [String], entries: [Entry], defaults: ToggleConfiguration, file: ToggleConfiguration?, overrides: [ToggleOverride],
        segments: [String: Segment]
    ) {
        self.names = names
        self.entries = entries
        self.defaults = defaults
        self.file = file
        self.overrides = overrides
        self.segments = segments
        let index = NameIndex(names)
        self.index = index
        var dependents: [String: [Int]] = [:]
        for position in names.indices {
            for dependency in Self.definition(entries[position], defaults: defaults, file: file)?.dependencies ?? [] {
                dependents[dependency.feature, default: []].append(position)
            }
        }
        self.dependents = dependents
        if names.count <= Self.eagerLimit {
            let compiled = names.indices.map { Self.compile(position: $0, names: names, entries: entries, index: index, defaults: defaults, file: file, overrides: overrides, segments: segments) }
            self.compiled = compiled
            borrowed = compiled.map(Borrowed.init)
            cache = nil
        } else {
            compiled = nil
            borrowed = nil
            cache = Locked([:])
        }
    }

    static func definition(_ entry: Entry, defaults: ToggleConfiguration, file: ToggleConfiguration?) -> Toggle? {
        switch entry.definition {
        case Entry.none: nil
        case 0...: file?.toggles[Int(entry.definition)]
        default: defaults.toggles[Int(-1 - entry.definition)]
        }
    }

    /// The definition at `position`, without overrides.
    func definition(at position: Int) -> Toggle? {
        Self.definition(entries[position], defaults: defaults, file: file)
    }

    /// The override at `position`, as given.
    func override(at position: Int) -> ToggleOverride? {
        let index = entries[position].override
        return index >= 0 ? overrides[Int(index)] : nil
    }

    private static func compile(
        position: Int, names: [String], entries: [Entry], index: NameIndex, defaults: ToggleConfiguration, file: ToggleConfiguration?,
        overrides: [ToggleOverride], segments: [String: Segment]
    ) -> CompiledToggle {
        let entry = entries[position]
        return CompiledToggle(
            name: names[position], definition: definition(entry, defaults: defaults, file: file), layer: entry.layer,
            override: entry.override >= 0 ? overrides[Int(entry.override)] : nil, segments: segments,
            position: { parent in
                guard let parentPosition = index.position(of: parent) else { return nil }
                let parentEntry = entries[parentPosition]
                return (parentPosition, parentEntry.override < 0 ? definition(parentEntry, defaults: defaults, file: file) : nil)
            })
    }

    /// How many toggles are compiled so far.
    var compiledCount: Int { compiled?.count ?? cache!.withLock(\.count) }

    /// The compiled toggle at `position`.
    func toggle(at position: Int) -> CompiledToggle {
        if let compiled { return compiled[position] }
        return cache!.withLock { cache in
            if let toggle = cache[position] { return toggle }
            let toggle = Self.compile(
                position: position, names: names, entries: entries, index: index, defaults: defaults, file: file, overrides: overrides,
                segments: segments)
            cache[position] = toggle
            return toggle
        }
    }

    /// The toggle named `name`.
    /// - Complexity: O(n) in the length of the name, on average.
    @inline(__always)
    func toggle(named name: String) -> CompiledToggle? {
        guard let position = index.position(of: name) else { return nil }
        return toggle(at: position)
    }

    /// The position of the toggle named `name`, for ``withToggle(at:_:)``.
    @inline(__always)
    func position(of name: String) -> Int? { index.position(of: name) }

    /// The result of `body` on the toggle at `position`, borrowed for the call.
    @inline(__always)
    func withToggle<Result>(at position: Int, _ body: (CompiledToggle) -> Result) -> Result {
        if let borrowed { return withExtendedLifetime(self) { borrowed[position].with(body) } }
        return body(toggle(at: position))
    }
}
