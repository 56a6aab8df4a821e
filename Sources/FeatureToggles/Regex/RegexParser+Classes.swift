import Diagnostics

extension RegexParser {
    /// The ASCII classes of POSIX bracket expressions, as RE2 defines them.
    static let posixClasses: [String: [ClosedRange<UInt32>]] = [
        "alnum": [48...57, 65...90, 97...122],
        "alpha": [65...90, 97...122],
        "ascii": [0...127],
        "blank": [9...9, 32...32],
        "cntrl": [0...31, 127...127],
        "digit": [48...57],
        "graph": [33...126],
        "lower": [97...122],
        "print": [32...126],
        "punct": [33...47, 58...64, 91...96, 123...126],
        "space": [9...13, 32...32],
        "upper": [65...90],
        "word": [48...57, 65...90, 95...95, 97...122],
        "xdigit": [48...57, 65...70, 97...102],
    ]

    /// `[…]`: ranges, escapes, POSIX classes and nested classes, as the set of scalars
    /// it matches. With the `i` flag each member is folded (a named class, then negated
    /// if it is `\D` or `[:^alpha:]`; a nested class is folded already), then the whole;
    /// `[^…]` is negated last.
    ///
    /// - Complexity: linear in the class's text and in the ranges its members make:
    ///   folding is done once a class, never again when it is matched.
    mutating func parseClass(_ flags: Flags) throws(RegexError) -> ScalarRanges {
        let open = index
        index += 1
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumNesting { throw error("classes are nested too deeply", at: open) }
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        // Single scalars and ranges, folded together at the end; members that are sets
        // already (named and nested classes) are folded where they are made.
        var literals: [ClosedRange<UInt32>] = []
        var members = ScalarRanges.none
        // A member written again (`[\w\W\w\W…]`) is the same set: merged once.
        var merged: Set<ArraySlice<Unicode.Scalar>> = []
        func merge(_ set: ScalarRanges, writtenFrom start: Int, to end: Int) {
            if merged.insert(scalars[start..<end]).inserted { members = members.union(set) }
        }
        var first = true
        while true {
            guard let scalar = current else { throw error("unclosed character class: expected ']'", at: open) }
            if scalar == "]", !first { index += 1; break }
            if (scalar == "&" && peek(1) == "&") || (scalar == "~" && peek(1) == "~") || (scalar == "-" && peek(1) == "-") {
                throw error("class set operations (&&, --, ~~) are not supported", at: index)
            }
            first = false
            let start = index
            if scalar == "[" {
                if peek(1) == ":", let posix = try parsePosixClass(flags) {
                    merge(posix, writtenFrom: start, to: index)
                } else {
                    merge(try parseClass(flags), writtenFrom: start, to: index)
                }
                continue
            }
            let low = try parseClassMember(flags)
            guard case .scalar(let lowScalar) = low else {
                if case .scalarClass(let scalarClass, let negated) = low {
                    merge(ranges(of: scalarClass, negated: negated, flags), writtenFrom: start, to: index)
                }
                continue
            }
            if current == "-", let next = peek(1), next != "]" {
                let dash = index
                index += 1
                let high = try parseClassMember(flags)
                guard case .scalar(let highScalar) = high else {
                    throw error("a class range must end with a single character", at: dash)
                }
                guard lowScalar.value <= highScalar.value else {
                    throw error("invalid class range \(lowScalar)-\(highScalar): the start is after the end", at: dash)
                }
                literals.append(lowScalar.value...highScalar.value)
            } else {
                literals.append(lowScalar.value...lowScalar.value)
            }
        }
        var set = ScalarRanges(literals)
        if flags.caseInsensitive { set = set.caseFolded() }
        set = set.union(members)
        return negated ? set.inverted() : set
    }

    mutating func parseClassMember(_ flags: Flags) throws(RegexError) -> Escape {
        guard let scalar = current else { throw error("unclosed character class: expected ']'") }
        if scalar == "\\" {
            let escape = try parseEscape(flags, inClass: true)
            if case .assertion = escape { throw error("an anchor cannot appear in a class") }
            return escape
        }
        index += 1
        return .scalar(scalar)
    }

    /// `[:alpha:]` or `[:^alpha:]`, or `nil` (and no input used) when the text is not one.
    mutating func parsePosixClass(_ flags: Flags) throws(RegexError) -> ScalarRanges? {
        let start = index
        var cursor = index + 2
        var negated = false
        if cursor < scalars.count, scalars[cursor] == "^" { negated = true; cursor += 1 }
        var name = ""
        while cursor < scalars.count, scalars[cursor].properties.isAlphabetic {
            name.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        guard cursor + 1 < scalars.count, scalars[cursor] == ":", scalars[cursor + 1] == "]" else { return nil }
        guard let ranges = Self.posixClasses[name] else {
            throw error("unknown POSIX class '[:\(Excerpt.of(name)):]'", at: start)
        }
        index = cursor + 2
        var set = ScalarRanges(ranges)
        if flags.caseInsensitive { set = set.caseFolded() }
        return negated ? set.inverted() : set
    }
}
