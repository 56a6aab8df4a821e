import Diagnostics
import Foundation
import FeatureToggles
import Testing
@testable import OFREPClient

/// OFREP answers read with their places, and become the same decisions as toggles.
struct AnswerTests {
    /// The bulk answer of OFREP's OpenAPI description (its example), with two more flags.
    static let answer = Array("""
        {"flags": [
          {"key": "discount-banner", "value": true, "reason": "TARGETING_MATCH", "variant": "enabled"},
          {"key": "theme-color", "value": "blue", "reason": "STATIC", "variant": "default"},
          {"key": "non-existent-flag", "errorCode": "FLAG_NOT_FOUND", "errorDetails": "Flag 'non-existent-flag' was not found"},
          {"key": "home.crossfade.durationMs", "value": 250, "reason": "SPLIT", "variant": "short"},
          {"key": "home.analytics", "errorCode": "TARGETING_KEY_MISSING"}
        ],
        "eventStreams": [{"type": "sse", "url": "https://sse.example.com/event-stream?channels=env_abc123_v1"}],
        "metadata": {"version": "v12"}}
        """.utf8)

    static let defaults = ToggleConfiguration(toggles: [Toggle.flag("home.analytics", enabled: true)])

    static func evaluator() throws -> ToggleEvaluator {
        let answer = try #require(OFREPAnswer.parse(Self.answer, source: "ofrep").answer)
        return ToggleEvaluator(file: answer.configuration(defaults: defaults), fileLayer: .server)
    }

    @Test func valuesKeepTheServicesReasonsAndVariants() throws {
        let evaluator = try Self.evaluator()
        let banner = evaluator.evaluate("discount-banner")
        #expect(banner.enabled && banner.reason == .targetingMatch && banner.layer == .server)
        #expect(banner.message == "the service's variant \"enabled\"")
        let theme = evaluator.evaluate("theme-color")
        #expect(theme.variantName == "blue" && theme.variant.payload == .string("blue") && theme.reason == .static)
        #expect(theme.message == "the service's variant \"default\"")
        let duration = evaluator.integer("home.crossfade.durationMs", default: 400)
        #expect(duration.value == 250 && duration.details.reason == .split)
    }

    @Test func failuresAreErrorsWithOpenFeaturesCodesAndTheApplicationsDefault() throws {
        let evaluator = try Self.evaluator()
        let missing = evaluator.evaluate("non-existent-flag")
        #expect(missing.reason == .error && missing.errorCode == .flagNotFound && !missing.enabled)
        #expect(missing.message == "Flag 'non-existent-flag' was not found")
        // The built-in default stands: analytics stay on, with the service's error said.
        let analytics = evaluator.evaluate("home.analytics")
        #expect(analytics.enabled && analytics.reason == .error && analytics.errorCode == .targetingKeyMissing)
    }

    @Test func aValueOfTheWrongTypeIsATypeMismatchWhereItIsRead() throws {
        let answer = try #require(OFREPAnswer.parse(Array(#"{"flags": [{"key": "n", "value": "fast", "reason": "STATIC"}]}"#.utf8), source: "s").answer)
        let evaluation = ToggleEvaluator(file: answer.configuration(defaults: .empty)).integer("n", default: 7)
        #expect(evaluation.value == 7 && evaluation.details.errorCode == .typeMismatch)
    }

    @Test func overridesStandAboveTheService() throws {
        let answer = try #require(OFREPAnswer.parse(Self.answer, source: "ofrep").answer)
        let evaluator = ToggleEvaluator(
            file: answer.configuration(defaults: Self.defaults), fileLayer: .server, environment: [:],
            commandLine: [(key: "theme-color", value: "red")])
        #expect(evaluator.evaluate("theme-color").variantName == "red")
        #expect(evaluator.evaluate("theme-color").layer == .commandLine)
    }

    @Test func unknownReasonsAndCodesAreNamedInTheMessage() throws {
        let text = #"{"flags": [{"key": "a", "value": "x", "reason": "CACHED"}, {"key": "b", "errorCode": "RATE_LIMITED"}]}"#
        let answer = try #require(OFREPAnswer.parse(Array(text.utf8), source: "s").answer)
        let evaluator = ToggleEvaluator(file: answer.configuration(defaults: .empty))
        #expect(evaluator.evaluate("a").reason == .default)
        #expect(evaluator.evaluate("a").message == "the service's reason CACHED")
        #expect(evaluator.evaluate("b").errorCode == .general)
        #expect(evaluator.evaluate("b").message == "the service answered RATE_LIMITED (the service's code RATE_LIMITED)")
    }

    @Test func aFlagThatDoesNotReadIsAParseErrorAndTheRestStands() throws {
        let text = #"{"flags": [{"key": "a", "value": [1], "reason": "STATIC"}, {"key": "b", "value": 2, "reason": 7}, {"key": "c", "value": 1}]}"#
        let result = OFREPAnswer.parse(Array(text.utf8), source: "s.json")
        let answer = try #require(result.answer)
        #expect(answer.flags.map(\.errorCode) == ["PARSE_ERROR", "PARSE_ERROR", nil])
        #expect(result.diagnostics.warnings.map(\.description) == [
            "s.json:1:34: warning: \"value\" of the flag \"a\" is an array, which no OpenFeature flag type is; the flag is a PARSE_ERROR",
            "s.json:1:95: warning: \"reason\" of the flag \"b\" must be a string, not a number; the flag is a PARSE_ERROR",
        ])
    }

    @Test func anAnswerWithoutFlagsIsAnErrorAtItsPlace() {
        let result = OFREPAnswer.parse(Array(#"{"flag": []}"#.utf8), source: "s.json")
        #expect(result.answer == nil)
        #expect(result.diagnostics.errors.map(\.description) == ["s.json:1:1: error: the answer has no \"flags\" array (an OFREP bulk answer is {\"flags\": [...]})"])
        #expect(OFREPAnswer.parse(Array("{\"flags\": [".utf8), source: "s").answer == nil)
    }

    @Test func theContextIsSentWithItsTargetingKey() {
        let body = OFREPContext.body(EvaluationContext(userId: "u-1", sessionId: "s", properties: ["plan": "pro"]))
        #expect(String(decoding: body, as: UTF8.self)
            == #"{"context":{"targetingKey":"u-1","userId":"u-1","sessionId":"s","plan":"pro"}}"#)
    }

    @Test func headersComeFromTheEnvironmentAndArePrintedWithoutValues() throws {
        let headers = try OFREPHeader.parse("Authorization=Bearer%20secret-1, X-API-Key=k2").get()
        #expect(headers == [OFREPHeader("Authorization", "Bearer secret-1"), OFREPHeader("X-API-Key", "k2")])
        #expect(headers.map(\.description) == ["Authorization: ***", "X-API-Key: ***"])
        let settings = OFREPSettings(baseURL: URL(string: "http://h:1")!, headers: headers)
        #expect(!settings.description.contains("secret"))
        guard case .failure(let failure) = OFREPHeader.parse("Authorization: secret-2") else {
            Issue.record("a pair without '=' is refused")
            return
        }
        #expect(!failure.message.contains("secret"))
        #expect(failure.message == "pair 1 of OFREP_HEADERS has no '=': write Name=value, e.g. Authorization=Bearer%20TOKEN")
    }

    @Test func retryAfterReadsSecondsAndDatesWithinItsLimit() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryAfter.parse("7", now: now) == .seconds(7))
        #expect(RetryAfter.parse("2023-11-14T22:13:40Z", now: now) == .seconds(20))
        #expect(RetryAfter.parse("Tue, 14 Nov 2023 22:14:20 GMT", now: now) == .seconds(60))
        #expect(RetryAfter.parse("999999", now: now) == OFREPSettings.maximumRetryAfter)
        #expect(RetryAfter.parse("soon", now: now) == nil)
    }
}
