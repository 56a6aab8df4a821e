import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles

/// Edges where the evaluator must decide as Unleash's SDKs do.
struct UnleashAgreementTests {
    static let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }

    /// Whether a toggle with `constraint` alone is on for `context`.
    static func holds(_ constraint: Constraint, _ context: EvaluationContext) -> Bool {
        let configuration = ToggleConfiguration(toggles: [Toggle(name: "t", constraints: [constraint])])
        return ToggleEvaluator(file: configuration, now: clock).isEnabled("t", context: context)
    }

    static func strings(_ operatorName: String, _ values: [String], caseInsensitive: Bool = true, inverted: Bool = false) -> Constraint {
        Constraint(contextName: "street", operator: operatorName, values: values, inverted: inverted, caseInsensitive: caseInsensitive)
    }

    static func street(_ text: String) -> EvaluationContext { EvaluationContext(properties: ["street": text]) }

    // MARK: Case (JavaScript's toLowerCase)

    @Test func lowerCaseIsJavaScripts() {
        #expect(JavaScriptCase.lowercased("ΟΔΟΣ") == "οδος")
        #expect(JavaScriptCase.lowercased("ΣΑΣ ΟΔΟΣ.") == "σας οδος.")
        #expect(JavaScriptCase.lowercased("Σ") == "σ")
        #expect(JavaScriptCase.lowercased("ΣΣ") == "σς")
        #expect(JavaScriptCase.lowercased("AΣ'") == "aς'")
        #expect(JavaScriptCase.lowercased("ΟΣ'Α") == "οσ'α")
        #expect(JavaScriptCase.lowercased("İSTANBUL Σ") == "i\u{307}stanbul σ")
        #expect(JavaScriptCase.lowercased("Home-CLI") == "home-cli")
    }

    @Test func caseInsensitiveStringOperatorsFoldAsUnleashDoes() {
        #expect(Self.holds(Self.strings("STR_CONTAINS", ["ΟΔΟΣ"]), Self.street("οδος")))
        #expect(Self.holds(Self.strings("STR_CONTAINS", ["οδος"]), Self.street("ΜΕΓΑΛΗ ΟΔΟΣ")))
        #expect(Self.holds(Self.strings("STR_ENDS_WITH", ["ΟΣ"]), Self.street("οδος")))
        #expect(Self.holds(Self.strings("STR_STARTS_WITH", ["ΟΔΟΣ"]), Self.street("οδος 12")))
        #expect(Self.holds(Self.strings("STR_STARTS_WITH", ["ΣΟ"]), Self.street("σοφία")))
        #expect(Self.holds(Self.strings("STR_CONTAINS", ["ΟΔΟΣ"], inverted: true), Self.street("οδος")) == false)
        // As in JavaScript: a capital sigma alone is σ, which "οδος" does not contain.
        #expect(!Self.holds(Self.strings("STR_CONTAINS", ["Σ"]), Self.street("οδος")))
        #expect(!Self.holds(Self.strings("STR_CONTAINS", ["ΟΔΟΣ"], caseInsensitive: false), Self.street("οδος")))
        // ASCII as before.
        #expect(Self.holds(Self.strings("STR_STARTS_WITH", ["HOME"]), Self.street("home-cli")))
        #expect(Self.holds(Self.strings("STR_ENDS_WITH", ["cli"]), Self.street("HOME-CLI")))
    }
}

extension UnleashAgreementTests {
    // MARK: Addresses (remoteAddress and IN_CIDR)

    /// Whether a toggle whose one strategy is `remoteAddress` with `ips` is on for `address`.
    static func remoteAddressHolds(ips: String, _ address: String?) -> Bool {
        let strategy = Strategy(name: "remoteAddress", parameters: ["IPs": ips])
        let configuration = ToggleConfiguration(toggles: [Toggle(name: "t", strategies: [strategy])])
        return ToggleEvaluator(file: configuration, now: clock).isEnabled("t", context: EvaluationContext(remoteAddress: address))
    }

    static func inCIDRHolds(_ values: [String], _ address: String) -> Bool {
        holds(Constraint(contextName: "remoteAddress", operator: "IN_CIDR", values: values), EvaluationContext(remoteAddress: address))
    }

    /// Unleash's Node SDK and its Rust engine read the context's address as it is: with
    /// a space around it, or an IPv6 zone index, it is no address and matches nothing.
    @Test(arguments: [" 10.0.0.1", "10.0.0.1 ", "\t10.0.0.1", "10.0.0.1\n", "10.0.0.1/32", "010.0.0.1.", "localhost", "", "10.0.0.1%eth0"])
    func aContextAddressIsReadAsItIs(_ address: String) {
        #expect(!Self.remoteAddressHolds(ips: "10.0.0.1", address))
        #expect(!Self.remoteAddressHolds(ips: "10.0.0.0/8", address))
        #expect(!Self.inCIDRHolds(["10.0.0.1"], address))
        #expect(!Self.inCIDRHolds(["0.0.0.0/0"], address))
    }

    @Test(arguments: ["fe80::1%eth0", "fe80::1%1", " ::1", "::1 ", "+1::", "1.2.3.4::", "1::2::3", "1:2:3:4:5:6:7:8:9", "12345::", "::ffff:1.2.3.4:5", "fe80::1%"])
    func anIPv6TextThatIsNoAddressMatchesNothing(_ address: String) {
        #expect(IPAddress(address) == nil)
        #expect(!Self.remoteAddressHolds(ips: "::/0", address))
        #expect(!Self.inCIDRHolds(["::/0"], address))
    }

    @Test func theAddressesMatchWhenWrittenExactly() {
        #expect(Self.remoteAddressHolds(ips: "10.0.0.1", "10.0.0.1"))
        #expect(Self.remoteAddressHolds(ips: "::/0", "fe80::1"))
        #expect(Self.remoteAddressHolds(ips: "::/0", "::ffff:1.2.3.4"))
        #expect(Self.inCIDRHolds(["::/0"], "fe80::1"))
        #expect(Self.inCIDRHolds([" 10.0.0.0/8 "], "10.9.8.7"))
    }

    /// The `IPs` list is split at commas and each entry trimmed (Unleash's Node SDK splits
    /// at `/\s*,\s*/`, its Rust engine trims each entry); an entry that is not an address
    /// or range is left out, and a text in the context equal to it does not match it.
    @Test func theListOfIPsIsSplitAtCommasAndTrimmed() {
        let ips = " 10.0.0.1 ,10.0.0.2,\t2001:db8::/32 , localhost, fe80::1%eth0"
        #expect(Self.remoteAddressHolds(ips: ips, "10.0.0.1"))
        #expect(Self.remoteAddressHolds(ips: ips, "10.0.0.2"))
        #expect(Self.remoteAddressHolds(ips: ips, "2001:db8::99"))
        #expect(!Self.remoteAddressHolds(ips: ips, "localhost"))
        #expect(!Self.remoteAddressHolds(ips: ips, "fe80::1%eth0"))
        #expect(!Self.remoteAddressHolds(ips: ips, "fe80::1"))
        #expect(!Self.remoteAddressHolds(ips: ips, nil))
    }

    // MARK: Semantic versions

    static func version(_ operatorName: String, _ operand: String, inverted: Bool = false) -> Constraint {
        Constraint(contextName: "version", operator: operatorName, value: operand, inverted: inverted)
    }

    static func version(_ text: String) -> EvaluationContext { EvaluationContext(properties: ["version": text]) }

    @Test func preReleaseNumbersHaveNoSizeLimit() throws {
        let huge = try #require(SemanticVersion("1.0.0-rc.99999999999999999999"))
        #expect(try #require(SemanticVersion("1.0.0-rc.1")) < huge)
        #expect(huge < (try #require(SemanticVersion("1.0.0-rc.100000000000000000000"))))
        #expect(huge < (try #require(SemanticVersion("1.0.0-rc.99999999999999999999a"))))
        #expect(huge < (try #require(SemanticVersion("1.0.0"))))
        #expect(try #require(SemanticVersion("1.0.0-rc.99999999999999999998")) < huge)
        #expect(SemanticVersion("1.0.0-rc.099999999999999999999") == nil)
        #expect(SemanticVersion("1.0.0+build.99999999999999999999") == SemanticVersion("1.0.0"))
        #expect(Self.holds(Self.version("SEMVER_GT", "1.0.0-rc.1"), Self.version("1.0.0-rc.99999999999999999999")))
        #expect(Self.holds(Self.version("SEMVER_LT", "1.0.0-rc.99999999999999999999"), Self.version("1.0.0-rc.18446744073709551616")))
        #expect(Self.holds(Self.version("SEMVER_EQ", "1.0.0-rc.99999999999999999999+b.1"), Self.version("1.0.0-rc.99999999999999999999")))
    }

    /// As in the `semver` package of Unleash's Node SDK: a major, minor or patch above
    /// 2^53 − 1 is not a version, so the constraint is false (then inverted).
    @Test func majorMinorAndPatchAreAtMostJavaScriptsSafeIntegers() throws {
        let largest = try #require(SemanticVersion("9007199254740991.9007199254740991.9007199254740991"))
        #expect(largest.major == 9_007_199_254_740_991)
        for text in ["9007199254740992.0.0", "0.9007199254740992.0", "0.0.9007199254740992", "18446744073709551616.0.0", "99999999999999999999999.0.0"] {
            #expect(SemanticVersion(text) == nil, "\(text)")
        }
        #expect(!Self.holds(Self.version("SEMVER_GT", "1.0.0"), Self.version("9007199254740992.0.0")))
        #expect(Self.holds(Self.version("SEMVER_GT", "1.0.0", inverted: true), Self.version("9007199254740992.0.0")))
        #expect(Self.holds(Self.version("SEMVER_GT", "1.0.0"), Self.version("9007199254740991.0.0")))
        let problem = Self.version("SEMVER_LT", "9007199254740992.0.0").operandProblem
        #expect(problem == "the value is not a semantic version (MAJOR.MINOR.PATCH, each at most 9007199254740991)")
    }
}

extension UnleashAgreementTests {
    // MARK: Where userId and sessionId come from

    /// `userWithId`, `gradualRolloutUserId` and `gradualRolloutSessionId` read the standard
    /// field alone (Unleash's `context.userId` / `context.sessionId`), never a property of
    /// the same name; `flexibleRollout` with a field stickiness falls back to the property.
    @Test func userStrategiesAgreeOnWhereTheUserComesFrom() throws {
        let text = """
        {"features": [
          {"name": "listed", "enabled": true, "strategies": [{"name": "userWithId", "parameters": {"userIds": "42"}}]},
          {"name": "byUser", "enabled": true, "strategies": [{"name": "gradualRolloutUserId", "parameters": {"percentage": "100", "groupId": "g"}}]},
          {"name": "bySession", "enabled": true, "strategies": [{"name": "gradualRolloutSessionId", "parameters": {"percentage": "100", "groupId": "g"}}]},
          {"name": "flexible", "enabled": true, "strategies": [{"name": "flexibleRollout", "parameters": {"rollout": "100", "stickiness": "userId", "groupId": "g"}}]}
        ]}
        """
        let configuration = try #require(ToggleFile.parse(Array(text.utf8)).configuration)
        let evaluator = ToggleEvaluator(file: configuration)
        let asProperties = EvaluationContext(properties: ["userId": "42", "sessionId": "s1"])
        #expect(!evaluator.isEnabled("listed", context: asProperties))
        #expect(!evaluator.isEnabled("byUser", context: asProperties))
        #expect(!evaluator.isEnabled("bySession", context: asProperties))
        #expect(evaluator.isEnabled("flexible", context: asProperties))

        let asFields = EvaluationContext(userId: "42", sessionId: "s1")
        for name in ["listed", "byUser", "bySession", "flexible"] { #expect(evaluator.isEnabled(name, context: asFields), "\(name)") }
        #expect(evaluator.evaluate("byUser", context: asFields).rollout?.stickinessValue == "42")

        let empty = EvaluationContext(userId: "", sessionId: "", properties: ["userId": "42", "sessionId": "s1"])
        #expect(!evaluator.isEnabled("byUser", context: empty))
        #expect(!evaluator.isEnabled("bySession", context: empty))
    }

    // MARK: currentTime and dates

    static func date(_ operatorName: String, _ operand: String, field: String = "currentTime", inverted: Bool = false) -> Constraint {
        Constraint(contextName: field, operator: operatorName, value: operand, inverted: inverted)
    }

    static func context(_ json: String) throws -> EvaluationContext {
        try EvaluationContext.decode(from: Array(json.utf8), file: "--context")
    }

    @Test func aCurrentTimeThatIsNotADateTimeIsAWarningAndMakesDateConstraintsFalse() throws {
        let context = try Self.context(#"{"userId": "1", "currentTime": "tomorrow"}"#)
        #expect(context.userId == "1")
        #expect(context.currentTime == nil)
        #expect(context.warnings.map(\.description) == [
            "--context:1:32: warning: \"currentTime\" is not an RFC 3339 date-time: \"tomorrow\"; date constraints on currentTime are false for this context (write a date-time such as 2026-11-16T09:30:00Z or 2026-11-16T10:30:00.250+01:00)",
        ])
        // The clock (2027) is after 2020 and before 2030, yet neither holds: there is no time.
        #expect(!Self.holds(Self.date("DATE_AFTER", "2020-01-01T00:00:00Z"), context))
        #expect(!Self.holds(Self.date("DATE_BEFORE", "2030-01-01T00:00:00Z"), context))
        #expect(Self.holds(Self.date("DATE_AFTER", "2020-01-01T00:00:00Z", inverted: true), context))
        #expect(Self.holds(Self.strings("STR_STARTS_WITH", ["tomo"]).replacingField("currentTime"), context))
        #expect(Self.holds(Self.date("DATE_AFTER", "2020-01-01T00:00:00Z"), EvaluationContext()))

        for text in [#"{"currentTime": "2026-13-01T00:00:00Z"}"#, #"{"currentTime": 1700000000}"#, #"{"currentTime": "2026-01-01T00:00:00"}"#] {
            #expect(try Self.context(text).warnings.count == 1, "\(text)")
        }
        #expect(try Self.context(#"{"currentTime": "2026-01-01T00:00:00Z"}"#).warnings.isEmpty)
        var set = EvaluationContext(currentTime: Date(timeIntervalSince1970: 0))
        #expect(set.warnings.isEmpty)
        set.currentTime = nil
        #expect(Self.holds(Self.date("DATE_AFTER", "2020-01-01T00:00:00Z"), set))
    }

    @Test func datesCompareToTheNanosecond() throws {
        let first = try #require(RFC3339.instant("2026-01-01T00:00:00.000000001Z"))
        let midnight = try #require(RFC3339.instant("2026-01-01T00:00:00Z"))
        #expect(midnight < first)
        #expect(first.nanoseconds == 1)
        #expect(RFC3339.instant("2026-01-01T00:00:00.0000000019Z") == first)
        #expect(RFC3339.instant("2026-01-01T01:00:00.000000001+01:00") == first)
        #expect(RFC3339.format(first) == "2026-01-01T00:00:00.000Z")

        let justAfter = try Self.context(#"{"currentTime": "2026-01-01T00:00:00.000000001Z"}"#)
        #expect(Self.holds(Self.date("DATE_AFTER", "2026-01-01T00:00:00Z"), justAfter))
        #expect(!Self.holds(Self.date("DATE_BEFORE", "2026-01-01T00:00:00Z"), justAfter))
        #expect(!Self.holds(Self.date("DATE_AFTER", "2026-01-01T00:00:00.000000001Z"), justAfter))
        let atMidnight = try Self.context(#"{"currentTime": "2026-01-01T00:00:00Z"}"#)
        #expect(Self.holds(Self.date("DATE_BEFORE", "2026-01-01T00:00:00.000000001Z"), atMidnight))
        #expect(!Self.holds(Self.date("DATE_AFTER", "2026-01-01T00:00:00Z"), atMidnight))
        // Any field read as a date-time.
        let property = EvaluationContext(properties: ["signup": "2026-01-01T00:00:00.000000002Z"])
        #expect(Self.holds(Self.date("DATE_AFTER", "2026-01-01T00:00:00.000000001Z", field: "signup"), property))
    }

    @Test func datesNeverTrap() {
        for seconds in [Double.infinity, -.infinity, .nan, 1e300, -1e300, 9.3e18] {
            let date = Date(timeIntervalSince1970: seconds)
            _ = CalendarDay(utc: date)
            _ = RFC3339.format(date)
            _ = Self.holds(Self.date("DATE_AFTER", "2026-01-01T00:00:00Z"), EvaluationContext(currentTime: date))
        }
        #expect(CalendarDay(utc: Date(timeIntervalSince1970: .nan)).description == "1970-01-01")
    }
}

extension Constraint {
    /// The same constraint on another field.
    func replacingField(_ field: String) -> Constraint {
        Constraint(contextName: field, operator: operatorName, values: values, value: value, inverted: inverted, caseInsensitive: caseInsensitive)
    }
}
