import DynamicHome

extension TemplateReader {
    /// Reads text with bindings: `${PATH}`, `${A ?? B}`, `${A ?? "literal"}` (or
    /// `'literal'`); `$${` writes `${`. Each problem is at the column of what is wrong.
    ///
    /// - Parameters:
    ///   - text: The string's decoded text.
    ///   - node: The string, for the places of its problems.
    /// - Complexity: O(n) in the text, however many problems it has.
    mutating func textTemplate(_ text: String, in node: JSONNode) -> TextTemplate {
        // Read as UTF-8: what the syntax spells ($ { } ? quotes, spaces) is ASCII, so no
        // character of the text is taken for it, and a literal is a slice of the bytes.
        let bytes = Array(text.utf8)
        guard bytes.contains(Self.dollar) else { return TextTemplate(literal: text) }
        let location = node.location
        enterString(node)
        var parts: [TextTemplate.Part] = []
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.dollar, index + 2 < bytes.count, bytes[index + 1] == Self.dollar, bytes[index + 2] == Self.open {
                literal += [Self.dollar, Self.open]
                index += 3
                continue
            }
            guard byte == Self.dollar, index + 1 < bytes.count, bytes[index + 1] == Self.open else {
                literal.append(byte)
                index += 1
                continue
            }
            guard let end = closingBrace(bytes, from: index + 2) else {
                error(place(index, of: bytes, inStringAt: location), "the binding that starts here has no closing '}'",
                      hint: "write ${title}, or $${ for the characters ${")
                return TextTemplate(parts: parts)
            }
            flush()
            if let operands = binding(bytes, from: index + 2, to: end, stringAt: location) {
                parts.append(.binding(operands))
            }
            index = end + 1
        }
        flush()
        return TextTemplate(parts: parts)
    }

    private static let dollar = UInt8(ascii: "$"), open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
    private static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
    private static let space = UInt8(ascii: " "), question = UInt8(ascii: "?")

    /// The place of the byte at `offset` of a string's UTF-8 text: its scalar's. The
    /// scalars are counted on from the last place asked, when it was before.
    private mutating func place(_ offset: Int, of bytes: [UInt8], inStringAt location: SourceLocation) -> SourceLocation {
        let target = min(offset, bytes.count)
        if target < scalarCursor.offset {
            placeSteps += scalarCursor.offset
            scalarCursor = (0, 0)
        }
        var scalars = scalarCursor.scalars
        for byte in bytes[scalarCursor.offset..<target] where byte & 0xC0 != 0x80 { scalars += 1 }
        scalarCursor = (target, scalars)
        return self.location(ofScalar: scalars, orElse: location)
    }

    /// The index of the `}` that closes a binding whose contents start at `start`,
    /// skipping quoted literals.
    private func closingBrace(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == Self.backslash { index += 2; continue }
                if byte == open { quote = nil }
            } else if byte == Self.doubleQuote || byte == Self.singleQuote {
                quote = byte
            } else if byte == Self.close {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The operands of a binding's contents, `bytes[start..<end]`, split at `??`.
    private mutating func binding(_ bytes: [UInt8], from start: Int, to end: Int, stringAt location: SourceLocation) -> [TextTemplate.Operand]? {
        var operands: [TextTemplate.Operand] = []
        var index = start
        var failed = false
        func isDoubleQuestion(_ index: Int) -> Bool { index + 1 < end && bytes[index] == Self.question && bytes[index + 1] == Self.question }
        while true {
            while index < end, bytes[index] == Self.space { index += 1 }
            let operandStart = index
            var operand: TextTemplate.Operand?
            if index < end, bytes[index] == Self.doubleQuote || bytes[index] == Self.singleQuote {
                let quote = bytes[index]
                var text: [UInt8] = []
                index += 1
                var closed = false
                while index < end {
                    if bytes[index] == Self.backslash, index + 1 < end {
                        // The escaped character's first byte; the rest follow as they are.
                        text.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    if bytes[index] == quote {
                        closed = true
                        index += 1
                        break
                    }
                    text.append(bytes[index])
                    index += 1
                }
                if closed {
                    operand = .literal(String(decoding: text, as: UTF8.self))
                } else {
                    error(place(operandStart, of: bytes, inStringAt: location), "the literal that starts here has no closing \(Character(Unicode.Scalar(quote)))")
                    return nil
                }
            } else {
                while index < end, bytes[index] != Self.space, !isDoubleQuestion(index) { index += 1 }
                let name = String(decoding: bytes[operandStart..<index], as: UTF8.self)
                if name.isEmpty {
                    error(place(operandStart, of: bytes, inStringAt: location), "a binding names a value here, and there is none",
                          hint: "e.g. ${title}, ${fields.price ?? \"—\"}")
                    failed = true
                } else if let path = Self.knownPath(name) {
                    operand = .path(path)
                } else {
                    _ = bindingPath(name, at: place(operandStart, of: bytes, inStringAt: location))
                    failed = true
                }
            }
            if let operand { operands.append(operand) }
            while index < end, bytes[index] == Self.space { index += 1 }
            if index >= end { break }
            guard isDoubleQuestion(index) else {
                error(place(index, of: bytes, inStringAt: location), "a binding goes on here with '\(Excerpt.of(String(decoding: bytes[index..<end], as: UTF8.self)))'",
                      hint: "give another value after ??, e.g. ${fields.price ?? \"—\"}")
                return nil
            }
            if case .literal = operands.last {
                warning(place(index, of: bytes, inStringAt: location), "what follows ?? after a literal is never used", hint: "put the literal last")
            }
            index += 2
        }
        return failed || operands.isEmpty ? nil : operands
    }

    /// The path a binding names, when it is one: `title`, `fields.price`.
    static func knownPath(_ name: String) -> BindingPath? {
        if name.utf8.starts(with: "fields.".utf8) {
            let field = String(name.dropFirst("fields.".count))
            return HomeItem.isFieldName(field) ? .field(field) : nil
        }
        return BindingPath.names.first(where: { $0.name.isWord(name) })?.path
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
    mutating func conditionPath(_ text: String, in node: JSONNode) -> BindingPath? {
        let location = node.location
        let padded = text.utf8.first == Self.space || text.utf8.last == Self.space
        let name = padded ? String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) : text
        if name.hasPrefix("${") {
            error(location, "\"when\" names a value without ${ }, e.g. \"when\": \"fields.price\"")
            return nil
        }
        if name == "highlighted" { return .highlighted }
        if let path = Self.knownPath(name) { return path }
        enterString(node)
        let nameStart = self.location(ofScalar: text.unicodeScalars.prefix { $0 == " " }.count, orElse: location)
        if name.hasPrefix("fields.") || BindingPath.names.contains(where: { $0.name == name }) {
            return bindingPath(name, at: nameStart)
        }
        let known = BindingPath.conditionNames.map(\.name)
        error(nameStart, "\"when\" cannot test '\(Excerpt.of(name))'",
              hint: Spelling.suggestion(for: name, in: known + Self.fieldGuess(name)) ?? "it tests \(known.joined(separator: ", ")) or fields.NAME")
        return nil
    }
}
