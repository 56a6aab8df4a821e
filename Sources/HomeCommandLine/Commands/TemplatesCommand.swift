import DynamicHome
import Essentials
import Foundation

/// `home templates`: the registered templates, and which one the toggles pick;
/// `home templates --check`: the conformance checks of every registered template.
enum TemplatesCommand: Subcommand {
    static let command = CommandName.templates
    static let usage = "templates [--check] [--json] [options] | templates new STYLE --package DIR [--from URL [--branch NAME]] "
        + "| templates new STYLE --json FILE | templates validate FILE… | templates schema | templates preview [STYLE…] [--watch]"
    static let summary = "List the registered template styles, what each adopts, and mark the one the toggles pick; --check runs the template conformance checks; "
        + "new writes a package with a template of your own, or with --json a template file; validate checks template files; "
        + "schema prints their JSON Schema; preview draws each template's frame."

    struct Row: Encodable {
        var style: String
        var type: String
        var summary: String
        var adopts: [String]
        var chosen: Bool
        var warning: String?
    }

    /// The options only `templates preview` takes of those the command accepts; the list
    /// takes `--content` and `--day` too, for the sections of a day.
    static let previewOptions: [OptionSpec] = [.content, .day, .width, .height, .color, .watch]
    static let listOptions: [OptionSpec] = [.content, .day]

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        let rest = Array(operands.dropFirst())
        let listing = operands.isEmpty && !arguments.has(.check)
        if operands.first != "preview",
           let option = previewOptions.first(where: { arguments.has($0) && !(listing && listOptions.contains($0)) }) {
            throw CommandFailure(UsageError(
                "option --\(option.name) does not apply to 'home templates'", hint: "see '\(context.invocation("templates --help"))'"))
        }
        switch operands.first {
        case "new":
            if arguments.has(.json), let style = rest.first {
                if arguments.value(.package) != nil {
                    throw CommandFailure(UsageError("'home templates new' writes a package (--package DIR) or a template file (--json FILE), not both"))
                }
                return try newFile(style: style, operands: Array(rest.dropFirst()), context: context)
            }
            return try newPackage(arguments, operands: rest, context: context)
        case "validate":
            return try validate(arguments, files: rest, context: context)
        case "schema":
            return try schema(operands: rest, context: context)
        case "preview":
            return try await preview(arguments, styles: rest, context: context)
        default:
            break
        }
        try expectNoOperands(operands)
        if arguments.has(.check) {
            let factory = context.factory
            var styles = factory.styles
            if let name = arguments.value(.template) {
                // --template STYLE checks that template alone.
                let style = TemplateStyle(name)
                guard styles.contains(style) else {
                    throw CommandFailure(HomeFactoryError.unknownStyle(style, registered: styles).description, exitCode: 2)
                }
                styles = [style]
            }
            return await check(factory, styles: styles, json: arguments.has(.json), console: context.console)
        }
        let options: ScreenOptions
        do { options = try ScreenOptions(arguments) } catch { throw CommandFailure(error) }
        let setup = ScreenSetup(options: options, context: context)
        let (choice, factory) = try await setup.templateChoice()
        if let warning = choice.warning { context.console.writeError("home: warning: \(warning)\n") }
        let rows = factory.registrations.map { registration in
            let capabilities = registration.capabilities
            return Row(
                style: registration.style.rawValue, type: registration.typeName, summary: registration.summary,
                adopts: capabilities.names, chosen: registration.style == choice.style, warning: capabilities.warning(for: registration.style))
        }
        if arguments.has(.json) {
            let json = (try? JSONText(encoding: rows)) ?? .array([])
            context.console.write(json.text(.pretty, sortedKeys: true) + "\n")
            return 0
        }
        var table = [["  STYLE", "TEMPLATE", "ADOPTS", "SUMMARY"]]
        for row in rows {
            table.append(["\(row.chosen ? "*" : " ") \(row.style)", row.type, row.adopts.joined(separator: ", "), row.summary])
        }
        context.console.write(TextTable.render(table))
        context.console.write("\n* chosen: \(choice.style) (\(choice.reason))\n")
        for row in rows {
            if let warning = row.warning { context.console.write("warning: \(warning)\n") }
        }
        context.console.write(try await sectionsTable(setup, console: context.console))
        return 0
    }
}

// MARK: --check

extension TemplatesCommand {
    /// One template's outcome, as `--json` writes it.
    struct CheckedTemplate: Encodable {
        struct Rule: Encodable {
            var id: String
            var passed: Bool
            var notApplicable: String?
            var failures: [Failure]
        }

        struct Failure: Encodable {
            var message: String
            var reproduction: String
        }

        var style: String
        var type: String
        var passed: Bool
        var error: String?
        var rules: [Rule]
    }

    /// The whole `--json` document.
    struct CheckResult: Encodable {
        var passed: Bool
        var templates: [CheckedTemplate]
    }

    /// Checks the templates of `factory` (those of `styles`, by default all), prints a
    /// table of the rules (or JSON), the failures below it, and returns 1 when a template
    /// fails.
    static func check(_ factory: HomeFactory, styles: [TemplateStyle]? = nil, json: Bool, console: Console) async -> Int32 {
        var checked: [CheckedTemplate] = []
        for style in styles ?? factory.styles {
            guard let registration = factory.registration(for: style) else { continue }
            do throws(ConformanceError) {
                let report = try await TemplateConformance.check(registration, factory: factory)
                checked.append(CheckedTemplate(
                    style: style.rawValue, type: report.typeName, passed: report.passed, error: nil,
                    rules: report.results.map { result in
                        CheckedTemplate.Rule(
                            id: result.rule.id, passed: result.passed, notApplicable: result.notApplicable,
                            failures: result.failures.map { CheckedTemplate.Failure(message: $0.message, reproduction: $0.reproduction) })
                    }))
            } catch {
                checked.append(CheckedTemplate(style: style.rawValue, type: registration.typeName, passed: false, error: error.description, rules: []))
            }
        }
        let failed = checked.filter { !$0.passed }
        if json {
            let json = (try? JSONText(encoding: CheckResult(passed: failed.isEmpty, templates: checked))) ?? .object([])
            console.write(json.text(.pretty, sortedKeys: true) + "\n")
        } else {
            console.write(checkTable(checked))
        }
        guard failed.isEmpty else {
            let names = failed.map(\.style).joined(separator: ", ")
            console.writeError("home: \(failed.count) of \(checked.count) templates break the template contract: \(names)\n")
            return 1
        }
        return 0
    }

    /// The table (✓ holds, ✗ broken, – does not apply or was not run), a summary, and
    /// every failure with its reproduction.
    static func checkTable(_ checked: [CheckedTemplate]) -> String {
        var rows = [["STYLE"] + ConformanceRule.all.map { $0.id.uppercased() } + ["RESULT"]]
        for template in checked {
            let marks = ConformanceRule.all.map { rule -> String in
                guard let result = template.rules.first(where: { $0.id == rule.id }) else { return "–" }
                return !result.passed ? "✗" : result.notApplicable != nil ? "–" : "✓"
            }
            rows.append([template.style] + marks + [template.passed ? "pass" : "fail"])
        }
        let failed = checked.filter { !$0.passed }.count
        var text = TextTable.render(rows)
        text += "\n\(checked.count) template\(checked.count == 1 ? "" : "s") checked: \(checked.count - failed) pass, \(failed) fail\n"
        for template in checked where !template.passed {
            if let error = template.error { text += "\n\(template.style): \(error)\n" }
            for rule in template.rules {
                for failure in rule.failures {
                    let description = ConformanceFailure(
                        rule: ConformanceRule.all.first { $0.id == rule.id }!, message: failure.message, reproduction: failure.reproduction)
                    text += "\n\(template.style): \(description)\n"
                }
            }
        }
        return text
    }
}
