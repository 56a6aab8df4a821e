import Diagnostics
import DynamicHome

/// What a command gets to run with.
@MainActor
struct CommandContext {
    var console: Console
    var environment: [String: String]
    /// The templates `home` knows: `HomeFactory.standard`, or an author's.
    var factory: HomeFactory
    /// The key table: `KeyBindings.standard`, or one with keys rebound.
    var keys = KeyBindings.standard
    /// The template files of `--templates DIR`, when given: registered in ``factory``,
    /// and watched by the interactive session and `templates preview --watch`.
    var templateFolder: TemplateFolderState?
    /// How the person runs `home` again, as the commands hints print begin.
    var invocation = Invocation.standard
}

/// One of `home`'s commands.
@MainActor
protocol Subcommand {
    /// Which command it is: the word that runs it, and the options that name it.
    static var command: CommandName { get }
    /// The usage line after `home`, e.g. "render [options]".
    static var usage: String { get }
    /// One line of help.
    static var summary: String { get }
    /// Runs it with the words after its name.
    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32
}

extension Subcommand {
    /// The word that runs it, e.g. "render"; empty for `home` alone.
    static var name: String { command.rawValue }

    /// The options it accepts: those whose declaration names it.
    static var options: [OptionSpec] { OptionSpec.options(of: command) }

    /// The command's help text, in lines of at most `width` columns.
    static func help(width: Int) -> String {
        var lines = TextTable.hanging("usage:", "home \(usage)", column: 7, width: width) + [""] + TextLayout.wrap(summary, width: width)
        let shown = options.filter { $0 != .version }
        if !shown.isEmpty {
            lines += ["", "options:"]
            let column = 2 + (shown.map(\.usage.count).max() ?? 0) + 2
            for option in shown { lines += TextTable.hanging("  " + option.usage, option.help, column: column, width: width) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fails when there are operands the command does not take.
    static func expectNoOperands(_ operands: [String]) throws(CommandFailure) {
        if let extra = operands.first {
            throw CommandFailure(UsageError("'\(commandLine(name))' takes no operand '\(Excerpt.of(extra))'", hint: "usage: home \(usage)"))
        }
    }
}
