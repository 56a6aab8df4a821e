import Changesets
import Essentials
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// `swift run -c release home-bench changesets`: the Changesets differ beside the standard
// library's `difference(from:).inferringMoves()` (on identities, plus a pass that finds
// updates) and a floor (one dictionary pass: deletions, insertions and updates, no moves),
// all on the same seeded data: 1k, 10k, 100k and 1M items, Int and String identities, 10%
// of the items edited (deletes, inserts, moves and updates in equal parts, scattered).

/// The changesets suite; its line in `main.swift` is `ChangesetsBenchmark.suite`.
enum ChangesetsBenchmark {
    static var suite: Suite { Suite(name: "changesets", run: run) }

    static let sizes = [1_000, 10_000, 100_000, 1_000_000]
    /// Above this many items the standard library is not run: its Myers diff grows with
    /// n·D (D the edits, here n/10) in time and D² in memory, so at 1M it would take far
    /// more than 30 s (and tens of GB); its time is extrapolated instead, and labelled so.
    static let standardLibraryLimit = 100_000

    static func run() -> [Measurement] {
        var measurements: [Measurement] = []
        var rows: [String] = []
        var intHistory: [Int: Double] = [:]
        var stringHistory: [Int: Double] = [:]
        for size in sizes {
            // Scattered 64-bit identities (a bijection of 0..<n), and short string ones.
            let intLists = EditedLists(size: size, seed: 0x5EED_0000 + UInt64(size)) { Int(bitPattern: UInt($0) &* 0x9e37_79b9_7f4a_7c15) }
            let stringLists = EditedLists(size: size, seed: 0x5EED_0000 + UInt64(size)) { "item-\($0)" }
            for (measurement, row) in [
                measure(intLists, identityName: "Int", standardLibraryHistory: &intHistory),
                measure(stringLists, identityName: "String", standardLibraryHistory: &stringHistory),
            ] {
                measurements.append(measurement)
                rows.append(row)
            }
        }
        FileHandle.standardError.write(Data((tableHeader + rows.joined(separator: "\n") + "\n").utf8))
        return measurements + editRates()
    }

    static let tableHeader = """
        | items | identity | Changesets | floor (no moves) | × floor | standard library | Changesets faster by | peak bytes/item (Changesets, floor) |
        |---:|---|---:|---:|---:|---:|---:|---|

        """

    /// Times the three differs on one pair of lists, and measures their peak memory.
    static func measure<Identity: Hashable>(
        _ lists: EditedLists<Identity>,
        identityName: String,
        standardLibraryHistory: inout [Int: Double]
    ) -> (Measurement, String) {
        let size = lists.old.count
        let operations = max(1, 1_000_000 / size)
        let rounds = size >= 1_000_000 ? 5 : 9
        let ours = medianNanoseconds(operations: operations, rounds: rounds) { count in
            var sink = 0
            for _ in 0..<count { sink &+= diffWithChangesets(lists).count }
            return sink
        }
        let floor = medianNanoseconds(operations: operations, rounds: rounds) { count in
            var sink = 0
            for _ in 0..<count { sink &+= diffFloor(lists) }
            return sink
        }
        let changeset = diffWithChangesets(lists)
        var figures: [String: Double] = [
            "items": Double(size),
            "deletions": Double(changeset.deletions.count),
            "insertions": Double(changeset.insertions.count),
            "moves": Double(changeset.moves.count),
            "updates": Double(changeset.updates.count + changeset.moves.count { $0.contentChanged }),
        ]
        // Sanity: the changeset is valid and does the edits that were made.
        if (try? verify(changeset, old: lists.old, new: lists.new, identity: { $0.identity }, contentMatches: { $0.content == $1.content })) == nil {
            FileHandle.standardError.write(Data("changesets: verification FAILED at \(size) \(identityName)\n".utf8))
            figures["verificationFailed"] = 1
        }

        var standardLibraryText: String
        var speedupText: String
        if size <= standardLibraryLimit {
            let standardLibrary = size >= standardLibraryLimit
                ? singleRunNanoseconds { diffWithStandardLibrary(lists) }
                : medianNanoseconds(operations: max(1, operations / 10), rounds: 3) { count in
                    var sink = 0
                    for _ in 0..<count { sink &+= diffWithStandardLibrary(lists) }
                    return sink
                }
            figures["standardLibraryNanoseconds"] = standardLibrary
            figures["fasterThanStandardLibrary"] = standardLibrary / ours
            standardLibraryText = milliseconds(standardLibrary)
            speedupText = String(format: "%.0f×", standardLibrary / ours)
            standardLibraryHistory[size] = standardLibrary
        } else if let previous = standardLibraryHistory[size / 10], let beforeThat = standardLibraryHistory[size / 100] {
            // Extrapolated: the growth from the last decade of sizes, applied once more.
            let estimate = previous * (previous / beforeThat)
            figures["standardLibraryEstimatedNanoseconds"] = estimate
            figures["standardLibrarySkipped"] = 1
            standardLibraryText = "skipped (est. ~\(milliseconds(estimate)), extrapolated)"
            speedupText = String(format: "~%.0f× (est.)", estimate / ours)
        } else {
            figures["standardLibrarySkipped"] = 1
            standardLibraryText = "skipped"
            speedupText = "—"
        }

        var memoryText = "—"
        if size >= 10_000, let oursBytes = peakResidentBytes({ diffWithChangesets(lists).count }),
           let floorBytes = peakResidentBytes({ diffFloor(lists) }) {
            figures["peakBytesPerItem"] = Double(oursBytes) / Double(size)
            figures["floorPeakBytesPerItem"] = Double(floorBytes) / Double(size)
            memoryText = String(format: "%.0f, %.0f", Double(oursBytes) / Double(size), Double(floorBytes) / Double(size))
        }

        let measurement = Measurement(
            name: "diff \(label(size)) items, \(identityName) identities, 10% edited",
            nanosecondsPerOperation: ours,
            baseline: "floor: one dictionary pass (deletions, insertions, updates; no moves)",
            baselineNanosecondsPerOperation: floor,
            figures: figures
        )
        let row = "| \(label(size)) | \(identityName) | \(milliseconds(ours)) | \(milliseconds(floor)) | "
            + String(format: "%.2f", ours / floor)
            + " | \(standardLibraryText) | \(speedupText) | \(memoryText) |"
        return (measurement, row)
    }

    static func label(_ size: Int) -> String {
        size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
    }

    static func milliseconds(_ nanoseconds: Double) -> String {
        let value = nanoseconds / 1_000_000
        if value >= 1_000 { return String(format: "%.1f s", value / 1_000) }
        if value >= 10 { return String(format: "%.0f ms", value) }
        if value >= 1 { return String(format: "%.1f ms", value) }
        return String(format: "%.3f ms", value)
    }

    static func singleRunNanoseconds(_ body: () -> Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        blackHole(body())
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }
}

/// An old list and a new list made from it by scattered edits: a tenth of the items (or
/// `editedFraction`), in equal parts deleted, moved to a random place, updated (new
/// content), and inserted new.
struct EditedLists<Identity: Hashable> {
    struct Element {
        var identity: Identity
        var content: Int
    }

    var old: [Element]
    var new: [Element]

    init(size: Int, seed: UInt64, editedFraction: Double = 0.1, identity: (Int) -> Identity) {
        var random = SplitMix64(seed: seed)
        let old = (0..<size).map { Element(identity: identity($0), content: 0) }
        let quarter = Int(Double(size) * editedFraction) / 4
        // A partial shuffle picks the deleted, moved and updated items.
        var picks = Array(0..<size)
        for offset in 0..<(3 * quarter) {
            picks.swapAt(offset, Int.random(in: offset..<size, using: &random))
        }
        var edits = [ListEdit](repeating: .keep, count: size)
        for offset in 0..<quarter {
            edits[picks[offset]] = .delete
            edits[picks[quarter + offset]] = .move
            edits[picks[2 * quarter + offset]] = .update
        }
        // Each new item gets a place key; kept items keep theirs, moved and inserted ones
        // get a random one, and sorting by key gives the new order.
        var placed: [(key: Double, element: Element)] = []
        placed.reserveCapacity(size + quarter)
        for (offset, element) in old.enumerated() {
            switch edits[offset] {
            case .keep: placed.append((Double(offset), element))
            case .delete: break
            case .move: placed.append((Double.random(in: 0..<Double(size), using: &random), element))
            case .update: placed.append((Double(offset), Element(identity: element.identity, content: 1)))
            }
        }
        for offset in 0..<quarter {
            placed.append((Double.random(in: 0..<Double(size), using: &random), Element(identity: identity(size + offset), content: 0)))
        }
        placed.sort { $0.key < $1.key }
        self.old = old
        self.new = placed.map(\.element)
    }
}

/// What happens to an old item on the way to the new list.
private enum ListEdit { case keep, delete, move, update }

/// This package's differ: deletions, insertions, minimal moves, updates.
func diffWithChangesets<Identity: Hashable>(_ lists: EditedLists<Identity>) -> Changeset {
    Changeset(from: lists.old, to: lists.new, identity: { $0.identity }, contentMatches: { $0.content == $1.content })
}

/// The floor: one dictionary pass that finds deletions, insertions and updates, no moves.
func diffFloor<Identity: Hashable>(_ lists: EditedLists<Identity>) -> Int {
    let old = lists.old
    var positions = [Identity: Int](minimumCapacity: old.count)
    for (offset, element) in old.enumerated() { positions[element.identity] = offset }
    var paired = [Bool](repeating: false, count: old.count)
    var insertions: [Int] = []
    var updates: [(old: Int, new: Int)] = []
    for (offset, element) in lists.new.enumerated() {
        if let oldOffset = positions[element.identity] {
            paired[oldOffset] = true
            if old[oldOffset].content != element.content { updates.append((oldOffset, offset)) }
        } else {
            insertions.append(offset)
        }
    }
    var deletions: [Int] = []
    for offset in old.indices where !paired[offset] { deletions.append(offset) }
    return deletions.count + insertions.count + updates.count
}

/// The standard library: `difference(from:).inferringMoves()` on the identities, then a
/// pass that pairs the items it keeps or moves and compares their content.
func diffWithStandardLibrary<Identity: Hashable>(_ lists: EditedLists<Identity>) -> Int {
    let old = lists.old
    let new = lists.new
    let difference = new.map(\.identity).difference(from: old.map(\.identity)).inferringMoves()
    var removed = [Bool](repeating: false, count: old.count)
    var inserted = [Bool](repeating: false, count: new.count)
    var updates = 0
    for change in difference {
        switch change {
        case .remove(let offset, _, _):
            removed[offset] = true
        case .insert(let offset, _, let associatedWith):
            inserted[offset] = true
            if let from = associatedWith, old[from].content != new[offset].content { updates += 1 }
        }
    }
    var oldOffset = 0
    var newOffset = 0
    while true {
        while oldOffset < old.count && removed[oldOffset] { oldOffset += 1 }
        while newOffset < new.count && inserted[newOffset] { newOffset += 1 }
        guard oldOffset < old.count && newOffset < new.count else { break }
        if old[oldOffset].content != new[newOffset].content { updates += 1 }
        oldOffset += 1
        newOffset += 1
    }
    return difference.count + updates
}

/// How far the resident set grew above where it stood, while `body` ran: free heap pages
/// are handed back first (`malloc_trim`) and the kernel's high-water mark is reset
/// (`/proc/self/clear_refs`), so reused memory counts too. `nil` where that is not possible.
func peakResidentBytes(_ body: () -> Int) -> Int? {
    #if canImport(Glibc)
    // `malloc_trim` is not in the Glibc module; look it up in the C library.
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
    let descriptor = open("/proc/self/clear_refs", O_WRONLY)
    guard descriptor >= 0 else { return nil }
    let written = write(descriptor, "5", 1)
    close(descriptor)
    guard written == 1, let before = residentKilobytes("VmHWM:") else { return nil }
    blackHole(body())
    guard let after = residentKilobytes("VmHWM:") else { return nil }
    return (after - before) * 1024
    #else
    return nil
    #endif
}

/// A `kB` figure from `/proc/self/status`.
func residentKilobytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
    else { return nil }
    return Int(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
}
