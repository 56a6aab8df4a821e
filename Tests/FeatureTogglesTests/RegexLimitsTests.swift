import Foundation
import Testing
@testable import FeatureToggles

/// Hostile patterns: compiling is bounded by the limits on length, nesting and expanded
/// size, and matching by (25m + 1)(n + 1) steps for m instructions and n scalars. The
/// work is counted (instructions, matcher steps), never timed.
struct RegexLimitsTests {
    static func nestedClass(depth: Int) -> String {
        String(repeating: "[", count: depth) + "a" + String(repeating: "]", count: depth)
    }

    /// The most steps matching may take: see `RegexProgram.matches(_:steps:)`.
    static func stepBound(_ program: RegexProgram, _ text: String) -> Int {
        program.stepBound(for: text)
    }

    /// Found by a hostile-input probe: each level of a case-insensitive class tried each
    /// case of the scalar again, 2^40 tries a scalar. A class is now folded once, when
    /// compiled, and matched by one lookup.
    @Test(arguments: [1, 20, 24, 40, 200])
    func nestedCaseInsensitiveClassesCompileToOneLookup(depth: Int) throws {
        let program = try RegexProgram(pattern: Self.nestedClass(depth: depth), caseInsensitive: true)
        #expect(program.size == 2)
        let text = String(repeating: "b", count: 999) + "A"
        var steps = 0
        #expect(program.matches(text, steps: &steps))
        #expect(steps <= Self.stepBound(program, text))
        // c × pattern × input, with c = 1: the pattern has at least 81 scalars at depth 40.
        #expect(steps <= (2 * depth + 1) * text.unicodeScalars.count * 25)
        #expect(!program.matches(String(repeating: "b", count: 1_000)))
    }

    @Test func negatedNestedCaseInsensitiveClassesFoldBeforeTheyNegate() throws {
        // [^[^[^a]]] is [^a]: with the i flag, neither a nor A.
        let pattern = "^[^[^[^a]]]$"
        let folded = try RegexProgram(pattern: pattern, caseInsensitive: true)
        #expect(!folded.matches("a") && !folded.matches("A") && folded.matches("b"))
        let exact = try RegexProgram(pattern: pattern)
        #expect(!exact.matches("a") && exact.matches("A"))
    }

    /// Found by the same probe: no instruction came out, so the old cap never tripped and
    /// 1000^4 empty loops ran. Repeating what only matches the empty text repeats it once,
    /// as in Rust's `regex`, so this is the empty pattern.
    @Test func nestedRepetitionsOfAnEmptyGroupCompileToNothing() throws {
        let pattern = "(?:(?:(?:(?:(?:)(?:)){1000}){1000}){1000}){1000}"
        let program = try RegexProgram(pattern: pattern)
        #expect(program.size == 1)
        #expect(program.matches("") && program.matches("anything"))
        let anchors = try RegexProgram(pattern: "(?:(?:(?:^(?:$)){1000}){1000}){1000}")
        #expect(anchors.size == 3)
        #expect(anchors.matches("") && !anchors.matches("x"))
        let optional = try RegexProgram(pattern: "x(?:(?:\\b|^){0,1000}){2,1000}y")
        #expect(optional.matches("xy"))
    }

    @Test(arguments: [
        ("(?:(?:(?:(?:a?){1000}){1000}){1000}){1000}", 7),
        ("(((a{1000}){1000}){1000})", 3),
        ("(?:\\w{1000}){51}", 1),
        ("b" + String(repeating: "(?:a{1000})", count: 51), 541),
        (String(repeating: "a{1000}|", count: 50), 393),
    ])
    func patternsThatExpandPastTheLimitAreRefusedWhereTheyGrow(pattern: String, position: Int) {
        #expect(RegexProgram.problem(with: pattern) == RegexError(
            message: "regex is too large: its repetitions expand to more than 50,000 instructions", offset: position - 1
        ))
    }

    @Test func theExpandedSizeIsCountedExactlyUpToTheLimit() throws {
        // a{1000} is 1000 instructions, a{0,1000} 2000 (a split before each copy).
        #expect(try RegexProgram(pattern: "(?:a{0,1000}){24}b{1000}c{999}x").size == 50_001)
        #expect(RegexProgram.problem(with: "(?:a{0,1000}){24}b{1000}c{999}xy")?.message == "regex is too large: its repetitions expand to more than 50,000 instructions")
        #expect(try RegexProgram(pattern: "a+").size == 3)
        #expect(try RegexProgram(pattern: "a*").size == 4)
        #expect(try RegexProgram(pattern: "a{2,}").size == 4)
        #expect(try RegexProgram(pattern: "a|b|c").size == 8)
    }

    @Test func patternsHaveALengthLimit() throws {
        let longest = String(repeating: "a", count: RegexProgram.maximumLength)
        #expect(try RegexProgram(pattern: longest).size == RegexProgram.maximumLength + 1)
        #expect(RegexProgram.problem(with: longest + "a")?.description == "regex is too long: a pattern may have at most 10,000 characters at position 10001 of the pattern")
    }

    @Test func nestingHasALimit() {
        #expect(RegexProgram.problem(with: "a" + String(repeating: "*", count: 300))?.message == "groups and repetitions are nested more than 200 deep")
        #expect(RegexProgram.problem(with: String(repeating: "(", count: 300) + "a" + String(repeating: ")", count: 300))?.message == "groups are nested too deeply")
        #expect(RegexProgram.problem(with: Self.nestedClass(depth: 201))?.message == "classes are nested too deeply")
        #expect(RegexProgram.problem(with: "a" + String(repeating: "*", count: 199)) == nil)
    }

    /// Every construct, repeated and nested as far as the limits let it, against a long
    /// text: the steps stay within the linear bound.
    @Test(arguments: [
        "(?:a*)*b", "(?:a?){1000}a{1000}", "(?:(?:a|aa)*)*c", "(?:x+x+)+y", "(?i)(?:[[^b]]|\\W|\\p{Ll})*z",
        "(?:^|\\b|$)*q", "(?:(?:(?:(?:)*)*)*)*", "(?:.*){50}!", "(?i)(?:σ|ς|Σ)+ω", "\\p{L}+\\P{L}+\\d",
        "(?:(?:a*){20}){20}b", "(?m)(?:^$)+", "(?s).*.*.*.*.*=",
    ])
    func matchingStaysLinear(pattern: String) throws {
        let program = try RegexProgram(pattern: pattern)
        let text = String(repeating: "aσx ", count: 500)
        var steps = 0
        _ = program.matches(text, steps: &steps)
        #expect(steps <= Self.stepBound(program, text))
        #expect(program.size <= RegexProgram.maximumSize + 1)
    }

    @Test func caseInsensitivePatternsFoldAsRE2Does() throws {
        let cases: [(String, String, Bool)] = [
            ("^k$", "\u{212A}", true), ("^s$", "ſ", true), ("^σ$", "ς", true), ("^ς$", "Σ", true), ("^Σ$", "σ", true),
            ("^ǅ$", "ǆ", true), ("^ǅ$", "Ǆ", true), ("^ß$", "ẞ", true), ("^i$", "ı", false), ("^I$", "İ", false),
            ("^[^k]$", "\u{212A}", false), ("^\\P{Ll}$", "A", false), ("^\\p{Lu}$", "a", true), ("^[[:upper:]]$", "ſ", true),
            ("^[a-z]+$", "\u{212A}ELVIN", true), ("^\\W$", "ſ", false), ("^straße$", "STRASSE", false),
        ]
        for (pattern, text, expected) in cases {
            #expect(try RegexProgram(pattern: pattern, caseInsensitive: true).matches(text) == expected, "\(pattern) on \(text)")
        }
    }

    /// A name or escape as long as the pattern is quoted as every message quotes input:
    /// at most 40 columns, cut with "…".
    @Test(arguments: [
        ("[[:" + String(repeating: "a", count: 5000) + ":]]", "unknown POSIX class '[:"),
        (#"\x{"# + String(repeating: "f", count: 5000) + "}", "invalid hexadecimal escape '"),
        (#"\p{"# + String(repeating: "L", count: 5000) + "}", "unknown or unsupported Unicode class '"),
    ])
    func aLongNameInAPatternIsQuotedShort(pattern: String, start: String) throws {
        let problem = try #require(RegexProgram.problem(with: pattern))
        #expect(problem.message.hasPrefix(start), "\(problem.message)")
        #expect(problem.message.contains("…"))
        #expect(problem.message.count < 160, "\(problem.message.count) characters")
    }
}
