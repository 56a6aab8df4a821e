/// A compiled regular expression that answers "does it match anywhere in this text?"
/// in time linear in the text: a Thompson NFA simulated over the text's Unicode scalars,
/// as RE2 does, so no pattern can make evaluation slow.
struct RegexProgram: Sendable {
    enum Instruction: Sendable {
        case scalar(Unicode.Scalar)
        /// Any scalar whose simple case folding is this one.
        case foldedScalar(Unicode.Scalar)
        case set(ScalarSet)
        case any(matchesNewline: Bool)
        case assertion(RegexAssertion)
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// The most instructions a pattern may compile to.
    static let maximumSize = 50_000

    private(set) var instructions: [Instruction] = []

    /// Compiles `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: RE2 syntax; see ``RegexParser``.
    ///   - caseInsensitive: Whether the whole pattern ignores case, like a leading `(?i)`.
    /// - Throws: ``RegexError`` for a pattern that does not parse or uses backreferences
    ///   or look-around, and for one too large to run in bounded time.
    init(pattern: String, caseInsensitive: Bool = false) throws(RegexError) {
        let tree = try RegexParser.parse(pattern, caseInsensitive: caseInsensitive)
        try emit(tree)
        instructions.append(.match)
    }

    private mutating func append(_ instruction: Instruction) throws(RegexError) -> Int {
        guard instructions.count < Self.maximumSize else {
            throw RegexError(message: "the pattern is too large (more than \(Self.maximumSize) steps once repetitions are expanded)", offset: 0)
        }
        instructions.append(instruction)
        return instructions.count - 1
    }

    private mutating func emit(_ node: RegexNode) throws(RegexError) {
        switch node {
        case .empty:
            break
        case .scalar(let scalar, let caseInsensitive):
            if caseInsensitive, !CaseFolding.variants(of: scalar).isEmpty {
                _ = try append(.foldedScalar(CaseFolding.fold(scalar)))
            } else {
                _ = try append(.scalar(scalar))
            }
        case .set(let set):
            _ = try append(.set(set))
        case .any(let matchesNewline):
            _ = try append(.any(matchesNewline: matchesNewline))
        case .assertion(let assertion):
            _ = try append(.assertion(assertion))
        case .concatenation(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            // split L1, next; L1: branch; jump end; next: split L2, … ; last branch
            var jumps: [Int] = []
            for (position, branch) in branches.enumerated() {
                if position < branches.count - 1 {
                    let split = try append(.split(0, 0))
                    try emit(branch)
                    jumps.append(try append(.jump(0)))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let body, let minimum, let maximum):
            for _ in 0..<minimum { try emit(body) }
            if let maximum {
                var exits: [Int] = []
                for _ in minimum..<maximum {
                    let split = try append(.split(0, 0))
                    exits.append(split)
                    try emit(body)
                    instructions[split] = .split(split + 1, 0)
                }
                for split in exits {
                    if case .split(let next, _) = instructions[split] { instructions[split] = .split(next, instructions.count) }
                }
            } else {
                let loop = try append(.split(0, 0))
                try emit(body)
                _ = try append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            }
        }
    }
}

extension RegexProgram {
    /// Whether the pattern matches somewhere in `text`.
    ///
    /// - Complexity: O(n · m) for a text of n scalars and a program of m instructions.
    func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var current = ThreadSet(capacity: instructions.count)
        var next = ThreadSet(capacity: instructions.count)
        for position in 0...scalars.count {
            let previous = position > 0 ? scalars[position - 1] : nil
            let scalar = position < scalars.count ? scalars[position] : nil
            // A new thread at every position: the search is unanchored, like `.*?` in front.
            if addThread(0, to: &current, previous: previous, next: scalar) { return true }
            guard let scalar else { break }
            for pc in current.members {
                let advances: Bool
                switch instructions[pc] {
                case .scalar(let expected): advances = scalar == expected
                case .foldedScalar(let folded): advances = CaseFolding.fold(scalar) == folded
                case .set(let set): advances = set.contains(scalar)
                case .any(let matchesNewline): advances = matchesNewline || scalar != "\n"
                default: advances = false
                }
                if advances {
                    let following = position + 1 < scalars.count ? scalars[position + 1] : nil
                    if addThread(pc + 1, to: &next, previous: scalar, next: following) { return true }
                }
            }
            swap(&current, &next)
            next.removeAll()
        }
        return false
    }

    /// Adds `pc` and everything reachable from it without consuming input; `true` when a
    /// match is reachable.
    private func addThread(_ start: Int, to set: inout ThreadSet, previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        var stack = [start]
        while let pc = stack.popLast() {
            guard set.insert(pc) else { continue }
            switch instructions[pc] {
            case .match: return true
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
