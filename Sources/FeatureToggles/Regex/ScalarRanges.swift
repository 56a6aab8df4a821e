/// A set of Unicode scalar values, as sorted, disjoint and non-adjacent ranges: what a
/// class such as `[a-z\d]`, `\p{L}` or a case-insensitive `k` compiles to. Negation and
/// case folding happen once, when the pattern is compiled; matching is one binary search.
struct ScalarRanges: Sendable, Hashable {
    /// The largest scalar value.
    static let largestValue: UInt32 = 0x10FFFF

    /// Sorted, disjoint, and never adjacent (`a...b` is never followed by `b+1...c`).
    private(set) var ranges: [ClosedRange<UInt32>]

    /// The set of the given ranges, which may overlap and come in any order.
    ///
    /// - Complexity: O(r log r) for r ranges.
    init(_ ranges: some Sequence<ClosedRange<UInt32>>) {
        var sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var count = 0
        for range in sorted {
            if count > 0, range.lowerBound <= sorted[count - 1].upperBound &+ 1 {
                if range.upperBound > sorted[count - 1].upperBound {
                    sorted[count - 1] = sorted[count - 1].lowerBound...range.upperBound
                }
            } else {
                sorted[count] = range
                count += 1
            }
        }
        sorted.removeLast(sorted.count - count)
        self.ranges = sorted
    }

    /// Ranges known to be sorted, disjoint and non-adjacent.
    private init(normalized: [ClosedRange<UInt32>]) { ranges = normalized }

    /// No scalar at all.
    static let none = ScalarRanges(normalized: [])

    /// Every scalar.
    static let all = ScalarRanges(normalized: [0...largestValue])

    /// The set of one scalar.
    init(_ scalar: Unicode.Scalar) { ranges = [scalar.value...scalar.value] }

    /// Whether `value` is in the set; `probes` grows by the ranges looked at.
    ///
    /// - Complexity: O(log r) for r ranges: at most 21 probes, as there are at most 2^20
    ///   ranges.
    @inline(__always)
    func contains(_ value: UInt32, probes: inout Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            probes += 1
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Whether `value` is in the set.
    func contains(_ value: UInt32) -> Bool {
        var probes = 0
        return contains(value, probes: &probes)
    }

    /// The scalars not in the set.
    ///
    /// - Complexity: O(r).
    func inverted() -> ScalarRanges {
        var result: [ClosedRange<UInt32>] = []
        result.reserveCapacity(ranges.count + 1)
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
        }
        if next <= Self.largestValue { result.append(next...Self.largestValue) }
        return ScalarRanges(normalized: result)
    }

    /// The scalars in either set.
    ///
    /// - Complexity: O(r + s).
    func union(_ other: ScalarRanges) -> ScalarRanges {
        // A class used again (`[\w\w]`) is the same array: no merge.
        if other.ranges.isEmpty || other.ranges == ranges { return self }
        if ranges.isEmpty { return other }
        var merged: [ClosedRange<UInt32>] = []
        merged.reserveCapacity(ranges.count + other.ranges.count)
        var left = 0
        var right = 0
        while left < ranges.count || right < other.ranges.count {
            let range: ClosedRange<UInt32>
            if right == other.ranges.count || (left < ranges.count && ranges[left].lowerBound <= other.ranges[right].lowerBound) {
                range = ranges[left]
                left += 1
            } else {
                range = other.ranges[right]
                right += 1
            }
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                if range.upperBound > last.upperBound { merged[merged.count - 1] = last.lowerBound...range.upperBound }
            } else {
                merged.append(range)
            }
        }
        return ScalarRanges(normalized: merged)
    }

    /// The set with every scalar's other cases added (Unicode's simple case folding, as
    /// RE2 and Rust's `regex` fold): `k` gives `k`, `K` and the Kelvin sign `K`.
    ///
    /// - Complexity: O(r log c + c) for r ranges and the c scalars that have other cases
    ///   (about 3,000): each range finds its first such scalar by binary search, and
    ///   walks the orbits of those in it.
    func caseFolded() -> ScalarRanges {
        var added: [ClosedRange<UInt32>] = []
        for range in ranges {
            CaseFolding.forEachOtherCase(ofScalarsIn: range) { added.append($0...$0) }
        }
        return added.isEmpty ? self : union(ScalarRanges(added))
    }
}
