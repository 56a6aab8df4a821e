import Diagnostics

/// A command line split into words and options, before any command gives them meaning.
struct ParsedArguments: Hashable, Sendable {
    /// Words that are not options, in order: the command, its subcommand, its operands.
    var words: [String] = []
    /// Option values by name; a flag has one empty value per use.
    var options: [String: [String]] = [:]
    /// Option names in the order they were given, for messages.
    var order: [String] = []

    /// The last value given for an option.
    func value(_ spec: OptionSpec) -> String? { options[spec.name]?.last }
    /// Every value given for a repeatable option.
    func values(_ spec: OptionSpec) -> [String] { options[spec.name] ?? [] }
    /// Whether a flag was given.
    func has(_ spec: OptionSpec) -> Bool { options[spec.name] != nil }

    /// Splits arguments into words and options.
    ///
    /// Options are `--name VALUE`, `--name=VALUE` or `--name` for flags; `--` ends the
    /// options; `-` alone is a word (standard input).
    ///
    /// - Throws: ``UsageError`` for an unknown option (with the nearest known one), a
    ///   missing value, or a value given to a flag.
    static func parse(_ arguments: [String], known: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        let byName = Dictionary(known.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.words += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.words.append(argument)
                continue
            }
            if argument == "-h" {
                result.add("help", "")
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError("unknown option '\(Excerpt.of(argument))'", hint: "options are spelled with two dashes, e.g. --width 80")
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = byName[name] else {
                throw UsageError(
                    "unknown option '--\(Excerpt.of(name))'",
                    hint: Spelling.nearest(to: name, in: byName.keys.sorted()).map { "did you mean '--\($0)'?" })
            }
            if spec.takesValue {
                if let inlineValue {
                    result.add(name, inlineValue)
                } else if index < arguments.count, !isOption(arguments[index], byName) {
                    result.add(name, arguments[index])
                    index += 1
                } else if index < arguments.count {
                    // `--width --height 5`: the option after --width is not its value.
                    throw UsageError(
                        "option --\(name) needs a value, and '\(Excerpt.of(arguments[index]))' is an option",
                        hint: "write \(spec.usage) (or --\(name)=VALUE for a value that starts with --)")
                } else {
                    throw UsageError("option --\(name) needs a value", hint: "write \(spec.usage)")
                }
            } else {
                if inlineValue != nil { throw UsageError("option --\(name) takes no value", hint: "write --\(name) alone") }
                result.add(name, "")
            }
        }
        return result
    }

    /// Whether an argument is one of the known options (or `--`), and so cannot be the
    /// value of the option before it.
    private static func isOption(_ argument: String, _ known: [String: OptionSpec]) -> Bool {
        guard argument.hasPrefix("--") else { return false }
        return argument == "--" || known[String(argument.dropFirst(2).prefix { $0 != "=" })] != nil
    }

    private mutating func add(_ name: String, _ value: String) {
        options[name, default: []].append(value)
        order.append(name)
    }

    /// Checks that every option given is one the command accepts, and that only
    /// repeatable options are repeated.
    func check(allowed: [OptionSpec], command: String) throws(UsageError) {
        let allowedNames = Set(allowed.map(\.name))
        for name in order where !allowedNames.contains(name) {
            throw UsageError("option --\(name) does not apply to '\(commandLine(command))'", hint: "see '\(commandLine(command)) --help'")
        }
        for spec in allowed where !spec.repeatable && (options[spec.name]?.count ?? 0) > 1 {
            throw UsageError("option --\(spec.name) is given more than once", hint: "give it once")
        }
    }
}

/// A command line `home` cannot run: it exits with status 2 and this message.
struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    var message: String
    var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    var description: String {
        hint.map { "\(message); \($0)" } ?? message
    }
}

/// How a command is typed: `home render`, or `home` alone for the default command.
func commandLine(_ name: String) -> String {
    name.isEmpty ? "home" : "home \(name)"
}
