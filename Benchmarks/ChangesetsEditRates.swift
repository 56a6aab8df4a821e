import Changesets
import Essentials
import Foundation

// The rows of issue 15 in the `changesets` suite: 100k items, Int identities and
// non-ASCII String ones ("item-42-日本"), 1 %, 10 % and 50 % of the items edited
// (scattered, as in `EditedLists`), and one item moved to the end. Changesets, the floor
// and the standard library run on the same lists in the same process.

extension ChangesetsBenchmark {
    static let editRateSize = 100_000

    /// The standard library's Myers diff grows with n·D in time and D² in memory: at 50 %
    /// edited (D near n) it would take minutes, so it is not run there.
    static let standardLibraryEditLimit = 0.1

    static func editRates() -> [Measurement] {
        var measurements: [Measurement] = []
        var rows: [String] = []
        let size = editRateSize
        let shapes: [(name: String, fraction: Double?)] = [("1 %", 0.01), ("10 %", 0.1), ("50 %", 0.5), ("one moved to the end", nil)]
        for (shapeOffset, shape) in shapes.enumerated() {
            let seed = 0x15ED_0000 + UInt64(shapeOffset)
            let intIdentity: (Int) -> Int = { Int(bitPattern: UInt($0) &* 0x9e37_79b9_7f4a_7c15) }
            let stringIdentity: (Int) -> String = { "item-\($0)-日本" }
            if let fraction = shape.fraction {
                rows.append(row(EditedLists(size: size, seed: seed, editedFraction: fraction, identity: intIdentity), "Int", shape.name, fraction, &measurements))
                rows.append(row(EditedLists(size: size, seed: seed, editedFraction: fraction, identity: stringIdentity), "String", shape.name, fraction, &measurements))
            } else {
                rows.append(row(EditedLists.oneMovedToEnd(size: size, seed: seed, identity: intIdentity), "Int", shape.name, nil, &measurements))
                rows.append(row(EditedLists.oneMovedToEnd(size: size, seed: seed, identity: stringIdentity), "String", shape.name, nil, &measurements))
            }
        }
        FileHandle.standardError.write(Data((editRatesHeader + rows.joined(separator: "\n") + "\n").utf8))
        return measurements
    }

    static let editRatesHeader = """

        | 100k items | identity | Changesets | floor (no moves) | × floor | standard library | × standard library | moves |
        |---|---|---:|---:|---:|---:|---:|---:|

        """

    /// Times Changesets, the floor and (where it runs) the standard library on one pair.
    static func row<Identity: Hashable>(
        _ lists: EditedLists<Identity>, _ identityName: String, _ shape: String, _ fraction: Double?,
        _ measurements: inout [Measurement]
    ) -> String {
        let operations = 10
        let ours = medianNanoseconds(operations: operations) { count in
            var sink = 0
            for _ in 0..<count { sink &+= diffWithChangesets(lists).count }
            return sink
        }
        let floor = medianNanoseconds(operations: operations) { count in
            var sink = 0
            for _ in 0..<count { sink &+= diffFloor(lists) }
            return sink
        }
        let changeset = diffWithChangesets(lists)
        var figures: [String: Double] = ["items": Double(lists.old.count), "moves": Double(changeset.moves.count)]
        if (try? verify(changeset, old: lists.old, new: lists.new, identity: { $0.identity }, contentMatches: { $0.content == $1.content })) == nil {
            FileHandle.standardError.write(Data("changesets: verification FAILED at \(shape) \(identityName)\n".utf8))
            figures["verificationFailed"] = 1
        }
        var standardLibraryText = "not run (n·D)"
        var ratioText = "—"
        if (fraction ?? 0) <= standardLibraryEditLimit {
            let standardLibrary = medianNanoseconds(operations: 1, rounds: fraction == nil || fraction! < 0.05 ? 5 : 1) { count in
                var sink = 0
                for _ in 0..<count { sink &+= diffWithStandardLibrary(lists) }
                return sink
            }
            figures["standardLibraryNanoseconds"] = standardLibrary
            figures["fasterThanStandardLibrary"] = standardLibrary / ours
            standardLibraryText = milliseconds(standardLibrary)
            ratioText = String(format: "%.2f", ours / standardLibrary)
            if fraction == nil {
                // Both take milliseconds here: also compared run by run, interleaved.
                let interleaved = medianRatio({ diffWithChangesets(lists).count }, to: { diffWithStandardLibrary(lists) })
                figures["interleavedRatioToStandardLibrary"] = interleaved
                ratioText += String(format: " (%.2f interleaved)", interleaved)
            }
        }
        measurements.append(Measurement(
            name: "diff 100k items, \(identityName) identities, \(shape)\(fraction == nil ? "" : " edited")",
            nanosecondsPerOperation: ours,
            baseline: "floor: one dictionary pass (deletions, insertions, updates; no moves)",
            baselineNanosecondsPerOperation: floor,
            figures: figures))
        return "| \(shape) | \(identityName) | \(milliseconds(ours)) | \(milliseconds(floor)) | "
            + String(format: "%.2f", ours / floor) + " | \(standardLibraryText) | \(ratioText) | \(changeset.moves.count) |"
    }
}

extension EditedLists {
    init(old: [Element], new: [Element]) {
        self.old = old
        self.new = new
    }

    /// The same items, one of them (picked from the seed) moved to the end.
    static func oneMovedToEnd(size: Int, seed: UInt64, identity: (Int) -> Identity) -> EditedLists {
        var random = SplitMix64(seed: seed)
        let old = (0..<size).map { Element(identity: identity($0), content: 0) }
        var moved = old
        moved.append(moved.remove(at: Int.random(in: 0..<size, using: &random)))
        return EditedLists(old: old, new: moved)
    }
}
