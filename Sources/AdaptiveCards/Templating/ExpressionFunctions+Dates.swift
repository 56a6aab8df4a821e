extension ExpressionFunctions {
    /// An instant argument: an ISO 8601 string.
    static func instant(_ name: String, _ value: CardValue?) throws(ExpressionError) -> CardDate? {
        guard let text = try string(name, value) else { return nil }
        guard let date = CardDate(text) else { throw ExpressionError("\(name)() needs a timestamp like \"2017-02-14T06:08:39Z\", not \"\(text)\"") }
        return date
    }

    /// The format argument at `index`, or ISO 8601 with milliseconds.
    private static func format(_ name: String, _ args: [CardValue?], at index: Int) throws(ExpressionError) -> String {
        index < args.count ? try string(name, args[index]) ?? "yyyy-MM-ddTHH:mm:ss.fffZ" : "yyyy-MM-ddTHH:mm:ss.fffZ"
    }

    /// Milliseconds between 0001-01-01 and 1970-01-01, in .NET ticks of 100 ns.
    static let ticksAtEpoch: Double = 621_355_968_000_000_000

    static let dates: [String: Function] = [
        "formatDateTime": { args throws(ExpressionError) in
            guard let date = try instant("formatDateTime", args.first ?? nil) else { return nil }
            return .string(date.formatted(try format("formatDateTime", args, at: 1)))
        },
        "formatEpoch": { args throws(ExpressionError) in
            guard let seconds = try number("formatEpoch", args.first ?? nil) else { return nil }
            guard abs(seconds) < 1e13 else { throw ExpressionError("formatEpoch() needs seconds since 1970, not \(CardValue.text(of: seconds))") }
            return .string(CardDate(milliseconds: Int64(seconds * 1000)).formatted(try format("formatEpoch", args, at: 1)))
        },
        "formatTicks": { args throws(ExpressionError) in
            guard let ticks = try number("formatTicks", args.first ?? nil) else { return nil }
            let milliseconds = (ticks - ticksAtEpoch) / 10_000
            guard abs(milliseconds) < 1e16 else { throw ExpressionError("formatTicks() needs .NET ticks, not \(CardValue.text(of: ticks))") }
            return .string(CardDate(milliseconds: Int64(milliseconds)).formatted(try format("formatTicks", args, at: 1)))
        },
        "ticks": { args throws(ExpressionError) in
            try arity("ticks", args, 1)
            guard let date = try instant("ticks", args[0]) else { return nil }
            return .number(Double(date.milliseconds) * 10_000 + ticksAtEpoch)
        },
        "addDays": { args throws(ExpressionError) in try add("addDays", args, milliseconds: 86_400_000) },
        "addHours": { args throws(ExpressionError) in try add("addHours", args, milliseconds: 3_600_000) },
        "addMinutes": { args throws(ExpressionError) in try add("addMinutes", args, milliseconds: 60_000) },
        "addSeconds": { args throws(ExpressionError) in try add("addSeconds", args, milliseconds: 1_000) },
        "year": { args throws(ExpressionError) in try part("year", args) { .number(Double($0.year)) } },
        "month": { args throws(ExpressionError) in try part("month", args) { .number(Double($0.month)) } },
        "dayOfMonth": { args throws(ExpressionError) in try part("dayOfMonth", args) { .number(Double($0.day)) } },
        "dayOfWeek": { args throws(ExpressionError) in try part("dayOfWeek", args) { .number(Double($0.weekday)) } },
        "date": { args throws(ExpressionError) in try part("date", args) { .string("\($0.month)/\($0.day)/\($0.year)") } },
        "dayOfYear": { args throws(ExpressionError) in
            try arity("dayOfYear", args, 1)
            guard let date = try instant("dayOfYear", args[0]) else { return nil }
            let parts = date.parts
            let start = CardDate("\(String(repeating: "0", count: max(0, 4 - String(parts.year).count)))\(parts.year)-01-01")
            return .number(Double((date.milliseconds - (start?.milliseconds ?? 0)) / 86_400_000 + 1))
        },
    ]

    private static func add(_ name: String, _ args: [CardValue?], milliseconds unit: Double) throws(ExpressionError) -> CardValue? {
        guard args.count == 2 || args.count == 3 else { throw ExpressionError("\(name)() takes a timestamp, an amount and a format") }
        guard let date = try instant(name, args[0]), let amount = try number(name, args[1]) else { return nil }
        guard abs(amount * unit) < 1e16 else { throw ExpressionError("\(name)() was given too large an amount") }
        return .string(CardDate(milliseconds: date.milliseconds + Int64(amount * unit)).formatted(try format(name, args, at: 2)))
    }

    private static func part(
        _ name: String, _ args: [CardValue?], _ read: ((year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millisecond: Int, weekday: Int)) -> CardValue
    ) throws(ExpressionError) -> CardValue? {
        try arity(name, args, 1)
        guard let date = try instant(name, args[0]) else { return nil }
        return read(date.parts)
    }
}
