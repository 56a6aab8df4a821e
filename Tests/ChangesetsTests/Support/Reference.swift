/// A slow, obviously right model of what the differ should find, to check it against.
struct Reference {
    /// Pairs by identity, the k-th old occurrence with the k-th new one, in new order.
    var pairs: [(old: Int, new: Int)] = []
    var oldDuplicates: [Int] = []
    var newDuplicates: [Int] = []

    init(old: [Item], new: [Item]) {
        var occurrences: [Int: [Int]] = [:]
        for (index, item) in old.enumerated() {
            if occurrences[item.id] != nil { oldDuplicates.append(index) }
            occurrences[item.id, default: []].append(index)
        }
        var used: [Int: Int] = [:]
        for (index, item) in new.enumerated() {
            let taken = used[item.id, default: 0]
            if taken > 0 { newDuplicates.append(index) }
            used[item.id] = taken + 1
            if let list = occurrences[item.id], taken < list.count {
                pairs.append((list[taken], index))
            }
        }
    }

    /// The length of the longest increasing subsequence of the paired old indices in new
    /// order, by the O(k²) dynamic programme.
    var longestIncreasingLength: Int {
        let values = pairs.map(\.old)
        var lengths = [Int](repeating: 1, count: values.count)
        var best = 0
        for end in values.indices {
            for start in 0..<end where values[start] < values[end] {
                lengths[end] = max(lengths[end], lengths[start] + 1)
            }
            best = max(best, lengths[end])
        }
        return best
    }
}
