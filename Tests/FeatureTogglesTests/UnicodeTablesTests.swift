import Foundation
import Testing
import TestSupport
@testable import FeatureToggles

/// `UnicodeTables.swift` holds the Unicode data the regex engine needs as ranges, taken
/// from the standard library's own scalar properties. This test makes the tables again
/// from those properties and compares: a toolchain with newer Unicode data fails here,
/// and `DYNAMIC_HOME_RECORD=1 swift test --filter UnicodeTablesTests` writes them anew.
struct UnicodeTablesTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FeatureToggles/Regex/UnicodeTables.swift").standardizedFileURL.path

    @Test func theTablesAreTheStandardLibrarysUnicodeData() throws {
        let made = UnicodeTablesSource.text()
        if ProcessInfo.processInfo.environment["DYNAMIC_HOME_RECORD"] == "1" {
            try made.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(stored == made, "UnicodeTables.swift is not this toolchain's Unicode data; run DYNAMIC_HOME_RECORD=1 swift test --filter UnicodeTablesTests")
    }

    static let orbits: [(Unicode.Scalar, [Unicode.Scalar])] = [
        ("k", ["k", "K", "\u{212A}"]), ("s", ["s", "S", "\u{17F}"]), ("σ", ["σ", "ς", "Σ"]),
        ("ß", ["ß", "ẞ"]), ("ǅ", ["Ǆ", "ǅ", "ǆ"]), ("µ", ["µ", "Μ", "μ"]),
        // The Turkic dotted and dotless i fold only under Turkic rules (CaseFolding.txt's
        // status T), which RE2 and Rust's `regex` do not use.
        ("i", ["i", "I"]), ("ı", ["ı"]), ("İ", ["İ"]), ("1", ["1"]),
    ]

    @Test(arguments: orbits)
    func orbitsAreTheSimpleCaseFoldingOnes(scalar: Unicode.Scalar, expected: [Unicode.Scalar]) {
        let orbit = CaseFolding.orbit(of: scalar)
        #expect(orbit == ScalarRanges(expected.map { $0.value...$0.value }))
    }

    @Test func categoryRangesAgreeWithTheScalarProperties() {
        let letters = ScalarClass.categories([.uppercaseLetter, .lowercaseLetter]).ranges
        var generator = SplitMix64(seed: 3)
        for _ in 0..<20_000 {
            guard let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &generator)) else { continue }
            let category = scalar.properties.generalCategory
            #expect(letters.contains(scalar.value) == (category == .uppercaseLetter || category == .lowercaseLetter))
            #expect(ScalarClass.word(unicode: true).ranges.contains(scalar.value) == Self.isWord(scalar))
        }
    }

    /// Unicode's word characters, as `\w` and `\b` define them.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isJoinControl { return true }
        switch properties.generalCategory {
        case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

/// Makes the text of `UnicodeTables.swift` from the standard library's scalar properties.
enum UnicodeTablesSource {
    static func text() -> String {
        var categoryRuns: [UInt32] = []
        var binary: [(name: String, what: String, test: (Unicode.Scalar.Properties) -> Bool, ranges: [UInt32])] = [
            ("alphabetic", "`Alphabetic`", { $0.isAlphabetic }, []),
            ("lowercase", "`Lowercase`", { $0.isLowercase }, []),
            ("uppercase", "`Uppercase`", { $0.isUppercase }, []),
            ("whiteSpace", "`White_Space`", { $0.isWhitespace }, []),
            ("joinControl", "`Join_Control`", { $0.isJoinControl }, []),
        ]
        // Read apart from the names, so that a scalar's five questions copy nothing
        // (this file is built unoptimised, and it asks them of 1.1 million scalars).
        let tests = binary.map(\.test)
        var ranges = [[UInt32]](repeating: [], count: binary.count)
        var open = [Bool](repeating: false, count: binary.count)
        var lastCategory = -1
        var lastGeneral: Unicode.GeneralCategory?
        var cased: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            // Surrogates are no scalars; they extend the run before them.
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let general = properties.generalCategory
            // Scalars come in runs of one category: the table is searched when a run ends.
            let category = general == lastGeneral ? lastCategory : UnicodeTables.generalCategories.firstIndex(of: general)!
            lastGeneral = general
            if category != lastCategory {
                categoryRuns.append(value << 5 | UInt32(category))
                lastCategory = category
            }
            for index in tests.indices {
                let holds = tests[index](properties)
                if holds != open[index] {
                    ranges[index].append(holds ? value : value - 1)
                    open[index] = holds
                }
            }
            if properties.changesWhenCaseMapped { cased.append(value) }
        }
        for index in binary.indices {
            binary[index].ranges = ranges[index] + (open[index] ? [0x10FFFF] : [])
        }

        var lines = [
            "// Generated by Tests/FeatureTogglesTests/UnicodeTablesTests.swift from the Unicode data",
            "// of Swift's standard library. Do not edit by hand: run",
            "// DYNAMIC_HOME_RECORD=1 swift test --filter UnicodeTablesTests",
            "",
            "extension UnicodeTables {",
            "    /// General categories as runs: each entry is the first scalar of a run shifted left by",
            "    /// 5, or'ed with its category's index in ``generalCategories``.",
            "    static let generalCategoryRuns: [UInt32] = [",
        ]
        lines += rows(categoryRuns)
        lines.append("    ]")
        for property in binary {
            lines += ["", "    /// The scalars with \(property.what), as (first, last) pairs of sorted ranges.",
                      "    static let \(property.name): [UInt32] = ["]
            lines += rows(property.ranges)
            lines.append("    ]")
        }
        lines += ["", "    /// Case orbits as (scalar, next scalar of its orbit) pairs, sorted by scalar; the",
                  "    /// next of an orbit's last scalar is its first. Simple case folding, without the",
                  "    /// Turkic-only foldings of U+0130 and U+0131.",
                  "    static let caseOrbits: [UInt32] = ["]
        lines += rows(orbitPairs(of: cased))
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Scalars joined by their single-scalar lower-, upper- and title-case mappings.
    static func orbitPairs(of cased: [UInt32]) -> [UInt32] {
        var parent: [UInt32: UInt32] = [:]
        func root(_ value: UInt32) -> UInt32 {
            var value = value
            while let up = parent[value], up != value { value = up }
            return value
        }
        func single(_ text: String) -> UInt32? {
            let scalars = Array(text.unicodeScalars)
            return scalars.count == 1 ? scalars[0].value : nil
        }
        for value in cased where value != 0x130 && value != 0x131 {
            let properties = Unicode.Scalar(value)!.properties
            for mapped in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
                guard let other = single(mapped), other != value, other != 0x130, other != 0x131 else { continue }
                let (a, b) = (root(value), root(other))
                if a != b { parent[max(a, b)] = min(a, b) }
                parent[value] = parent[value] ?? value
                parent[other] = parent[other] ?? other
            }
        }
        var orbits: [UInt32: [UInt32]] = [:]
        for value in parent.keys { orbits[root(value), default: []].append(value) }
        var pairs: [(UInt32, UInt32)] = []
        for members in orbits.values where members.count > 1 {
            let sorted = members.sorted()
            for (index, member) in sorted.enumerated() { pairs.append((member, sorted[(index + 1) % sorted.count])) }
        }
        return pairs.sorted { $0.0 < $1.0 }.flatMap { [$0.0, $0.1] }
    }

    static func rows(_ values: [UInt32]) -> [String] {
        stride(from: 0, to: values.count, by: 8).map { start in
            "        " + values[start..<min(start + 8, values.count)].map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") + ","
        }
    }
}
