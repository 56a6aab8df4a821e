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

    /// For each entry, the entry of the next scalar of its orbit: an orbit is walked
    /// without searching.
    private static let nextEntries: [Int] = (0..<entryCount).map { firstEntry(atOrAfter: UnicodeTables.caseOrbits[2 * $0 + 1]) }

    /// Calls `body` with each other case of each scalar in `range` that lies outside
    /// `range` (a scalar may come more than once).
    ///
    /// - Complexity: O(log c + k) for the k scalars with other cases in `range`.
    static func forEachOtherCase(ofScalarsIn range: ClosedRange<UInt32>, _ body: (UInt32) -> Void) {
        let table = UnicodeTables.caseOrbits
        var entry = firstEntry(atOrAfter: range.lowerBound)
        while entry < entryCount, table[2 * entry] <= range.upperBound {
            var next = nextEntries[entry]
            while next != entry {
                if !range.contains(table[2 * next]) { body(table[2 * next]) }
                next = nextEntries[next]
            }
            entry += 1
        }
    }

    /// `scalar` and its other cases.
    static func orbit(of scalar: Unicode.Scalar) -> ScalarRanges {
        var members: [ClosedRange<UInt32>] = [scalar.value...scalar.value]
        forEachOtherCase(ofScalarsIn: scalar.value...scalar.value) { members.append($0...$0) }
        return ScalarRanges(members)
    }
}
