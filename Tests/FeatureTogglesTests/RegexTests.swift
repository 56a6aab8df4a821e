import Testing
@testable import FeatureToggles

struct RegexTests {
    @Test(arguments: [
        ("^cat$", "cat", true), ("^cat$", "Cat", false), ("cat", "concatenate", true),
        ("\\bcat\\b", "a cat b", true), ("\\bcat\\b", "concatenate", false),
        ("^[^@]+@[^@]+$", "a@b", true), ("^[^@]+@[^@]+$", "a@b@c", false),
        ("^user\\d{3}$", "user123", true), ("^user\\d{3}$", "user12", false),
        ("^[[:alpha:]]+$", "AlphaBeta", true), ("^[[:alpha:]]+$", "Alpha1", false),
        ("^[[:^digit:]]+$", "abc", true), ("^[[:^digit:]]+$", "a1", false),
        ("^(foo|fo)$", "fo", true), ("^(ab)?c$", "c", true), ("^(ab)?c$", "ac", false),
        ("^a{2,4}$", "aaaa", true), ("^a{2,4}$", "aaaaa", false), ("^a{2,}$", "aaaaaaa", true), ("^a{2}$", "aa", true),
        ("^a.*?b$", "a___b___b", true), ("^(?i)abc$", "AbC", true), ("^(?i)abc$", "zAbCz", false),
        ("(?i:ab)c", "ABc", true), ("(?i:ab)c", "ABC", false), ("(?i)a(?-i)b", "Ab", true), ("(?i)a(?-i)b", "AB", false),
        ("(?m)^foo$", "x\nfoo\ny", true), ("^foo$", "x\nfoo\ny", false), ("foo$", "foo\n", false),
        ("^(?s)a.b$", "a\nb", true), ("^a.b$", "a\nb", false),
        ("^\\x41\\u00e9\\x{1F600}$", "Aé😀", true), ("^\\p{Lu}\\p{Ll}+$", "Émile", true), ("^\\PL+$", "123", true),
        ("^[a-c\\d_]+$", "ab9_", true), ("^[a-c\\d_]+$", "abd", false), ("^[]a]+$", "]a]", true), ("^[a-]+$", "a-", true),
        ("^\\.\\*\\+$", ".*+", true), ("a|b|c", "zzc", true), ("^(?:a|b)+$", "abba", true), ("^(a*)*$", "aaaa", true),
        ("^(?P<word>\\w+) (?<other>\\w+)$", "hello world", true), ("^\\s\\S$", " x", true), ("^\\W$", "-", true),
        ("(?x) a b c # comment", "abc", true), ("^$", "", true), ("", "anything", true), ("\\Aab\\z", "ab", true),
        ("(?i)straße", "STRASSE", false), ("(?i)[a-z]+", "ABC", true), ("(?i)[^a]", "A", false), ("\\Bat", "cat", true),
    ])
    func matchesLikeRE2(pattern: String, text: String, expected: Bool) throws {
        let program = try RegexProgram(pattern: pattern)
        #expect(program.matches(text) == expected)
    }

    @Test func theCaseInsensitiveFlagActsLikeALeadingI() throws {
        #expect(try RegexProgram(pattern: "^abc$", caseInsensitive: true).matches("AbC"))
        #expect(!(try RegexProgram(pattern: "^abc$").matches("AbC")))
    }

    @Test(arguments: [
        ("^(?=a)b$", "look-around is not supported (RE2 has no look-ahead) at position 2 of the pattern"),
        ("(?!a)", "look-around is not supported (RE2 has no look-ahead) at position 1 of the pattern"),
        ("(?<=a)b", "look-around is not supported (RE2 has no look-behind) at position 1 of the pattern"),
        ("(?<!a)b", "look-around is not supported (RE2 has no look-behind) at position 1 of the pattern"),
        ("^(a)\\1$", "backreferences are not supported (RE2 has none) at position 5 of the pattern"),
        ("(?P<x>a)\\k<x>", "backreferences are not supported (RE2 has none) at position 9 of the pattern"),
        ("(regex", "unclosed group: expected ')' at position 1 of the pattern"),
        ("a)", "unopened group: ')' without '(' at position 2 of the pattern"),
        ("*a", "repetition operator missing expression at position 1 of the pattern"),
        ("a{3,2}", "invalid repetition range {3,2}: the minimum exceeds the maximum at position 2 of the pattern"),
        ("a{2", "unclosed counted repetition: expected '}' at position 2 of the pattern"),
        ("a{1001}", "a counted repetition may not exceed 1000 at position 2 of the pattern"),
        ("[z-a]", "invalid class range z-a: the start is after the end at position 3 of the pattern"),
        ("[abc", "unclosed character class: expected ']' at position 1 of the pattern"),
        ("[a&&b]", "class set operations (&&, --, ~~) are not supported at position 3 of the pattern"),
        ("\\q", "unrecognized escape '\\q' at position 1 of the pattern"),
        ("(?>a)", "atomic groups are not supported at position 1 of the pattern"),
        ("(?z)", "unknown flag 'z' (flags are i, m, s, u, x, U, R) at position 3 of the pattern"),
        ("[[:alfa:]]", "unknown POSIX class '[:alfa:]' at position 2 of the pattern"),
        ("\\p{Greek}", "unknown or unsupported Unicode class 'Greek' (general categories such as L, Lu, Nd, P are supported) at position 1 of the pattern"),
        ("\\", "incomplete escape at the end of the pattern at position 1 of the pattern"),
    ])
    func refusesWhatRE2Refuses(pattern: String, message: String) {
        #expect(throws: RegexError.self) { try RegexProgram(pattern: pattern) }
        do {
            _ = try RegexProgram(pattern: pattern)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func hugeRepetitionsAreRefusedInsteadOfBuilt() {
        #expect(throws: RegexError.self) { try RegexProgram(pattern: "(((a{1000}){1000}){1000})") }
    }

    @Test func pathologicalPatternsRunInLinearTime() throws {
        // (a*)*b against many a's takes exponential time in a backtracking engine.
        let program = try RegexProgram(pattern: "^(a*)*b$")
        #expect(!program.matches(String(repeating: "a", count: 5_000)))
        #expect(try RegexProgram(pattern: "(x+x+)+y").matches(String(repeating: "x", count: 2_000)) == false)
    }
}
