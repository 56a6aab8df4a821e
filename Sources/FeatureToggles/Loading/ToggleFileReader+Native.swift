import Diagnostics

extension ToggleFileReader {
    static let nativeTopLevelKeys = ["$schema", "version", "toggles", "segments"]
    static let nativeToggleKeys = [
        "description", "category", "owner", "expires", "enabled", "value", "variants", "stickiness",
        "rollout", "strategies", "constraints", "dependencies", "segments", "impressionData",
    ]
    /// The native format's version.
    static let nativeVersion = 1

    mutating func readNative(_ root: JSONNode) -> ToggleConfiguration {
        var configuration = ToggleConfiguration(format: .native)
        guard let members = object(root, "the top-level object", known: Self.nativeTopLevelKeys) else { return configuration }
        _ = string(members["$schema"]?.value, "\"$schema\"")
        if let versionNode = require(members, "version", in: "the top-level object", at: root.location),
           let version = integer(versionNode, "\"version\""), version != Self.nativeVersion {
            error(versionNode.location, "unsupported version \(version)", hint: "this program reads version \(Self.nativeVersion)")
        }
        if let segmentsNode = members["segments"]?.value, segmentsNode.members == nil {
            error(segmentsNode.location, "\"segments\" must be an object whose keys are segment names, not \(segmentsNode.typeWithArticle)")
        }
        for member in members["segments"]?.value.members ?? [] {
            let subject = "segment \"\(Excerpt.of(member.key))\""
            guard let fields = object(member.value, subject, known: ["description", "constraints"]) else { continue }
            _ = string(fields["description"]?.value, "\"description\" of \(subject)")
            guard let constraintsNode = require(fields, "constraints", in: subject, at: member.value.location) else { continue }
            configuration.segments[member.key] = Segment(id: member.key, constraints: constraints(constraintsNode, "\"constraints\" of \(subject)"))
        }
        guard let togglesNode = members["toggles"]?.value else { return configuration }
        guard togglesNode.members != nil else {
            error(togglesNode.location, "\"toggles\" must be an object whose keys are toggle names, not \(togglesNode.typeWithArticle)")
            return configuration
        }
        // Each toggle is read from its member as the members are walked, without a list
        // of them: a file may hold 600,000. A name is seen before when a toggle has it, or
        // a toggle of that name could not be read.
        var unreadable: Set<String> = []
        let count = togglesNode.count
        configuration.reserveCapacity(count)
        togglePlaces.reserveCapacity(count)
        togglesNode.forEachMember { member in
            if configuration.position(of: member.key) != nil || unreadable.contains(member.key) {
                error(member.keyLocation, "the toggle \"\(Excerpt.of(member.key))\" is defined twice", hint: "keep one")
                return
            }
            if member.key.isEmpty { error(member.keyLocation, "a toggle name must not be empty") }
            if let toggle = nativeToggle(member, segments: configuration.segments) {
                add(toggle, at: member.keyLocation, to: &configuration)
            } else {
                unreadable.insert(member.key)
            }
        }
        return configuration
    }

    private mutating func nativeToggle(_ member: JSONNode.Member, segments: [String: Segment]) -> Toggle? {
        let name = member.key
        let subject = "toggle \"\(Excerpt.of(name))\""
        guard let fields = object(member.value, subject, known: Self.nativeToggleKeys) else { return nil }
        var toggle = Toggle(name: name)
        toggle.description = string(fields["description"]?.value, "\"description\" of \(subject)")
        toggle.owner = string(fields["owner"]?.value, "\"owner\" of \(subject)")
        if let categoryNode = fields["category"]?.value, let text = string(categoryNode, "\"category\" of \(subject)") {
            if let category = ToggleCategory(rawValue: text) {
                toggle.category = category
            } else {
                let names = ToggleCategory.allCases.map(\.rawValue)
                error(categoryNode.location, "unknown category \"\(Excerpt.of(text))\" of \(subject)",
                      hint: Spelling.suggestion(for: text, in: names) ?? "categories: \(names.joined(separator: ", "))")
            }
        }
        if let expiresNode = fields["expires"]?.value, let text = string(expiresNode, "\"expires\" of \(subject)") {
            if let day = CalendarDay(text) {
                toggle.expires = day
                if let today = options.today, day < today {
                    warning(expiresNode.location, "\(subject) expired on \(day)\(toggle.owner.map { " (owner: \(Excerpt.of($0)))" } ?? "")",
                            hint: "remove the toggle, or move \"expires\" later")
                }
            } else {
                error(expiresNode.location, "\"expires\" of \(subject) must be a date written YYYY-MM-DD, not \"\(Excerpt.of(text))\"")
            }
        }
        toggle.enabled = bool(fields["enabled"]?.value, "\"enabled\" of \(subject)") ?? true
        toggle.impressionData = bool(fields["impressionData"]?.value, "\"impressionData\" of \(subject)") ?? false
        toggle.variantStickiness = string(fields["stickiness"]?.value, "\"stickiness\" of \(subject)")

        if let valueNode = fields["value"]?.value {
            if fields["variants"] != nil {
                error(valueNode.location, "\(subject) has both \"value\" and \"variants\"", hint: "give one: \"value\" is a single fixed variant")
            }
            let payload: Payload?
            switch valueNode.value {
            case .string(let text): payload = .string(text)
            case .number(let text): payload = Payload(type: "number", value: text)
            default:
                error(valueNode.location, "\"value\" of \(subject) must be a string or a number, not \(valueNode.typeWithArticle)",
                      hint: valueNode.bool != nil ? "use \"enabled\" to switch a toggle on or off" : nil)
                payload = nil
            }
            if let payload {
                toggle.variants = [VariantDefinition(name: payload.value, weight: 100, payload: payload)]
                toggle.isStaticValue = true
                if checksVariantNames(of: name) { variantNames[name, default: []].append((payload.value, valueNode.location)) }
            }
        } else if let variantsNode = fields["variants"]?.value {
            let read = variants(variantsNode, "\"variants\" of \(subject)", toggle: name)
            toggle.variants = resolveNativeWeights(read, subject: "\"variants\" of \(subject)", at: variantsNode.location).map(\.0)
        }

        toggle.strategies = strategies(fields["strategies"]?.value, "\"strategies\" of \(subject)", toggle: name)
        if let rolloutNode = fields["rollout"]?.value {
            if fields["strategies"] != nil {
                error(rolloutNode.location, "\(subject) has both \"rollout\" and \"strategies\"",
                      hint: "\"rollout\" is short for one flexibleRollout strategy; add it to \"strategies\" instead")
            } else if let strategy = rolloutStrategy(rolloutNode, subject: subject, toggle: name) {
                toggle.strategies = [strategy]
            }
        }
        toggle.constraints = constraints(fields["constraints"]?.value, "\"constraints\" of \(subject)")
        if let segmentNames = strings(fields["segments"]?.value, "\"segments\" of \(subject)") {
            for (index, segmentName) in segmentNames.enumerated() {
                if let segment = segments[segmentName] {
                    toggle.constraints += segment.constraints
                } else {
                    let location = fields["segments"]?.value.elements?[index].location
                    error(location, "\(subject) names no segment \"\(Excerpt.of(segmentName))\"",
                          hint: Spelling.suggestion(for: segmentName, in: segments.keys.sorted()) ?? (segments.isEmpty ? "define it under \"segments\" at the top level" : "segments: \(Excerpt.list(segments.keys.sorted()))"))
                }
            }
        }
        toggle.dependencies = dependencies(fields["dependencies"]?.value, "\"dependencies\" of \(subject)", toggle: name)
        return toggle
    }

    /// `"rollout": 25` or `"rollout": {"percentage": 25, "stickiness": "userId", "groupId": "g"}`:
    /// one flexibleRollout strategy whose group defaults to the toggle's name.
    private mutating func rolloutStrategy(_ node: JSONNode, subject: String, toggle: String) -> Strategy? {
        var percentageNode = node
        var stickiness = "default"
        var groupId = toggle
        if let fields = node.members != nil ? object(node, "\"rollout\" of \(subject)", known: ["percentage", "stickiness", "groupId"]) : nil {
            guard let found = require(fields, "percentage", in: "\"rollout\" of \(subject)", at: node.location) else { return nil }
            percentageNode = found
            stickiness = string(fields["stickiness"]?.value, "\"stickiness\" of the rollout of \(subject)") ?? stickiness
            groupId = string(fields["groupId"]?.value, "\"groupId\" of the rollout of \(subject)") ?? groupId
        }
        guard case .number(let text) = percentageNode.value, let percentage = Double(text), (0...100).contains(percentage) else {
            error(percentageNode.location, "the rollout of \(subject) must be a percentage from 0 to 100, not \(percentageNode.typeName == "number" ? Excerpt.of(percentageNode.compactText) : percentageNode.typeWithArticle)",
                  hint: "write \"rollout\": 25, or {\"percentage\": 25, \"stickiness\": \"userId\"}")
            return nil
        }
        return Strategy(name: "flexibleRollout", parameters: ["rollout": text, "stickiness": stickiness, "groupId": groupId])
    }
}
