import Diagnostics

extension ToggleFileReader {
    static let nativeStrategyKeys = ["name", "parameters", "constraints", "segments", "variants"]
    static let unleashStrategyKeys = ["name", "parameters", "constraints", "segments", "variants", "id", "title", "disabled", "sortOrder"]

    /// The parameters each known strategy reads.
    static let strategyParameters: [String: [String]] = [
        "default": [],
        "userWithId": ["userIds"],
        "gradualRolloutUserId": ["percentage", "groupId"],
        "gradualRolloutSessionId": ["percentage", "groupId"],
        "gradualRolloutRandom": ["percentage"],
        "flexibleRollout": ["rollout", "stickiness", "groupId"],
        "remoteAddress": ["IPs"],
    ]

    mutating func strategies(_ node: JSONNode?, _ subject: String, toggle: String) -> [Strategy] {
        guard let elements = array(node, subject) else { return [] }
        var result: [Strategy] = []
        for (index, element) in elements.enumerated() {
            if let strategy = strategy(element, "strategy \(index + 1) of \(subject)", toggle: toggle) { result.append(strategy) }
        }
        return result
    }

    mutating func strategy(_ node: JSONNode, _ subject: String, toggle: String) -> Strategy? {
        let known = format == .native ? Self.nativeStrategyKeys : Self.unleashStrategyKeys
        guard let members = object(node, subject, known: known),
              let nameNode = require(members, "name", in: subject, at: node.location),
              let name = string(nameNode, "\"name\" of \(subject)")
        else { return nil }
        if format == .unleash, bool(members["disabled"]?.value, "\"disabled\" of \(subject)") == true { return nil }
        var parameters: [String: String] = [:]
        var parameterLocations: [String: SourceLocation] = [:]
        if let parametersNode = members["parameters"]?.value {
            if let entries = parametersNode.members {
                for entry in entries {
                    if let text = scalarText(entry.value, "parameter \"\(Excerpt.of(entry.key))\" of \(subject)") {
                        parameters[entry.key] = text
                        parameterLocations[entry.key] = entry.value.location
                    }
                }
            } else if case .null = parametersNode.value {
            } else {
                error(parametersNode.location, "\"parameters\" of \(subject) must be an object, not \(parametersNode.typeWithArticle)")
            }
        }
        checkParameters(name: name, nameLocation: nameNode.location, parameters: parameters, locations: parameterLocations, members: members, subject: subject)
        let constraints = constraints(members["constraints"]?.value, "\"constraints\" of \(subject)")
        var segments: [String] = []
        if let segmentNodes = array(members["segments"]?.value, "\"segments\" of \(subject)") {
            for segmentNode in segmentNodes {
                let id: String?
                switch segmentNode.value {
                case .number(let text) where format == .unleash: id = text
                case .string(let text): id = text
                default:
                    let expected = format == .native ? "a segment name" : "a segment id"
                    error(segmentNode.location, "a segment reference in \(subject) must be \(expected), not \(segmentNode.typeWithArticle)")
                    id = nil
                }
                if let id {
                    segments.append(id)
                    segmentReferences.append((toggle, id, segmentNode.location))
                }
            }
        }
        let variantNode = members["variants"]?.value
        var variants = self.variants(variantNode, "\"variants\" of \(subject)", toggle: toggle)
        if format == .native, let variantNode { variants = resolveNativeWeights(variants, subject: "\"variants\" of \(subject)", at: variantNode.location) }
        if format == .unleash { checkUnleashWeights(variants, subject: "\"variants\" of \(subject)", at: variantNode?.location) }
        return Strategy(name: name, parameters: parameters, constraints: constraints, segments: segments, variants: variants.map(\.0))
    }

    private mutating func checkParameters(
        name: String, nameLocation: SourceLocation, parameters: [String: String], locations: [String: SourceLocation],
        members: [String: JSONNode.Member], subject: String
    ) {
        guard let known = Self.strategyParameters[name] else {
            doubtful(nameLocation, "unknown strategy \"\(Excerpt.of(name))\" in \(subject); it is never on",
                     hint: Spelling.suggestion(for: name, in: Strategy.knownNames) ?? "strategies: \(Strategy.knownNames.joined(separator: ", "))")
            return
        }
        if format == .native {
            for key in parameters.keys.sorted() where !known.contains(key) {
                error(locations[key], "unknown parameter \"\(Excerpt.of(key))\" of strategy \(name) in \(subject)",
                      hint: Spelling.suggestion(for: key, in: known) ?? (known.isEmpty ? "\(name) takes no parameters" : "its parameters: \(known.joined(separator: ", "))"))
            }
        }
        let parametersLocation = members["parameters"]?.value.location ?? nameLocation
        for key in ["percentage", "rollout"] where known.contains(key) {
            guard let text = parameters[key] else {
                doubtful(parametersLocation, "strategy \(name) in \(subject) needs the parameter \"\(key)\" (0 to 100)")
                continue
            }
            guard let value = JavaScriptNumber.parse(text), !text.trimmingWhitespace.isEmpty, (0...100).contains(value) else {
                doubtful(locations[key], "parameter \"\(key)\" of \(subject) must be a percentage from 0 to 100, not \"\(Excerpt.of(text))\"")
                continue
            }
        }
        if name == "userWithId", parameters["userIds"] == nil {
            doubtful(parametersLocation, "strategy userWithId in \(subject) needs the parameter \"userIds\" (a comma-separated list)")
        }
        if name == "remoteAddress" {
            if let list = parameters["IPs"] {
                for entry in StrategyRule.list(list) where AddressRange(entry) == nil {
                    warning(locations["IPs"], "\"\(Excerpt.of(entry))\" in parameter \"IPs\" of \(subject) is not an IP address or CIDR range; it is ignored")
                }
            } else {
                doubtful(parametersLocation, "strategy remoteAddress in \(subject) needs the parameter \"IPs\" (a comma-separated list)")
            }
        }
    }

    /// Native weights are percentages: all given and adding up to 100, or some or none
    /// given, the rest of 100 shared evenly among the others (the first ones get the
    /// remainder), as Unleash shares "variable" weights.
    mutating func resolveNativeWeights(
        _ variants: [(VariantDefinition, weightGiven: Bool, location: SourceLocation)], subject: String, at location: SourceLocation
    ) -> [(VariantDefinition, weightGiven: Bool, location: SourceLocation)] {
        guard !variants.isEmpty, !refusedWeights.contains(location) else { return variants }
        // Each weight is 0…100 (larger ones were refused and count as 0); the sum is
        // checked all the same, so that no list of them can trap.
        guard let fixed = Self.totalWeight(variants.filter(\.weightGiven).map(\.0.weight)) else {
            error(location, "the weights of \(subject) add up to more than \(Self.largestWholeNumber); they must add up to 100")
            return variants
        }
        let variable = variants.filter { !$0.weightGiven }.count
        if variable == 0 {
            if fixed != 100 {
                error(location, "the weights of \(subject) add up to \(fixed); they must add up to 100",
                      hint: "weights are percentages; leave a weight out to give that variant the rest")
            }
            return variants
        }
        guard fixed <= 100, 100 - fixed >= variable else {
            error(location, "the weights of \(subject) add up to \(fixed), leaving too little of 100 for the \(variable) variant\(variable == 1 ? "" : "s") without a weight")
            return variants
        }
        let share = (100 - fixed) / variable
        var remainder = (100 - fixed) % variable
        return variants.map { entry in
            guard !entry.weightGiven else { return entry }
            var copy = entry
            copy.0.weight = share + (remainder > 0 ? 1 : 0)
            if remainder > 0 { remainder -= 1 }
            return copy
        }
    }

    mutating func checkUnleashWeights(_ variants: [(VariantDefinition, weightGiven: Bool, location: SourceLocation)], subject: String, at location: SourceLocation?) {
        guard !variants.isEmpty, !(location.map { refusedWeights.contains($0) } ?? false) else { return }
        switch Self.totalWeight(variants.map(\.0.weight)) {
        case nil:
            let hint = Self.weightHint(format)
            error(location, "the weights of \(subject) add up to more than \(Self.largestWholeNumber)", hint: hint)
        case 0?:
            warning(location, "the weights of \(subject) add up to 0, so no variant is ever chosen")
        default:
            break
        }
    }

    mutating func dependencies(_ node: JSONNode?, _ subject: String, toggle: String) -> [ToggleDependency] {
        guard let elements = array(node, subject) else { return [] }
        var result: [ToggleDependency] = []
        for (index, element) in elements.enumerated() {
            let itemSubject = "dependency \(index + 1) of \(subject)"
            guard let members = object(element, itemSubject, known: ["feature", "enabled", "variants"]),
                  let featureNode = require(members, "feature", in: itemSubject, at: element.location),
                  let feature = string(featureNode, "\"feature\" of \(itemSubject)")
            else { continue }
            let enabled = bool(members["enabled"]?.value, "\"enabled\" of \(itemSubject)") ?? true
            let variants = strings(members["variants"]?.value, "\"variants\" of \(itemSubject)") ?? []
            dependencyLocations[toggle, default: []].append((feature, featureNode.location))
            result.append(ToggleDependency(feature: feature, enabled: enabled, variants: variants))
        }
        return result
    }
}
