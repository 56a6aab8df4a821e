import Diagnostics

/// Walks a template, expanding bindings, repeating elements over `$data` and dropping
/// those whose `$when` is false.
struct TemplateExpander {
    var scope: ExpressionScope
    private(set) var diagnostics: [Diagnostic] = []
    /// Values made so far, against ``CardLimits/card``.
    private var made = 0
    private(set) var tooLarge = false

    init(scope: ExpressionScope) {
        self.scope = scope
    }

    /// `value` expanded; `nil` when it is an object whose `$when` is false.
    mutating func expand(_ value: CardValue) -> CardValue? {
        guard count() else { return nil }
        switch value.kind {
        case .string: return interpolate(value)
        case .array(let elements): return CardValue(.array(expandArray(elements)), at: value.location)
        case .object:
            guard let data = value["$data"] else { return expandObject(value) }
            let saved = scope
            defer { scope = saved }
            scope.data = binding(data) ?? .null
            scope.index = nil
            return expandObject(value)
        default: return value
        }
    }

    /// The elements of an array, each expanded; one with an array as `$data` once for
    /// each of its items.
    private mutating func expandArray(_ elements: [CardValue]) -> [CardValue] {
        var result: [CardValue] = []
        for element in elements {
            guard element.members != nil, let data = element["$data"] else {
                if let expanded = expand(element) { result.append(expanded) }
                continue
            }
            let saved = scope
            defer { scope = saved }
            let resolved = binding(data)
            if let items = resolved?.elements {
                for (index, item) in items.enumerated() {
                    scope.data = item
                    scope.index = index
                    if let expanded = expandObject(element) { result.append(expanded) }
                    if tooLarge { return result }
                }
            } else {
                scope.data = resolved ?? .null
                scope.index = nil
                if let expanded = expandObject(element) { result.append(expanded) }
            }
        }
        return result
    }

    /// An object's members expanded, without `$data` and `$when`; `nil` when its `$when`
    /// is not true.
    private mutating func expandObject(_ object: CardValue) -> CardValue? {
        guard let members = object.members else { return object }
        if let when = object["$when"] {
            let value = binding(when)
            if value?.bool == false { return nil }
            if value?.bool != true {
                diagnostics.append(Diagnostic(
                    .warning, at: when.location, "\"$when\" must be true or false, not \(value?.typeWithArticle ?? "undefined"); the element is kept",
                    hint: "e.g. \"$when\": \"${count > 0}\""))
            }
        }
        var result: [CardValue.Member] = []
        result.reserveCapacity(members.count)
        for member in members where member.key != "$data" && member.key != "$when" {
            if let value = expand(member.value) { result.append(CardValue.Member(key: member.key, value: value, keyLocation: member.keyLocation)) }
            if tooLarge { return nil }
        }
        return CardValue(.object(result), at: object.location)
    }

    /// The value of a `$data` or `$when`: a string's binding evaluated, anything else
    /// expanded as it is.
    mutating func binding(_ value: CardValue) -> CardValue? {
        guard value.string != nil else { return expand(value) }
        let expanded = interpolate(value)
        // A binding left as written has no value.
        if let text = expanded.string, text.containsBytes(UInt8(ascii: "$"), UInt8(ascii: "{")) { return nil }
        return expanded
    }

    /// A string with its bindings replaced: a string that is one binding takes the value
    /// itself; a binding without a value is left as written, with a warning.
    mutating func interpolate(_ value: CardValue) -> CardValue {
        guard let text = value.string, text.containsBytes(UInt8(ascii: "$"), UInt8(ascii: "{")) else { return value }
        let pieces = Self.pieces(of: text)
        if pieces.count == 1, case .binding(let expression, _) = pieces[0] {
            if let result = evaluate(expression, at: value) { return CardValue(result.kind, at: value.location) }
            return value
        }
        var output = ""
        for piece in pieces {
            switch piece {
            case .text(let text): output += text
            case .binding(let expression, let written):
                output += evaluate(expression, at: value).map(ExpressionEvaluator.text) ?? written
            }
        }
        return CardValue(.string(output), at: value.location)
    }

    /// The value of an expression, or `nil` with a warning at `place`.
    private mutating func evaluate(_ text: String, at place: CardValue) -> CardValue? {
        do {
            let expression = try ExpressionParser.parse(text)
            if let result = try ExpressionEvaluator.evaluate(expression, in: scope) { return result }
            diagnostics.append(Diagnostic(
                .warning, at: place.location, "the binding ${\(Excerpt.of(text))} has no value in the data; it is left as written",
                hint: suggestion(for: expression)))
        } catch {
            diagnostics.append(Diagnostic(.warning, at: place.location, "the binding ${\(Excerpt.of(text))} cannot be evaluated: \(error.message); it is left as written"))
        }
        return nil
    }

    /// A name of the data near the one a binding asks for.
    private func suggestion(for expression: Expression) -> String? {
        var path: [String] = []
        var node = expression
        while true {
            switch node {
            case .name(let name): path.insert(name, at: 0)
            case .member(let base, let name):
                path.insert(name, at: 0)
                node = base
                continue
            default: return nil
            }
            break
        }
        var data = scope.data ?? scope.root
        if path.first == "$root" { data = scope.root; path.removeFirst() } else if path.first == "$data" { path.removeFirst() }
        for name in path {
            guard let members = data?.members else { return nil }
            guard let next = data?[name] else { return Spelling.suggestion(for: name, in: members.map(\.key)) }
            data = next
        }
        return nil
    }

    /// Counts a value made; false past the limit, which is an error once.
    private mutating func count() -> Bool {
        made += 1
        if made > CardLimits.card.maximumValues, !tooLarge {
            tooLarge = true
            diagnostics.append(Diagnostic(
                .error, at: nil, "the template makes more than \(CardLimits.card.maximumValues) values with its data",
                hint: "repeat over fewer items, or split the card"))
        }
        return !tooLarge
    }

    /// A piece of a string: text, or a binding with its expression and how it is written.
    enum Piece: Equatable {
        case text(String)
        case binding(String, written: String)
    }

    /// A string cut into text and `${…}` bindings; braces inside an expression's quotes
    /// or nested braces do not end it, and a `${` never closed is text.
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            if start.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<start.lowerBound]))) }
            var depth = 0
            var quote: Character?
            var index = start.upperBound
            var end: Substring.Index?
            while index < rest.endIndex {
                let character = rest[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "'" || character == "\"" {
                    quote = character
                } else if character == "{" {
                    depth += 1
                } else if character == "}" {
                    if depth == 0 { end = index; break }
                    depth -= 1
                }
                index = rest.index(after: index)
            }
            guard let end else {
                pieces.append(.text(String(rest[start.lowerBound...])))
                return pieces
            }
            pieces.append(.binding(String(rest[start.upperBound..<end]), written: String(rest[start.lowerBound...end])))
            rest = rest[rest.index(after: end)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }
}
