/// Marks one longest increasing subsequence of the paired old indices, read in new order.
///
/// Patience sorting: `tailValues[k]` is the smallest old index that ends an increasing run
/// of length `k + 1` seen so far, found by binary search (or at once when the run grows,
/// the common case for data that mostly keeps its order). Each paired new index remembers
/// the new index before it in its run, and the longest run is walked back at the end.
///
/// - Parameters:
///   - newToOld: Entries as in ``IdentityMatches/newToOld``; unpaired ones are skipped.
///   - matchedCount: How many entries are paired.
///   - stays: One flag per new index, all `false`; the members of the subsequence are set.
/// - Returns: The length of the subsequence.
/// - Complexity: O(m log k) time and O(m) memory, for m new indices of which k are paired.
@usableFromInline
internal func markLongestIncreasingSubsequence(
    of newToOld: UnsafeBufferPointer<Int>,
    matchedCount: Int,
    stays: UnsafeMutableBufferPointer<Bool>
) -> Int {
    guard matchedCount > 0 else { return 0 }
    let tailValues = UnsafeMutablePointer<Int>.allocate(capacity: matchedCount)
    let tailPositions = UnsafeMutablePointer<Int>.allocate(capacity: matchedCount)
    let predecessors = UnsafeMutablePointer<Int>.allocate(capacity: newToOld.count)
    defer {
        tailValues.deallocate()
        tailPositions.deallocate()
        predecessors.deallocate()
    }
    var length = 0
    for position in 0..<newToOld.count {
        let entry = newToOld[position]
        guard entry != IdentityMatches.unmatched else { continue }
        let value = IdentityMatches.decodedOldIndex(entry)
        var run: Int
        if length == 0 || tailValues[length - 1] < value {
            run = length
            length += 1
        } else {
            // The first run whose tail is greater than `value` (old indices are distinct).
            var low = 0
            var high = length - 1
            while low < high {
                let middle = (low + high) >> 1
                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
            }
            run = low
        }
        predecessors[position] = run > 0 ? tailPositions[run - 1] : -1
        tailValues[run] = value
        tailPositions[run] = position
    }
    var position = tailPositions[length - 1]
    while position >= 0 {
        stays[position] = true
        position = predecessors[position]
    }
    return length
}
