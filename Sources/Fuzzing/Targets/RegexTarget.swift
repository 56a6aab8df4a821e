import Diagnostics
import FeatureToggles
import TestSupport

extension FuzzTarget {
    /// Regular expressions (`FeatureToggles/Regex`): compiling and matching, two ways.
    ///
    /// The first byte chooses. Even: the rest is a pattern as a toggles file gives it
    /// (byte 2's low bit sets `caseInsensitive`); a refusal names a place inside the
    /// pattern, a pattern that compiles stays within the size cap, and matching a few
    /// texts takes steps linear in pattern and text. Odd: the rest steers a random
    /// syntax tree (``RandomPattern``, the property tests' reference, drawn from the
    /// input); its RE2 text must compile unless it is too large, and on short texts of a
    /// small alphabet the engine must answer as the reference matcher does, in linear steps.
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
            _ = try matches(compiled, text, pattern: pattern)
        }
    }

    private static func checkAgainstReference(_ choices: inout FuzzChoices) throws(OracleFailure) {
        let caseInsensitive = choices.flag()
        let tree = RandomPattern.make(depth: choices.number(in: 1...4), &choices)
        let reference = caseInsensitive ? RandomPattern.caseInsensitive(tree) : tree
        let pattern = tree.text
        let compiled: RegexProgram
        do {
            compiled = try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive)
        } catch {
            // Only the size limit may refuse a pattern made here, and only a large one.
            try expect(
                error.message.hasPrefix("regex is too large") && tree.largestSize > RegexProgram.maximumSize,
                "the valid pattern \(pattern) (caseInsensitive: \(caseInsensitive)) is refused: \(error.description)")
            return
        }
        try expect(compiled.size - 1 <= RegexProgram.maximumSize, "the pattern \(pattern) compiled past the size cap")
        var texts = [""]
        while !choices.isExhausted, texts.count < 4 { texts.append(RandomPattern.input(&choices)) }
        for text in texts {
            let expected = reference.matches(text)
            let found = try matches(compiled, text, pattern: pattern)
            try expect(
                found == expected,
                "\(pattern) (caseInsensitive: \(caseInsensitive)) \(found ? "matches" : "does not match") \(text.unicodeScalars.map { "U+\(String($0.value, radix: 16, uppercase: true))" }.joined(separator: " ")) (\(text.debugDescription)); the reference says it \(expected ? "does" : "does not")")
        }
    }

    /// Whether `program` matches `text`, in steps linear in both, as the engine promises
    /// (the bound its own property tests use).
    private static func matches(_ program: RegexProgram, _ text: String, pattern: String) throws(OracleFailure) -> Bool {
        var steps = 0
        let found = program.matches(text, steps: &steps)
        let bound = program.stepBound(for: text)
        try expect(
            steps <= bound,
            "matching \(Excerpt.of(pattern, width: 120)) against \(text.unicodeScalars.count) scalars took \(steps) steps, more than \(bound) (linear in pattern and text)")
        return found
    }
}
