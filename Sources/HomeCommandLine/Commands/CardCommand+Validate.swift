import AdaptiveCards
import Diagnostics
import DynamicHome

extension CardCommand {
    /// `home card validate FILE…`: every problem of each card (or template) at its
    /// `file:line:column` with what would be right, a note for each element or action that
    /// falls back as its card says, and a line for each file. Exits 1 when any file has a
    /// problem, an error or a warning: a misspelled key, an unknown element without a
    /// fallback, JSON that does not parse.
    ///
    /// A template is checked as it expands with `--data`; without it, its bindings are
    /// not warned of (data fills them when it is drawn), but an expression that cannot be
    /// read is.
    static func validate(_ arguments: ParsedArguments, files: [String], context: CommandContext) throws(CommandFailure) -> Int32 {
        guard !files.isEmpty else {
            throw CommandFailure(UsageError("'home card validate' needs a card file", hint: "usage: home card validate FILE…"))
        }
        let host = try hostConfig(arguments, context: context)
        let dataPath = try path(arguments, .data)
        var invalid = 0
        for file in files {
            let reading = CardDocument.read(contentsOf: file, dataPath: dataPath, features: host.capabilities)
            let problems = reading.diagnostics.all.filter { diagnostic in
                dataPath != nil || !reading.isTemplate || !diagnostic.message.hasSuffix("has no value in the data; it is left as written")
            }
            for diagnostic in problems {
                context.console.write((diagnostic.location == nil ? "\(file): " : "") + "\(diagnostic)\n")
            }
            for fallback in reading.fallbacks { context.console.write("\(fallback)\n") }
            let errors = problems.filter { $0.severity == .error }.count
            let warnings = problems.count - errors
            let what = reading.isTemplate ? "card template" : "card"
            if errors > 0 || warnings > 0 {
                invalid += 1
                context.console.write("\(file): invalid: \(count(errors, "error")), \(count(warnings, "warning"))\n")
            } else if let card = reading.card {
                var elements = 0
                card.forEachElement { _ in elements += 1 }
                let version = card.version.map { " version \($0)," } ?? ""
                context.console.write("\(file): valid: a \(what),\(version) \(count(elements, "element")), \(count(reading.fallbacks.count, "fallback"))\n")
            }
        }
        return invalid > 0 ? 1 : 0
    }
}
