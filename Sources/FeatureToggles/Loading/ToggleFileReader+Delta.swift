import Diagnostics

extension ToggleFileReader {
    static let deltaTopLevelKeys = ["events"]
    /// Every key an event of any type may have; each type requires its own.
    static let deltaEventKeys = ["eventId", "type", "features", "segments", "feature", "featureName", "project", "segment", "segmentId"]

    /// Reads the events of a delta document (`{"events": [...]}`), in Unleash's format.
    ///
    /// An event of a type this version does not know is a warning and is left out (newer
    /// servers may send more); an event that does not read is an error at its place.
    ///
    /// - Parameter keepingSources: Whether each definition's JSON text is kept with its
    ///   event, for a backup of the state (``DeltaState/exported()``).
    mutating func readDeltaEvents(_ root: JSONNode, keepingSources: Bool) -> [DeltaEvent] {
        guard let members = object(root, "the top-level object", known: Self.deltaTopLevelKeys),
              let eventsNode = require(members, "events", in: "the top-level object", at: root.location),
              let nodes = array(eventsNode, "\"events\"")
        else { return [] }
        var events: [DeltaEvent] = []
        events.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            if let event = deltaEvent(node, position: index + 1, keepingSources: keepingSources) { events.append(event) }
        }
        return events
    }

    private mutating func deltaEvent(_ node: JSONNode, position: Int, keepingSources: Bool) -> DeltaEvent? {
        let subject = "event \(position)"
        guard let fields = object(node, subject, known: Self.deltaEventKeys),
              let idNode = require(fields, "eventId", in: subject, at: node.location),
              let eventId = integer(idNode, "\"eventId\" of \(subject)"),
              let typeNode = require(fields, "type", in: subject, at: node.location),
              let type = string(typeNode, "\"type\" of \(subject)")
        else { return nil }
        let errorsBefore = diagnostics.count { $0.severity == .error }
        var event: DeltaEvent?
        switch type {
        case "hydration":
            var features: [Toggle] = []
            var segments: [Segment] = []
            var featureSources: [String] = []
            var segmentSources: [String] = []
            for (index, segmentNode) in (array(fields["segments"]?.value, "\"segments\" of \(subject)") ?? []).enumerated() {
                guard let segment = unleashSegment(segmentNode, subject: "segment \(index + 1) of \(subject)") else { continue }
                segments.append(segment)
                if keepingSources { segmentSources.append(segmentNode.compactText) }
            }
            let featureNodes = require(fields, "features", in: subject, at: node.location).flatMap { array($0, "\"features\" of \(subject)") } ?? []
            features.reserveCapacity(featureNodes.count)
            for (index, featureNode) in featureNodes.enumerated() {
                guard let (toggle, location) = unleashFeature(featureNode, position: index + 1) else { continue }
                features.append(toggle)
                featurePlaces[toggle.name] = location
                if keepingSources { featureSources.append(featureNode.compactText) }
            }
            event = DeltaEvent(eventId: eventId, change: .hydration(features: features, segments: segments))
            event?.featureSources = featureSources
            event?.segmentSources = segmentSources
        case "feature-updated":
            guard let featureNode = require(fields, "feature", in: subject, at: node.location),
                  let (toggle, location) = unleashFeature(featureNode, position: position)
            else { return nil }
            featurePlaces[toggle.name] = location
            event = DeltaEvent(eventId: eventId, change: .featureUpdated(toggle))
            if keepingSources { event?.featureSources = [featureNode.compactText] }
        case "feature-removed":
            guard let nameNode = require(fields, "featureName", in: subject, at: node.location),
                  let name = string(nameNode, "\"featureName\" of \(subject)")
            else { return nil }
            event = DeltaEvent(eventId: eventId, change: .featureRemoved(name))
        case "segment-updated":
            guard let segmentNode = require(fields, "segment", in: subject, at: node.location),
                  let segment = unleashSegment(segmentNode, subject: "the segment of \(subject)")
            else { return nil }
            event = DeltaEvent(eventId: eventId, change: .segmentUpdated(segment))
            if keepingSources { event?.segmentSources = [segmentNode.compactText] }
        case "segment-removed":
            guard let idNode = require(fields, "segmentId", in: subject, at: node.location) else { return nil }
            switch idNode.value {
            case .number(let text), .string(let text):
                event = DeltaEvent(eventId: eventId, change: .segmentRemoved(text))
            default:
                error(idNode.location, "\"segmentId\" of \(subject) must be a number, not \(idNode.typeWithArticle)")
                return nil
            }
        default:
            warning(
                typeNode.location, "\(subject) is of type \"\(Excerpt.of(type))\", which this version does not know; it is left out",
                hint: Spelling.suggestion(for: type, in: DeltaEvent.typeNames) ?? "known types: \(DeltaEvent.typeNames.joined(separator: ", "))")
            return nil
        }
        // An event with an error inside (a strategy that does not read) is not applied.
        return diagnostics.count { $0.severity == .error } == errorsBefore ? event : nil
    }
}
