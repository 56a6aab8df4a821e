import Diagnostics

extension RegexParser {
    /// What an escape stands for.
    enum Escape {
        case scalar(Unicode.Scalar)
        case scalarClass(ScalarClass, negated: Bool)
        case assertion(RegexAssertion)
    }

    /// The node an escape outside a class stands for.
    mutating func node(for escape: Escape, _ flags: Flags) -> RegexNode {
        switch escape {
        case .scalar(let scalar): literal(scalar, flags)
        case .scalarClass(let scalarClass, let negated): .set(ranges(of: scalarClass, negated: negated, flags))
        case .assertion(let assertion): .assertion(assertion)
        }
    }

    /// A scalar that stands for itself; with the `i` flag, any of its cases.
    func literal(_ scalar: Unicode.Scalar, _ flags: Flags) -> RegexNode {
        guard flags.caseInsensitive else { return .scalar(scalar) }
        let orbit = CaseFolding.orbit(of: scalar)
        return orbit.ranges.count == 1 && orbit.ranges[0].count == 1 ? .scalar(scalar) : .set(orbit)
    }

    /// A named class's scalars, folded with the `i` flag and then negated, as RE2 and
    /// Rust's `regex` fold and negate: `(?i)\P{Ll}` is no cased letter at all. Each
    /// class is made once a pattern.
    mutating func ranges(of scalarClass: ScalarClass, negated: Bool, _ flags: Flags) -> ScalarRanges {
        let key = ClassKey(scalarClass: scalarClass, negated: negated, caseInsensitive: flags.caseInsensitive)
        if let known = classes[key] { return known }
        var set = scalarClass.ranges
        if flags.caseInsensitive { set = set.caseFolded() }
        if negated { set = set.inverted() }
        classes[key] = set
        return set
    }

    mutating func parseEscape(_ flags: Flags, inClass: Bool) throws(RegexError) -> Escape {
        let start = index
        index += 1
        guard let scalar = current else { throw error("incomplete escape at the end of the pattern", at: start) }
        index += 1
        switch scalar {
        case "d", "D": return .scalarClass(.digit(unicode: flags.unicode), negated: scalar == "D")
        case "w", "W": return .scalarClass(.word(unicode: flags.unicode), negated: scalar == "W")
        case "s", "S": return .scalarClass(.space(unicode: flags.unicode), negated: scalar == "S")
        case "p", "P": return .scalarClass(try parseUnicodeClass(start), negated: scalar == "P")
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "v": return .scalar("\u{0B}")
        case "a": return .scalar("\u{07}")
        case "x": return .scalar(try parseHexadecimal(start, fixedDigits: 2))
        case "u": return .scalar(try parseHexadecimal(start, fixedDigits: 4))
        case "U": return .scalar(try parseHexadecimal(start, fixedDigits: 8))
        case "1"..."9":
            throw error("backreferences are not supported (RE2 has none)", at: start)
        case "k", "g":
            throw error("backreferences are not supported (RE2 has none)", at: start)
        case "b" where !inClass: return .assertion(.wordBoundary(unicode: flags.unicode))
        case "B" where !inClass: return .assertion(.notWordBoundary(unicode: flags.unicode))
        case "A" where !inClass: return .assertion(.textStart)
        case "z" where !inClass: return .assertion(.textEnd)
        default:
            if scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) {
                return .scalar(scalar)  // escaped punctuation or space stands for itself
            }
            throw error("unrecognized escape '\\\(scalar)'", at: start)
        }
    }

    mutating func parseHexadecimal(_ start: Int, fixedDigits: Int) throws(RegexError) -> Unicode.Scalar {
        var digits = ""
        if current == "{" {
            index += 1
            while let scalar = current, scalar != "}" {
                digits.unicodeScalars.append(scalar)
                index += 1
            }
            guard current == "}" else { throw error("unclosed '{' in a hexadecimal escape", at: start) }
            index += 1
        } else {
            for _ in 0..<fixedDigits {
                guard let scalar = current else { break }
                digits.unicodeScalars.append(scalar)
                index += 1
            }
        }
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("invalid hexadecimal escape '\(Excerpt.of(String(digits)))'", at: start)
        }
        return scalar
    }

    mutating func parseUnicodeClass(_ start: Int) throws(RegexError) -> ScalarClass {
        var name = ""
        if current == "{" {
            index += 1
            while let scalar = current, scalar != "}" {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            guard current == "}" else { throw error("unclosed '{' in a Unicode class", at: start) }
            index += 1
        } else if let scalar = current {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard let found = Self.unicodeClass(named: name) else {
            throw error("unknown or unsupported Unicode class '\(Excerpt.of(String(name)))' (general categories such as L, Lu, Nd, P are supported)", at: start)
        }
        return found
    }

    static func unicodeClass(named name: String) -> ScalarClass? {
        let key = name.replacingOccurrences(" ", "").replacingOccurrences("_", "").lowercased()
        switch key {
        case "any": return .any
        case "ascii": return .ascii
        case "alphabetic", "alpha": return .alphabetic
        case "lowercase": return .lowercase
        case "uppercase": return .uppercase
        case "whitespace", "space": return .whiteSpace
        default: break
        }
        let groups: [(names: [String], categories: [Unicode.GeneralCategory])] = [
            (["l", "letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]),
            (["lu", "uppercaseletter"], [.uppercaseLetter]),
            (["ll", "lowercaseletter"], [.lowercaseLetter]),
            (["lt", "titlecaseletter"], [.titlecaseLetter]),
            (["lm", "modifierletter"], [.modifierLetter]),
            (["lo", "otherletter"], [.otherLetter]),
            (["lc", "casedletter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]),
            (["m", "mark"], [.nonspacingMark, .spacingMark, .enclosingMark]),
            (["mn", "nonspacingmark"], [.nonspacingMark]),
            (["mc", "spacingmark"], [.spacingMark]),
            (["me", "enclosingmark"], [.enclosingMark]),
            (["n", "number"], [.decimalNumber, .letterNumber, .otherNumber]),
            (["nd", "decimalnumber", "digit"], [.decimalNumber]),
            (["nl", "letternumber"], [.letterNumber]),
            (["no", "othernumber"], [.otherNumber]),
            (["p", "punctuation"], [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation]),
            (["pc", "connectorpunctuation"], [.connectorPunctuation]),
            (["pd", "dashpunctuation"], [.dashPunctuation]),
            (["ps", "openpunctuation"], [.openPunctuation]),
            (["pe", "closepunctuation"], [.closePunctuation]),
            (["pi", "initialpunctuation"], [.initialPunctuation]),
            (["pf", "finalpunctuation"], [.finalPunctuation]),
            (["po", "otherpunctuation"], [.otherPunctuation]),
            (["s", "symbol"], [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]),
            (["sm", "mathsymbol"], [.mathSymbol]),
            (["sc", "currencysymbol"], [.currencySymbol]),
            (["sk", "modifiersymbol"], [.modifierSymbol]),
            (["so", "othersymbol"], [.otherSymbol]),
            (["z", "separator"], [.spaceSeparator, .lineSeparator, .paragraphSeparator]),
            (["zs", "spaceseparator"], [.spaceSeparator]),
            (["zl", "lineseparator"], [.lineSeparator]),
            (["zp", "paragraphseparator"], [.paragraphSeparator]),
            (["c", "other"], [.control, .format, .surrogate, .privateUse, .unassigned]),
            (["cc", "control"], [.control]),
            (["cf", "format"], [.format]),
            (["cs", "surrogate"], [.surrogate]),
            (["co", "privateuse"], [.privateUse]),
            (["cn", "unassigned"], [.unassigned]),
        ]
        for group in groups where group.names.contains(key) { return .categories(Set(group.categories)) }
        return nil
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
