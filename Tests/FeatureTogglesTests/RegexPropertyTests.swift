import Testing
import TestSupport
@testable import FeatureToggles

/// Random patterns, made as trees here and written out as text: the engine compiles them
/// within the size limit and matches in bounded steps, and it agrees with a plain
/// reference matcher (sets of positions, no automaton) on short texts.
struct RegexPropertyTests {
    @Test func theEngineAgreesWithAReferenceMatcherOnRandomPatterns() throws {
        var generator = SplitMix64(seed: 0x5EED_0024)
        var compiled = 0
        var matched = 0
        for _ in 0..<1_500 {
            let pattern = RandomPattern.make(depth: 4, &generator)
            let text = pattern.text
            let program: RegexProgram
            do {
                program = try RegexProgram(pattern: text)
            } catch {
                // Only the size limit may refuse a pattern made here, and only a large one.
                #expect(error.message.hasPrefix("regex is too large"), "\(text): \(error)")
                #expect(pattern.largestSize > RegexProgram.maximumSize, "\(text) was refused: \(error)")
                continue
            }
            compiled += 1
            #expect(program.size <= RegexProgram.maximumSize + 1)
            #expect(program.size <= pattern.largestSize + 1, "\(text)")
            for _ in 0..<12 {
                let input = RandomPattern.input(&generator)
                var steps = 0
                let found = program.matches(input, steps: &steps)
                #expect(found == pattern.matches(input), "\(text) on \(input.debugDescription)")
                #expect(steps <= (25 * program.size + 1) * (input.unicodeScalars.count + 1))
                if found { matched += 1 }
            }
        }
        #expect(compiled > 1_400)
        // About half the texts match: the cases are neither all "yes" nor all "no".
        #expect(matched > 4_000 && matched < 14_000)
    }

    @Test func randomPatternsWithLargeCountsStayWithinTheLimits() throws {
        var generator = SplitMix64(seed: 77)
        var refused = 0
        for _ in 0..<300 {
            let pattern = RandomPattern.make(depth: 5, largeCounts: true, &generator)
            guard let program = try? RegexProgram(pattern: pattern.text) else {
                refused += 1
                #expect(pattern.largestSize > RegexProgram.maximumSize)
                continue
            }
            let input = String(repeating: "aσK", count: 30)
            var steps = 0
            _ = program.matches(input, steps: &steps)
            #expect(program.size <= RegexProgram.maximumSize + 1)
            #expect(steps <= (25 * program.size + 1) * (input.unicodeScalars.count + 1))
        }
        #expect(refused > 100 && refused < 280)
    }
}

/// A pattern as a tree, written out as RE2 text, and matched by the definition.
indirect enum RandomPattern {
    case literal(Unicode.Scalar)
    case dot
    case set(ClassSet)
    case textStart, textEnd, wordBoundary
    case empty
    case concatenation([RandomPattern])
    case alternation([RandomPattern])
    case repetition(RandomPattern, minimum: Int, maximum: Int?, lazy: Bool)
    case caseInsensitive(RandomPattern)

    /// `[…]`: scalars, ranges, `\d`, `\w`, nested classes, maybe negated.
    struct ClassSet {
        indirect enum Member {
            case scalar(Unicode.Scalar)
            case range(Unicode.Scalar, Unicode.Scalar)
            case digit(negated: Bool)
            case word(negated: Bool)
            case nested(ClassSet)
        }

        var members: [Member]
        var negated: Bool

        var text: String {
            "[" + (negated ? "^" : "") + members.map { member in
                switch member {
                case .scalar(let scalar): RandomPattern.escaped(scalar)
                case .range(let low, let high): RandomPattern.escaped(low) + "-" + RandomPattern.escaped(high)
                case .digit(let negated): negated ? "\\D" : "\\d"
                case .word(let negated): negated ? "\\W" : "\\w"
                case .nested(let set): set.text
                }
            }.joined() + "]"
        }

        /// Folding first, then negation, at each level: a member set that is folded
        /// already is asked about the scalar itself.
        func contains(_ scalar: Unicode.Scalar, caseInsensitive: Bool) -> Bool {
            let cases = caseInsensitive ? RandomPattern.cases(of: scalar) : [scalar]
            let found = members.contains { member in
                switch member {
                case .scalar(let expected): cases.contains(expected)
                case .range(let low, let high): cases.contains { (low.value...high.value).contains($0.value) }
                case .digit(let negated): RandomPattern.isDigit(scalar) != negated
                case .word(let negated): RandomPattern.isWord(scalar) != negated
                case .nested(let set): set.contains(scalar, caseInsensitive: caseInsensitive)
                }
            }
            return found != negated
        }
    }

    /// What random texts are made of; the case orbits among them are spelled out below.
    static let alphabet: [Unicode.Scalar] = ["a", "A", "b", "B", "k", "K", "\u{212A}", "s", "S", "ſ", "σ", "ς", "Σ", "1", "_", " ", "-", "\n", "é"]
    static let orbits: [[Unicode.Scalar]] = [["a", "A"], ["b", "B"], ["k", "K", "\u{212A}"], ["s", "S", "ſ"], ["σ", "ς", "Σ"], ["é", "É"]]

    static func cases(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        orbits.first { $0.contains(scalar) } ?? [scalar]
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar == "1" }

    static func isWord(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar == "_" || isDigit(scalar) || orbits.joined().contains(scalar)
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        scalar.isASCII && !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar)
            ? (scalar == "\n" ? "\\n" : "\\" + String(scalar)) : String(scalar)
    }

    var text: String {
        switch self {
        case .literal(let scalar): Self.escaped(scalar)
        case .dot: "."
        case .set(let set): set.text
        case .textStart: "^"
        case .textEnd: "$"
        case .wordBoundary: "\\b"
        case .empty: "(?:)"
        case .concatenation(let items): items.map(\.text).joined()
        case .alternation(let branches): "(?:" + branches.map(\.text).joined(separator: "|") + ")"
        case .repetition(let body, let minimum, let maximum, let lazy):
            "(?:" + body.text + ")" + {
                switch (minimum, maximum) {
                case (0, nil): "*"
                case (1, nil): "+"
                case (0, 1): "?"
                case (_, nil): "{\(minimum),}"
                case (_, let maximum?) where maximum == minimum: "{\(minimum)}"
                case (_, let maximum?): "{\(minimum),\(maximum)}"
                }
            }() + (lazy ? "?" : "")
        case .caseInsensitive(let body): "(?i:" + body.text + ")"
        }
    }

    /// More instructions than the pattern can compile to: each piece counted generously,
    /// repetitions by their largest count (or one more than the least).
    var largestSize: Int {
        switch self {
        case .literal, .dot, .set, .textStart, .textEnd, .wordBoundary, .empty: 1
        case .concatenation(let items): items.reduce(0) { $0 + $1.largestSize }
        case .alternation(let branches): branches.reduce(2 * branches.count) { $0 + $1.largestSize }
        case .repetition(let body, let minimum, let maximum, _): ((maximum ?? minimum + 1) + 1) * (body.largestSize + 2)
        case .caseInsensitive(let body): body.largestSize
        }
    }

    /// Whether some part of `text` matches.
    func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return !ends(from: Set(0...scalars.count), in: scalars, caseInsensitive: false).isEmpty
    }

    /// The positions where a match that starts at one of `starts` can end.
    func ends(from starts: Set<Int>, in text: [Unicode.Scalar], caseInsensitive: Bool) -> Set<Int> {
        func scalar(_ test: (Unicode.Scalar) -> Bool) -> Set<Int> {
            Set(starts.filter { $0 < text.count && test(text[$0]) }.map { $0 + 1 })
        }
        switch self {
        case .literal(let expected):
            let cases = caseInsensitive ? Self.cases(of: expected) : [expected]
            return scalar { cases.contains($0) }
        case .dot: return scalar { $0 != "\n" }
        case .set(let set): return scalar { set.contains($0, caseInsensitive: caseInsensitive) }
        case .textStart: return starts.filter { $0 == 0 }
        case .textEnd: return starts.filter { $0 == text.count }
        case .wordBoundary:
            return starts.filter { Self.isWord($0 > 0 ? text[$0 - 1] : nil) != Self.isWord($0 < text.count ? text[$0] : nil) }
        case .empty: return starts
        case .concatenation(let items):
            return items.reduce(starts) { $1.ends(from: $0, in: text, caseInsensitive: caseInsensitive) }
        case .alternation(let branches):
            return branches.reduce(into: Set<Int>()) { $0.formUnion($1.ends(from: starts, in: text, caseInsensitive: caseInsensitive)) }
        case .repetition(let body, let minimum, let maximum, _):
            var current = starts
            for _ in 0..<minimum { current = body.ends(from: current, in: text, caseInsensitive: caseInsensitive) }
            var all = current
            var count = minimum
            while maximum.map({ count < $0 }) ?? true {
                let next = body.ends(from: current, in: text, caseInsensitive: caseInsensitive)
                if next.isSubset(of: all), maximum == nil { break }
                all.formUnion(next)
                current = next
                count += 1
                if current.isEmpty { break }
            }
            return all
        case .caseInsensitive(let body): return body.ends(from: starts, in: text, caseInsensitive: true)
        }
    }

    static func input(_ generator: inout SplitMix64) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &generator) { text.append(alphabet.randomElement(using: &generator)!) }
        return String(text)
    }

    static func make(depth: Int, largeCounts: Bool = false, _ generator: inout SplitMix64) -> RandomPattern {
        func pick() -> Unicode.Scalar { alphabet.randomElement(using: &generator)! }
        func classSet(_ depth: Int) -> ClassSet {
            var members: [ClassSet.Member] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4: members.append(.scalar(pick()))
                case 4..<6:
                    let (low, high) = (pick(), pick())
                    members.append(low.value <= high.value ? .range(low, high) : .range(high, low))
                case 6: members.append(.digit(negated: Bool.random(using: &generator)))
                case 7: members.append(.word(negated: Bool.random(using: &generator)))
                default: members.append(depth > 0 ? .nested(classSet(depth - 1)) : .scalar(pick()))
                }
            }
            return ClassSet(members: members, negated: Int.random(in: 0..<3, using: &generator) == 0)
        }
        guard depth > 0 else {
            switch Int.random(in: 0..<14, using: &generator) {
            case 0..<7: return .literal(pick())
            case 7: return .dot
            case 8..<10: return .set(classSet(3))
            case 10: return .textStart
            case 11: return .textEnd
            case 12: return .wordBoundary
            default: return .empty
            }
        }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<3:
            return .concatenation((0..<Int.random(in: 2...4, using: &generator)).map { _ in make(depth: depth - 1, largeCounts: largeCounts, &generator) })
        case 3..<5:
            return .alternation((0..<Int.random(in: 2...3, using: &generator)).map { _ in make(depth: depth - 1, largeCounts: largeCounts, &generator) })
        case 5..<8:
            let body = make(depth: depth - 1, largeCounts: largeCounts, &generator)
            let largest = largeCounts ? 1000 : 3
            let minimum = Int.random(in: 0...largest, using: &generator)
            let maximum: Int? = Bool.random(using: &generator) ? nil : Int.random(in: minimum...max(minimum, largest), using: &generator)
            return .repetition(body, minimum: minimum, maximum: maximum, lazy: Int.random(in: 0..<4, using: &generator) == 0)
        case 8:
            return .caseInsensitive(make(depth: depth - 1, largeCounts: largeCounts, &generator))
        default:
            return make(depth: 0, largeCounts: largeCounts, &generator)
        }
    }
}
