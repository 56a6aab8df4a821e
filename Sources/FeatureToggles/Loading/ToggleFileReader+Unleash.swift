import Diagnostics

extension ToggleFileReader {
    static let unleashTopLevelKeys = ["version", "features", "segments", "query", "meta"]
    static let unleashFeatureKeys = [
        "name", "description", "type", "project", "enabled", "stale", "strategies", "variants",
        "impressionData", "dependencies", "constraints", "createdAt", "lastSeenAt",
        // Sent by the delta API beside the strategies' own; Unleash's SDKs evaluate the
        // segments of strategies only, and so does this reader.
        "segments",
    ]

    mutating func readUnleash(_ root: JSONNode) -> ToggleConfiguration {
        var configuration = ToggleConfiguration(format: .unleash)
        guard let members = object(root, "the top-level object", known: Self.unleashTopLevelKeys) else { return configuration }
        _ = integer(members["version"]?.value, "\"version\"")
        for (index, node) in (array(members["segments"]?.value, "\"segments\"") ?? []).enumerated() {
            if let segment = unleashSegment(node, subject: "segment \(index + 1)") { configuration.segments[segment.id] = segment }
        }
        guard let featuresNode = require(members, "features", in: "the top-level object", at: root.location),
              let features = array(featuresNode, "\"features\"")
        else { return configuration }
        configuration.reserveCapacity(features.count)
        togglePlaces.reserveCapacity(features.count)
        for (index, node) in features.enumerated() {
            if let (toggle, location) = unleashFeature(node, position: index + 1) {
                if configuration.toggle(named: toggle.name) != nil {
                    warning(node.location, "the feature \"\(Excerpt.of(toggle.name))\" appears twice; the later one is used")
                }
                add(toggle, at: location, to: &configuration)
            }
        }
        return configuration
    }

    /// A segment of Unleash's format: its id (a number, or text) and its constraints.
    mutating func unleashSegment(_ node: JSONNode, subject: String) -> Segment? {
        guard let fields = object(node, subject, known: ["id", "name", "description", "constraints", "project", "createdAt", "createdBy"]),
              let idNode = require(fields, "id", in: subject, at: node.location)
        else { return nil }
        let id: String
        switch idNode.value {
        case .number(let text), .string(let text): id = text
        default:
            error(idNode.location, "\"id\" of \(subject) must be a number, not \(idNode.typeWithArticle)")
            return nil
        }
        return Segment(id: id, constraints: constraints(fields["constraints"]?.value, "\"constraints\" of segment \(Excerpt.of(id))"))
    }

    /// The feature, and where its name is written.
    mutating func unleashFeature(_ node: JSONNode, position: Int) -> (Toggle, SourceLocation)? {
        var subject = node["name"]?.string.map { "feature \"\(Excerpt.of($0))\"" } ?? "feature \(position)"
        guard let fields = object(node, subject, known: Self.unleashFeatureKeys),
              let nameNode = require(fields, "name", in: subject, at: node.location),
              let name = string(nameNode, "\"name\" of \(subject)")
        else { return nil }
        subject = "feature \"\(Excerpt.of(name))\""
        var toggle = Toggle(name: name)
        // Unleash's client API may send null, which means none.
        if let descriptionNode = fields["description"]?.value, descriptionNode.typeName != "null" {
            toggle.description = string(descriptionNode, "\"description\" of \(subject)")
        }
        if let enabledNode = require(fields, "enabled", in: subject, at: node.location) {
            toggle.enabled = bool(enabledNode, "\"enabled\" of \(subject)") ?? false
        } else {
            toggle.enabled = false
        }
        // Unleash's client API may send null, which means false.
        if let impressionNode = fields["impressionData"]?.value, impressionNode.typeName != "null" {
            toggle.impressionData = bool(impressionNode, "\"impressionData\" of \(subject)") ?? false
        }
        toggle.strategies = strategies(fields["strategies"]?.value, "\"strategies\" of \(subject)", toggle: name)
        let variantNode = fields["variants"]?.value
        let variants = self.variants(variantNode, "\"variants\" of \(subject)", toggle: name)
        checkUnleashWeights(variants, subject: "\"variants\" of \(subject)", at: variantNode?.location)
        toggle.variants = variants.map(\.0)
        toggle.variantStickiness = toggle.variants.first?.stickiness
        toggle.constraints = constraints(fields["constraints"]?.value, "\"constraints\" of \(subject)")
        toggle.dependencies = dependencies(fields["dependencies"]?.value, "\"dependencies\" of \(subject)", toggle: name)
        return (toggle, nameNode.location)
    }
}
