import Diagnostics
@testable import FeatureToggles

/// Just enough of JSON Schema (draft 2020-12) to check `FeatureToggles.schema.json`
/// without dependencies: the keywords that schema uses, and an error for any other, so
/// that the schema cannot silently outgrow what this checks.
struct MinimalJSONSchema {
    let root: JSONNode

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "default", "examples", "$defs"]

    /// The problems of `instance`, as "path: message"; empty when it is valid.
    func problems(of instance: JSONNode) -> [String] {
        var found: [String] = []
        check(instance, against: root, path: "$", into: &found)
        return found
    }

    private func resolve(_ reference: String) -> JSONNode? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let next = node[String(part)] else { return nil }
            node = next
        }
        return node
    }

    private func check(_ instance: JSONNode, against schema: JSONNode, path: String, into found: inout [String]) {
        guard let keywords = schema.members else {
            if schema.bool == false { found.append("\(path): nothing is allowed here") }
            return
        }
        for keyword in keywords {
            let value = keyword.value
            switch keyword.key {
            case _ where Self.annotations.contains(keyword.key):
                continue
            case "$ref":
                guard let target = value.string.flatMap(resolve) else { found.append("\(path): unresolvable $ref"); continue }
                check(instance, against: target, path: path, into: &found)
            case "type":
                let allowed = value.string.map { [$0] } ?? value.elements?.compactMap(\.string) ?? []
                if !allowed.contains(where: { Self.hasType(instance, $0) }) {
                    found.append("\(path): expected \(allowed.joined(separator: " or ")), found \(instance.typeName)")
                }
            case "enum":
                if !(value.elements ?? []).contains(where: { Self.same($0, instance) }) { found.append("\(path): not one of the allowed values") }
            case "const":
                if !Self.same(value, instance) { found.append("\(path): must be \(value.compactText)") }
            case "properties":
                guard let members = instance.members else { continue }
                for property in value.members ?? [] {
                    if let member = members.last(where: { $0.key == property.key }) {
                        check(member.value, against: property.value, path: "\(path).\(property.key)", into: &found)
                    }
                }
            case "required":
                guard let members = instance.members else { continue }
                for name in value.elements?.compactMap(\.string) ?? [] where !members.contains(where: { $0.key == name }) {
                    found.append("\(path): missing \(name)")
                }
            case "additionalProperties":
                guard let members = instance.members else { continue }
                let declared = Set(schema["properties"]?.members?.map(\.key) ?? [])
                for member in members where !declared.contains(member.key) {
                    check(member.value, against: value, path: "\(path).\(member.key)", into: &found)
                }
            case "propertyNames":
                for member in instance.members ?? [] {
                    check(member.keyNode, against: value, path: "\(path) key \(member.key)", into: &found)
                }
            case "items":
                for (index, element) in (instance.elements ?? []).enumerated() {
                    check(element, against: value, path: "\(path)[\(index)]", into: &found)
                }
            case "minimum":
                if let number = instance.double, let limit = value.double, number < limit { found.append("\(path): below \(limit)") }
            case "maximum":
                if let number = instance.double, let limit = value.double, number > limit { found.append("\(path): above \(limit)") }
            case "minLength":
                if let text = instance.string, let limit = value.int, text.unicodeScalars.count < limit { found.append("\(path): shorter than \(limit)") }
            case "pattern":
                if let text = instance.string, let pattern = value.string, let program = try? RegexProgram(pattern: pattern), !program.matches(text) {
                    found.append("\(path): does not match \(pattern)")
                }
            case "oneOf", "anyOf":
                let matches = (value.elements ?? []).filter { branch in
                    var inner: [String] = []
                    check(instance, against: branch, path: path, into: &inner)
                    return inner.isEmpty
                }.count
                if keyword.key == "oneOf" ? matches != 1 : matches == 0 { found.append("\(path): \(matches) of the \(keyword.key) branches match") }
            case "not":
                var inner: [String] = []
                check(instance, against: value, path: path, into: &inner)
                if inner.isEmpty { found.append("\(path): matches a schema it must not match") }
            default:
                found.append("\(path): the test's schema checker does not know the keyword \(keyword.key)")
            }
        }
    }

    static func hasType(_ node: JSONNode, _ type: String) -> Bool {
        switch type {
        case "integer": node.int != nil
        case "number": node.double != nil
        default: node.typeName == type
        }
    }

    static func same(_ lhs: JSONNode, _ rhs: JSONNode) -> Bool {
        switch (lhs.value, rhs.value) {
        case (.number, .number): lhs.double == rhs.double
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            a.count == b.count && a.allSatisfy { member in b.contains { $0.key == member.key && same($0.value, member.value) } }
        default: lhs.value == rhs.value
        }
    }
}
