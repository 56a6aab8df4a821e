import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles
import TestSupport

/// The evaluator against ``ReferenceEvaluator`` (the algorithm before evaluation was
/// precompiled) over many generated toggles, layers and contexts: the same details,
/// bucketing included, and the same random numbers drawn in the same order.
struct DifferentialTests {
    typealias Generator = SplitMix64

    /// Small vocabularies, so that generated constraints, user lists and overrides often match.
    enum Vocabulary {
        static let userIds = ["1", "2", "42", "user-7", "vip", "", "ü-9", "a-rather-long-user-identifier-0001"]
        static let sessionIds = ["s1", "s2", "", "session-000000000042"]
        static let addresses = ["10.1.2.3", "192.168.0.1", "::1", "2001:db8::7", " 10.0.0.9 ", "garbage", ""]
        static let environments = ["production", "staging", "dev", "", "Production"]
        static let appNames = ["home-cli", "home", "other", ""]
        static let countries = ["no", "se", "xx", "NO", "", "norway"]
        static let builds = ["130", "99", "120", "abc", " 12 ", "0x1F", "1e3", "-5", "", "007", "12.5", "Infinity", "+4"]
        static let versions = ["2.1.0", "1.0.0-rc.99999999999999999999", "1.0.0-rc.2", "9007199254740992.0.0", "1.0.0-beta.1", "2.0.0", "v2", "10.0.0", "2.0.0-rc.1+build.5", "1.2", ""]
        static let emails = ["a@x.io", "B@X.IO", "nobody", ""]
        static let dates = ["2026-01-01T00:00:00Z", "2026-01-01T00:00:00.000000001Z", "2031-06-01T12:00:00+02:00", "yesterday", ""]
        static let tenants = ["acme", "globex", "", "ΟΔΟΣ", "οδος", "ΣΑΣ"]

        static let fields = [
            "userId", "sessionId", "remoteAddress", "environment", "appName", "currentTime",
            "country", "build", "version", "email", "date", "tenant",
        ]

        static func values(for field: String) -> [String] {
            switch field {
            case "userId": userIds
            case "sessionId": sessionIds
            case "remoteAddress": addresses + ["10.0.0.0/8", "2001:db8::/32", "192.168.0.0/33"]
            case "environment": environments
            case "appName": appNames
            case "currentTime", "date": dates
            case "country": countries
            case "build": builds
            case "version": versions
            case "email": emails + ["^[a-z]+@x\\.io$", "(", "a|b"]
            default: tenants
            }
        }

        static let variantNames = ["a", "b", "c", "list", "grid", "400"]
        static let toggleNames = ["home.template", "t1", "t2", "t3", "t4", "parent", "child", "café", "cafe\u{301}"]
        static let segmentIds = ["s1", "s2", "s3"]
    }

    struct Builder {
        var generator: SplitMix64

        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }
        mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

        mutating func constraint() -> Constraint {
            let field = pick(Vocabulary.fields)
            let operatorName = chance(4) ? "BOGUS" : pick(ConstraintOperator.allCases).rawValue
            let candidates = Vocabulary.values(for: field) + ["2.0.0", "120", "2030-01-01T00:00:00Z", "home"]
            let values = (0..<count(0...3)).map { _ in pick(candidates) }
            let value: String? = chance(90) ? pick(candidates) : nil
            return Constraint(
                contextName: field, operator: operatorName, values: values, value: value,
                inverted: chance(25), caseInsensitive: chance(25)
            )
        }

        mutating func constraints(_ range: ClosedRange<Int>) -> [Constraint] { (0..<count(range)).map { _ in constraint() } }

        mutating func variants(_ range: ClosedRange<Int>) -> [VariantDefinition] {
            (0..<count(range)).map { _ in
                VariantDefinition(
                    name: pick(Vocabulary.variantNames),
                    weight: pick([0, 1, 33, 50, 100, 100, 500]),
                    payload: chance(40) ? Payload(type: pick(["string", "number", "json"]), value: pick(["x", "12", "{}", ""])) : nil,
                    stickiness: chance(30) ? pick(["default", "userId", "sessionId", "random", "tenant", ""]) : nil,
                    overrides: chance(25) ? [VariantOverride(contextName: pick(["userId", "country", "tenant"]), values: [pick(Vocabulary.userIds + Vocabulary.countries)])] : []
                )
            }
        }

        mutating func percentage() -> String? {
            chance(10) ? nil : pick(["0", "1", "25", "50", "99", "100", "abc", " 50 ", "33.5"])
        }

        mutating func strategy() -> Strategy {
            let name = pick(Strategy.knownNames + ["default", "flexibleRollout", "flexibleRollout", "applicationHostname"])
            var parameters: [String: String] = [:]
            switch name {
            case "userWithId":
                parameters["userIds"] = (0..<count(0...3)).map { _ in pick(Vocabulary.userIds) }.joined(separator: pick([",", ", "]))
            case "gradualRolloutUserId", "gradualRolloutSessionId", "gradualRolloutRandom":
                parameters["percentage"] = percentage()
                if chance(50) { parameters["groupId"] = pick(["g", "", "home.template"]) }
            case "flexibleRollout":
                parameters["rollout"] = percentage()
                if chance(70) { parameters["stickiness"] = pick(["default", "userId", "sessionId", "random", "tenant", "country", ""]) }
                if chance(50) { parameters["groupId"] = pick(["g", "", "home.template"]) }
            case "remoteAddress":
                parameters["IPs"] = (0..<count(0...3)).map { _ in pick(["10.0.0.0/8", "192.168.0.1", "::1", "2001:db8::/32", "bad", " 10.1.2.3 "]) }.joined(separator: ",")
            default:
                break
            }
            return Strategy(
                name: name, parameters: parameters, constraints: constraints(0...2),
                segments: (0..<count(0...2)).map { _ in pick(Vocabulary.segmentIds + ["missing"]) },
                variants: chance(30) ? variants(1...3) : []
            )
        }

        mutating func toggle(named name: String) -> Toggle {
            if chance(8) {
                return .value(name, pick([.string("x"), .number(400), Payload(type: "json", value: "{}")]), category: chance(50) ? .ops : nil)
            }
            let dependencies = chance(20) ? (0..<count(1...2)).map { _ in
                ToggleDependency(
                    feature: pick(Vocabulary.toggleNames + ["ghost"]), enabled: chance(75),
                    variants: chance(40) ? [pick(Vocabulary.variantNames + ["disabled"])] : []
                )
            } : []
            return Toggle(
                name: name, category: chance(70) ? pick(ToggleCategory.allCases) : nil, enabled: chance(88),
                constraints: chance(30) ? constraints(1...3) : [], strategies: (0..<count(0...3)).map { _ in strategy() },
                variants: chance(60) ? variants(1...4) : [],
                variantStickiness: chance(40) ? pick(["default", "userId", "sessionId", "random", "tenant", "remoteAddress", ""]) : nil,
                dependencies: dependencies
            )
        }

        mutating func configuration(names: [String]) -> ToggleConfiguration {
            let segments = Vocabulary.segmentIds.filter { _ in chance(70) }.map { Segment(id: $0, constraints: constraints(0...2)) }
            return ToggleConfiguration(toggles: names.map { toggle(named: $0) }, segments: segments, format: chance(50) ? .native : .unleash)
        }

        mutating func overrides() -> [ToggleOverride] {
            (0..<count(0...3)).map { _ in
                let name = pick(Vocabulary.toggleNames + ["only-overridden"])
                let value: ToggleOverride.Value = chance(50) ? .enabled(chance(50)) : .variant(pick(Vocabulary.variantNames + ["12.5", "fresh"]))
                return chance(50)
                    ? ToggleOverride(name: name, value: value, layer: .environment, source: "DYNAMIC_HOME_TOGGLE_X")
                    : ToggleOverride(name: name, value: value, layer: .commandLine, source: "--toggle \(name)=…")
            }
        }

        mutating func context() -> EvaluationContext {
            var properties: [String: String] = [:]
            for field in ["country", "build", "version", "email", "date", "tenant"] where chance(60) {
                properties[field] = pick(Vocabulary.values(for: field))
            }
            // Properties named like standard fields: Unleash falls back to them when the field is unset.
            if chance(15) { properties["userId"] = pick(Vocabulary.userIds) }
            if chance(15) { properties["environment"] = pick(Vocabulary.environments) }
            var context = EvaluationContext(
                userId: chance(80) ? pick(Vocabulary.userIds) : nil,
                sessionId: chance(50) ? pick(Vocabulary.sessionIds) : nil,
                remoteAddress: chance(50) ? pick(Vocabulary.addresses) : nil,
                environment: chance(60) ? pick(Vocabulary.environments) : nil,
                appName: chance(50) ? pick(Vocabulary.appNames) : nil,
                currentTime: chance(30) ? pick([Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 2_000_000_000)]) : nil,
                properties: properties
            )
            // As decoded from JSON: to the nanosecond, or not a date-time at all.
            if chance(10) {
                context.givenTime = chance(50) ? RFC3339.instant("2026-01-01T00:00:00.000000001Z").map { .instant($0) } : .unreadable("tomorrow", at: nil)
            }
            return context
        }
    }

    static let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_900_000_000) }

    /// Equal, with NaN thresholds (a percentage that is not a number) counting as equal:
    /// `Bucketing`'s own `==` compares them as doubles, so such details never equal themselves.
    static func same(_ lhs: Bucketing?, _ rhs: Bucketing?) -> Bool {
        guard var lhs, var rhs else { return lhs == nil && rhs == nil }
        if lhs.threshold.isNaN, rhs.threshold.isNaN {
            lhs.threshold = 0
            rhs.threshold = 0
        }
        return lhs == rhs
    }

    static func same(_ lhs: EvaluationDetails, _ rhs: EvaluationDetails) -> Bool {
        guard same(lhs.rollout, rhs.rollout), same(lhs.variantBucketing, rhs.variantBucketing) else { return false }
        var lhs = lhs
        var rhs = rhs
        (lhs.rollout, lhs.variantBucketing, rhs.rollout, rhs.variantBucketing) = (nil, nil, nil, nil)
        return lhs == rhs
    }

    /// Compares every field, and the bucketing in full, so that a failure says what differs.
    static func expectSame(_ actual: EvaluationDetails, _ expected: EvaluationDetails, _ note: @autoclosure () -> String) {
        #expect(same(actual.rollout, expected.rollout), "\(note()): rollout \(String(describing: actual.rollout)) != \(String(describing: expected.rollout))")
        #expect(same(actual.variantBucketing, expected.variantBucketing), "\(note()): variant bucketing \(String(describing: actual.variantBucketing)) != \(String(describing: expected.variantBucketing))")
        #expect(same(actual, expected), "\(note()): \(actual) != \(expected)")
        // `String`'s `==` is canonical equivalence; the bytes reported must be the same too.
        #expect(Array(actual.name.utf8) == Array(expected.name.utf8), "\(note()): name bytes")
    }

    @Test(arguments: 0..<8)
    func generatedTogglesEvaluateAsBefore(batch: Int) {
        var builder = Builder(generator: SplitMix64(seed: 0xD1FF_0000 &+ UInt64(batch)))
        var compared = 0
        for round in 0..<40 {
            let defaultNames = Vocabulary.toggleNames.filter { _ in builder.chance(30) }
            let fileNames = Vocabulary.toggleNames.filter { _ in builder.chance(75) }
            let defaults = builder.configuration(names: defaultNames)
            let file = builder.chance(90) ? builder.configuration(names: fileNames) : nil
            let overrides = builder.chance(35) ? builder.overrides() : []
            let seed = UInt64(batch * 1000 + round)
            let evaluator = ToggleEvaluator(defaults: defaults, file: file, overrides: overrides, random: .seeded(seed), now: Self.clock)
            let reference = ReferenceEvaluator(defaults: defaults, file: file, overrides: overrides, random: .seeded(seed), now: Self.clock)
            #expect(evaluator.names.map { Array($0.utf8) } == reference.names.map { Array($0.utf8) })
            for _ in 0..<12 {
                let context = builder.context()
                for name in Vocabulary.toggleNames + ["ghost", "only-overridden"] {
                    Self.expectSame(evaluator.evaluate(name, context: context), reference.evaluate(name, context: context), "batch \(batch) round \(round) \(name)")
                    compared += 1
                }
                let all = evaluator.evaluateAll(context: context)
                let expected = reference.evaluateAll(context: context)
                #expect(all.count == expected.count, "batch \(batch) round \(round): evaluateAll")
                for (actual, wanted) in zip(all, expected) {
                    Self.expectSame(actual, wanted, "batch \(batch) round \(round) evaluateAll \(wanted.name)")
                }
                compared += expected.count
            }
        }
        #expect(compared > 5_000)
    }

    /// The Unleash specification's states with generated contexts, beside its own cases.
    @Test func specificationStatesEvaluateAsBefore() throws {
        var builder = Builder(generator: SplitMix64(seed: 0x5EC5))
        var compared = 0
        for file in ConformanceTests.files {
            let root = try #require(try? JSONNode.parse(file.bytes, file: file.file))
            guard let state = root["state"], let configuration = ToggleFile.parse(state).configuration else { continue }
            let evaluator = ToggleEvaluator(file: configuration, random: .seeded(3), now: Self.clock)
            let reference = ReferenceEvaluator(defaults: .empty, file: configuration, overrides: [], random: .seeded(3), now: Self.clock)
            let given = ConformanceTests.cases.filter { $0.file == file.file }.map(\.context)
            for context in given + (0..<40).map({ _ in builder.context() }) {
                for name in configuration.names {
                    Self.expectSame(evaluator.evaluate(name, context: context), reference.evaluate(name, context: context), "\(file.file) \(name)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
    }

    /// Names that are equal as `String`s but differ in bytes: the look-up key is the first
    /// layer's, the reported name the definition's own, as before.
    @Test func canonicallyEqualNamesInTwoLayersEvaluateAsBefore() {
        let defaults = ToggleConfiguration(toggles: [.flag("café", enabled: true)])
        let file = ToggleConfiguration(toggles: [Toggle(name: "cafe\u{301}", variants: [VariantDefinition(name: "a", weight: 1), VariantDefinition(name: "b", weight: 1)])])
        let overrides = [ToggleOverride(name: "cafe\u{301}", value: .enabled(true), layer: .commandLine, source: "--toggle")]
        for overrides in [[], overrides] {
            let evaluator = ToggleEvaluator(defaults: defaults, file: file, overrides: overrides, random: .seeded(1), now: Self.clock)
            let reference = ReferenceEvaluator(defaults: defaults, file: file, overrides: overrides, random: .seeded(1), now: Self.clock)
            #expect(evaluator.names.map { Array($0.utf8) } == reference.names.map { Array($0.utf8) })
            for name in ["café", "cafe\u{301}"] {
                let actual = evaluator.evaluate(name, context: EvaluationContext(userId: "7"))
                let expected = reference.evaluate(name, context: EvaluationContext(userId: "7"))
                Self.expectSame(actual, expected, name)
                #expect(Array(actual.name.utf8) == Array(expected.name.utf8))
                #expect(actual.variantBucketing.map { Array($0.groupId.utf8) } == expected.variantBucketing.map { Array($0.groupId.utf8) })
            }
        }
    }
}
