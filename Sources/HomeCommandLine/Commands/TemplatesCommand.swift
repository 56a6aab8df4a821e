import DynamicHome
import Foundation

/// `home templates`: the registered templates, and which one the toggles pick.
enum TemplatesCommand: Subcommand {
    static let name = "templates"
    static let usage = "templates [--json] [options]"
    static let summary = "List the registered template styles, what each adopts, and mark the one the toggles pick."
    static let options = [OptionSpec.json, .toggles, .toggle, .user, .session, .context, .template]

    struct Row: Encodable {
        var style: String
        var type: String
        var summary: String
        var adopts: [String]
        var chosen: Bool
        var warning: String?
    }

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        try expectNoOperands(operands)
        let options: ScreenOptions
        do { options = try ScreenOptions(arguments) } catch { throw CommandFailure(error) }
        let setup = ScreenSetup(options: options, environment: context.environment)
        let choice = try setup.templateChoice()
        if let warning = choice.warning { context.console.writeError("home: warning: \(warning)\n") }
        let rows = setup.factory.styles.compactMap { style -> Row? in
            guard let type = setup.factory.type(for: style) else { return nil }
            let capabilities = TemplateCapabilities(of: type)
            return Row(
                style: style.rawValue, type: String(describing: type), summary: type.summary,
                adopts: capabilities.names, chosen: style == choice.style, warning: capabilities.warning(for: style))
        }
        if arguments.has(.json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
            context.console.write(String(decoding: data, as: UTF8.self) + "\n")
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
        return 0
    }
}
