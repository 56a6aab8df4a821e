import Diagnostics

extension ToggleFileReader {
    static let constraintKeys = ["contextName", "operator", "values", "value", "inverted", "caseInsensitive"]

    mutating func constraints(_ node: JSONNode?, _ subject: String) -> [Constraint] {
        guard let elements = array(node, subject) else { return [] }
        var result: [Constraint] = []
        for (index, element) in elements.enumerated() {
            if let constraint = constraint(element, "constraint \(index + 1) of \(subject)") { result.append(constraint) }
        }
        return result
    }

    mutating func constraint(_ node: JSONNode, _ subject: String) -> Constraint? {
        guard let members = object(node, subject, known: Self.constraintKeys) else { return nil }
        guard let contextNode = require(members, "contextName", in: subject, at: node.location),
              let contextName = string(contextNode, "\"contextName\" of \(subject)"),
              let operatorNode = require(members, "operator", in: subject, at: node.location),
              let operatorName = string(operatorNode, "\"operator\" of \(subject)")
        else { return nil }
        if contextName.isEmpty { error(contextNode.location, "\"contextName\" of \(subject) must not be empty") }
        let values = strings(members["values"]?.value, "\"values\" of \(subject)") ?? []
        let value = scalarText(members["value"]?.value, "\"value\" of \(subject)")
        let inverted = bool(members["inverted"]?.value, "\"inverted\" of \(subject)") ?? false
        let caseInsensitive = bool(members["caseInsensitive"]?.value, "\"caseInsensitive\" of \(subject)") ?? false
        let constraint = Constraint(
            contextName: contextName, operator: operatorName, values: values, value: value,
            inverted: inverted, caseInsensitive: caseInsensitive
        )
        guard let kind = constraint.operator else {
            doubtful(
                operatorNode.location, "unknown operator \"\(Excerpt.of(operatorName))\" in \(subject)",
                hint: Spelling.suggestion(for: operatorName, in: ConstraintOperator.allCases.map(\.rawValue))
                    ?? "operators: \(ConstraintOperator.allCases.map(\.rawValue).joined(separator: ", "))"
            )
            return constraint
        }
        if kind.takesValueList {
            if members["values"] == nil {
                doubtful(node.location, "\(subject) uses \(operatorName), which needs a list in \"values\"",
                         hint: members["value"] != nil ? "write \"values\": [\"…\"] instead of \"value\"" : nil)
            }
        } else if value == nil, members["value"] == nil {
            doubtful(node.location, "\(subject) uses \(operatorName), which needs one operand in \"value\"",
                     hint: members["values"] != nil ? "write \"value\": \"…\" instead of \"values\"" : nil)
        } else if let problem = constraint.operandProblem {
            let place = members["value"]?.value.location ?? node.location
            if kind == .regex {
                doubtful(place, "the regular expression of \(subject) does not compile: \(problem)")
            } else {
                doubtful(place, "\"value\" of \(subject) cannot be used with \(operatorName): \(problem)")
            }
        }
        if kind == .inCIDR, let valuesNode = members["values"]?.value.elements {
            for element in valuesNode {
                if let text = element.string, AddressRange(text) == nil {
                    warning(element.location, "\"\(Excerpt.of(text))\" in \(subject) is not an IP address or CIDR range; it is ignored")
                }
            }
        }
        return constraint
    }
}
