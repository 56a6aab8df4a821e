/// An expression of the templating language (Adaptive Expressions, as card templates use
/// them): literals, property paths (`a.b[0]['c']`), operators and function calls.
indirect enum Expression: Hashable, Sendable {
    case literal(CardValue)
    /// A name looked up in the data: `title`, `$root`, `$index`.
    case name(String)
    /// `base.name`.
    case member(Expression, String)
    /// `base[index]`.
    case index(Expression, Expression)
    /// `op operand`: `!`, `-`, `+`.
    case unary(String, Expression)
    /// `left op right`.
    case binary(String, Expression, Expression)
    /// `name(arguments)`.
    case call(String, [Expression])
}

/// A problem with an expression: it cannot be read, or it cannot be evaluated.
struct ExpressionError: Error, Hashable, Sendable {
    var message: String

    init(_ message: String) { self.message = message }
}

/// Reads an expression's text, by precedence climbing: `||`, `&&`, `==` `!=`, `<` `<=`
/// `>` `>=`, `+` `-` `&`, `*` `/` `%`, `^`, then unary `!` `-`, then paths and calls.
struct ExpressionParser {
    /// The longest expression read, in UTF-8 bytes.
    static let maximumLength = 4_096
    /// The deepest nesting of parentheses, calls and operands.
    static let maximumDepth = 64

    private let characters: [Character]
    private var position = 0
    private var depth = 0

    /// Reads `text` as one expression.
    ///
    /// - Throws: An ``ExpressionError`` saying what was expected where.
    static func parse(_ text: String) throws(ExpressionError) -> Expression {
        guard text.utf8.count <= maximumLength else { throw ExpressionError("the expression is longer than \(maximumLength) bytes") }
        var parser = ExpressionParser(characters: Array(text))
        let expression = try parser.binary(0)
        parser.skipSpaces()
        guard parser.position == parser.characters.count else {
            throw ExpressionError("unexpected \"\(parser.characters[parser.position])\" at column \(parser.position + 1) of the expression")
        }
        return expression
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-", "&"], ["*", "/", "%"], ["^"]]

    private mutating func binary(_ level: Int) throws(ExpressionError) -> Expression {
        guard level < Self.levels.count else { return try unary() }
        var left = try binary(level + 1)
        while true {
            skipSpaces()
            guard let op = Self.levels[level].first(where: { matches($0) }) else { return left }
            // "=" alone is no operator; "==" is.
            position += op.count
            let right = try binary(level + 1)
            left = .binary(op, left, right)
        }
    }

    private mutating func unary() throws(ExpressionError) -> Expression {
        skipSpaces()
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw ExpressionError("the expression nests more than \(Self.maximumDepth) deep") }
        if let op = ["!", "-", "+"].first(where: { matches($0) && !matches("!=") }) {
            position += 1
            return .unary(op, try unary())
        }
        return try postfix(try primary())
    }

    private mutating func postfix(_ base: Expression) throws(ExpressionError) -> Expression {
        var expression = base
        while true {
            skipSpaces()
            if matches(".") {
                position += 1
                skipSpaces()
                guard let name = identifier() else { throw expected("a property name after \".\"") }
                expression = .member(expression, name)
            } else if matches("[") {
                position += 1
                let index = try binary(0)
                skipSpaces()
                guard matches("]") else { throw expected("\"]\"") }
                position += 1
                expression = .index(expression, index)
            } else {
                return expression
            }
        }
    }

    private mutating func primary() throws(ExpressionError) -> Expression {
        skipSpaces()
        guard position < characters.count else { throw expected("a value") }
        let character = characters[position]
        if character == "(" {
            position += 1
            let inner = try binary(0)
            skipSpaces()
            guard matches(")") else { throw expected("\")\"") }
            position += 1
            return inner
        }
        if character == "'" || character == "\"" { return .literal(.string(try string(quote: character))) }
        if character.isASCII, character.isNumber { return .literal(.number(number())) }
        guard let name = identifier() else { throw expected("a value") }
        switch name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        default: break
        }
        skipSpaces()
        guard matches("(") else { return .name(name) }
        position += 1
        var arguments: [Expression] = []
        skipSpaces()
        if matches(")") {
            position += 1
            return .call(name, arguments)
        }
        while true {
            arguments.append(try binary(0))
            skipSpaces()
            if matches(",") {
                position += 1
                continue
            }
            guard matches(")") else { throw expected("\",\" or \")\" in the arguments of \(name)()") }
            position += 1
            return .call(name, arguments)
        }
    }

    private mutating func identifier() -> String? {
        let start = position
        while position < characters.count {
            let character = characters[position]
            let isStart = character.isLetter || character == "_" || character == "$" || character == "@" || character == "#"
            guard isStart || (position > start && character.isNumber) else { break }
            position += 1
        }
        return position > start ? String(characters[start..<position]) : nil
    }

    private mutating func number() -> Double {
        let start = position
        while position < characters.count, characters[position].isASCII, characters[position].isNumber || characters[position] == "." { position += 1 }
        if position < characters.count, characters[position] == "e" || characters[position] == "E" {
            let mark = position
            position += 1
            if position < characters.count, characters[position] == "-" || characters[position] == "+" { position += 1 }
            if position < characters.count, characters[position].isASCII, characters[position].isNumber {
                while position < characters.count, characters[position].isASCII, characters[position].isNumber { position += 1 }
            } else {
                position = mark
            }
        }
        return Double(String(characters[start..<position])) ?? 0
    }

    private mutating func string(quote: Character) throws(ExpressionError) -> String {
        position += 1
        var text = ""
        while position < characters.count {
            let character = characters[position]
            position += 1
            if character == quote { return text }
            if character == "\\", position < characters.count {
                let escaped = characters[position]
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                default: text.append(escaped)
                }
                continue
            }
            text.append(character)
        }
        throw ExpressionError("a string is not closed: add \(quote)")
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private func matches(_ text: String) -> Bool {
        var index = position
        for character in text {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        // "<" is not "<=", "&" not "&&", "|" alone no operator.
        if text == "<" || text == ">" || text == "=" || text == "!", index < characters.count, characters[index] == "=" { return false }
        if text == "&", index < characters.count, characters[index] == "&" { return false }
        return true
    }

    private func expected(_ what: String) -> ExpressionError {
        let found = position < characters.count ? "\"\(characters[position])\"" : "the end"
        return ExpressionError("expected \(what) at column \(position + 1) of the expression, found \(found)")
    }
}
