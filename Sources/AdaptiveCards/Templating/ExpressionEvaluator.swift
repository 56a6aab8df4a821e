/// What an expression is evaluated in: the data (`$data`), the root data (`$root`), the
/// host's (`$host`), the index of a repeated element (`$index`), the names a function
/// like `select` gives its items, and the time it is (for `utcNow()`).
struct ExpressionScope {
    /// The work an expansion may do, shared by every expression of it.
    final class Budget {
        var steps: Int
        init(steps: Int) { self.steps = steps }
    }

    var data: CardValue?
    var root: CardValue?
    var host: CardValue?
    var index: Int?
    var locals: [String: CardValue] = [:]
    var now: CardDate?
    /// What is left of the work the expansion may do: an expression that does more (a
    /// `select` over a `range` inside another) is an error, not a hang.
    var budget = Budget(steps: ExpressionEvaluator.maximumSteps)

    /// Spends `steps` of the budget.
    ///
    /// - Throws: An error once the budget is spent.
    func spend(_ steps: Int = 1) throws(ExpressionError) {
        budget.steps -= steps
        guard budget.steps >= 0 else { throw ExpressionError("the expressions do more than \(ExpressionEvaluator.maximumSteps) steps of work") }
    }
}

/// Evaluates expressions. A value that is not there (a name the data does not have, a
/// `null` field, an index past the end) is `nil`, *undefined*: what uses it is undefined
/// too, so that the binding it is in is left as written, as the templating language says.
enum ExpressionEvaluator {
    /// The most items a function makes or walks (`range`, `select` over an array).
    static let maximumItems = 10_000
    /// The most steps the expressions of one expansion take: a value evaluated, an item
    /// walked or made.
    static let maximumSteps = 1_000_000
    /// The longest text an expression makes, in UTF-8 bytes.
    static let maximumText = 100_000

    static func evaluate(_ expression: Expression, in scope: ExpressionScope) throws(ExpressionError) -> CardValue? {
        try scope.spend()
        switch expression {
        case .literal(let value): return value
        case .name(let name): return lookup(name, in: scope)
        case .member(let base, let name):
            guard let value = try evaluate(base, in: scope) else { return nil }
            return defined(value[name])
        case .index(let base, let index):
            guard let value = try evaluate(base, in: scope), let key = try evaluate(index, in: scope) else { return nil }
            if let elements = value.elements, let number = key.number {
                let position = Int(exactly: number.rounded(.down)) ?? -1
                return elements.indices.contains(position) ? defined(elements[position]) : nil
            }
            if let name = key.string { return defined(value[name]) }
            return nil
        case .unary(let op, let operand):
            guard let value = try evaluate(operand, in: scope) else { return op == "!" ? .bool(true) : nil }
            switch op {
            case "!": return .bool(!truthy(value))
            case "-":
                guard let number = value.number else { throw ExpressionError("\"-\" needs a number, not \(value.typeWithArticle)") }
                return .number(-number)
            default: return value
            }
        case .binary(let op, let left, let right):
            return try binary(op, left, right, in: scope)
        case .call(let name, let arguments):
            let result = try ExpressionFunctions.call(name, arguments, in: scope)
            if let text = result?.string, text.utf8.count > maximumText {
                throw ExpressionError("\(name)() makes a text longer than \(maximumText) bytes")
            }
            if let elements = result?.elements { try scope.spend(elements.count) }
            return result
        }
    }

    /// A name: a function's item, `$data`, `$root`, `$host`, `$index`, or a property of the data.
    private static func lookup(_ name: String, in scope: ExpressionScope) -> CardValue? {
        if let local = scope.locals[name] { return local }
        switch name {
        case "$data": return scope.data ?? scope.root
        case "$root": return scope.root
        case "$host": return scope.host
        case "$index": return scope.index.map { .number(Double($0)) }
        default: return defined((scope.data ?? scope.root)?[name])
        }
    }

    /// `nil` for a value that is not there or `null`.
    static func defined(_ value: CardValue?) -> CardValue? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    /// Whether a value counts as true: `false`, `null` and undefined do not.
    static func truthy(_ value: CardValue?) -> Bool {
        guard let value else { return false }
        switch value.kind {
        case .bool(let flag): return flag
        case .null: return false
        default: return true
        }
    }

    private static func binary(_ op: String, _ left: Expression, _ right: Expression, in scope: ExpressionScope) throws(ExpressionError) -> CardValue? {
        switch op {
        case "&&":
            guard truthy(try evaluate(left, in: scope)) else { return .bool(false) }
            return .bool(truthy(try evaluate(right, in: scope)))
        case "||":
            if truthy(try evaluate(left, in: scope)) { return .bool(true) }
            return .bool(truthy(try evaluate(right, in: scope)))
        default: break
        }
        let a = try evaluate(left, in: scope)
        let b = try evaluate(right, in: scope)
        switch op {
        case "==": return .bool(equal(a, b))
        case "!=": return .bool(!equal(a, b))
        case "&": return .string(text(a ?? .null) + text(b ?? .null))
        default: break
        }
        guard let a, let b else { return nil }
        if op == "+", a.string != nil || b.string != nil {
            let joined = text(a) + text(b)
            guard joined.utf8.count <= maximumText else { throw ExpressionError("\"+\" makes a text longer than \(maximumText) bytes") }
            return .string(joined)
        }
        if ["<", "<=", ">", ">="].contains(op) {
            let order: Int
            if let x = a.number, let y = b.number {
                order = x < y ? -1 : x > y ? 1 : 0
            } else if let x = a.string, let y = b.string {
                order = x < y ? -1 : x > y ? 1 : 0
            } else {
                throw ExpressionError("\"\(op)\" compares two numbers or two strings, not \(a.typeWithArticle) and \(b.typeWithArticle)")
            }
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        }
        guard let x = a.number, let y = b.number else {
            throw ExpressionError("\"\(op)\" needs numbers, not \(a.typeWithArticle) and \(b.typeWithArticle)")
        }
        return .number(try arithmetic(op, x, y))
    }

    /// `x op y`; two whole numbers divide to a whole number, as integers do in the language.
    static func arithmetic(_ op: String, _ x: Double, _ y: Double) throws(ExpressionError) -> Double {
        switch op {
        case "+": return x + y
        case "-": return x - y
        case "*": return x * y
        case "^": return pow(x, y)
        case "/", "%":
            guard y != 0 else { throw ExpressionError("division by zero") }
            let whole = x.rounded() == x && y.rounded() == y && abs(x) < 1e15 && abs(y) < 1e15
            if op == "%" { return whole ? Double(Int64(x) % Int64(y)) : x.truncatingRemainder(dividingBy: y) }
            return whole ? Double(Int64(x) / Int64(y)) : x / y
        default: throw ExpressionError("unknown operator \"\(op)\"")
        }
    }

    /// `x` to the power `y`, without Foundation.
    private static func pow(_ x: Double, _ y: Double) -> Double {
        if y.rounded() == y, abs(y) <= 1_024 {
            var result = 1.0
            for _ in 0..<Int(abs(y)) { result *= x }
            return y < 0 ? 1 / result : result
        }
        return .nan
    }

    /// Whether two values are equal: numbers by value, strings, booleans, null and
    /// undefined alike, arrays and objects member by member.
    static func equal(_ a: CardValue?, _ b: CardValue?) -> Bool {
        switch (a?.kind, b?.kind) {
        case (nil, nil), (nil, .null?), (.null?, nil), (.null?, .null?): return true
        case (.number(let x)?, .number(let y)?): return x == y
        case (.string(let x)?, .string(let y)?): return x == y
        case (.bool(let x)?, .bool(let y)?): return x == y
        case (.array(let x)?, .array(let y)?): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x)?, .object(let y)?):
            return x.count == y.count && x.allSatisfy { member in equal(member.value, b?[member.key]) }
        default: return false
        }
    }

    /// A value as text goes into a string: strings as they are, numbers in their shortest
    /// form, booleans as `true` and `false`, arrays and objects as JSON.
    static func text(_ value: CardValue) -> String {
        switch value.kind {
        case .string(let text): text
        case .number(let number): CardValue.text(of: number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: ""
        default: value.jsonText
        }
    }
}
