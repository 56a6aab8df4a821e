/// The one line diff of the test helpers: the lines of two texts in order, each marked
/// as in both, only in the expected text, or only in the actual one (a shortest edit,
/// from the standard library's `difference(from:)`).
///
/// The test store shows state dumps with it, golden frames too (folded, line ends
/// shown), and the harness its analytics events.
enum LineDiff {
    /// How a line of the diff stands.
    enum Mark: Equatable {
        case kept, expectedOnly, actualOnly
    }

    /// Every line of `expected` and `actual`, marked, in order: at each change the
    /// expected lines come before the actual ones.
    static func entries<Line: Equatable>(expected: [Line], actual: [Line]) -> [(mark: Mark, line: Line)] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in actual.difference(from: expected) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var entries: [(mark: Mark, line: Line)] = []
        var old = 0
        var new = 0
        while old < expected.count || new < actual.count {
            if old < expected.count, removed.contains(old) {
                entries.append((.expectedOnly, expected[old]))
                old += 1
            } else if new < actual.count, inserted.contains(new) {
                entries.append((.actualOnly, actual[new]))
                new += 1
            } else {
                entries.append((.kept, new < actual.count ? actual[new] : expected[old]))
                old += 1
                new += 1
            }
        }
        return entries
    }

    /// The lines marked "− " (expected only), "+ " (actual only) and "  " (both), one
    /// per line.
    static func marked(expected: [String], actual: [String]) -> String {
        entries(expected: expected, actual: actual).map { entry in
            switch entry.mark {
            case .kept: "  \(entry.line)"
            case .expectedOnly: "− \(entry.line)"
            case .actualOnly: "+ \(entry.line)"
            }
        }.joined(separator: "\n")
    }
}
