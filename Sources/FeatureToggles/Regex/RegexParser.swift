/// Why a pattern was refused, and where: `offset` counts Unicode scalars from 0.
package struct RegexError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, without the place.
    package var message: String
    /// Where in the pattern, in Unicode scalars from 0.
    package var offset: Int

    /// The message and the place, from 1: "… at position 3 of the pattern".
    package var description: String { "\(message) at position \(offset + 1) of the pattern" }
}

/// Parses the RE2 / Rust `regex` dialect that Unleash's reference engine accepts.
///
/// Supported: literals and escapes (`\n`, `\t`, `\x7F`, `\x{1F600}`, `\u00E9`, escaped
/// punctuation), `.`, classes (`[a-z]`, `[^…]`, nested `[a[bc]]`, `[[:alpha:]]`,
/// `\d \w \s \D \W \S`, `\p{L}`, `\PL`), anchors (`^ $ \A \z \b \B`), groups
/// (`(…)`, `(?:…)`, `(?P<name>…)`, `(?<name>…)`), flags (`(?imsUux)`, `(?i:…)`, `(?-i)`),
/// alternation and repetition (`* + ? {n} {n,} {n,m}` and their lazy forms).
///
/// Refused, as RE2 refuses them: backreferences (`\1`, `\k<name>`) and look-around
/// (`(?=`, `(?!`, `(?<=`, `(?<!`), as well as atomic groups and class set operations.
///
/// Bounded: a pattern has at most ``maximumLength`` scalars, a syntax tree at most
/// ``maximumNesting`` levels deep (groups, classes, repetitions, sequences and
/// alternations each count as a level), and compiles to at most
/// ``maximumSize`` instructions once its repetitions are expanded. Each node is measured
/// where it is built (see ``RegexNode``), so a pattern over a limit is refused before
/// anything is expanded, and parsing and compiling take time linear in the pattern and
/// in the compiled size.
struct RegexParser {
    struct Flags: Hashable {
        var caseInsensitive = false
        var multiLine = false
        var dotMatchesNewline = false
        var unicode = true
        var verbose = false
    }

    /// The largest count a counted repetition may name.
    static let maximumRepetition = 1000
    /// The most Unicode scalars a pattern may have.
    static let maximumLength = 10_000
    /// The most instructions a pattern may compile to, repetitions expanded.
    static let maximumSize = 50_000
    /// How deep groups, classes and repetitions may nest.
    static let maximumNesting = 200

    let scalars: [Unicode.Scalar]
    var index = 0
    var depth = 0
    /// Named classes already made into ranges, folded or not, for this pattern.
    var classes: [ClassKey: ScalarRanges] = [:]

    struct ClassKey: Hashable {
        var scalarClass: ScalarClass
        var negated: Bool
        var caseInsensitive: Bool
    }

    init(_ pattern: String) { scalars = Array(pattern.unicodeScalars) }

    static func parse(_ pattern: String, caseInsensitive: Bool) throws(RegexError) -> RegexNode {
        var length = 0
        for _ in pattern.unicodeScalars {
            length += 1
            if length > maximumLength {
                throw RegexError(
                    message: "regex is too long: a pattern may have at most \(grouped(maximumLength)) characters", offset: maximumLength
                )
            }
        }
        var parser = RegexParser(pattern)
        var flags = Flags()
        flags.caseInsensitive = caseInsensitive
        let node = try parser.parseAlternation(&flags)
        if parser.index < parser.scalars.count {
            throw RegexError(message: "unopened group: ')' without '('", offset: parser.index)
        }
        return node
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func error(_ message: String, at offset: Int? = nil) -> RegexError {
        RegexError(message: message, offset: offset ?? index)
    }

    /// `node`, unless it is over the size or nesting limit; `offset` is where it starts.
    func checked(_ node: RegexNode, at offset: Int) throws(RegexError) -> RegexNode {
        if node.size > Self.maximumSize {
            throw error("regex is too large: its repetitions expand to more than \(Self.grouped(Self.maximumSize)) instructions", at: offset)
        }
        if node.height + depth > Self.maximumNesting {
            throw error("groups and repetitions are nested more than \(Self.maximumNesting) deep", at: offset)
        }
        return node
    }

    /// `50000` as `50,000`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    mutating func skipVerbose(_ flags: Flags) {
        guard flags.verbose else { return }
        while let scalar = current {
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "#" {
                while let inner = current, inner != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    /// Branches separated by `|`, up to a `)` or the end. Flags set inside with `(?i)`
    /// last until the end of the enclosing group, across branches.
    mutating func parseAlternation(_ flags: inout Flags) throws(RegexError) -> RegexNode {
        let start = index
        var branches: [RegexNode] = [try parseConcatenation(&flags)]
        var size = branches[0].size
        while current == "|" {
            index += 1
            let branchStart = index
            branches.append(try parseConcatenation(&flags))
            size += branches[branches.count - 1].size + 2
            if size > Self.maximumSize { _ = try checked(.alternation(branches), at: branchStart) }
        }
        return try checked(.alternation(branches), at: start)
    }

    mutating func parseConcatenation(_ flags: inout Flags) throws(RegexError) -> RegexNode {
        let start = index
        var items: [RegexNode] = []
        var size = 0
        while true {
            skipVerbose(flags)
            guard let scalar = current, scalar != "|", scalar != ")" else { break }
            let itemStart = index
            guard let atom = try parseAtom(&flags) else { continue }
            var node = atom
            while true {
                skipVerbose(flags)
                guard let repeated = try parseRepetition(of: node, atomStart: itemStart) else { break }
                node = try checked(repeated, at: itemStart)
            }
            items.append(node)
            size += node.size
            if size > Self.maximumSize { _ = try checked(.concatenation(items), at: itemStart) }
        }
        return try checked(.concatenation(items), at: start)
    }

    mutating func parseRepetition(of node: RegexNode, atomStart: Int) throws(RegexError) -> RegexNode? {
        guard let scalar = current else { return nil }
        let minimum: Int
        let maximum: Int?
        switch scalar {
        case "*": index += 1; (minimum, maximum) = (0, nil)
        case "+": index += 1; (minimum, maximum) = (1, nil)
        case "?": index += 1; (minimum, maximum) = (0, 1)
        case "{":
            let open = index
            index += 1
            guard let low = parseDecimal() else { throw error("a counted repetition needs a number after '{'", at: open) }
            var high: Int? = low
            if current == "," {
                index += 1
                high = current == "}" ? nil : parseDecimal()
                if high == nil, current != "}" { throw error("expected a number or '}' in the counted repetition", at: index) }
            }
            guard current == "}" else { throw error("unclosed counted repetition: expected '}'", at: open) }
            index += 1
            if low > Self.maximumRepetition || (high ?? 0) > Self.maximumRepetition {
                throw error("a counted repetition may not exceed \(Self.maximumRepetition)", at: open)
            }
            if let high, high < low { throw error("invalid repetition range {\(low),\(high)}: the minimum exceeds the maximum", at: open) }
            (minimum, maximum) = (low, high)
        default:
            return nil
        }
        if current == "?" { index += 1 }  // lazy: the same language, so the same answer to "does it match?"
        // A bare `^*` is refused (as JavaScript refuses it); a group of anchors may be
        // repeated, as RE2 and Rust's `regex` allow, and repeats at most once.
        if case .assertion = node.kind, scalars[atomStart] != "(" {
            throw error("a repetition of an anchor or boundary is not allowed", at: atomStart)
        }
        return .repetition(node, minimum: minimum, maximum: maximum)
    }

    mutating func parseDecimal() -> Int? {
        var value = 0
        var any = false
        while let scalar = current, ("0"..."9").contains(scalar) {
            value = min(value * 10 + Int(scalar.value - 48), Int(Int32.max))
            any = true
            index += 1
        }
        return any ? value : nil
    }

    /// One atom, or `nil` for a flag group such as `(?i)` that only changes flags.
    mutating func parseAtom(_ flags: inout Flags) throws(RegexError) -> RegexNode? {
        let scalar = current!
        switch scalar {
        case "(":
            return try parseGroup(&flags)
        case "[":
            return .set(try parseClass(flags))
        case ".":
            index += 1
            return .any(matchesNewline: flags.dotMatchesNewline)
        case "^":
            index += 1
            return .assertion(flags.multiLine ? .lineStart : .textStart)
        case "$":
            index += 1
            return .assertion(flags.multiLine ? .lineEnd : .textEnd)
        case "\\":
            let escape = try parseEscape(flags, inClass: false)
            return node(for: escape, flags)
        case "*", "+", "?":
            throw error("repetition operator missing expression")
        case "{":
            throw error("repetition operator missing expression")
        default:
            index += 1
            return literal(scalar, flags)
        }
    }

    mutating func parseGroup(_ flags: inout Flags) throws(RegexError) -> RegexNode? {
        let open = index
        index += 1
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumNesting { throw error("groups are nested too deeply", at: open) }
        var inner = flags
        if current == "?" {
            index += 1
            switch current {
            case "=", "!":
                throw error("look-around is not supported (RE2 has no look-ahead)", at: open)
            case "<" where peek(1) == "=" || peek(1) == "!":
                throw error("look-around is not supported (RE2 has no look-behind)", at: open)
            case ">":
                throw error("atomic groups are not supported", at: open)
            case "P" where peek(1) == "=":
                throw error("backreferences are not supported (RE2 has none)", at: open)
            case "P", "<":
                if current == "P" { index += 1 }
                guard current == "<" else { throw error("expected '<' to start a group name", at: index) }
                index += 1
                let nameStart = index
                while let scalar = current, scalar != ">" {
                    guard scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "[" || scalar == "]" else {
                        throw error("invalid character '\(scalar)' in a group name", at: index)
                    }
                    index += 1
                }
                guard current == ">", index > nameStart else { throw error("a group name must be non-empty and end with '>'", at: nameStart) }
                index += 1
            default:
                // Flags: (?flags) for the rest of the group, or (?flags:…) for the group.
                var negate = false
                var any = false
                while let scalar = current, scalar != ")", scalar != ":" {
                    switch scalar {
                    case "-":
                        if negate { throw error("repeated negation in the flags", at: index) }
                        negate = true
                    case "i": inner.caseInsensitive = !negate
                    case "m": inner.multiLine = !negate
                    case "s": inner.dotMatchesNewline = !negate
                    case "u": inner.unicode = !negate
                    case "x": inner.verbose = !negate
                    case "U", "R": break  // lazy-by-default and CRLF mode do not change whether a match exists
                    default:
                        throw error("unknown flag '\(scalar)' (flags are i, m, s, u, x, U, R)", at: index)
                    }
                    any = true
                    index += 1
                }
                guard let end = current else { throw error("unclosed group", at: open) }
                if end == ")" {
                    guard any else { throw error("empty flag group", at: open) }
                    index += 1
                    flags = inner
                    return nil
                }
                index += 1  // ':'
            }
        }
        let node = try parseAlternation(&inner)
        guard current == ")" else { throw error("unclosed group: expected ')'", at: open) }
        index += 1
        return node
    }
}
