import DynamicHome

extension TemplateReader {
    /// Reads text with bindings: `${PATH}`, `${A ?? B}`, `${A ?? "literal"}` (or
    /// `'literal'`); `$${` writes `${`. Each problem is at the column of what is wrong.
    ///
    /// - Parameters:
    ///   - text: The string's decoded text.
    ///   - location: Where the string starts (its opening quote).
    mutating func textTemplate(_ text: String, at location: SourceLocation) -> TextTemplate {
        let scalars = Array(text.unicodeScalars)
        var parts: [TextTemplate.Part] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "$", index + 2 < scalars.count, scalars[index + 1] == "$", scalars[index + 2] == "{" {
                literal.append(contentsOf: "${".unicodeScalars)
                index += 3
                continue
            }
            guard scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{" else {
                literal.append(scalar)
                index += 1
                continue
            }
            guard let end = closingBrace(scalars, from: index + 2) else {
                error(self.location(ofScalar: index, inStringAt: location), "the binding that starts here has no closing '}'",
                      hint: "write ${title}, or $${ for the characters ${")
                return TextTemplate(parts: parts)
            }
            flush()
            if let operands = binding(scalars, from: index + 2, to: end, stringAt: location) {
                parts.append(.binding(operands))
            }
            index = end + 1
        }
        flush()
        return TextTemplate(parts: parts)
    }

    /// The index of the `}` that closes a binding whose contents start at `start`,
    /// skipping quoted literals.
    private func closingBrace(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" { index += 2; continue }
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "}" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The operands of a binding's contents, `scalars[start..<end]`, split at `??`.
    private mutating func binding(_ scalars: [Unicode.Scalar], from start: Int, to end: Int, stringAt location: SourceLocation) -> [TextTemplate.Operand]? {
        var operands: [TextTemplate.Operand] = []
        var index = start
        var failed = false
        while true {
            while index < end, scalars[index] == " " { index += 1 }
            let operandStart = index
            var operand: TextTemplate.Operand?
            if index < end, scalars[index] == "\"" || scalars[index] == "'" {
                let quote = scalars[index]
                var text = String.UnicodeScalarView()
                index += 1
                var closed = false
                while index < end {
                    if scalars[index] == "\\", index + 1 < end {
                        text.append(scalars[index + 1])
                        index += 2
                        continue
                    }
                    if scalars[index] == quote {
                        closed = true
                        index += 1
                        break
                    }
                    text.append(scalars[index])
                    index += 1
                }
                if closed {
                    operand = .literal(String(text))
                } else {
                    error(self.location(ofScalar: operandStart, inStringAt: location), "the literal that starts here has no closing \(quote)")
                    return nil
                }
            } else {
                while index < end, scalars[index] != " ", !(scalars[index] == "?" && index + 1 < end && scalars[index + 1] == "?") { index += 1 }
                let name = String(String.UnicodeScalarView(scalars[operandStart..<index]))
                if name.isEmpty {
                    error(self.location(ofScalar: operandStart, inStringAt: location), "a binding names a value here, and there is none",
                          hint: "e.g. ${title}, ${fields.price ?? \"—\"}")
                    failed = true
                } else if let path = bindingPath(name, at: self.location(ofScalar: operandStart, inStringAt: location)) {
                    operand = .path(path)
                } else {
                    failed = true
                }
            }
            if let operand { operands.append(operand) }
            while index < end, scalars[index] == " " { index += 1 }
            if index >= end { break }
            guard index + 1 < end, scalars[index] == "?", scalars[index + 1] == "?" else {
                error(self.location(ofScalar: index, inStringAt: location), "a binding goes on here with '\(Excerpt.of(String(String.UnicodeScalarView(scalars[index..<end]))))'",
                      hint: "give another value after ??, e.g. ${fields.price ?? \"—\"}")
                return nil
            }
            if case .literal = operands.last {
                warning(self.location(ofScalar: index, inStringAt: location), "what follows ?? after a literal is never used", hint: "put the literal last")
            }
            index += 2
        }
        return failed || operands.isEmpty ? nil : operands
    }

    /// A path a binding names: `title`, `fields.price`; an error at `location` with the
    /// nearest name otherwise.
    private mutating func bindingPath(_ name: String, at location: SourceLocation) -> BindingPath? {
        if name.hasPrefix("fields.") {
            let field = String(name.dropFirst("fields.".count))
            guard HomeItem.isFieldName(field) else {
                error(location, "'\(Excerpt.of(field))' cannot name a field",
                      hint: "a field's name is a letter or _, then letters, digits, _ and -, e.g. ${fields.price}")
                return nil
            }
            return .field(field)
        }
        if let path = BindingPath.names.first(where: { $0.name == name })?.path { return path }
        let known = BindingPath.names.map(\.name) + ["fields.NAME"]
        error(location, "unknown binding '\(Excerpt.of(name))'",
              hint: Spelling.suggestion(for: name, in: BindingPath.names.map(\.name) + Self.fieldGuess(name))
                ?? "bindings are \(known.joined(separator: ", "))")
        return nil
    }

    /// `fields.price` for a name that looks like a field's written another way
    /// (`field.price`, `fields_price`), to suggest it.
    static func fieldGuess(_ name: String) -> [String] {
        guard name.lowercased().hasPrefix("field"), let separator = name.firstIndex(where: { $0 == "." || $0 == "_" || $0 == ":" }) else { return [] }
        let field = String(name[name.index(after: separator)...])
        return HomeItem.isFieldName(field) ? ["fields." + field] : []
    }

    /// The path `when` tests: a binding's path, or `highlighted`.
    mutating func conditionPath(_ text: String, at location: SourceLocation) -> BindingPath? {
        let name = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if name.hasPrefix("${") {
            error(location, "\"when\" names a value without ${ }, e.g. \"when\": \"fields.price\"")
            return nil
        }
        if name == "highlighted" { return .highlighted }
        let nameStart = self.location(ofScalar: text.unicodeScalars.prefix { $0 == " " }.count, inStringAt: location)
        if name.hasPrefix("fields.") || BindingPath.names.contains(where: { $0.name == name }) {
            return bindingPath(name, at: nameStart)
        }
        let known = BindingPath.conditionNames.map(\.name)
        error(nameStart, "\"when\" cannot test '\(Excerpt.of(name))'",
              hint: Spelling.suggestion(for: name, in: known + Self.fieldGuess(name)) ?? "it tests \(known.joined(separator: ", ")) or fields.NAME")
        return nil
    }
}
