import Foundation
import Testing
@testable import FeatureToggles
import TestSupport

/// Each shortcut evaluation takes gives the answer of the general code it stands for:
/// `String`'s `==`, `hasPrefix` and `hasSuffix`, `Dictionary` and `Set` look-ups,
/// `Double(text)`, the semantic-version parser as it was, murmur3 over joined text.
struct FastPathTests {
    /// Every string over `alphabet` up to `length` characters.
    static func strings(_ alphabet: [String], upTo length: Int) -> [String] {
        var all = [""]
        var previous = [""]
        for _ in 0..<length {
            previous = previous.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += previous
        }
        return all
    }

    @Test func asciiPrefixesAndSuffixesAgreeWithString() {
        // CR and LF make one character: a prefix may not end between them.
        let texts = Self.strings(["a", "b", "\r", "\n"], upTo: 4)
        let operands = Self.strings(["a", "b", "\r", "\n"], upTo: 3)
        var compared = 0
        for text in texts {
            for operand in operands {
                #expect(StringMatch.asciiHasPrefix(text, [Array(operand.utf8)]) == text.hasPrefix(operand), "\(Array(text.utf8)) prefix \(Array(operand.utf8))")
                #expect(StringMatch.asciiHasSuffix(text, [Array(operand.utf8)]) == text.hasSuffix(operand), "\(Array(text.utf8)) suffix \(Array(operand.utf8))")
                compared += 1
            }
            let pair = [Array("a\r".utf8), Array("b".utf8)]
            #expect(StringMatch.asciiHasPrefix(text, pair) == (text.hasPrefix("a\r") || text.hasPrefix("b")))
        }
        #expect(compared == 341 * 85)
    }

    /// A rollout whose variants hash the same value after the same group id hashes it once
    /// for both; the buckets are those of two separate hashes, and lists that hash another
    /// value (another stickiness or group id, random, one weighted variant) are not paired.
    @Test func aRolloutHashesForItsPairedVariantsTheBucketsOfTwoHashes() throws {
        func rollout(_ parameters: [String: String], variants: [VariantDefinition] = []) -> Strategy {
            Strategy(name: "flexibleRollout", parameters: ["rollout": "100"].merging(parameters) { $1 }, variants: variants)
        }
        let weighted = [VariantDefinition(name: "list", weight: 50), VariantDefinition(name: "grid", weight: 30)]
        let cases: [(toggle: Toggle, paired: Bool)] = [
            (Toggle(name: "t", strategies: [rollout(["stickiness": "userId"])], variants: weighted, variantStickiness: "userId"), true),
            (Toggle(name: "t", strategies: [rollout([:])], variants: weighted), true),
            (Toggle(name: "t", strategies: [rollout(["stickiness": "tenant"], variants: weighted.map {
                VariantDefinition(name: $0.name, weight: $0.weight, stickiness: "tenant") })]), true),
            (Toggle(name: "t", strategies: [rollout(["stickiness": "userId"])], variants: weighted, variantStickiness: "sessionId"), false),
            (Toggle(name: "t", strategies: [rollout(["groupId": "other"])], variants: weighted), false),
            (Toggle(name: "t", strategies: [rollout(["stickiness": "random"])], variants: weighted, variantStickiness: "random"), false),
            (Toggle(name: "t", strategies: [rollout([:])], variants: [VariantDefinition(name: "only", weight: 1)]), false),
        ]
        let contexts = (0..<200).map { index in
            EvaluationContext(
                userId: index % 7 == 0 ? nil : "user-\(index)-日本", sessionId: "session-\(index)",
                properties: index % 3 == 0 ? [:] : ["tenant": "tenant-\(index)"])
        }
        for (toggle, paired) in cases {
            let evaluator = ToggleEvaluator(file: ToggleConfiguration(toggles: [toggle]), random: .seeded(7))
            let compiled = try #require(evaluator.table.toggle(named: "t"))
            #expect((compiled.strategies[0].pairedVariants != nil) == paired, "\(toggle.strategies[0].parameters)")
            for context in contexts {
                let details = evaluator.evaluate("t", context: context)
                guard let variant = details.variantBucketing, variant.isHashed, let rollout = details.rollout else { continue }
                #expect(rollout.bucket == Bucketing.normalizedValue(rollout.stickinessValue, groupId: rollout.groupId, modulus: 100, seed: Bucketing.rolloutSeed))
                #expect(variant.bucket == Bucketing.normalizedValue(variant.stickinessValue, groupId: variant.groupId, modulus: 80, seed: Bucketing.variantSeed))
            }
        }
    }

    /// Details keep the value a rollout hashed inline up to 16 bytes, and the context
    /// beyond: the explanations show the context's value either way, for the rollout, for
    /// a paired variant list and for one that hashes another field.
    @Test func theExplanationsShowTheHashedValueWhateverItsLength() {
        let weighted = [VariantDefinition(name: "list", weight: 50), VariantDefinition(name: "grid", weight: 30)]
        let rollout = Strategy(name: "flexibleRollout", parameters: ["rollout": "100", "stickiness": "userId"])
        let toggles = [
            Toggle(name: "paired", strategies: [rollout], variants: weighted, variantStickiness: "userId"),
            Toggle(name: "apart", strategies: [rollout], variants: weighted, variantStickiness: "sessionId"),
        ]
        let evaluator = ToggleEvaluator(file: ToggleConfiguration(toggles: toggles))
        let pieces = ["a", "é", "日", "🇳🇴"]
        for length in 1...20 {
            for piece in pieces {
                let user = String(repeating: piece, count: length)
                let session = "s" + user
                let context = EvaluationContext(userId: user, sessionId: session)
                let paired = evaluator.evaluate("paired", context: context)
                #expect(paired.rollout?.stickinessValue == user, "\(user.utf8.count) bytes")
                #expect(paired.variantBucketing?.stickinessValue == user, "\(user.utf8.count) bytes")
                let apart = evaluator.evaluate("apart", context: context)
                #expect(apart.rollout?.stickinessValue == user, "\(user.utf8.count) bytes")
                #expect(apart.variantBucketing?.stickinessValue == session, "\(session.utf8.count) bytes")
            }
        }
    }

    @Test func inlineTextKeepsUpToSixteenBytes() {
        for text in Self.strings(["a", "é", "日", "🇳🇴"], upTo: 5) {
            let kept = Array(text.utf8).withUnsafeBufferPointer(InlineText.init)
            #expect(kept.string == (text.utf8.count <= InlineText.capacity ? text : nil), "\(Array(text.utf8))")
            #expect(kept.exists == (text.utf8.count <= InlineText.capacity))
        }
        #expect(InlineText.none.string == nil && !InlineText.none.exists)
    }

    @Test func textThatIsNotASCIIIsLeftToString() {
        // U+212A KELVIN SIGN is canonically "K", so bytes cannot decide.
        #expect(StringMatch.asciiHasPrefix("\u{212A}ey", [Array("K".utf8)]) == nil)
        #expect("\u{212A}ey".hasPrefix("K"))
        #expect(StringMatch.asciiHasSuffix("cafe\u{301}", [Array("e".utf8)]) == nil)
    }

    @Test func stringConstraintsIgnoreNothingStringWouldNot() throws {
        let constraints = [
            Constraint(contextName: "name", operator: "STR_STARTS_WITH", values: ["K"]),
            Constraint(contextName: "name", operator: "STR_ENDS_WITH", values: ["e"]),
            Constraint(contextName: "name", operator: "STR_STARTS_WITH", values: ["A\r"]),
        ]
        let contexts = ["\u{212A}elvin", "Kelvin", "cafe\u{301}", "cafe", "A\r\nB", "A\rB"]
        for constraint in constraints {
            let condition = CompiledCondition(constraint)
            for name in contexts {
                let context = EvaluationContext(properties: ["name": name])
                let reference = ReferenceEvaluator(defaults: .empty, file: nil, overrides: [], random: .seeded(1), now: { Date() })
                #expect(condition.holds(in: context, now: { Date() }) == reference.holds(constraint, in: context), "\(constraint.operatorName) \(constraint.values) on \(Array(name.unicodeScalars))")
            }
        }
    }

    @Test func namesAreFoundAsDictionaryFindsThem() {
        let names = ["home.template", "home.crossfade.durationMs", "a", "", "x.y.z.1234567", "\u{212A}elvin", "café", "日本"]
        let index = NameIndex(names)
        let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let lookups = names + ["Kelvin", "cafe\u{301}", "home.templat", "home.template ", "HOME.TEMPLATE", "日本語", "b"]
        for name in lookups {
            #expect(index.position(of: name) == dictionary[name], "\(Array(name.unicodeScalars))")
        }
        #expect(index.position(of: "Kelvin") == 5)
        #expect(index.position(of: "cafe\u{301}") == 6)

        let asciiOnly = NameIndex(["Kelvin", "b"])
        #expect(asciiOnly.position(of: "\u{212A}elvin") == 0)
        #expect(asciiOnly.position(of: "c") == nil)
    }

    @Test func manyGeneratedNamesAreFoundAsDictionaryFindsThem() {
        var generator = SplitMix64(seed: 99)
        let alphabet = Array("abcdefghij.-_0123456789") + ["é", "\u{212A}"]
        let names = Array(Set((0..<500).map { _ in
            String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }))
        let index = NameIndex(names)
        let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        for name in names { #expect(index.position(of: name) == dictionary[name]) }
        for _ in 0..<2_000 {
            let name = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(index.position(of: name) == dictionary[name])
        }
    }

    @Test func evaluationFindsNamesAsBefore() throws {
        let configuration = ToggleConfiguration(toggles: [.flag("\u{212A}elvin", enabled: true), .flag("plain", enabled: true)])
        let evaluator = ToggleEvaluator(file: configuration)
        #expect(evaluator.evaluate("Kelvin").enabled)
        #expect(evaluator.evaluate("Kelvin").errorCode == nil)
        #expect(evaluator.evaluate("plain").enabled)
        #expect(evaluator.evaluate("plai").errorCode == .flagNotFound)
    }

    @Test func textSetsAnswerAsSetDoes() {
        var generator = SplitMix64(seed: 7)
        let alphabet = ["a", "b", "é", "e\u{301}", "\u{212A}", "K"]
        for count in [0, 1, 3, TextSet.longestList, TextSet.longestList + 1, 40] {
            let values = (0..<count).map { _ in (0..<3).map { _ in alphabet.randomElement(using: &generator)! }.joined() }
            let set = TextSet(values)
            let reference = Set(values)
            for probe in Self.strings(alphabet, upTo: 3) {
                #expect(set.contains(probe) == reference.contains(probe), "\(count) values, \(Array(probe.unicodeScalars))")
            }
        }
    }

    @Test func fewPropertiesAreFoundAsDictionaryFindsThem() {
        for properties in [[:], ["a": "1"], ["a": "1", "b": "2", "\u{212A}": "3", "é": "4"], ["a": "1", "b": "2", "c": "3", "d": "4", "e": "5"]] {
            let context = EvaluationContext(properties: properties)
            for name in ["a", "b", "K", "\u{212A}", "e\u{301}", "é", "e", "z", ""] {
                #expect(context.property(name) == properties[name], "\(properties) \(Array(name.unicodeScalars))")
            }
        }
    }

    /// Contexts share their boxed fields until one is changed: a change never shows in a
    /// copy, and equality and hashing see the fields, not the box.
    @Test func contextCopiesAreIndependentValues() throws {
        let original = EvaluationContext(userId: "1", environment: "production", properties: ["country": "no"])
        var copy = original
        #expect(copy == original && copy.hashValue == original.hashValue)
        copy.userId = "2"
        copy.properties["country"] = "se"
        copy.sessionId = "s"
        copy.currentTime = Date(timeIntervalSince1970: 0)
        #expect(original.userId == "1" && original.properties == ["country": "no"] && original.sessionId == nil)
        #expect(original.currentTime == nil)
        #expect(copy.userId == "2" && copy.properties == ["country": "se"] && copy.sessionId == "s")
        #expect(copy != original)
        copy.userId = "1"
        copy.properties["country"] = "no"
        copy.sessionId = nil
        copy.currentTime = nil
        #expect(copy == original && copy.hashValue == original.hashValue)
        let decoded = try EvaluationContext.decode(from: Array(#"{"userId": "1", "environment": "production", "country": "no"}"#.utf8))
        #expect(decoded == original)
        // A context no other shares is changed in place; one taken before stays as it was.
        var growing = EvaluationContext()
        var halfway = growing
        for index in 0..<200 {
            growing.properties["p\(index)"] = "\(index)"
            if index == 99 { halfway = growing }
        }
        #expect(growing.properties.count == 200 && halfway.properties.count == 100)
        #expect(halfway.properties["p99"] == "99" && halfway.properties["p100"] == nil && growing.properties["p199"] == "199")
        #expect(String(describing: original) == #"EvaluationContext(userId: Optional("1"), sessionId: nil, remoteAddress: nil, environment: Optional("production"), appName: nil, properties: ["country": "no"], givenTime: nil)"#)
        let evaluator = ToggleEvaluator(file: ToggleFile.parse(Array(#"{"version": 1, "toggles": {"t": {"rollout": 50}}}"#.utf8)).configuration!)
        #expect(evaluator.evaluate("t", context: copy) == evaluator.evaluate("t", context: original))
    }

    @Test func wholeNumbersReadAsDoubleReadsThem() {
        let texts = Self.strings(["0", "7", "9", "-", "+", "."], upTo: 4)
            + ["130", "-0", "+0", "007", "999999999999999", "9999999999999999", "123456789012345678", "-123456789012345", "1e3", "12.5", "+-1", "1-", "--1"]
        for text in texts {
            let number = JavaScriptNumber.parse(text)
            let reference = ReferenceEvaluator.number(text)
            #expect(number?.bitPattern == reference?.bitPattern, "\(text): \(String(describing: number)) vs \(String(describing: reference))")
        }
    }

    @Test func versionsParseAsBefore() {
        var texts = Self.strings(["0", "1", ".", "-", "+", "a"], upTo: 6)
        texts += ["1.2.3", "10.20.30", "1.0.0-alpha.1", "1.0.0-0.3.7", "1.0.0+build.5", "1.0.0-rc.1+b", "18446744073709551615.0.0", "18446744073709551616.0.0", "18446744073709551620.0.0", "1.2.3é",
                  "9007199254740991.0.0", "9007199254740992.0.0", "1.0.0-rc.99999999999999999999", "1.0.0-rc.099", "1.0.0+99999999999999999999"]
        for text in texts {
            let version = SemanticVersion(text)
            let reference = ReferenceVersion(text)
            #expect(version.map { "\($0.major).\($0.minor).\($0.patch) \($0.prerelease)" } == reference.map { "\($0.major).\($0.minor).\($0.patch) \($0.prerelease)" }, "\(text)")
        }
    }

    @Test func bucketsOfPrecomputedPrefixesEqualBucketsOfJoinedText() {
        var generator = SplitMix64(seed: 3)
        let alphabet = Array("ab:.-_0123456789") + ["é", "😀"]
        for _ in 0..<500 {
            let groupId = String((0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let value = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let plan = RolloutPlan(stickiness: .default, percentage: 50, groupId: groupId)
            #expect(plan.bucket(of: value) == ReferenceEvaluator.normalizedValue(value, groupId: groupId, modulus: 100, seed: 0))
            let weights = [VariantDefinition(name: "a", weight: 33), VariantDefinition(name: "b", weight: 67)]
            let variants = CompiledVariants(weights, groupId: groupId, stickiness: nil)!
            #expect(variants.bucket(of: value) == ReferenceEvaluator.normalizedValue(value, groupId: groupId, modulus: 100, seed: 86_028_157))
        }
    }

    @Test func versionsAboveJavaScriptsSafeIntegersAreNotVersions() {
        #expect(SemanticVersion("9007199254740991.0.0") != nil)
        #expect(SemanticVersion("9007199254740992.0.0") == nil)
        #expect(SemanticVersion("18446744073709551616.0.0") == nil)
        let constraint = Constraint(contextName: "version", operator: "SEMVER_GT", value: "1.0.0")
        #expect(!CompiledCondition(constraint).holds(in: EvaluationContext(properties: ["version": "18446744073709551616.0.0"]), now: { Date() }))
    }

    @Test func weightsThatOverflowChooseNoVariantInsteadOfCrashing() {
        let configuration = ToggleConfiguration(toggles: [
            Toggle(name: "huge", variants: [VariantDefinition(name: "a", weight: .max), VariantDefinition(name: "b", weight: .max)]),
        ])
        let details = ToggleEvaluator(file: configuration).evaluate("huge", context: EvaluationContext(userId: "1"))
        #expect(details.enabled)
        #expect(details.variant == .disabled)
    }
}

/// The semantic-version parser as it was before it scanned contiguous bytes, with the
/// bounds of now: major, minor and patch at most 2^53 − 1, numeric identifiers of any length.
struct ReferenceVersion {
    var major: UInt64
    var minor: UInt64
    var patch: UInt64
    var prerelease: [SemanticVersion.Identifier]

    init?(_ text: String) {
        let bytes = text.utf8
        var index = bytes.startIndex
        func number() -> UInt64? {
            let start = index
            var value: UInt64 = 0
            while index != bytes.endIndex, (48...57).contains(bytes[index]) {
                value = value * 10 + UInt64(bytes[index] - 48)
                guard value <= 9_007_199_254_740_991 else { return nil }
                index = bytes.index(after: index)
            }
            let count = bytes.distance(from: start, to: index)
            guard count > 0, count == 1 || bytes[start] != 48 else { return nil }
            return value
        }
        func take(_ byte: UInt8) -> Bool {
            guard index != bytes.endIndex, bytes[index] == byte else { return false }
            index = bytes.index(after: index)
            return true
        }
        guard let major = number(), take(UInt8(ascii: ".")), let minor = number(), take(UInt8(ascii: ".")), let patch = number() else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        prerelease = []
        if index == bytes.endIndex { return }
        var core = Substring(text)[index...]
        if let plus = core.firstIndex(of: "+") {
            guard Self.identifiers(core[core.index(after: plus)...], leadingZeros: true) != nil else { return nil }
            core = core[..<plus]
        }
        guard !core.isEmpty else { return }
        guard core.first == "-", let identifiers = Self.identifiers(core.dropFirst(), leadingZeros: false) else { return nil }
        prerelease = identifiers
    }

    static func identifiers(_ text: Substring, leadingZeros: Bool) -> [SemanticVersion.Identifier]? {
        var identifiers: [SemanticVersion.Identifier] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            let allowed = part.utf8.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 == UInt8(ascii: "-") }
            guard !part.isEmpty, allowed else { return nil }
            if part.utf8.allSatisfy({ (48...57).contains($0) }) {
                if !leadingZeros, part.count > 1, part.first == "0" { return nil }
                identifiers.append(.numeric(String(part)))
            } else {
                identifiers.append(.alphanumeric(String(part)))
            }
        }
        return identifiers
    }
}
