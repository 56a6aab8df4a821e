/// A compiled regular expression that answers "does it match anywhere in this text?"
/// in time linear in the text: a Thompson NFA simulated over the text's Unicode scalars,
/// as RE2 does, so no pattern can make evaluation slow.
///
/// Compiling is bounded too: the parser measures every node before anything is expanded
/// (see ``RegexParser``), so a pattern compiles to at most ``RegexParser/maximumSize``
/// instructions, in time linear in the pattern and in that size.
package struct RegexProgram: Sendable {
    enum Instruction: Sendable {
        case scalar(Unicode.Scalar)
        /// Any scalar of a class, folded and negated when it was compiled.
        case set(ScalarRanges)
        case any(matchesNewline: Bool)
        case assertion(RegexAssertion)
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// The most instructions a pattern may compile to, repetitions expanded (the final
    /// `match` aside).
    package static var maximumSize: Int { RegexParser.maximumSize }

    /// The most Unicode scalars a pattern may have.
    package static var maximumLength: Int { RegexParser.maximumLength }

    private(set) var instructions: [Instruction] = []

    /// How many instructions the pattern compiled to, the final `match` included.
    package var size: Int { instructions.count }

    /// Compiles `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: RE2 syntax; see ``RegexParser``.
    ///   - caseInsensitive: Whether the whole pattern ignores case, like a leading `(?i)`.
    /// - Throws: ``RegexError`` for a pattern that does not parse or uses backreferences
    ///   or look-around, and for one over the limits of length, nesting or compiled size.
    /// - Complexity: O(p + s) for a pattern of p scalars that compiles to s instructions
    ///   (s is at most ``maximumSize``), besides the classes' ranges, made once each.
    package init(pattern: String, caseInsensitive: Bool = false) throws(RegexError) {
        let tree = try RegexParser.parse(pattern, caseInsensitive: caseInsensitive)
        instructions.reserveCapacity(tree.size + 1)
        emit(tree)
        instructions.append(.match)
        #if DYNAMIC_HOME_INVARIANTS
        // The size the parser measured, and limited, is the size compiled.
        precondition(instructions.count == tree.size + 1, "measured \(tree.size) instructions, compiled \(instructions.count - 1)")
        #endif
    }

    /// Why `pattern` cannot be used, or `nil` when it can: the compile a `REGEX`
    /// constraint's value goes through when a toggles file is read, asked directly (by
    /// the tests and the fuzz target).
    ///
    /// - Parameters:
    ///   - pattern: RE2 syntax.
    ///   - caseInsensitive: Whether the whole pattern ignores case.
    /// - Returns: The problem and its place in the pattern.
    package static func problem(with pattern: String, caseInsensitive: Bool = false) -> RegexError? {
        do {
            _ = try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive)
            return nil
        } catch {
            return error
        }
    }

    @discardableResult
    private mutating func append(_ instruction: Instruction) -> Int {
        instructions.append(instruction)
        return instructions.count - 1
    }

    /// Appends the node's instructions: exactly `node.size` of them. No node but `.empty`
    /// compiles to nothing, so the calls made are a few for each instruction.
    private mutating func emit(_ node: RegexNode) {
        switch node.kind {
        case .empty:
            break
        case .scalar(let scalar):
            append(.scalar(scalar))
        case .set(let set):
            append(.set(set))
        case .any(let matchesNewline):
            append(.any(matchesNewline: matchesNewline))
        case .assertion(let assertion):
            append(.assertion(assertion))
        case .concatenation(let items):
            for item in items { emit(item) }
        case .alternation(let branches):
            // split L1, next; L1: branch; jump end; next: split L2, … ; last branch
            var jumps: [Int] = []
            for branch in branches.dropLast() {
                let split = append(.split(0, 0))
                emit(branch)
                jumps.append(append(.jump(0)))
                instructions[split] = .split(split + 1, instructions.count)
            }
            emit(branches[branches.count - 1])
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let body, let minimum, let maximum):
            emitRepetition(body, minimum: minimum, maximum: maximum)
        }
    }

    private mutating func emitRepetition(_ body: RegexNode, minimum: Int, maximum: Int?) {
        if let maximum {
            for _ in 0..<minimum { emit(body) }
            // Each optional copy: split into it or past all of them.
            var exits: [Int] = []
            for _ in minimum..<maximum {
                exits.append(append(.split(0, 0)))
                emit(body)
            }
            for split in exits { instructions[split] = .split(split + 1, instructions.count) }
        } else if minimum == 0 {
            let loop = append(.split(0, 0))
            emit(body)
            append(.jump(loop))
            instructions[loop] = .split(loop + 1, instructions.count)
        } else {
            var last = instructions.count
            for _ in 0..<minimum {
                last = instructions.count
                emit(body)
            }
            append(.split(last, instructions.count + 1))
        }
    }
}
