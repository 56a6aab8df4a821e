/// A small regular expression, generated from fuzz input, with the RE2 text it is
/// written as and a matcher simple enough to trust: the reference the engine is compared
/// with on short texts.
///
/// The matcher computes, for a node and a set of start positions, the set of end
/// positions (a set, not a backtracking search, so empty loops and alternations need no
/// care); the pattern matches a text when the root reaches any end from any start.
indirect enum ReferenceRegex {
    case literal(Unicode.Scalar)
    /// `.`; `matchesNewline` is the `s` flag.
    case any(matchesNewline: Bool)
    /// `[…]` of single scalars and ranges, or `[^…]`.
    case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    /// `^` (`\A`) and `$` (`\z`) without the `m` flag.
    case textStart, textEnd
    /// `\b` and `\B`.
    case wordBoundary(negated: Bool)
    case concatenation([ReferenceRegex])
    case alternation([ReferenceRegex])
    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, lazy when `lazy` (the same language).
    case repetition(ReferenceRegex, minimum: Int, maximum: Int?, lazy: Bool)
    /// `(?i:…)` or `(?-i:…)`.
    case caseGroup(ReferenceRegex, caseInsensitive: Bool)

    /// The scalars patterns and texts are made of: ASCII letters and their case partners
    /// outside ASCII (the Kelvin sign, the long s), Greek sigma in its three forms, a
    /// digit, word and non-word punctuation, a space and a line feed.
    static let alphabet: [Unicode.Scalar] = [
        "a", "b", "A", "B", "k", "K", "\u{212A}", "s", "S", "\u{017F}", "σ", "ς", "Σ", "1", "_", "-", " ", "\n",
    ]

    /// The scalars that are the same letter to a case-insensitive match (Unicode's simple
    /// case folding, as RE2 and Rust's `regex` use it).
    static let caseOrbits: [[Unicode.Scalar]] = [
        ["a", "A"], ["b", "B"], ["k", "K", "\u{212A}"], ["s", "S", "\u{017F}"], ["σ", "ς", "Σ"],
    ]

    /// The scalars `scalar` matches when case is ignored, itself included.
    static func orbit(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        caseOrbits.first { $0.contains(scalar) } ?? [scalar]
    }

    // MARK: Generating

    /// A tree of at most `depth` levels, steered by `choices`.
    static func generate(_ choices: inout FuzzChoices, depth: Int) -> ReferenceRegex {
        let kind = depth <= 0 ? choices.number(in: 0...5) : choices.number(in: 0...11)
        switch kind {
        case 0, 1, 2: return .literal(choices.pick(alphabet))
        case 3: return .any(matchesNewline: choices.flag())
        case 4:
            var ranges: [ClosedRange<Unicode.Scalar>] = []
            for _ in 0..<choices.number(in: 1...3) {
                let low = choices.pick(alphabet)
                let high = choices.flag() ? choices.pick(alphabet) : low
                ranges.append(low <= high ? low...high : high...low)
            }
            return .set(ranges, negated: choices.flag())
        case 5: return [.textStart, .textEnd, .wordBoundary(negated: false), .wordBoundary(negated: true)][choices.number(in: 0...3)]
        case 6, 7: return .concatenation((0..<choices.number(in: 2...4)).map { _ in generate(&choices, depth: depth - 1) })
        case 8:
            // An empty branch makes the alternation match the empty text: empty loops.
            return .alternation((0..<choices.number(in: 2...3)).map { _ in
                choices.number(in: 0...5) == 0 ? .concatenation([]) : generate(&choices, depth: depth - 1)
            })
        case 9, 10:
            var body = generate(&choices, depth: depth - 1)
            // RE2 repeats an anchor alone, the engine refuses to (a choice, not a bug).
            if body.isAnchor { body = .concatenation([body, .literal(choices.pick(alphabet))]) }
            let minimum = choices.number(in: 0...2)
            let maximum: Int? = choices.flag() ? nil : minimum + choices.number(in: 0...2)
            return .repetition(body, minimum: minimum, maximum: maximum, lazy: choices.flag())
        default: return .caseGroup(generate(&choices, depth: depth - 1), caseInsensitive: choices.flag())
        }
    }

    // MARK: Writing

    /// The pattern in RE2 syntax.
    var pattern: String {
        switch self {
        case .literal(let scalar): return Self.written(scalar, inClass: false)
        case .any(let matchesNewline): return matchesNewline ? "(?s:.)" : "(?-s:.)"
        case .set(let ranges, let negated):
            let members = ranges.map { $0.lowerBound == $0.upperBound
                ? Self.written($0.lowerBound, inClass: true)
                : Self.written($0.lowerBound, inClass: true) + "-" + Self.written($0.upperBound, inClass: true) }
            return "[" + (negated ? "^" : "") + members.joined() + "]"
        case .textStart: return "^"
        case .textEnd: return "$"
        case .wordBoundary(let negated): return negated ? "\\B" : "\\b"
        case .concatenation(let items): return items.map { $0.isAlternation ? "(?:\($0.pattern))" : $0.pattern }.joined()
        case .alternation(let branches): return branches.map(\.pattern).joined(separator: "|")
        case .repetition(let body, let minimum, let maximum, let lazy):
            let count: String
            switch (minimum, maximum) {
            case (0, nil): count = "*"
            case (1, nil): count = "+"
            case (0, 1?): count = "?"
            case (_, nil): count = "{\(minimum),}"
            case (_, let maximum?) where maximum == minimum: count = "{\(minimum)}"
            case (_, let maximum?): count = "{\(minimum),\(maximum)}"
            }
            return "(?:\(body.pattern))" + count + (lazy ? "?" : "")
        case .caseGroup(let body, let caseInsensitive): return "(?\(caseInsensitive ? "i" : "-i"):\(body.pattern))"
        }
    }

    private var isAnchor: Bool {
        switch self {
        case .textStart, .textEnd, .wordBoundary: true
        case .caseGroup(let body, _): body.isAnchor
        default: false
        }
    }

    private var isAlternation: Bool {
        if case .alternation = self { return true }
        return false
    }

    /// A scalar as a pattern writes it: escaped when it means something there.
    private static func written(_ scalar: Unicode.Scalar, inClass: Bool) -> String {
        if scalar == "\n" { return "\\n" }
        let special: Set<Unicode.Scalar> = inClass ? ["\\", "]", "[", "^", "-"] : ["\\", ".", "+", "*", "?", "(", ")", "|", "[", "]", "{", "}", "^", "$"]
        return special.contains(scalar) ? "\\" + String(scalar) : String(scalar)
    }

    // MARK: Matching

    /// Whether the pattern matches somewhere in `text`.
    ///
    /// - Parameter caseInsensitive: Whether case is ignored outside `(?i:)` groups.
    func matches(_ text: [Unicode.Scalar], caseInsensitive: Bool) -> Bool {
        !ends(from: Set(0...text.count), in: text, caseInsensitive: caseInsensitive).isEmpty
    }

    /// The positions where the node can end, started at any of `starts`.
    private func ends(from starts: Set<Int>, in text: [Unicode.Scalar], caseInsensitive: Bool) -> Set<Int> {
        func step(_ accepts: (Unicode.Scalar) -> Bool) -> Set<Int> {
            Set(starts.filter { $0 < text.count && accepts(text[$0]) }.map { $0 + 1 })
        }
        switch self {
        case .literal(let expected):
            return step { caseInsensitive ? Self.orbit(of: expected).contains($0) : $0 == expected }
        case .any(let matchesNewline):
            return step { matchesNewline || $0 != "\n" }
        case .set(let ranges, let negated):
            return step { scalar in
                let candidates = caseInsensitive ? Self.orbit(of: scalar) : [scalar]
                let member = candidates.contains { candidate in ranges.contains { $0.contains(candidate) } }
                return member != negated
            }
        case .textStart: return starts.filter { $0 == 0 }
        case .textEnd: return starts.filter { $0 == text.count }
        case .wordBoundary(let negated):
            return starts.filter { position in
                let before = position > 0 && Self.isWord(text[position - 1])
                let after = position < text.count && Self.isWord(text[position])
                return (before != after) != negated
            }
        case .concatenation(let items):
            var current = starts
            for item in items { current = item.ends(from: current, in: text, caseInsensitive: caseInsensitive) }
            return current
        case .alternation(let branches):
            return branches.reduce(into: Set<Int>()) { $0.formUnion($1.ends(from: starts, in: text, caseInsensitive: caseInsensitive)) }
        case .repetition(let body, let minimum, let maximum, _):
            var current = starts
            for _ in 0..<minimum { current = body.ends(from: current, in: text, caseInsensitive: caseInsensitive) }
            var reached = current
            var frontier = current
            var rounds = 0
            while !frontier.isEmpty, maximum.map({ rounds < $0 - minimum }) ?? true {
                frontier = body.ends(from: frontier, in: text, caseInsensitive: caseInsensitive).subtracting(maximum == nil ? reached : [])
                reached.formUnion(frontier)
                rounds += 1
            }
            return reached
        case .caseGroup(let body, let caseInsensitive):
            return body.ends(from: starts, in: text, caseInsensitive: caseInsensitive)
        }
    }

    /// Whether a scalar is a word character for `\b` (Unicode: letters, marks, decimal
    /// digits and connector punctuation, as RE2 and Rust's `regex` with Unicode on).
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isJoinControl { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }
}
