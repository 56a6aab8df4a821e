/// The Unicode data of the regex engine, as tables of ranges (`UnicodeTables.swift`,
/// generated from the standard library's scalar properties, and checked against them by
/// `UnicodeTablesTests`), so that a class such as `\p{L}` or `\w` is a set of ranges at
/// once, without a walk over all 1.1 million scalars.
enum UnicodeTables {
    /// The general categories, in the order ``generalCategoryRuns`` numbers them.
    static let generalCategories: [Unicode.GeneralCategory] = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark,
        .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
        .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .control, .format, .surrogate, .privateUse, .unassigned,
    ]

    /// The scalars of the given general categories.
    ///
    /// - Complexity: O(runs), about 3,300.
    static func scalars(in categories: Set<Unicode.GeneralCategory>) -> ScalarRanges {
        let wanted = generalCategories.map(categories.contains)
        var ranges: [ClosedRange<UInt32>] = []
        let runs = generalCategoryRuns
        for (index, run) in runs.enumerated() where wanted[Int(run & 31)] {
            let end = index + 1 < runs.count ? (runs[index + 1] >> 5) - 1 : ScalarRanges.largestValue
            ranges.append((run >> 5)...end)
        }
        return ScalarRanges(ranges)
    }

    /// A table of (first, last) pairs as a set.
    static func scalars(in pairs: [UInt32]) -> ScalarRanges {
        ScalarRanges(stride(from: 0, to: pairs.count, by: 2).map { pairs[$0]...pairs[$0 + 1] })
    }
}

/// A named class of scalars: `\d`, `\w`, `\s`, POSIX classes and Unicode properties.
enum ScalarClass: Sendable, Hashable {
    case digit(unicode: Bool)
    case word(unicode: Bool)
    case space(unicode: Bool)
    case categories(Set<Unicode.GeneralCategory>)
    case alphabetic, lowercase, uppercase, whiteSpace, any, ascii

    /// Unicode's word characters: alphabetic, marks, decimal numbers, connector
    /// punctuation and the joiners (UTS #18), as `\w` and `\b` use them.
    static let unicodeWord: ScalarRanges = UnicodeTables.scalars(in: UnicodeTables.alphabetic)
        .union(UnicodeTables.scalars(in: UnicodeTables.joinControl))
        .union(UnicodeTables.scalars(in: [.decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark]))

    static let asciiWord = ScalarRanges([48...57, 65...90, 95...95, 97...122])

    /// The class's scalars.
    var ranges: ScalarRanges {
        switch self {
        case .digit(let unicode): unicode ? UnicodeTables.scalars(in: [.decimalNumber]) : ScalarRanges([48...57])
        case .word(let unicode): unicode ? Self.unicodeWord : Self.asciiWord
        case .space(let unicode): unicode ? UnicodeTables.scalars(in: UnicodeTables.whiteSpace) : ScalarRanges([9...13, 32...32])
        case .categories(let categories): UnicodeTables.scalars(in: categories)
        case .alphabetic: UnicodeTables.scalars(in: UnicodeTables.alphabetic)
        case .lowercase: UnicodeTables.scalars(in: UnicodeTables.lowercase)
        case .uppercase: UnicodeTables.scalars(in: UnicodeTables.uppercase)
        case .whiteSpace: UnicodeTables.scalars(in: UnicodeTables.whiteSpace)
        case .any: ScalarRanges.all
        case .ascii: ScalarRanges([0...127])
        }
    }

    /// Whether `scalar` is a word character; `nil`, the edge of the text, is not.
    static func isWord(_ scalar: Unicode.Scalar?, unicode: Bool) -> Bool {
        guard let scalar else { return false }
        return (unicode ? unicodeWord : asciiWord).contains(scalar.value)
    }
}
