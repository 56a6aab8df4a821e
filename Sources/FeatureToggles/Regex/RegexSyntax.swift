/// The syntax tree of a regular expression in the dialect Unleash's reference engine
/// accepts (RE2 / Rust `regex`): no backreferences, no look-around.
indirect enum RegexNode: Sendable {
    case empty
    case scalar(Unicode.Scalar, caseInsensitive: Bool)
    case set(ScalarSet)
    case any(matchesNewline: Bool)
    case assertion(RegexAssertion)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    case repetition(RegexNode, minimum: Int, maximum: Int?)
}

/// A zero-width condition on the place between two scalars.
enum RegexAssertion: Sendable, Hashable {
    /// `^` without the `m` flag, and `\A`.
    case textStart
    /// `$` without the `m` flag, and `\z`.
    case textEnd
    /// `^` with the `m` flag.
    case lineStart
    /// `$` with the `m` flag.
    case lineEnd
    /// `\b`; Unicode word characters unless the `u` flag is off.
    case wordBoundary(unicode: Bool)
    /// `\B`.
    case notWordBoundary(unicode: Bool)

    func holds(previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        switch self {
        case .textStart: previous == nil
        case .textEnd: next == nil
        case .lineStart: previous == nil || previous == "\n"
        case .lineEnd: next == nil || next == "\n"
        case .wordBoundary(let unicode):
            ScalarClass.isWord(previous, unicode: unicode) != ScalarClass.isWord(next, unicode: unicode)
        case .notWordBoundary(let unicode):
            ScalarClass.isWord(previous, unicode: unicode) == ScalarClass.isWord(next, unicode: unicode)
        }
    }
}

/// A named class of scalars: `\d`, `\w`, `\s` and Unicode general categories.
enum ScalarClass: Sendable, Hashable {
    case digit(unicode: Bool)
    case word(unicode: Bool)
    case space(unicode: Bool)
    case categories(Set<Unicode.GeneralCategory>)
    case alphabetic, lowercase, uppercase, whiteSpace, any, ascii

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .digit(let unicode):
            unicode ? scalar.properties.generalCategory == .decimalNumber : (48...57).contains(scalar.value)
        case .word(let unicode): Self.isWord(scalar, unicode: unicode)
        case .space(let unicode):
            unicode ? scalar.properties.isWhitespace : [9, 10, 11, 12, 13, 32].contains(scalar.value)
        case .categories(let categories): categories.contains(scalar.properties.generalCategory)
        case .alphabetic: scalar.properties.isAlphabetic
        case .lowercase: scalar.properties.isLowercase
        case .uppercase: scalar.properties.isUppercase
        case .whiteSpace: scalar.properties.isWhitespace
        case .any: true
        case .ascii: scalar.isASCII
        }
    }

    static func isWord(_ scalar: Unicode.Scalar?, unicode: Bool) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII {
            let value = scalar.value
            return (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value) || value == 95
        }
        guard unicode else { return false }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isJoinControl { return true }
        switch properties.generalCategory {
        case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

/// A bracketed class such as `[a-z[:digit:]\s]`, possibly negated or case-insensitive.
struct ScalarSet: Sendable, Hashable {
    var ranges: [ClosedRange<UInt32>] = []
    var classes: [(ScalarClass, negated: Bool)] = []
    var nested: [ScalarSet] = []
    var negated = false
    var caseInsensitive = false

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
        lhs.ranges == rhs.ranges && lhs.nested == rhs.nested && lhs.negated == rhs.negated
            && lhs.caseInsensitive == rhs.caseInsensitive
            && lhs.classes.map(\.0) == rhs.classes.map(\.0) && lhs.classes.map(\.negated) == rhs.classes.map(\.negated)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ranges)
        hasher.combine(nested)
        hasher.combine(negated)
        hasher.combine(caseInsensitive)
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var found = containsExactly(scalar)
        if !found, caseInsensitive {
            found = CaseFolding.variants(of: scalar).contains { containsExactly($0) }
        }
        return found != negated
    }

    private func containsExactly(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        for range in ranges where range.contains(value) { return true }
        for (scalarClass, negated) in classes where scalarClass.contains(scalar) != negated { return true }
        for set in nested where set.contains(scalar) { return true }
        return false
    }
}

/// Simple case folding, as RE2 and Rust's `regex` use for case-insensitive matching.
enum CaseFolding {
    /// The scalar's simple lower-case form.
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            return (65...90).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar
        }
        return single(scalar.properties.lowercaseMapping) ?? scalar
    }

    /// The other cases of a scalar that are single scalars.
    static func variants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if scalar.isASCII {
            let value = scalar.value
            if (65...90).contains(value) { return [Unicode.Scalar(value + 32)!] }
            if (97...122).contains(value) { return [Unicode.Scalar(value - 32)!] }
            return []
        }
        let properties = scalar.properties
        return [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping]
            .compactMap(single).filter { $0 != scalar }
    }

    private static func single(_ text: String) -> Unicode.Scalar? {
        var iterator = text.unicodeScalars.makeIterator()
        guard let first = iterator.next(), iterator.next() == nil else { return nil }
        return first
    }
}
