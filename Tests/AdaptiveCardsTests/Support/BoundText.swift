import Foundation

/// The texts a card template shows once its simple bindings are filled in from its data,
/// found by walking the template and the data with Foundation's reader, apart from the
/// templating under test: a `${a.b[0].c}` in a text block, a text run, a fact, an input's
/// label or an action's title is looked up in the data (repeated over a `$data` array,
/// with `$index`, `$root` and `$data`). What depends on more than paths (functions,
/// operators, a `$when`) is not counted: it is left to the unit tests of the language.
enum BoundText {
    static func texts(template: Any, data: Any) -> [VisibleText.Text] {
        var texts: [VisibleText.Text] = []
        walk(template, data: data, root: data, index: nil, inCard: true, into: &texts)
        return texts
    }

    private static let textKeys: [String: Set<String>] = [
        "TextBlock": ["text"], "TextRun": ["text"], "Input.Text": ["label"], "Input.Number": ["label"], "Input.Date": ["label"],
        "Input.Time": ["label"], "Input.Toggle": ["label", "title"], "Input.ChoiceSet": ["label"],
    ]

    private static func walk(_ node: Any, data: Any?, root: Any, index: Int?, inCard: Bool, into texts: inout [VisibleText.Text]) {
        if let array = node as? [Any] {
            for element in array {
                if let object = element as? [String: Any], let binding = object["$data"] {
                    guard let items = resolve(binding, data: data, root: root, index: index) else { continue }
                    if let list = items as? [Any] {
                        for (position, item) in list.enumerated() { walkObject(object, data: item, root: root, index: position, into: &texts) }
                    } else {
                        walkObject(object, data: items, root: root, index: nil, into: &texts)
                    }
                } else {
                    walk(element, data: data, root: root, index: index, inCard: inCard, into: &texts)
                }
            }
            return
        }
        guard let object = node as? [String: Any] else { return }
        if let binding = object["$data"] {
            guard let value = resolve(binding, data: data, root: root, index: index) else { return }
            walkObject(object, data: value, root: root, index: index, into: &texts)
        } else {
            walkObject(object, data: data, root: root, index: index, into: &texts)
        }
    }

    private static func walkObject(_ object: [String: Any], data: Any?, root: Any, index: Int?, into texts: inout [VisibleText.Text]) {
        // What a condition decides, what is hidden and what an action shows are not counted.
        if object["$when"] != nil || object["isVisible"] as? Bool == false { return }
        let type = object["type"] as? String ?? ""
        for key in textKeys[type] ?? [] {
            if let text = object[key] as? String, text.contains("${"), let filled = fill(text, data: data, root: root, index: index),
               var words = VisibleText.text(filled, markdown: type == "TextBlock") {
                words.isCut = object["maxLines"] != nil
                // A run is drawn joined to the runs beside it.
                words.isPart = type == "TextRun"
                texts.append(words)
            }
        }
        for fact in object["facts"] as? [Any] ?? [] where type == "FactSet" {
            walkFact(fact, data: data, root: root, index: index, into: &texts)
        }
        for (key, value) in object where !["$data", "$when", "card", "facts", "selectAction", "fallback"].contains(key) {
            walk(value, data: data, root: root, index: index, inCard: true, into: &texts)
        }
    }

    private static func walkFact(_ fact: Any, data: Any?, root: Any, index: Int?, into texts: inout [VisibleText.Text]) {
        guard let object = fact as? [String: Any] else { return }
        if let binding = object["$data"] {
            guard let list = resolve(binding, data: data, root: root, index: index) as? [Any] else { return }
            for (position, item) in list.enumerated() {
                var plain = object
                plain["$data"] = nil
                walkFact(plain, data: item, root: root, index: position, into: &texts)
            }
            return
        }
        if object["$when"] != nil { return }
        for key in ["title", "value"] {
            if let text = object[key] as? String, text.contains("${"), let filled = fill(text, data: data, root: root, index: index),
               let words = VisibleText.text(filled) {
                texts.append(words)
            }
        }
    }

    /// A `$data` value: a literal, or one simple binding.
    private static func resolve(_ binding: Any, data: Any?, root: Any, index: Int?) -> Any? {
        guard let text = binding as? String else { return binding }
        guard text.hasPrefix("${"), text.hasSuffix("}") else { return text }
        return path(String(text.dropFirst(2).dropLast()), data: data, root: root, index: index)
    }

    /// `text` with every binding filled in, or `nil` when one is more than a path.
    private static func fill(_ text: String, data: Any?, root: Any, index: Int?) -> String? {
        var output = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            output += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { return nil }
            guard let value = path(String(rest[start.upperBound..<end]), data: data, root: root, index: index) else { return nil }
            if let string = value as? String {
                output += string
            } else if let number = value as? NSNumber {
                output += number.doubleValue.rounded() == number.doubleValue ? String(Int(number.doubleValue)) : "\(number.doubleValue)"
            } else {
                return nil
            }
            rest = rest[rest.index(after: end)...]
        }
        return output + rest
    }

    /// The value at a path of names and indices (`a.b[0]`, `$root.x`, `$index`), or `nil`
    /// when the expression is more than a path.
    private static func path(_ expression: String, data: Any?, root: Any, index: Int?) -> Any? {
        let trimmed = expression.trimmingCharacters(in: .whitespaces)
        guard trimmed.range(of: #"^[$A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*|\[[0-9]+\])*$"#, options: .regularExpression) != nil else { return nil }
        var parts = trimmed.replacingOccurrences(of: "[", with: ".[").split(separator: ".").map(String.init)
        var value: Any? = data ?? root
        switch parts.first {
        case "$root": value = root; parts.removeFirst()
        case "$data": parts.removeFirst()
        case "$index": return index
        default: break
        }
        for part in parts {
            if part.hasPrefix("["), let position = Int(part.dropFirst().dropLast()) {
                guard let array = value as? [Any], array.indices.contains(position) else { return nil }
                value = array[position]
            } else {
                value = (value as? [String: Any])?[part]
            }
        }
        return value is NSNull ? nil : value
    }
}
