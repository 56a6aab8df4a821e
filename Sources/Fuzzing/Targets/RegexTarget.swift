import Diagnostics
import FeatureToggles

extension FuzzTarget {
    /// Regular expressions (`FeatureToggles/Regex`): compiling and matching, two ways.
    ///
    /// The first byte chooses. Even: the rest is a pattern as a toggles file gives it
    /// (byte 2's low bit sets `caseInsensitive`); a refusal names a place inside the
    /// pattern, a pattern that compiles stays within the size cap, and matching a few
    /// texts ends (the run's time limit catches one that does not: the engine promises
    /// time linear in pattern and text). Odd: the rest steers a small syntax tree
    /// (``ReferenceRegex``); its RE2 text must compile, and on short texts of a small
    /// alphabet the engine must answer as the reference matcher does.
    static let regex = FuzzTarget(
        name: "regex", summary: "regular expressions: compile bounded and placed, match agrees with a reference",
        check: checkRegex)

    private static func checkRegex(_ bytes: [UInt8]) throws(OracleFailure) {
        guard let mode = bytes.first else { return }
        if mode & 1 == 0 {
            try checkPatternText(bytes.dropFirst())
        } else {
            var choices = FuzzChoices(bytes.dropFirst())
            try checkAgainstReference(&choices)
        }
    }

    private static func checkPatternText(_ bytes: ArraySlice<UInt8>) throws(OracleFailure) {
        let caseInsensitive = (bytes.first ?? 0) & 1 == 1
        let pattern = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let compiled: RegexProgram
        do {
            compiled = try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive)
        } catch {
            let length = pattern.unicodeScalars.count
            try expect(
                error.offset >= 0 && error.offset <= length,
                "the refusal \"\(error.message)\" is at scalar \(error.offset), outside the pattern of \(length)")
            try checkLength(ofMessage: error.description)
            return
        }
        try expect(
            compiled.size - 1 <= RegexProgram.maximumSize,
            "the pattern compiled to \(compiled.size - 1) instructions (and the final match), past the cap of \(RegexProgram.maximumSize)")
        for text in ["", pattern, "dynamic-home 2026-11-16 user@example.com", String(repeating: "aAσΣ\u{212A}k_ 1\n", count: 8)] {
            _ = compiled.matches(text)
        }
    }

    private static func checkAgainstReference(_ choices: inout FuzzChoices) throws(OracleFailure) {
        let caseInsensitive = choices.flag()
        let tree = ReferenceRegex.generate(&choices, depth: choices.number(in: 1...4))
        let pattern = tree.pattern
        let compiled: RegexProgram
        do {
            compiled = try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive)
        } catch {
            throw OracleFailure("the valid pattern \(pattern) (caseInsensitive: \(caseInsensitive)) is refused: \(error.description)")
        }
        try expect(compiled.size - 1 <= RegexProgram.maximumSize, "the pattern \(pattern) compiled past the size cap")
        // Texts from what is left: up to three, each up to 8 scalars.
        var texts: [[Unicode.Scalar]] = [[]]
        while !choices.isExhausted, texts.count < 4 {
            texts.append((0..<choices.number(in: 0...8)).map { _ in choices.pick(ReferenceRegex.alphabet) })
        }
        for text in texts {
            var string = ""
            string.unicodeScalars.append(contentsOf: text)
            let expected = tree.matches(text, caseInsensitive: caseInsensitive)
            let found = compiled.matches(string)
            try expect(
                found == expected,
                "\(pattern) (caseInsensitive: \(caseInsensitive)) \(found ? "matches" : "does not match") \(text.map { "U+\(String($0.value, radix: 16, uppercase: true))" }.joined(separator: " ")) (\(string.debugDescription)); the reference says it \(expected ? "does" : "does not")")
        }
    }
}
