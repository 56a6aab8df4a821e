import Testing
@testable import FeatureToggles

/// Constraints read at most ``EvaluationContext/longestConstraintValue`` bytes of a
/// context value: a hostile-input probe's REGEX, within every limit of patterns, took
/// minutes on a 100,000-character user id, as matching costs pattern × text.
struct LongContextValueTests {
    static func evaluator(_ operators: [(String, String)]) throws -> ToggleEvaluator {
        let toggles = operators.enumerated().map { index, entry in
            #""t\#(index)": {"constraints": [{"contextName": "userId", "operator": "\#(entry.0)", \#(entry.1)}]}"#
        }
        let text = #"{"version": 1, "toggles": {"# + toggles.joined(separator: ", ") + "}}"
        let configuration = try #require(ToggleFile.parse(Array(text.utf8), file: "FeatureToggles.json").configuration)
        return ToggleEvaluator(file: configuration)
    }

    @Test func aValueLongerThanTheBoundIsMissingToConstraints() throws {
        let evaluator = try Self.evaluator([
            ("REGEX", #""value": "a{5}""#), ("STR_STARTS_WITH", #""values": ["aaa"]"#), ("NOT_IN", #""values": ["x"]"#),
            ("REGEX", #""value": "(?:[a-z]{1000}){49}""#),
        ])
        let atTheBound = EvaluationContext(userId: String(repeating: "a", count: EvaluationContext.longestConstraintValue))
        #expect(evaluator.evaluateAll(context: atTheBound).map(\.enabled) == [true, true, true, false])
        let long = EvaluationContext(userId: String(repeating: "a", count: 100_000))
        // Missing: the operators are false, NOT_IN true; the pattern is not matched at all.
        #expect(evaluator.evaluateAll(context: long).map(\.enabled) == [false, false, true, false])
        #expect(long.warnings.map(\.description) == [
            "warning: the context's userId is 100,000 bytes long, more than the 1,024 that constraints read; to constraints it is missing "
                + "(give a value of at most 1,024 bytes)",
        ])
        #expect(atTheBound.warnings.isEmpty)
    }

    @Test func theBoundCountsBytesAndCoversProperties() throws {
        // 342 three-byte scalars are 1,026 bytes.
        let wide = String(repeating: "€", count: 342)
        let context = EvaluationContext(properties: ["email": wide, "plan": "pro"])
        #expect(context.constraintValue(of: .property("email")) == nil)
        #expect(context.constraintValue(of: .property("plan")) == "pro")
        #expect(context.value(of: "email") == wide)
        #expect(context.warnings.map(\.message) == [
            "the context's email is 1,026 bytes long, more than the 1,024 that constraints read; to constraints it is missing",
        ])
    }

    /// Within the bound, the worst pattern of the limits costs what the step bound says:
    /// at most (25m + 1)(n + 1) for m instructions and n scalars.
    @Test func aPatternAtTheLimitsOnAValueAtTheBoundStaysWithinTheStepBound() throws {
        let program = try RegexProgram(pattern: "(?:[a-z]{1000}){49}")
        let text = String(repeating: "a", count: EvaluationContext.longestConstraintValue)
        var steps = 0
        #expect(!program.matches(text, steps: &steps))
        #expect(steps <= program.stepBound(for: text))
    }
}
