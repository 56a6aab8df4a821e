import Diagnostics
import DynamicHome
import FeatureToggles
import Foundation
import UnleashClient

/// `home toggles validate [FILE]` and `home toggles explain [NAME…]`.
enum TogglesCommand: Subcommand {
    static let command = CommandName.toggles
    static let usage = "toggles validate [FILE] | toggles explain [NAME…] [--user ID] [--session ID] [--context JSON] [--json]"
    static let summary = "Check a toggles file (every problem as file:line:column), or explain each (or each named) toggle's value, variant, reason, layer and bucket."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        switch operands.first {
        case "validate":
            return try validate(arguments, operands: Array(operands.dropFirst()), context: context)
        case "explain":
            return try await explain(arguments, names: Array(operands.dropFirst()), context: context)
        case let word?:
            throw CommandFailure(UsageError(
                "unknown toggles command '\(Excerpt.of(word))'",
                hint: Spelling.suggestion(for: word, in: ["validate", "explain"]) ?? "use validate or explain"))
        case nil:
            throw CommandFailure(UsageError("'home toggles' needs validate or explain", hint: "usage: home \(usage)"))
        }
    }

    /// Prints every problem of a toggles file; exits 1 when any is an error.
    static func validate(_ arguments: ParsedArguments, operands: [String], context: CommandContext) throws(CommandFailure) -> Int32 {
        guard operands.count <= 1 else {
            throw CommandFailure(UsageError("'home toggles validate' takes one file", hint: "usage: home toggles validate [FILE]"))
        }
        let options: ScreenOptions
        do { options = try ScreenOptions(arguments) } catch { throw CommandFailure(error) }
        let setup = ScreenSetup(options: options, context: context)
        if operands.isEmpty, let url = setup.serverURL {
            let backup = setup.unleashConnection(url).backup.map { ": \(context.invocation("toggles validate \(Invocation.quoted($0.path))"))" } ?? ""
            throw CommandFailure(UsageError(
                "'home toggles validate' checks a file, not the server \(UnleashSettings.shown(url))",
                hint: "validate the backup of its last good answer\(backup)"))
        }
        if let operand = operands.first, let url = UnleashSettings.apiURL(from: operand) {
            throw CommandFailure(UsageError(
                "'home toggles validate' checks a file, not the server \(UnleashSettings.shown(url))",
                hint: "save what it answers to a file and validate that, or run '\(context.invocation("toggles explain --toggles URL"))'"))
        }
        guard let path = operands.first ?? setup.togglesPath else {
            throw CommandFailure("there is no toggles file to validate: give one, or run from a folder with FeatureToggles.json")
        }
        var bytes: [UInt8]
        switch ToggleFile.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw CommandFailure("cannot read toggles file \(Excerpt.of(path)): \(failure.reason)")
        }
        let today = CalendarDay(utc: Date())
        let result = ToggleFile.parse(bytes, file: path, options: ValidationOptions(
            today: today, variantNames: FeatureDecisions.variantNameRules(registered: setup.factory.styles)))
        var diagnostics = result.diagnostics
        // The note is made while the text is here; the text goes before the evaluator is
        // made (a 16 MB file of 600,000 toggles holds both otherwise).
        let note = stylesElsewhereNote(path: path, bytes: bytes, errors: result.diagnostics.errors.count, today: today)
        bytes = []
        // Values the file allows but the app cannot use as they are (out of range), for
        // the toggles that read well even when others have errors, each at its place.
        var decisions = FeatureDecisions(
            file: result.readable, source: path, context: (try? setup.evaluationContext()) ?? EvaluationContext(),
            random: setup.randomSource, defaultStyle: setup.factory.styles.first)
        decisions.transitions = setup.factory.transitions
        diagnostics.all = (diagnostics.all + decisions.warnings(at: result.locations)).enumerated().sorted { lhs, rhs in
            let left = lhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            let right = rhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        for diagnostic in diagnostics.all {
            context.console.write((diagnostic.location == nil ? "\(path): " : "") + "\(diagnostic)\n")
        }
        let errors = diagnostics.errors.count
        let warnings = diagnostics.warnings.count
        if errors > 0 {
            if let note { context.console.write(note + "\n") }
            context.console.write("\(path): invalid: \(count(errors, "error")), \(count(warnings, "warning"))\n")
            return 1
        }
        context.console.write("\(path): valid" + (warnings > 0 ? ", \(count(warnings, "warning"))" : "") + "\n")
        return 0
    }

    /// Prints each toggle's evaluation for the context, as the app uses it; or only the
    /// named toggles', in the order given (a name no layer has is FLAG_NOT_FOUND).
    static func explain(_ arguments: ParsedArguments, names: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        let options: ScreenOptions
        do { options = try ScreenOptions(arguments) } catch { throw CommandFailure(error) }
        let setup = ScreenSetup(options: options, context: context)
        let (decisions, warnings) = try await setup.decisions()
        for warning in warnings { context.console.writeError("home: \(warning)\n") }
        for name in names where !decisions.evaluator.names.contains(name) {
            let suggestion = Spelling.suggestion(for: name, in: decisions.evaluator.names)
            context.console.writeError("home: warning: no toggle is named \"\(name)\"" + (suggestion.map { " (\($0))" } ?? "") + "\n")
        }
        let evaluations = decisions.explain(names.isEmpty ? nil : names, registered: setup.factory.styles)
        context.console.write(arguments.has(.json) ? ToggleExplanation.json(evaluations) : TextTable.render(ToggleExplanation.rows(evaluations)))
        return 0
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
