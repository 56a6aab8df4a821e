extension RegexProgram {
    /// Whether the pattern matches somewhere in `text`.
    ///
    /// - Parameter text: Any text.
    /// - Returns: Whether some part of it, possibly empty, matches.
    /// - Complexity: O(n · m) for a text of n scalars and a program of m instructions.
    package func matches(_ text: String) -> Bool {
        var steps = 0
        return matches(text, steps: &steps)
    }

    /// Whether the pattern matches somewhere in `text`, counting the work done: `steps`
    /// grows by one for each instruction visited and each range a class looks at, and by
    /// at most (25m + 1) · (n + 1) for a text of n scalars and a program of m instructions,
    /// whatever the pattern: at each position, at most m + 1 searches for the threads of
    /// the next position visit at most 3m + 1 instructions, and each of the m threads takes
    /// a step that looks at most at 21 ranges. That is the bound that makes matching
    /// linear, and tests check it. (A word boundary's test, two lookups in the word
    /// class, is counted as one step.)
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - steps: Grows by the work done.
    /// - Returns: Whether some part of `text`, possibly empty, matches.
    package func matches(_ text: String, steps: inout Int) -> Bool {
        matches(Array(text.unicodeScalars), steps: &steps)
    }

    /// The most steps ``matches(_:steps:)`` may take over `text`: (25m + 1) · (n + 1).
    package func stepBound(for text: String) -> Int {
        (25 * size + 1) * (text.unicodeScalars.count + 1)
    }

    private func matches(_ scalars: [Unicode.Scalar], steps: inout Int) -> Bool {
        var current = ThreadSet(capacity: instructions.count)
        var next = ThreadSet(capacity: instructions.count)
        // Each instruction is inserted once a position and pushes at most two more.
        var stack: [Int] = []
        stack.reserveCapacity(2 * instructions.count + 1)
        for position in 0...scalars.count {
            let previous = position > 0 ? scalars[position - 1] : nil
            let scalar = position < scalars.count ? scalars[position] : nil
            // A new thread at every position: the search is unanchored, like `.*?` in front.
            if addThread(0, to: &current, previous: previous, next: scalar, stack: &stack, steps: &steps) { return true }
            guard let scalar else { break }
            let following = position + 1 < scalars.count ? scalars[position + 1] : nil
            for pc in current.members {
                steps += 1
                let advances: Bool
                switch instructions[pc] {
                case .scalar(let expected): advances = scalar == expected
                case .set(let set): advances = set.contains(scalar.value, probes: &steps)
                case .any(let matchesNewline): advances = matchesNewline || scalar != "\n"
                default: advances = false
                }
                if advances, addThread(pc + 1, to: &next, previous: scalar, next: following, stack: &stack, steps: &steps) {
                    return true
                }
            }
            swap(&current, &next)
            next.removeAll()
        }
        return false
    }

    /// Adds `start` and everything reachable from it without consuming input; `true` when
    /// a match is reachable.
    private func addThread(
        _ start: Int, to set: inout ThreadSet, previous: Unicode.Scalar?, next: Unicode.Scalar?,
        stack: inout [Int], steps: inout Int
    ) -> Bool {
        stack.append(start)
        while let pc = stack.popLast() {
            steps += 1
            guard set.insert(pc) else { continue }
            switch instructions[pc] {
            case .match:
                stack.removeAll(keepingCapacity: true)
                return true
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assertion(let assertion):
                if assertion.holds(previous: previous, next: next) { stack.append(pc + 1) }
            default: break
            }
        }
        return false
    }
}

/// A set of program counters with O(1) insert, membership and clear (a sparse set).
struct ThreadSet {
    private var dense: [Int]
    private var sparse: [Int]
    private(set) var count = 0

    init(capacity: Int) {
        dense = Array(repeating: 0, count: capacity)
        sparse = Array(repeating: 0, count: capacity)
    }

    /// Inserts `value`; `false` when it was already there.
    mutating func insert(_ value: Int) -> Bool {
        let slot = sparse[value]
        if slot < count, dense[slot] == value { return false }
        sparse[value] = count
        dense[count] = value
        count += 1
        return true
    }

    var members: ArraySlice<Int> { dense[0..<count] }

    mutating func removeAll() { count = 0 }
}
