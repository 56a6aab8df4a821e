/// Every toggle of an evaluator, compiled, in name order, with an index from names to
/// positions.
final class ToggleTable: Sendable {
    /// The toggles, sorted by the names they are looked up by.
    let toggles: [CompiledToggle]
    /// The names they are looked up by, sorted.
    let names: [String]
    /// All segments by id, as the toggles were compiled with them.
    let segments: [String: Segment]
    /// For each name that toggles depend on, the positions of those toggles: what must be
    /// compiled again when an override of that name is added.
    let dependents: [String: [Int]]
    private let index: NameIndex
    /// ``toggles`` again, unretained, so that an evaluation borrows the toggle it looks up
    /// instead of retaining and releasing it; ``toggles`` keeps them alive as long as the
    /// table.
    private let borrowed: [Borrowed<CompiledToggle>]

    /// Compiles the layers.
    ///
    /// - Parameters:
    ///   - entries: For each name, the strongest definition (with its layer) and the
    ///     strongest override.
    ///   - segments: All segments by id.
    init(entries: [String: (definition: Toggle?, layer: ToggleLayer, override: ToggleOverride?)], segments: [String: Segment]) {
        let names = entries.keys.sorted()
        self.names = names
        self.segments = segments
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() { positions[name] = position }
        toggles = names.map { name in
            let entry = entries[name]!
            return CompiledToggle(
                name: name, definition: entry.definition, layer: entry.layer, override: entry.override, segments: segments,
                position: { parent in
                    guard let position = positions[parent], let parentEntry = entries[parent] else { return nil }
                    return (position, parentEntry.override == nil ? parentEntry.definition : nil)
                }
            )
        }
        index = NameIndex(names)
        borrowed = toggles.map(Borrowed.init)
        var dependents: [String: [Int]] = [:]
        for (position, toggle) in toggles.enumerated() {
            for dependency in toggle.dependencies { dependents[dependency.feature, default: []].append(position) }
        }
        self.dependents = dependents
    }

    /// The toggle named `name`.
    /// - Complexity: O(n) in the length of the name, on average.
    @inline(__always)
    func toggle(named name: String) -> CompiledToggle? {
        guard let position = index.position(of: name) else { return nil }
        return toggles[position]
    }

    /// The position of the toggle named `name`, for ``withToggle(at:_:)``.
    @inline(__always)
    func position(of name: String) -> Int? { index.position(of: name) }

    /// The result of `body` on the toggle at `position`, borrowed for the call.
    @inline(__always)
    func withToggle<Result>(at position: Int, _ body: (CompiledToggle) -> Result) -> Result {
        withExtendedLifetime(self) { borrowed[position].with(body) }
    }
}
