/// Unicode's simple case folding, as RE2 and Rust's `regex` use for case-insensitive
/// matching. Scalars fall into orbits of scalars that are the same but for case:
/// {k, K, K (Kelvin sign)}, {s, S, ſ}, {σ, ς, Σ} (the final sigma is one of them), and a
/// case-insensitive pattern matches any member of its scalars' orbits. The orbits come
/// from ``UnicodeTables/caseOrbits``, so finding one is a binary search, never a walk over
/// case mappings.
enum CaseFolding {
    /// How many (scalar, next) pairs the orbit table holds.
    private static var entryCount: Int { UnicodeTables.caseOrbits.count / 2 }

    /// The first entry whose scalar is `value` or after it.
    private static func firstEntry(atOrAfter value: UInt32) -> Int {
        let table = UnicodeTables.caseOrbits
        var low = 0
        var high = entryCount
        while low < high {
            let middle = (low + high) / 2
            if table[2 * middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Calls `body` with each scalar in `range` that has other cases.
    static func forEachScalarWithOtherCases(in range: ClosedRange<UInt32>, _ body: (UInt32) -> Void) {
        let table = UnicodeTables.caseOrbits
        var entry = firstEntry(atOrAfter: range.lowerBound)
        while entry < entryCount, table[2 * entry] <= range.upperBound {
            body(table[2 * entry])
            entry += 1
        }
    }

    /// Calls `body` with each other case of `value` (none for most scalars; at most three).
    static func forEachOtherCase(of value: UInt32, _ body: (UInt32) -> Void) {
        let table = UnicodeTables.caseOrbits
        let entry = firstEntry(atOrAfter: value)
        guard entry < entryCount, table[2 * entry] == value else { return }
        var next = table[2 * entry + 1]
        while next != value {
            body(next)
            next = table[2 * firstEntry(atOrAfter: next) + 1]
        }
    }

    /// `scalar` and its other cases.
    static func orbit(of scalar: Unicode.Scalar) -> ScalarRanges {
        var members: [ClosedRange<UInt32>] = [scalar.value...scalar.value]
        forEachOtherCase(of: scalar.value) { members.append($0...$0) }
        return ScalarRanges(members)
    }
}
