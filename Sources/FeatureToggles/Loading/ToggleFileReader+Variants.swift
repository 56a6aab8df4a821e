import Diagnostics

extension ToggleFileReader {
    static let unleashVariantKeys = ["name", "weight", "weightType", "payload", "stickiness", "overrides"]
    static let nativeVariantKeys = ["name", "weight", "payload", "stickiness", "overrides", "description"]

    /// The largest weight of one variant: native weights are percentages; Unleash's are
    /// shares of their sum, which ``checkUnleashWeights(_:subject:at:)`` bounds too.
    static func largestWeight(_ format: ToggleFileFormat) -> Int {
        format == .native ? 100 : largestWholeNumber
    }

    static func weightHint(_ format: ToggleFileFormat) -> String {
        format == .native
            ? "weights are percentages from 0 to 100"
            : "Unleash gives a toggle's variants weights that add up to 1000"
    }

    /// The sum of some weights, or `nil` when it exceeds ``largestWholeNumber`` (never a
    /// trap, whatever the weights).
    static func totalWeight(_ weights: some Sequence<Int>) -> Int? {
        var total = 0
        for weight in weights {
            let (sum, overflow) = total.addingReportingOverflow(weight)
            guard !overflow, sum <= largestWholeNumber else { return nil }
            total = sum
        }
        return total
    }

    /// Variants, with their weights as written and whether one was given (and usable).
    mutating func variants(_ node: JSONNode?, _ subject: String, toggle: String) -> [(VariantDefinition, weightGiven: Bool, location: SourceLocation)] {
        guard let elements = array(node, subject) else { return [] }
        var result: [(VariantDefinition, weightGiven: Bool, location: SourceLocation)] = []
        var seen: Set<String> = []
        for (index, element) in elements.enumerated() {
            let itemSubject = "variant \(index + 1) of \(subject)"
            let known = format == .native ? Self.nativeVariantKeys : Self.unleashVariantKeys
            guard let members = object(element, itemSubject, known: known),
                  let nameNode = require(members, "name", in: itemSubject, at: element.location),
                  let name = string(nameNode, "\"name\" of \(itemSubject)")
            else { continue }
            if name.isEmpty { error(nameNode.location, "\"name\" of \(itemSubject) must not be empty") }
            if !seen.insert(name).inserted {
                warning(nameNode.location, "\(subject) has two variants named \"\(Excerpt.of(name))\"")
            }
            if checksVariantNames(of: toggle) { variantNames[toggle, default: []].append((name, nameNode.location)) }
            var weight = 0
            let weightNode = members["weight"]?.value
            var weightGiven = false
            if let weightNode, let value = integer(weightNode, "\"weight\" of \(itemSubject)", in: 0...Self.largestWeight(format), hint: Self.weightHint(format)) {
                weight = value
                weightGiven = true
            } else if weightNode != nil, let node {
                // Said once, here: the sum of the weights is not said again.
                refusedWeights.insert(node.location)
            } else if weightNode == nil, format == .unleash {
                error(element.location, "missing key \"weight\" in \(itemSubject)")
            }
            let stickiness = string(members["stickiness"]?.value, "\"stickiness\" of \(itemSubject)")
            var payload: Payload?
            if let payloadNode = members["payload"]?.value {
                payload = self.payload(payloadNode, "\"payload\" of \(itemSubject)")
                if let payload, exempts(payload, of: toggle) {
                    let written = payloadNode.members?.first { $0.key == "value" }?.value ?? payloadNode
                    exemptPayloads.append(ExemptPayload(toggle: toggle, variant: name, payload: payload, node: written))
                }
            }
            var overrides: [VariantOverride] = []
            if let overrideNodes = array(members["overrides"]?.value, "\"overrides\" of \(itemSubject)") {
                for (overrideIndex, overrideNode) in overrideNodes.enumerated() {
                    let overrideSubject = "override \(overrideIndex + 1) of \(itemSubject)"
                    guard let fields = object(overrideNode, overrideSubject, known: ["contextName", "values"]),
                          let contextNode = require(fields, "contextName", in: overrideSubject, at: overrideNode.location),
                          let contextName = string(contextNode, "\"contextName\" of \(overrideSubject)"),
                          let valuesNode = require(fields, "values", in: overrideSubject, at: overrideNode.location),
                          let values = strings(valuesNode, "\"values\" of \(overrideSubject)")
                    else { continue }
                    overrides.append(VariantOverride(contextName: contextName, values: values))
                }
            }
            let definition = VariantDefinition(name: name, weight: weight, payload: payload, stickiness: stickiness, overrides: overrides)
            // A weight that was refused is reported once, here, and counts as not given.
            result.append((definition, weightGiven, element.location))
        }
        return result
    }

    /// Whether a rule of ``ValidationOptions/variantNames`` for `toggle` exempts the
    /// variant carrying `payload` from naming one of its names.
    func exempts(_ payload: Payload, of toggle: String) -> Bool {
        options.variantNames.contains { $0.exemptPayloadType == payload.type && $0.toggles.matches(toggle) }
    }

    /// A payload: Unleash's `{"type", "value"}`; in the native format also a plain string
    /// (`string`), number (`number`), or any other JSON (`json`, kept as compact text).
    mutating func payload(_ node: JSONNode, _ subject: String) -> Payload? {
        if let members = node.members, Set(members.map(\.key)) == ["type", "value"],
           let type = members.first(where: { $0.key == "type" })?.value.string,
           ["string", "number", "json", "csv"].contains(type),
           let valueNode = members.first(where: { $0.key == "value" })?.value {
            guard let value = valueNode.string ?? (format == .unleash ? scalarText(valueNode, "\"value\" of \(subject)") : nil) else {
                error(valueNode.location, "\"value\" of \(subject) must be a string, not \(valueNode.typeWithArticle)")
                return nil
            }
            if type == "number", JavaScriptNumber.parse(value) == nil || value.trimmingWhitespace.isEmpty {
                doubtful(valueNode.location, "\(subject) has type number, but \"\(Excerpt.of(value))\" is not a number")
            }
            return Payload(type: type, value: value)
        }
        if format == .unleash {
            guard let members = object(node, subject, known: ["type", "value"]) else { return nil }
            guard let typeNode = require(members, "type", in: subject, at: node.location),
                  let type = string(typeNode, "\"type\" of \(subject)"),
                  let valueNode = require(members, "value", in: subject, at: node.location),
                  let value = scalarText(valueNode, "\"value\" of \(subject)")
            else { return nil }
            return Payload(type: type, value: value)
        }
        switch node.value {
        case .string(let text): return .string(text)
        case .number(let text): return Payload(type: "number", value: text)
        case .null:
            error(node.location, "\(subject) must not be null", hint: "leave \"payload\" out for no payload")
            return nil
        default: return Payload(type: "json", value: node.compactText)
        }
    }
}
