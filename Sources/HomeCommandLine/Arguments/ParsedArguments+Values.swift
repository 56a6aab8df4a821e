import Diagnostics

/// Option values read as their declaration says (``OptionSpec/Kind``): every check of a
/// value, and every message about one, is here.
extension ParsedArguments {
    /// A path or URL option's value; an empty one is a usage error (`--analytics ''`).
    func path(_ spec: OptionSpec) throws(UsageError) -> String? {
        try checkedValue(spec)
    }

    /// A number option's value, within its range.
    func number(_ spec: OptionSpec) throws(UsageError) -> Int? {
        guard let text = value(spec) else { return nil }
        try Self.check(text, as: spec)
        return Int(text)
    }

    /// A choice option's value, one of its words.
    func choice(_ spec: OptionSpec) throws(UsageError) -> String? {
        try checkedValue(spec)
    }

    /// A registered name's value, one of `names` (the factory's transitions, say).
    func name(_ spec: OptionSpec, among names: [String]) throws(UsageError) -> String? {
        guard let text = try checkedValue(spec) else { return nil }
        guard names.contains(text) else { throw Self.notOne(of: names, text, spec) }
        return text
    }

    /// One value of a repeatable option, checked as its kind says.
    static func checked(_ text: String, as spec: OptionSpec) throws(UsageError) -> String? {
        try check(text, as: spec)
        return text
    }

    /// The option's value, checked as its kind says.
    private func checkedValue(_ spec: OptionSpec) throws(UsageError) -> String? {
        try value(spec).map { text throws(UsageError) in try Self.check(text, as: spec); return text }
    }

    /// Every `KEY=VALUE` pair of a repeatable key-value option, in order.
    func pairs(_ spec: OptionSpec) throws(UsageError) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for text in values(spec) {
            try Self.check(text, as: spec)
            let equals = text.firstIndex(of: "=")!
            pairs.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
        }
        return pairs
    }

    /// Checks the value of every option given, as its declaration says (a registered
    /// name among `registered`, the factory's transitions): a command line with a bad
    /// value is refused whatever the command reads.
    func checkValues(known: [OptionSpec], registered: [String]) throws(UsageError) {
        for spec in known {
            for text in options[spec.name] ?? [] {
                try Self.check(text, as: spec)
                if case .registered = spec.kind, !registered.contains(text) { throw Self.notOne(of: registered, text, spec) }
            }
        }
    }

    /// The error of a value that is none of `words`, with the nearest one.
    private static func notOne(of words: [String], _ text: String, _ spec: OptionSpec) -> UsageError {
        let list = words.count <= 3
            ? words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
            : "one of " + words.joined(separator: ", ")
        return UsageError("--\(spec.name) must be \(list), not '\(Excerpt.of(text))'", hint: Spelling.suggestion(for: text, in: words))
    }

    /// Whether `text` is a value `spec` takes, with the message that says what would be.
    private static func check(_ text: String, as spec: OptionSpec) throws(UsageError) {
        switch spec.kind {
        case .flag, .text:
            return
        case .path, .registered:
            guard !text.isEmpty else { throw UsageError("--\(spec.name) was given an empty path", hint: "write \(spec.usage)") }
            // " http://…" is a URL with a space pasted before it, not a file named so.
            if let first = text.first, let last = text.last, first.isWhitespace || last.isWhitespace, text.contains("://") {
                throw UsageError(
                    "--\(spec.name) '\(Excerpt.of(text))' has a space \(first.isWhitespace ? "before" : "after") the URL",
                    hint: "write the URL without it")
            }
        case .number(let range, let unit):
            guard let value = Int(text), range.contains(value) else {
                throw UsageError(
                    "--\(spec.name) must be a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound), not '\(Excerpt.of(text))'")
            }
        case .choice(let words):
            guard words.contains(text) else { throw notOne(of: words, text, spec) }
        case .keyValue(let example):
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw UsageError("--\(spec.name) takes KEY=VALUE, not '\(Excerpt.of(text))'", hint: "e.g. --\(spec.name) \(example)")
            }
        }
    }
}
