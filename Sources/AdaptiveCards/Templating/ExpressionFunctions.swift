import Diagnostics

/// The functions of the templating language that card templates use: logic and
/// comparison, collections (with `select`, `where` and `foreach` taking an item's name
/// and an expression), strings, numbers and dates. A function given an undefined value
/// gives an undefined one (so the binding is left as written); given a value of the
/// wrong type, it is an error that names the function.
enum ExpressionFunctions {
    typealias Function = @Sendable ([CardValue?]) throws(ExpressionError) -> CardValue?

    /// Every function's name, for a suggestion when one is misspelled.
    static var names: [String] { Array(functions.keys) + ["select", "foreach", "where", "any", "all", "if", "exists", "utcNow", "coalesce"] }

    static func call(_ name: String, _ arguments: [Expression], in scope: ExpressionScope) throws(ExpressionError) -> CardValue? {
        switch name {
        case "select", "foreach", "where", "any", "all":
            return try iterate(name, arguments, in: scope)
        case "if":
            guard arguments.count == 3 else { throw ExpressionError("if() takes a condition and two values, not \(arguments.count) arguments") }
            let condition = try ExpressionEvaluator.evaluate(arguments[0], in: scope)
            return try ExpressionEvaluator.evaluate(ExpressionEvaluator.truthy(condition) ? arguments[1] : arguments[2], in: scope)
        case "exists":
            guard arguments.count == 1 else { throw ExpressionError("exists() takes one value") }
            return .bool(try ExpressionEvaluator.evaluate(arguments[0], in: scope) != nil)
        case "coalesce":
            for argument in arguments {
                if let value = try ExpressionEvaluator.evaluate(argument, in: scope) { return value }
            }
            return nil
        case "utcNow":
            guard let now = scope.now else { return nil }
            return .string(arguments.isEmpty ? now.iso : now.formatted(ExpressionEvaluator.text(try ExpressionEvaluator.evaluate(arguments[0], in: scope) ?? .null)))
        default:
            guard let function = functions[name] else {
                throw ExpressionError("unknown function \(name)()" + (Spelling.nearestFunction(to: name).map { "; did you mean \($0)()?" } ?? ""))
            }
            var values: [CardValue?] = []
            for argument in arguments { values.append(try ExpressionEvaluator.evaluate(argument, in: scope)) }
            return try function(values)
        }
    }

    /// `select(items, item, expression)` and the others that name each item.
    private static func iterate(_ name: String, _ arguments: [Expression], in scope: ExpressionScope) throws(ExpressionError) -> CardValue? {
        guard arguments.count == 3, case .name(let item) = arguments[1] else {
            throw ExpressionError("\(name)() takes a collection, a name for its items and an expression, e.g. \(name)(items, x, x.price)")
        }
        guard let collection = try ExpressionEvaluator.evaluate(arguments[0], in: scope) else { return nil }
        let items: [CardValue]
        if let elements = collection.elements {
            items = elements
        } else if let members = collection.members {
            items = members.map { .object([CardValue.Member(key: "key", value: .string($0.key)), CardValue.Member(key: "value", value: $0.value)]) }
        } else {
            throw ExpressionError("\(name)() needs an array, not \(collection.typeWithArticle)")
        }
        guard items.count <= ExpressionEvaluator.maximumItems else { throw ExpressionError("\(name)() over more than \(ExpressionEvaluator.maximumItems) items") }
        var inner = scope
        var results: [CardValue] = []
        for value in items {
            try scope.spend()
            inner.locals[item] = value
            let result = try ExpressionEvaluator.evaluate(arguments[2], in: inner)
            switch name {
            case "where": if ExpressionEvaluator.truthy(result) { results.append(value) }
            case "any": if ExpressionEvaluator.truthy(result) { return .bool(true) }
            case "all": if !ExpressionEvaluator.truthy(result) { return .bool(false) }
            default: results.append(result ?? .null)
            }
        }
        if name == "any" { return .bool(false) }
        if name == "all" { return .bool(true) }
        return .array(results)
    }

    static let functions: [String: Function] = logic.merging(collections) { a, _ in a }.merging(text) { a, _ in a }
        .merging(numbers) { a, _ in a }.merging(dates) { a, _ in a }

    static let logic: [String: Function] = [
        "equals": { args throws(ExpressionError) in try arity("equals", args, 2); return .bool(ExpressionEvaluator.equal(args[0], args[1])) },
        "not": { args throws(ExpressionError) in try arity("not", args, 1); return .bool(!ExpressionEvaluator.truthy(args[0])) },
        "and": { args throws(ExpressionError) in .bool(args.allSatisfy(ExpressionEvaluator.truthy)) },
        "or": { args throws(ExpressionError) in .bool(args.contains(where: ExpressionEvaluator.truthy)) },
        "greater": { args throws(ExpressionError) in try compare("greater", args) { $0 > 0 } },
        "greaterOrEquals": { args throws(ExpressionError) in try compare("greaterOrEquals", args) { $0 >= 0 } },
        "less": { args throws(ExpressionError) in try compare("less", args) { $0 < 0 } },
        "lessOrEquals": { args throws(ExpressionError) in try compare("lessOrEquals", args) { $0 <= 0 } },
        "empty": { args throws(ExpressionError) in
            try arity("empty", args, 1)
            guard let value = args[0] else { return .bool(true) }
            switch value.kind {
            case .string(let text): return .bool(text.isEmpty)
            case .array(let elements): return .bool(elements.isEmpty)
            case .object(let members): return .bool(members.isEmpty)
            case .null: return .bool(true)
            default: return .bool(false)
            }
        },
        "isString": { args throws(ExpressionError) in .bool(args.first??.string != nil) },
        "isArray": { args throws(ExpressionError) in .bool(args.first??.elements != nil) },
        "isObject": { args throws(ExpressionError) in .bool(args.first??.members != nil) },
        "isBoolean": { args throws(ExpressionError) in .bool(args.first??.bool != nil) },
        "isInteger": { args throws(ExpressionError) in .bool(args.first??.number.map { $0.rounded() == $0 } ?? false) },
        "isFloat": { args throws(ExpressionError) in .bool(args.first??.number.map { $0.rounded() != $0 } ?? false) },
    ]

    static let collections: [String: Function] = [
        "count": { args throws(ExpressionError) in try length("count", args) },
        "length": { args throws(ExpressionError) in try length("length", args) },
        "first": { args throws(ExpressionError) in
            try arity("first", args, 1)
            guard let value = args[0] else { return nil }
            if let text = value.string { return text.first.map { .string(String($0)) } }
            return ExpressionEvaluator.defined(value.elements?.first)
        },
        "last": { args throws(ExpressionError) in
            try arity("last", args, 1)
            guard let value = args[0] else { return nil }
            if let text = value.string { return text.last.map { .string(String($0)) } }
            return ExpressionEvaluator.defined(value.elements?.last)
        },
        "contains": { args throws(ExpressionError) in
            try arity("contains", args, 2)
            guard let collection = args[0], let item = args[1] else { return nil }
            if let text = collection.string, let part = item.string { return .bool(text.contains(part)) }
            if let elements = collection.elements { return .bool(elements.contains { ExpressionEvaluator.equal($0, item) }) }
            if collection.members != nil, let key = item.string { return .bool(collection[key] != nil) }
            throw ExpressionError("contains() looks in a string, an array or an object, not \(collection.typeWithArticle)")
        },
        "join": { args throws(ExpressionError) in
            guard args.count >= 2, let array = args[0]?.elements else { throw ExpressionError("join() takes an array and a separator") }
            let separator = args[1].map(ExpressionEvaluator.text) ?? ""
            let parts = array.map(ExpressionEvaluator.text)
            if args.count > 2, parts.count > 1, let last = args[2].map(ExpressionEvaluator.text) {
                return .string(parts.dropLast().joined(separator: separator) + last + parts[parts.count - 1])
            }
            return .string(parts.joined(separator: separator))
        },
        "take": { args throws(ExpressionError) in try slice("take", args) { $0.prefix($1) } },
        "skip": { args throws(ExpressionError) in try slice("skip", args) { $0.dropFirst($1) } },
        "reverse": { args throws(ExpressionError) in
            try arity("reverse", args, 1)
            guard let value = args[0] else { return nil }
            if let text = value.string { return .string(String(text.reversed())) }
            guard let elements = value.elements else { throw ExpressionError("reverse() takes an array or a string") }
            return .array(elements.reversed())
        },
        "createArray": { args throws(ExpressionError) in .array(args.map { $0 ?? .null }) },
        "range": { args throws(ExpressionError) in
            try arity("range", args, 2)
            guard let start = args[0]?.number, let count = args[1]?.number else { return nil }
            guard count >= 0, count <= Double(ExpressionEvaluator.maximumItems) else {
                throw ExpressionError("range() makes from 0 to \(ExpressionEvaluator.maximumItems) numbers")
            }
            return .array((0..<Int(count)).map { .number(start + Double($0)) })
        },
        "sortBy": { args throws(ExpressionError) in try sort("sortBy", args, descending: false) },
        "sortByDescending": { args throws(ExpressionError) in try sort("sortByDescending", args, descending: true) },
    ]

    // MARK: Helpers

    static func arity(_ name: String, _ args: [CardValue?], _ count: Int) throws(ExpressionError) {
        guard args.count == count else {
            throw ExpressionError("\(name)() takes \(count) argument\(count == 1 ? "" : "s"), not \(args.count)")
        }
    }

    private static func compare(_ name: String, _ args: [CardValue?], _ test: (Int) -> Bool) throws(ExpressionError) -> CardValue? {
        try arity(name, args, 2)
        guard let a = args[0], let b = args[1] else { return nil }
        if let x = a.number, let y = b.number { return .bool(test(x < y ? -1 : x > y ? 1 : 0)) }
        if let x = a.string, let y = b.string { return .bool(test(x < y ? -1 : x > y ? 1 : 0)) }
        throw ExpressionError("\(name)() compares two numbers or two strings, not \(a.typeWithArticle) and \(b.typeWithArticle)")
    }

    private static func length(_ name: String, _ args: [CardValue?]) throws(ExpressionError) -> CardValue? {
        try arity(name, args, 1)
        guard let value = args[0] else { return nil }
        switch value.kind {
        case .string(let text): return .number(Double(text.count))
        case .array(let elements): return .number(Double(elements.count))
        case .object(let members): return .number(Double(members.count))
        default: throw ExpressionError("\(name)() counts a string, an array or an object, not \(value.typeWithArticle)")
        }
    }

    private static func slice(_ name: String, _ args: [CardValue?], _ cut: ([CardValue], Int) -> ArraySlice<CardValue>) throws(ExpressionError) -> CardValue? {
        try arity(name, args, 2)
        guard let value = args[0], let count = args[1]?.number else { return nil }
        let amount = max(0, Int(min(count, 1e9)))
        if let text = value.string {
            return .string(name == "take" ? String(text.prefix(amount)) : String(text.dropFirst(amount)))
        }
        guard let elements = value.elements else { throw ExpressionError("\(name)() takes an array or a string") }
        return .array(Array(cut(elements, amount)))
    }

    private static func sort(_ name: String, _ args: [CardValue?], descending: Bool) throws(ExpressionError) -> CardValue? {
        guard let elements = args.first??.elements else { return nil }
        let key = args.count > 1 ? args[1]?.string : nil
        let sorted = elements.sorted { left, right in
            let a = key.flatMap { left[$0] } ?? left
            let b = key.flatMap { right[$0] } ?? right
            let ascending: Bool
            if let x = a.number, let y = b.number { ascending = x < y } else { ascending = ExpressionEvaluator.text(a) < ExpressionEvaluator.text(b) }
            return descending ? !ascending && !ExpressionEvaluator.equal(a, b) : ascending
        }
        return .array(sorted)
    }
}

extension Spelling {
    /// The function name nearest to `name`.
    static func nearestFunction(to name: String) -> String? {
        nearest(to: name, in: ExpressionFunctions.names.sorted())
    }
}
