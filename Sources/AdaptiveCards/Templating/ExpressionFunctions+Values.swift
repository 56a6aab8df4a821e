import Diagnostics

extension ExpressionFunctions {
    /// A string argument, or an error naming the function.
    static func string(_ name: String, _ value: CardValue?) throws(ExpressionError) -> String? {
        guard let value else { return nil }
        guard let text = value.string else { throw ExpressionError("\(name)() needs a string, not \(value.typeWithArticle)") }
        return text
    }

    /// A number argument (a string of a number too), or an error naming the function.
    static func number(_ name: String, _ value: CardValue?) throws(ExpressionError) -> Double? {
        guard let value else { return nil }
        if let number = value.number { return number }
        if let text = value.string, let number = Double(text) { return number }
        throw ExpressionError("\(name)() needs a number, not \(value.typeWithArticle)")
    }

    static let text: [String: Function] = [
        "concat": { args throws(ExpressionError) in
            if args.contains(where: { $0 == nil }) { return nil }
            if args.allSatisfy({ $0?.elements != nil }) { return .array(args.flatMap { $0?.elements ?? [] }) }
            return .string(args.map { ExpressionEvaluator.text($0 ?? .null) }.joined())
        },
        "string": { args throws(ExpressionError) in try arity("string", args, 1); return args[0].map { .string(ExpressionEvaluator.text($0)) } },
        "toLower": { args throws(ExpressionError) in try arity("toLower", args, 1); return try string("toLower", args[0]).map { .string($0.lowercased()) } },
        "toUpper": { args throws(ExpressionError) in try arity("toUpper", args, 1); return try string("toUpper", args[0]).map { .string($0.uppercased()) } },
        "trim": { args throws(ExpressionError) in
            try arity("trim", args, 1)
            return try string("trim", args[0]).map { .string(String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())) }
        },
        "replace": { args throws(ExpressionError) in try replace("replace", args, ignoringCase: false) },
        "replaceIgnoreCase": { args throws(ExpressionError) in try replace("replaceIgnoreCase", args, ignoringCase: true) },
        "split": { args throws(ExpressionError) in
            guard let text = try string("split", args.first ?? nil) else { return nil }
            let separator = args.count > 1 ? try string("split", args[1]) ?? "" : ""
            if separator.isEmpty { return .array(text.map { .string(String($0)) }) }
            return .array(text.split(separator: separator, omittingEmptySubsequences: false).map { .string(String($0)) })
        },
        "substring": { args throws(ExpressionError) in
            guard args.count == 2 || args.count == 3 else { throw ExpressionError("substring() takes a string, a start and a length") }
            guard let text = try string("substring", args[0]), let start = try number("substring", args[1]) else { return nil }
            let characters = Array(text)
            let from = Int(max(0, min(start, Double(characters.count))))
            let length = args.count == 3 ? Int(max(0, min(try number("substring", args[2]) ?? 0, Double(characters.count - from)))) : characters.count - from
            return .string(String(characters[from..<from + length]))
        },
        "startsWith": { args throws(ExpressionError) in
            try arity("startsWith", args, 2)
            guard let text = try string("startsWith", args[0]), let part = try string("startsWith", args[1]) else { return nil }
            return .bool(text.hasPrefix(part))
        },
        "endsWith": { args throws(ExpressionError) in
            try arity("endsWith", args, 2)
            guard let text = try string("endsWith", args[0]), let part = try string("endsWith", args[1]) else { return nil }
            return .bool(text.hasSuffix(part))
        },
        "indexOf": { args throws(ExpressionError) in try find("indexOf", args, last: false) },
        "lastIndexOf": { args throws(ExpressionError) in try find("lastIndexOf", args, last: true) },
        "addOrdinal": { args throws(ExpressionError) in
            try arity("addOrdinal", args, 1)
            guard let number = try number("addOrdinal", args[0]) else { return nil }
            let whole = Int(number)
            let suffix = (11...13).contains(whole % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][whole % 10] ?? "th"
            return .string("\(whole)\(suffix)")
        },
        "json": { args throws(ExpressionError) in
            try arity("json", args, 1)
            guard let text = try string("json", args[0]) else { return nil }
            do { return try CardValue.parse(text) } catch let error as Diagnostic { throw ExpressionError("json() cannot read its text: \(error.message)") } catch { throw ExpressionError("json() cannot read its text") }
        },
        "bool": { args throws(ExpressionError) in
            try arity("bool", args, 1)
            guard let value = args[0] else { return nil }
            if let text = value.string?.lowercased() { return .bool(text == "true" || text == "1") }
            if let number = value.number { return .bool(number != 0) }
            return .bool(ExpressionEvaluator.truthy(value))
        },
    ]

    private static func replace(_ name: String, _ args: [CardValue?], ignoringCase: Bool) throws(ExpressionError) -> CardValue? {
        try arity(name, args, 3)
        guard let text = try string(name, args[0]), let old = try string(name, args[1]), let new = try string(name, args[2]) else { return nil }
        guard !old.isEmpty else { return .string(text) }
        if !ignoringCase { return .string(text.replacing(old, with: new)) }
        var result = ""
        var rest = Substring(text)
        while let range = rest.lowercased().firstRange(of: old.lowercased()) {
            let start = rest.index(rest.startIndex, offsetBy: rest.lowercased().distance(from: rest.lowercased().startIndex, to: range.lowerBound))
            let end = rest.index(start, offsetBy: old.count, limitedBy: rest.endIndex) ?? rest.endIndex
            result += rest[..<start] + new
            rest = rest[end...]
        }
        return .string(result + rest)
    }

    private static func find(_ name: String, _ args: [CardValue?], last: Bool) throws(ExpressionError) -> CardValue? {
        try arity(name, args, 2)
        guard let collection = args[0], let item = args[1] else { return nil }
        if let elements = collection.elements {
            let index = last ? elements.lastIndex { ExpressionEvaluator.equal($0, item) } : elements.firstIndex { ExpressionEvaluator.equal($0, item) }
            return .number(Double(index ?? -1))
        }
        guard let text = try string(name, collection), let part = try string(name, item) else { return nil }
        let characters = Array(text)
        let needle = Array(part)
        guard !needle.isEmpty, needle.count <= characters.count else { return .number(needle.isEmpty ? 0 : -1) }
        let starts = Array(0...(characters.count - needle.count))
        let found = (last ? starts.reversed() : starts).first { Array(characters[$0..<$0 + needle.count]) == needle }
        return .number(Double(found ?? -1))
    }

    static let numbers: [String: Function] = [
        "add": { args throws(ExpressionError) in try fold("add", args, "+") },
        "sub": { args throws(ExpressionError) in try fold("sub", args, "-") },
        "mul": { args throws(ExpressionError) in try fold("mul", args, "*") },
        "div": { args throws(ExpressionError) in try fold("div", args, "/") },
        "mod": { args throws(ExpressionError) in try fold("mod", args, "%") },
        "min": { args throws(ExpressionError) in try extreme("min", args) { $0 < $1 } },
        "max": { args throws(ExpressionError) in try extreme("max", args) { $0 > $1 } },
        "sum": { args throws(ExpressionError) in
            try arity("sum", args, 1)
            guard let elements = args[0]?.elements else { return nil }
            var total = 0.0
            for element in elements { total += try number("sum", element) ?? 0 }
            return .number(total)
        },
        "average": { args throws(ExpressionError) in
            try arity("average", args, 1)
            guard let elements = args[0]?.elements, !elements.isEmpty else { return nil }
            var total = 0.0
            for element in elements { total += try number("average", element) ?? 0 }
            return .number(total / Double(elements.count))
        },
        "abs": { args throws(ExpressionError) in try arity("abs", args, 1); return try number("abs", args[0]).map { .number(abs($0)) } },
        "floor": { args throws(ExpressionError) in try arity("floor", args, 1); return try number("floor", args[0]).map { .number($0.rounded(.down)) } },
        "ceiling": { args throws(ExpressionError) in try arity("ceiling", args, 1); return try number("ceiling", args[0]).map { .number($0.rounded(.up)) } },
        "round": { args throws(ExpressionError) in
            guard let value = try number("round", args.first ?? nil) else { return nil }
            let digits = args.count > 1 ? Int(try number("round", args[1]) ?? 0) : 0
            let scale = (0..<max(0, min(digits, 15))).reduce(1.0) { result, _ in result * 10 }
            return .number((value * scale).rounded(.toNearestOrAwayFromZero) / scale)
        },
        "int": { args throws(ExpressionError) in try arity("int", args, 1); return try number("int", args[0]).map { .number($0.rounded(.towardZero)) } },
        "float": { args throws(ExpressionError) in try arity("float", args, 1); return try number("float", args[0]).map { .number($0) } },
        "formatNumber": { args throws(ExpressionError) in
            guard (1...3).contains(args.count) else { throw ExpressionError("formatNumber() takes a number, the digits after the point and a locale") }
            guard let value = try number("formatNumber", args[0]) else { return nil }
            let digits = args.count > 1 ? Int(max(0, min(try number("formatNumber", args[1]) ?? 0, 15))) : 0
            return .string(grouped(value, digits: digits))
        },
    ]

    private static func fold(_ name: String, _ args: [CardValue?], _ op: String) throws(ExpressionError) -> CardValue? {
        guard args.count >= 2 else { throw ExpressionError("\(name)() takes two numbers") }
        if name == "add", args.contains(where: { $0?.string != nil }) {
            return args.contains { $0 == nil } ? nil : .string(args.map { ExpressionEvaluator.text($0 ?? .null) }.joined())
        }
        guard var result = try number(name, args[0]) else { return nil }
        for argument in args.dropFirst() {
            guard let next = try number(name, argument) else { return nil }
            result = try ExpressionEvaluator.arithmetic(op, result, next)
        }
        return .number(result)
    }

    private static func extreme(_ name: String, _ args: [CardValue?], _ better: (Double, Double) -> Bool) throws(ExpressionError) -> CardValue? {
        let values = args.count == 1 ? (args[0]?.elements ?? []).map { Optional($0) } : args
        var best: Double?
        for value in values {
            guard let number = try number(name, value) else { return nil }
            if best == nil || better(number, best!) { best = number }
        }
        return best.map { .number($0) }
    }

    /// `value` with `digits` after the point, rounded half away from zero, its thousands
    /// grouped with commas: 1234.5 at 2 digits is "1,234.50".
    static func grouped(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return CardValue.text(of: value) }
        let scale = (0..<digits).reduce(1.0) { result, _ in result * 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return CardValue.text(of: value) }
        let whole = UInt64(scaled) / UInt64(scale)
        let fraction = UInt64(scaled) % UInt64(scale)
        var integer = ""
        for (index, digit) in String(whole).reversed().enumerated() {
            if index > 0, index % 3 == 0 { integer.append(",") }
            integer.append(digit)
        }
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(integer.reversed())
        if digits > 0 {
            let part = String(fraction)
            text += "." + String(repeating: "0", count: digits - part.count) + part
        }
        return text
    }
}
