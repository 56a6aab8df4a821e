import Testing
import TestSupport
@testable import FeatureToggles

/// Random patterns, made as trees here and written out as text: the engine compiles them
/// within the size limit and matches in bounded steps, and it agrees with a plain
/// reference matcher (sets of positions, no automaton) on short texts.
struct RegexPropertyTests {
    @Test func theEngineAgreesWithAReferenceMatcherOnRandomPatterns() throws {
        var generator = SplitMix64(seed: 0x5EED_0024)
        var compiled = 0
        var matched = 0
        for _ in 0..<1_500 {
            let pattern = RandomPattern.make(depth: 4, &generator)
            let text = pattern.text
            let program: RegexProgram
            do {
                program = try RegexProgram(pattern: text)
            } catch {
                // Only the size limit may refuse a pattern made here, and only a large one.
                #expect(error.message.hasPrefix("regex is too large"), "\(text): \(error)")
                #expect(pattern.largestSize > RegexProgram.maximumSize, "\(text) was refused: \(error)")
                continue
            }
            compiled += 1
            #expect(program.size <= RegexProgram.maximumSize + 1)
            #expect(program.size <= pattern.largestSize + 1, "\(text)")
            for _ in 0..<12 {
                let input = RandomPattern.input(&generator)
                var steps = 0
                let found = program.matches(input, steps: &steps)
                #expect(found == pattern.matches(input), "\(text) on \(input.debugDescription)")
                #expect(steps <= program.stepBound(for: input))
                if found { matched += 1 }
            }
        }
        #expect(compiled > 1_400)
        // About half the texts match: the cases are neither all "yes" nor all "no".
        #expect(matched > 4_000 && matched < 14_000)
    }

    @Test func randomPatternsWithLargeCountsStayWithinTheLimits() throws {
        var generator = SplitMix64(seed: 77)
        var refused = 0
        for _ in 0..<300 {
            let pattern = RandomPattern.make(depth: 5, largeCounts: true, &generator)
            guard let program = try? RegexProgram(pattern: pattern.text) else {
                refused += 1
                #expect(pattern.largestSize > RegexProgram.maximumSize)
                continue
            }
            let input = String(repeating: "aσK", count: 30)
            var steps = 0
            _ = program.matches(input, steps: &steps)
            #expect(program.size <= RegexProgram.maximumSize + 1)
            #expect(steps <= program.stepBound(for: input))
        }
        #expect(refused > 100 && refused < 280)
    }
}
