import Diagnostics

extension ToggleFileReader {
    /// Checks what refers to something else: parents, segments and template styles.
    mutating func checkReferences(_ configuration: ToggleConfiguration) {
        let names = configuration.names
        for toggle in configuration.toggles {
            // Names are input: messages quote them cut to an excerpt.
            let name = Excerpt.of(toggle.name)
            for (feature, location) in dependencyLocations[toggle.name] ?? [] {
                let parentName = Excerpt.of(feature)
                if feature == toggle.name {
                    error(location, "the toggle \"\(name)\" depends on itself")
                } else if let parent = configuration.toggle(named: feature) {
                    if !parent.dependencies.isEmpty {
                        warning(location, "\"\(name)\" depends on \"\(parentName)\", which has parents of its own; only one level is allowed, so \"\(name)\" is always off")
                    }
                } else {
                    doubtful(location, "\"\(name)\" depends on \"\(parentName)\", which is not defined",
                             hint: Spelling.suggestion(for: feature, in: names))
                }
            }
        }
        for reference in segmentReferences where configuration.segments[reference.id] == nil {
            doubtful(reference.location, "toggle \"\(Excerpt.of(reference.toggle))\" names no segment \"\(Excerpt.of(reference.id))\"; its strategy is never on",
                     hint: Spelling.suggestion(for: reference.id, in: configuration.segments.keys.sorted()))
        }
        for rule in options.variantNames {
            let sorted = rule.names.sorted()
            for toggle in variantNames.keys.sorted() where rule.toggles.matches(toggle) {
                // A variant whose payload is of the type the rule exempts (a template
                // document, of type json) brings its own name.
                let carried = Set(rule.exemptPayloadType.map { type in
                    configuration.toggle(named: toggle)?.variants.filter { $0.payload?.type == type }.map(\.name) ?? []
                } ?? [])
                for (name, location) in variantNames[toggle] ?? [] where !rule.names.contains(name) && !carried.contains(name) {
                    variantNameErrors += 1
                    error(location, "the variant \"\(Excerpt.of(name))\" of \"\(Excerpt.of(toggle))\" names no \(rule.noun)",
                          hint: Spelling.suggestion(for: name, in: sorted) ?? "\(rule.listLabel): \(sorted.joined(separator: ", "))")
                }
            }
        }
    }
}
