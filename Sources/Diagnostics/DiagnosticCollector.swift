/// Collects the problems of one input, keeping the first ones by place and counting the
/// rest: a reader of a 16 MB file of 600,000 mistakes holds ``limit`` diagnostics, not
/// 600,000 (589 MB), and still says how many there are.
///
/// ```swift
/// var collector = DiagnosticCollector(limit: 1_000)
/// collector.append(Diagnostic(.error, at: place, "unknown key \"enabeld\""))
/// let list = collector.list   // the first 1,000 by place, and the count of the rest
/// ```
public struct DiagnosticCollector: Sendable {
    /// The most diagnostics kept.
    public let limit: Int
    /// The kept ones: a heap whose root is the last by place, the one to give up first.
    private var heap: [Entry] = []
    private var sequence = 0
    /// The problems found and not kept.
    public private(set) var omitted = DiagnosticList.Omitted()

    private struct Entry: Sendable {
        var line: Int
        var column: Int
        var sequence: Int
        var diagnostic: Diagnostic

        /// Whether this one comes after `other`: by place (none first), then as found.
        func isAfter(_ other: Entry) -> Bool {
            (line, column, sequence) > (other.line, other.column, other.sequence)
        }
    }

    /// A collector that keeps at most `limit` diagnostics.
    public init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// How many problems were found, kept or not.
    public var count: Int { heap.count + omitted.count }

    /// How many errors were found, kept or not (a reader compares it before and after a
    /// part to tell whether the part read well).
    public private(set) var errorCount = 0

    /// Takes one problem: kept when it is among the first `limit` by place so far.
    ///
    /// - Complexity: O(log `limit`).
    public mutating func append(_ diagnostic: Diagnostic) {
        let entry = Entry(
            line: diagnostic.location?.line ?? 0, column: diagnostic.location?.column ?? 0, sequence: sequence, diagnostic: diagnostic)
        sequence += 1
        if diagnostic.severity == .error { errorCount += 1 }
        if heap.count < limit {
            heap.append(entry)
            siftUp(heap.count - 1)
            return
        }
        guard let last = heap.first, last.isAfter(entry) else {
            omit(entry.diagnostic)
            return
        }
        omit(last.diagnostic)
        heap[0] = entry
        siftDown(0)
    }

    /// Takes one problem made only when it is kept: a reader that finds 600,000 makes
    /// the words of the first ones alone, and counts the rest.
    ///
    /// - Parameters:
    ///   - severity: How serious it is, to count it when it is not kept.
    ///   - location: Where it is, to tell whether it is kept.
    ///   - make: The diagnostic, made when it is kept.
    public mutating func append(_ severity: Diagnostic.Severity, at location: SourceLocation?, _ make: () -> Diagnostic) {
        if heap.count >= limit, let last = heap.first,
           !last.isAfter(Entry(line: location?.line ?? 0, column: location?.column ?? 0, sequence: sequence, diagnostic: Self.placeholder)) {
            sequence += 1
            if severity == .error { omitted.errors += 1; errorCount += 1 } else { omitted.warnings += 1 }
            return
        }
        append(make())
    }

    private static let placeholder = Diagnostic(at: nil, "")

    /// The problems kept, in the order of their places (those found first first, at one
    /// place), and the count of the rest.
    public var list: DiagnosticList {
        var list = DiagnosticList(heap.sorted { $1.isAfter($0) }.map(\.diagnostic))
        list.omitted = omitted
        return list
    }

    private mutating func omit(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { omitted.errors += 1 } else { omitted.warnings += 1 }
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].isAfter(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            var largest = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && heap[child].isAfter(heap[largest]) {
                largest = child
            }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
