import Foundation
@testable import FeatureToggles

/// The evaluation algorithm as it was before evaluation was precompiled (commit 1711d83),
/// kept word for word apart from names so that ``DifferentialTests`` can check that the
/// fast evaluator returns the same ``EvaluationDetails`` (bucketing included) and draws the
/// same random numbers for every generated toggle and context. Changed since only where
/// the semantics changed on purpose: `caseInsensitive` lower-cases as JavaScript does,
/// `gradualRolloutUserId`/`SessionId` read the standard field alone, and dates compare to
/// the nanosecond (a `currentTime` that is not a date-time makes them false).
///
/// It reads only the public model (`Toggle`, `Strategy`, `Constraint`…) and the leaf
/// parsers (numbers, dates, versions, regular expressions, addresses, murmur3 over bytes),
/// never the evaluator's compiled form.
struct ReferenceEvaluator {
    struct Entry {
        var toggle: Toggle
        var isDefined: Bool
        var layer: ToggleLayer
        var override: ToggleOverride?

        var definition: Toggle? { isDefined ? toggle : nil }
    }

    var entries: [String: Entry] = [:]
    var segments: [String: Segment]
    let random: RandomSource
    let now: @Sendable () -> Date
    let names: [String]

    init(defaults: ToggleConfiguration, file: ToggleConfiguration?, overrides: [ToggleOverride], random: RandomSource, now: @escaping @Sendable () -> Date) {
        for toggle in defaults.toggles { entries[toggle.name] = Entry(toggle: toggle, isDefined: true, layer: .defaults) }
        for toggle in file?.toggles ?? [] { entries[toggle.name] = Entry(toggle: toggle, isDefined: true, layer: .file) }
        for override in overrides.sorted(by: { $0.layer < $1.layer }) {
            let existing = entries[override.name] ?? Entry(toggle: Toggle(name: override.name), isDefined: false, layer: override.layer)
            entries[override.name] = Entry(
                toggle: existing.isDefined ? existing.toggle : Toggle(name: existing.toggle.name), isDefined: existing.isDefined,
                layer: existing.isDefined ? existing.layer : override.layer, override: override
            )
        }
        segments = defaults.segments.merging(file?.segments ?? [:]) { _, fromFile in fromFile }
        self.random = random
        self.now = now
        names = entries.keys.sorted()
    }

    func evaluateAll(context: EvaluationContext) -> [EvaluationDetails] {
        names.map { evaluate($0, context: context) }
    }

    func evaluate(_ name: String, context: EvaluationContext, depth: Int = 0) -> EvaluationDetails {
        guard let entry = entries[name] else { return .notFound(name) }
        if let override = entry.override {
            return applying(override, to: entry.definition, context: context)
        }
        guard entry.isDefined else { return .notFound(name) }
        var details = evaluate(entry.toggle, context: context, depth: depth)
        details.layer = entry.layer
        if entry.layer == .defaults, details.reason == .static { details.reason = .default }
        return details
    }

    // MARK: The definition

    func evaluate(_ toggle: Toggle, context: EvaluationContext, depth: Int) -> EvaluationDetails {
        var details = EvaluationDetails(name: toggle.name, enabled: false, reason: .disabled, layer: nil, category: toggle.category)
        guard toggle.enabled else {
            details.message = "the toggle is switched off"
            return details
        }
        if let unmet = unmetDependency(of: toggle, context: context, depth: depth) {
            details.reason = .default
            details.message = unmet
            return details
        }
        var targeted = !toggle.dependencies.isEmpty
        if !toggle.constraints.isEmpty {
            for index in toggle.constraints.indices where !holds(toggle.constraints[index], in: context) {
                details.reason = .default
                details.message = "a feature-level constraint does not hold"
                return details
            }
            targeted = true
        }

        var matched: Int?
        var rollout: Bucketing?
        if toggle.strategies.isEmpty {
            details.reason = targeted ? .targetingMatch : .static
        } else {
            var bucketedOut: Bucketing?
            for index in toggle.strategies.indices {
                let outcome = check(toggle.strategies[index], toggleName: toggle.name, context: context)
                if outcome.holds {
                    matched = index
                    details.strategy = toggle.strategies[index].name
                    rollout = outcome.bucketing
                    if outcome.bucketing != nil {
                        details.reason = .split
                    } else if toggle.strategies[index].name == "default", !targeted,
                              toggle.strategies[index].constraints.isEmpty, toggle.strategies[index].segments.isEmpty {
                        details.reason = .static
                    } else {
                        details.reason = .targetingMatch
                    }
                    break
                }
                if bucketedOut == nil, let bucketing = outcome.bucketing { bucketedOut = bucketing }
            }
            guard matched != nil else {
                details.rollout = bucketedOut
                details.reason = bucketedOut == nil ? .default : .split
                details.message = bucketedOut == nil ? "no strategy holds for this context" : "the rollout's bucket is above its percentage"
                return details
            }
        }
        details.enabled = true

        var choice: VariantChoice?
        if let matched, !toggle.strategies[matched].variants.isEmpty {
            let parameters = toggle.strategies[matched].parameters
            choice = chooseVariant(
                among: toggle.strategies[matched].variants,
                groupId: parameters["groupId"].flatMap { $0.isEmpty ? nil : $0 } ?? toggle.name,
                stickiness: parameters["stickiness"] ?? toggle.strategies[matched].variants[0].stickiness, context: context
            )
            if let found = choice { details.variant = resolved(toggle.strategies[matched].variants[found.index]) }
        }
        if choice == nil, !toggle.variants.isEmpty {
            choice = chooseVariant(
                among: toggle.variants, groupId: toggle.name,
                stickiness: toggle.variantStickiness ?? toggle.variants[0].stickiness, context: context
            )
            if let found = choice { details.variant = resolved(toggle.variants[found.index]) }
        }
        if let choice {
            if choice.byOverride {
                if details.reason != .split { details.reason = .targetingMatch }
            } else if choice.bucketing != nil {
                details.reason = .split
            }
        }
        details.rollout = rollout
        details.variantBucketing = choice?.bucketing
        return details
    }

    func unmetDependency(of toggle: Toggle, context: EvaluationContext, depth: Int) -> String? {
        for dependency in toggle.dependencies {
            guard let parentEntry = entries[dependency.feature], parentEntry.isDefined || parentEntry.override != nil else {
                return "its parent \"\(dependency.feature)\" does not exist"
            }
            if parentEntry.isDefined, !parentEntry.toggle.dependencies.isEmpty, parentEntry.override == nil {
                return "its parent \"\(dependency.feature)\" has parents of its own (only one level is allowed)"
            }
            guard depth < 1 else { return "dependencies are nested too deeply" }
            let parent = evaluate(dependency.feature, context: context, depth: depth + 1)
            if dependency.enabled {
                if !dependency.variants.isEmpty {
                    guard parent.enabled, dependency.variants.contains(parent.variant.name) else {
                        return "its parent \"\(dependency.feature)\" is not on with variant \(dependency.variants.map { "\"\($0)\"" }.joined(separator: " or "))"
                    }
                } else if !parent.enabled {
                    return "its parent \"\(dependency.feature)\" is off"
                }
            } else if parent.enabled {
                return "its parent \"\(dependency.feature)\" is on, and it must be off"
            }
        }
        return nil
    }

    // MARK: Overrides

    func applying(_ override: ToggleOverride, to toggle: Toggle?, context: EvaluationContext) -> EvaluationDetails {
        var details = EvaluationDetails(
            name: override.name, enabled: false, reason: .static, message: "set by \(override.source)",
            layer: override.layer, category: toggle?.category
        )
        switch override.value {
        case .enabled(false):
            details.reason = .disabled
        case .enabled(true):
            details.enabled = true
            if let toggle, !toggle.variants.isEmpty,
               let choice = chooseVariant(
                   among: toggle.variants, groupId: toggle.name,
                   stickiness: toggle.variantStickiness ?? toggle.variants[0].stickiness, context: context
               ) {
                details.variant = resolved(toggle.variants[choice.index])
                details.variantBucketing = choice.bucketing
                if choice.bucketing != nil { details.reason = .split }
            }
        case .variant(let name):
            details.enabled = true
            let defined = toggle.flatMap { toggle in
                (toggle.variants + toggle.strategies.flatMap(\.variants)).first { $0.name == name }
            }
            let payload = defined?.payload ?? Self.inferredPayload(name)
            details.variant = ResolvedVariant(name: name, enabled: true, payload: payload)
        }
        return details
    }

    static func inferredPayload(_ text: String) -> Payload {
        if !text.isEmpty, let number = Self.number(text), number.isFinite {
            return Payload(type: "number", value: text)
        }
        return .string(text)
    }

    func resolved(_ variant: VariantDefinition) -> ResolvedVariant {
        ResolvedVariant(name: variant.name, enabled: true, payload: variant.payload)
    }

    // MARK: Strategies

    struct StrategyOutcome {
        var holds: Bool
        var bucketing: Bucketing?
    }

    func check(_ strategy: Strategy, toggleName: String, context: EvaluationContext) -> StrategyOutcome {
        for constraint in strategy.constraints where !holds(constraint, in: context) {
            return StrategyOutcome(holds: false)
        }
        for id in strategy.segments {
            guard let segment = segments[id] else { return StrategyOutcome(holds: false) }
            for constraint in segment.constraints where !holds(constraint, in: context) {
                return StrategyOutcome(holds: false)
            }
        }
        let parameters = strategy.parameters
        func percentage(_ key: String) -> Double? { parameters[key].flatMap(Self.number) }
        switch strategy.name {
        case "default":
            return StrategyOutcome(holds: true)
        case "userWithId":
            let users = Set(Self.list(parameters["userIds"]))
            return StrategyOutcome(holds: context.userId.map(users.contains) ?? false)
        case "gradualRolloutUserId", "gradualRolloutSessionId":
            // As userWithId, the standard field alone (Unleash's context.userId / context.sessionId).
            let field = strategy.name == "gradualRolloutUserId" ? "userId" : "sessionId"
            guard let value = (field == "userId" ? context.userId : context.sessionId).nonEmpty else { return StrategyOutcome(holds: false) }
            return rollout(percentage("percentage"), stickiness: field, value: value, groupId: parameters["groupId"] ?? "")
        case "gradualRolloutRandom":
            let percentage = percentage("percentage")
            let bucket = random.next(upTo: 100)
            let bucketing = Bucketing(
                purpose: .rollout, stickiness: "random", stickinessValue: String(bucket), groupId: "",
                seed: Bucketing.rolloutSeed, isHashed: false, bucket: bucket, modulus: 100, threshold: percentage ?? .nan
            )
            return StrategyOutcome(holds: percentage.map { $0 >= Double(bucket) } ?? false, bucketing: bucketing)
        case "flexibleRollout":
            let groupId = parameters["groupId"].flatMap { $0.isEmpty ? nil : $0 }
            let stickiness = parameters["stickiness"]
            let value: String?
            let stickinessName: String
            switch stickiness {
            case nil, "", "default":
                stickinessName = "default"
                value = context.userId.nonEmpty ?? context.sessionId.nonEmpty ?? String(random.next(upTo: 10_000))
            case "random":
                stickinessName = "random"
                value = String(random.next(upTo: 10_000))
            case let field?:
                stickinessName = field
                value = Self.value(of: field, in: context)
            }
            guard let value else { return StrategyOutcome(holds: false) }
            return rollout(percentage("rollout"), stickiness: stickinessName, value: value, groupId: groupId ?? toggleName)
        case "remoteAddress":
            // The context's address exactly as given: a text that is no address matches nothing.
            let ranges = Self.list(parameters["IPs"]).compactMap(AddressRange.init)
            guard let text = context.remoteAddress, let address = IPAddress(text) else { return StrategyOutcome(holds: false) }
            return StrategyOutcome(holds: ranges.contains { $0.contains(address) })
        default:
            return StrategyOutcome(holds: false)
        }
    }

    func rollout(_ percentage: Double?, stickiness: String, value: String, groupId: String) -> StrategyOutcome {
        let bucket = Self.normalizedValue(value, groupId: groupId, modulus: 100, seed: 0)
        let bucketing = Bucketing(
            purpose: .rollout, stickiness: stickiness, stickinessValue: value, groupId: groupId,
            seed: 0, bucket: bucket, modulus: 100, threshold: percentage ?? .nan
        )
        guard let percentage else { return StrategyOutcome(holds: false, bucketing: bucketing) }
        return StrategyOutcome(holds: percentage > 0 && Double(bucket) <= percentage, bucketing: bucketing)
    }

    static func list(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
    }

    /// murmur3 x86_32 over the UTF-8 bytes of the joined text, as the specification says.
    static func normalizedValue(_ identifier: String, groupId: String, modulus: Int, seed: UInt32) -> Int {
        Int(UInt64(Murmur3.hash(Array("\(groupId):\(identifier)".utf8), seed: seed)) % UInt64(max(1, modulus))) + 1
    }

    // MARK: Variants

    struct VariantChoice {
        var index: Int
        var byOverride: Bool
        var bucketing: Bucketing?
    }

    func chooseVariant(among variants: [VariantDefinition], groupId: String, stickiness: String?, context: EvaluationContext) -> VariantChoice? {
        var total = 0
        var weighted = 0
        for variant in variants where variant.weight > 0 {
            total += variant.weight
            weighted += 1
        }
        guard total > 0 else { return nil }
        for (index, variant) in variants.enumerated() {
            for override in variant.overrides {
                if let value = Self.value(of: override.contextName, in: context), override.values.contains(value) {
                    return VariantChoice(index: index, byOverride: true)
                }
            }
        }
        if weighted == 1, let only = variants.firstIndex(where: { $0.weight > 0 }) {
            return VariantChoice(index: only, byOverride: false)
        }
        let stickinessName: String
        let value: String
        switch stickiness {
        case nil, "", "default":
            stickinessName = "default"
            value = context.userId.nonEmpty ?? context.sessionId.nonEmpty ?? context.remoteAddress.nonEmpty
                ?? String(random.next(upTo: 100_001) - 1)
        case "random":
            stickinessName = "random"
            value = String(random.next(upTo: 100_001) - 1)
        case let field?:
            stickinessName = field
            value = Self.value(of: field, in: context) ?? String(random.next(upTo: 100_001) - 1)
        }
        let bucket = Self.normalizedValue(value, groupId: groupId, modulus: total, seed: 86_028_157)
        var cumulative = 0
        for (index, variant) in variants.enumerated() where variant.weight > 0 {
            cumulative += variant.weight
            if cumulative >= bucket {
                let bucketing = Bucketing(
                    purpose: .variant, stickiness: stickinessName, stickinessValue: value, groupId: groupId,
                    seed: 86_028_157, bucket: bucket, modulus: total, threshold: Double(cumulative)
                )
                return VariantChoice(index: index, byOverride: false, bucketing: bucketing)
            }
        }
        return nil
    }

    // MARK: Context and constraints

    /// A standard field first, then `properties`; empty counts as absent.
    static func value(of name: String, in context: EvaluationContext) -> String? {
        let found: String?
        switch name {
        case "userId": found = context.userId
        case "sessionId": found = context.sessionId
        case "remoteAddress": found = context.remoteAddress
        case "environment": found = context.environment
        case "appName": found = context.appName
        case "currentTime":
            switch context.givenTime {
            case .instant(let instant)?: found = RFC3339.format(instant)
            case .unreadable(let text, _)?: found = text
            case nil: found = nil
            }
        default:
            guard let property = context.properties[name], !property.isEmpty else { return nil }
            return property
        }
        if let found, !found.isEmpty { return found }
        guard let property = context.properties[name], !property.isEmpty else { return nil }
        return property
    }

    func holds(_ constraint: Constraint, in context: EvaluationContext) -> Bool {
        let operators = ConstraintOperator.allCases.map(\.rawValue)
        guard operators.contains(constraint.operatorName) else { return false }
        let kind = ConstraintOperator(rawValue: constraint.operatorName)!
        let field = constraint.contextName
        let cleaned = constraint.values.filter { !$0.isEmpty }.map(\.trimmingWhitespace)
        let result: Bool
        switch kind {
        case .in, .notIn:
            let found = Self.value(of: field, in: context).map { Set(cleaned).contains($0) } ?? false
            result = found != (kind == .notIn)
        case .stringContains, .stringStartsWith, .stringEndsWith:
            // Both sides as JavaScript's toLowerCase gives them (final sigma included).
            let values = constraint.caseInsensitive ? cleaned.map(JavaScriptCase.lowercased) : cleaned
            if var text = Self.value(of: field, in: context) {
                if constraint.caseInsensitive { text = JavaScriptCase.lowercased(text) }
                switch kind {
                case .stringStartsWith: result = values.contains { text.hasPrefix($0) }
                case .stringEndsWith: result = values.contains { text.hasSuffix($0) }
                default: result = values.contains { text.contains($0) }
                }
            } else {
                result = false
            }
        case .numberEquals, .numberGreaterThan, .numberGreaterThanOrEqual, .numberLessThan, .numberLessThanOrEqual:
            if let operand = constraint.value.flatMap(Self.number), let text = Self.value(of: field, in: context), let number = Self.number(text) {
                switch kind {
                case .numberEquals: result = number == operand
                case .numberGreaterThan: result = number > operand
                case .numberGreaterThanOrEqual: result = number >= operand
                case .numberLessThan: result = number < operand
                default: result = number <= operand
                }
            } else {
                result = false
            }
        case .dateAfter, .dateBefore:
            // To the nanosecond; a currentTime that is not a date-time makes the operator false.
            let date: Instant?
            if field == "currentTime" {
                switch context.givenTime {
                case .instant(let instant)?: date = instant
                case .unreadable?: date = nil
                case nil: date = Instant(now())
                }
            } else {
                date = Self.value(of: field, in: context).flatMap(RFC3339.instant)
            }
            if let operand = constraint.value.flatMap(RFC3339.instant), let date {
                result = kind == .dateAfter ? date > operand : date < operand
            } else {
                result = false
            }
        case .semanticVersionEquals, .semanticVersionGreaterThan, .semanticVersionGreaterThanOrEqual,
             .semanticVersionLessThan, .semanticVersionLessThanOrEqual:
            if let operand = constraint.value.flatMap(SemanticVersion.init),
               let version = Self.value(of: field, in: context).flatMap(SemanticVersion.init) {
                switch kind {
                case .semanticVersionEquals: result = version == operand
                case .semanticVersionGreaterThan: result = version > operand
                case .semanticVersionGreaterThanOrEqual: result = version >= operand
                case .semanticVersionLessThan: result = version < operand
                default: result = version <= operand
                }
            } else {
                result = false
            }
        case .regex:
            guard let pattern = constraint.value,
                  let program = try? RegexProgram(pattern: pattern, caseInsensitive: constraint.caseInsensitive)
            else { return false }
            result = Self.value(of: field, in: context).map(program.matches) ?? false
        case .inCIDR:
            let ranges = cleaned.compactMap(AddressRange.init)
            if let address = Self.value(of: field, in: context).flatMap({ IPAddress($0) }) {
                result = ranges.contains { $0.contains(address) }
            } else {
                result = false
            }
        }
        return result != constraint.inverted
    }

    /// JavaScript's `Number(text)`, as the evaluator read numbers before.
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty { return 0 }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        let lower = trimmed.lowercased()
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lower.hasPrefix(prefix) {
            return UInt64(lower.dropFirst(2), radix: radix).map { Double($0) }
        }
        let allowed = lower.utf8.allSatisfy { (48...57).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        guard allowed, lower.utf8.contains(where: { (48...57).contains($0) }) else { return nil }
        return Double(trimmed)
    }
}
