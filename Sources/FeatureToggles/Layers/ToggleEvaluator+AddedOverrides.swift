import Diagnostics

extension ToggleEvaluator {
    /// Adds one override on top of the layers, as if the evaluator had been made with it
    /// last: what a script's `toggle` step does, many times in a row.
    ///
    /// Only what the override touches is compiled again: the toggle it names and the
    /// toggles that depend on that one. So each call costs the same however many came
    /// before, where making the evaluator again costs all the toggles and overrides so
    /// far. The answers are those of an evaluator made with every override at once: the
    /// stronger layer wins, and within a layer the later one. (The warning for a name no
    /// layer had names the first override of it added; made at once, the first of its
    /// weakest layer.)
    ///
    /// - Parameter override: The override to add.
    /// - Returns: The warning for a name no layer has had yet, which is also added to
    ///   ``overrideDiagnostics``; `nil` otherwise.
    /// - Complexity: O(d) for a toggle with d dependent toggles; O(n) in the number of
    ///   toggles for a name no layer has had (the warning suggests the nearest one).
    @discardableResult
    public mutating func addOverride(_ override: ToggleOverride) -> Diagnostic? {
        let name = override.name
        let position = table.position(of: name)
        let current = added[name] ?? position.map(table.toggle(at:))
        var diagnostic: Diagnostic?
        if current == nil, !undefinedButRead.contains(where: { $0.matches(name) }) {
            let defined = table.names.indices.filter { table.entries[$0].definition != ToggleTable.Entry.none }.map { table.names[$0] }
            diagnostic = Self.namesNoToggle(override, defined: defined)
            overrideDiagnostics.append(diagnostic!)
        }
        if let existing = current?.givenOverride, existing.layer > override.layer {
            // A stronger layer's override stays; the weaker one changes nothing.
            return diagnostic
        }
        let definition = current?.definition
        added[name] = compile(name: name, definition: definition, layer: definition == nil ? override.layer : current!.layer, override: override)
        for position in table.dependents[name] ?? [] {
            let dependent = added[table.names[position]] ?? table.toggle(at: position)
            added[dependent.name] = compile(
                name: table.names[position], definition: dependent.definition, layer: dependent.layer, override: dependent.givenOverride)
        }
        return diagnostic
    }

    /// One toggle compiled as ``init(defaults:file:fileLayer:overrides:random:now:)``
    /// compiles it, its parents looked up among the added toggles first.
    private func compile(name: String, definition: Toggle?, layer: ToggleLayer, override: ToggleOverride?) -> CompiledToggle {
        CompiledToggle(
            name: name, definition: definition, layer: layer, override: override, segments: table.segments,
            position: { parent in
                let overridden = added[parent]
                guard let position = table.position(of: parent) else { return overridden.map { _ in (-1, nil) } }
                if let overridden { return (position, overridden.override == nil ? overridden.definition : nil) }
                return (position, table.override(at: position) == nil ? table.definition(at: position) : nil)
            })
    }
}
