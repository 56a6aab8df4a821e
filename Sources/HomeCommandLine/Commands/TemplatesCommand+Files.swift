import DataTemplates
import Diagnostics
import DynamicHome
import Foundation

/// `home templates validate FILE…`, `home templates schema` and
/// `home templates new STYLE --json FILE`: template files (templates as data).
extension TemplatesCommand {
    /// Prints every problem of each file as `file:line:column`, and a line for each file;
    /// exits 1 when any file has an error.
    static func validate(_ arguments: ParsedArguments, files: [String], context: CommandContext) throws(CommandFailure) -> Int32 {
        guard !files.isEmpty else {
            throw CommandFailure(UsageError("'home templates validate' needs a template file", hint: "usage: home templates validate FILE…"))
        }
        var invalid = 0
        var readings: [TemplateReading] = []
        for file in files {
            let reading = TemplateDocument.read(contentsOf: file)
            readings.append(reading)
            var diagnostics = reading.diagnostics
            // A style a compiled template has cannot be a file's.
            if let style = reading.style, let existing = context.factory.registration(for: style) {
                diagnostics.all.append(Diagnostic(
                    .error, at: reading.styleLocation,
                    "the template style '\(style)' is registered already by \(existing.source); a template file cannot take its place",
                    hint: "give this template a style of its own"))
            }
            for diagnostic in diagnostics.all {
                context.console.write((diagnostic.location == nil ? "\(file): " : "") + "\(diagnostic)\n")
            }
            let errors = diagnostics.errors.count
            let warnings = diagnostics.warnings.count
            if errors > 0 {
                invalid += 1
                context.console.write("\(file): invalid: \(count(errors, "error")), \(count(warnings, "warning"))\n")
            } else if let newer = reading.newer {
                context.console.write("\(file): valid: the template '\(newer.style)' is version \(newer.version), drawn with its fallback; \(count(warnings, "warning"))\n")
            } else if let definition = reading.definition {
                context.console.write("\(file): valid: the template '\(definition.style)', \(count(definition.nodeCount, "node")), \(count(warnings, "warning"))\n")
            }
        }
        // Two files of one style.
        var seen: [TemplateStyle: String] = [:]
        for reading in readings {
            guard let style = reading.style else { continue }
            if let first = seen[style] {
                context.console.write("\(reading.styleLocation.map { "\($0)" } ?? reading.file): error: the template style '\(style)' is the style of \(first) too (give each file a style of its own)\n")
                invalid += 1
            } else {
                seen[style] = reading.file
            }
        }
        return invalid > 0 ? 1 : 0
    }

    /// Prints the JSON Schema of template files.
    static func schema(operands: [String], context: CommandContext) throws(CommandFailure) -> Int32 {
        if let extra = operands.first {
            throw CommandFailure(UsageError("'home templates schema' takes no operand '\(Excerpt.of(extra))'", hint: "usage: home templates schema > template.schema.json"))
        }
        context.console.write(TemplateSchema.text)
        return 0
    }

    /// Writes a starter template file for `STYLE` to `FILE`, which must not be there yet.
    static func newFile(style: String, operands: [String], context: CommandContext) throws(CommandFailure) -> Int32 {
        let usage = "usage: home templates new STYLE --json FILE"
        guard operands.count == 1, let path = operands.first else {
            throw CommandFailure(UsageError(
                operands.isEmpty ? "'home templates new STYLE --json' needs the file to write" : "'home templates new STYLE --json' writes one file, not \(operands.count)",
                hint: usage))
        }
        guard TemplateDocument.isStyleName(style) else {
            throw CommandFailure(UsageError(
                "'\(Excerpt.of(style))' cannot be a template style",
                hint: "a style is a lower-case letter, then letters, digits, - and _ (at most 64), e.g. ticker or top-stories"))
        }
        if context.factory.styles.contains(TemplateStyle(style)) {
            throw CommandFailure(UsageError(
                "the template style '\(style)' is already registered (\(context.factory.styles.map(\.rawValue).joined(separator: ", ")))",
                hint: "choose another name"))
        }
        guard !path.isEmpty else { throw CommandFailure(UsageError("--json was given an empty path", hint: usage)) }
        if FileManager.default.fileExists(atPath: path) {
            throw CommandFailure("\(Excerpt.of(path)) is there already; give a file that is not, or remove it first")
        }
        let text = TemplateDefinition.starterText(style: style)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw CommandFailure("cannot write \(Excerpt.of(path)): \(error.localizedDescription)")
        }
        // The folder as it was typed, so that every command below runs where this one did.
        let folder = (path as NSString).deletingLastPathComponent
        let shownFolder = Invocation.quoted(folder.isEmpty ? "." : folder)
        let run = context.invocation
        context.console.write("""
            wrote the template file \(path), with the template style '\(style)'
            next:
              \(run("templates schema")) > \(shownFolder)/template.schema.json   # what "$schema" names, for editors
              \(run("templates validate \(Invocation.quoted(path))"))
              \(run("templates preview \(style) --templates \(shownFolder) --watch"))
              \(run("--templates \(shownFolder) --template \(style)"))

            """)
        return 0
    }

    /// "1 error", "2 errors".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
