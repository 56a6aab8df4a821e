import Diagnostics
import DynamicHome
import Essentials
import Foundation
import HomeTemplates

/// The `home` command line: parses arguments, runs a command, and returns the exit
/// status (0 success, 1 invalid input, 2 a command line that cannot run).
///
/// A template author's executable is this one call, with the author's factory:
///
/// ```swift
/// import HomeCommandLine
/// import HomeTemplates
///
/// await HomeCommand.main(factory: .standard.registering(CompactTemplate.self))
/// ```
///
/// Every command and option of `home` then works with that factory: the interactive
/// session, `render`, `replace --to STYLE`, `swipe`, `play`, `diff`, `toggles validate`
/// and `explain` (whose template styles are the factory's), `templates` and
/// `templates --check`. `home` itself is this call with `HomeFactory.standard`.
public enum HomeCommand {
    @MainActor
    static let subcommands: [any Subcommand.Type] = [
        RenderCommand.self, ReplaceCommand.self, SwipeCommand.self, PlayCommand.self, DiffCommand.self, TogglesCommand.self, TemplatesCommand.self,
        CardCommand.self,
    ]

    /// Runs the command line of this process (its arguments, its environment, standard
    /// output and error) with the templates of `factory`, and exits with its status.
    ///
    /// - Parameters:
    ///   - factory: The templates `home` knows, in the order `t` cycles in. A factory
    ///     with ``/DynamicHome/HomeFactory/problems`` (two templates with one style) is refused with
    ///     exit status 2 and a message naming both.
    ///   - keys: The key table, e.g. `.standard.rebinding(.character("j"), to: .character("n"))`:
    ///     what each key does, and what the help and the status line say.
    @MainActor
    public static func main(factory: HomeFactory = .standard, keys: KeyBindings = .standard) async -> Never {
        let status = await run(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, console: .standard,
            factory: factory, keys: keys, invocation: .ofThisProcess)
        exit(status)
    }

    /// ``main(factory:keys:)`` for top-level code that does not `await`: the command runs
    /// on the main thread's run loop, and the process exits with its status.
    ///
    /// `home` starts this way. An `await` at the top level parks the main thread with
    /// `dispatch_main`, which unwinds it, and in a statically linked executable the
    /// unwinder's first look-up sorts the frame descriptions of the whole program: most of
    /// a `render` that takes 30 ms instead of 10.
    ///
    /// - Parameters:
    ///   - factory: The templates `home` knows, as for ``main(factory:keys:)``.
    ///   - keys: The key table, as for ``main(factory:keys:)``.
    @MainActor
    public static func start(factory: HomeFactory = .standard, keys: KeyBindings = .standard) -> Never {
        // The standard streams are looked at before the run loop opens descriptors of its
        // own, one of which would otherwise take the number of a closed standard output.
        let console = Console.standard
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        Task { @MainActor in
            exit(await run(arguments, environment: environment, console: console, factory: factory, keys: keys, invocation: .ofThisProcess))
        }
        RunLoop.main.run()
        // The main run loop always has the main queue to wait on; should it ever stop,
        // the queue is drained the usual way.
        dispatchMain()
    }

    /// Runs `home` with arguments (without the program name).
    ///
    /// - Returns: The exit status.
    ///
    /// When writing the output failed (a full disk, a closed standard output), the
    /// status is 1 and standard error says why in words; a reader that went away (a
    /// broken pipe, as in `home render | head -1`) ends it with status 1 quietly.
    @MainActor
    package static func run(
        _ arguments: [String], environment: [String: String], console: Console, factory: HomeFactory = .standard,
        keys: KeyBindings = .standard
    ) async -> Int32 {
        await run(arguments, environment: environment, console: console, factory: factory, keys: keys, invocation: .standard)
    }

    /// Runs `home` with arguments, its hints printing commands that start as `invocation`.
    @MainActor
    static func run(
        _ arguments: [String], environment: [String: String], console: Console, factory: HomeFactory, keys: KeyBindings,
        invocation: Invocation
    ) async -> Int32 {
        guard factory.problems.isEmpty else {
            for problem in factory.problems { console.writeError("home: the factory: \(problem)\n") }
            return 2
        }
        let status: Int32
        do {
            let context = CommandContext(console: console, environment: environment, factory: factory, keys: keys, invocation: invocation)
            status = try await dispatch(arguments, context: context)
        } catch {
            console.writeError("home: \(error.message)\n")
            status = error.exitCode
        }
        guard let failure = console.outputFailure else { return status }
        if failure != EPIPE { console.writeError("home: \(outputFailureMessage(failure))\n") }
        return status == 0 ? 1 : status
    }

    /// Why the output could not be written, in words.
    static func outputFailureMessage(_ code: Int32) -> String {
        code == EBADF ? "cannot write the output: standard output is closed"
            : "cannot write the output: \(SystemError.words(code))"
    }

    @MainActor
    static func dispatch(_ arguments: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        let parsed: ParsedArguments
        do { parsed = try ParsedArguments.parse(arguments, known: OptionSpec.all) } catch { throw CommandFailure(error) }
        var words = parsed.words
        let width = helpWidth(context.console)
        if parsed.has(.version) {
            context.console.write("home (DynamicHome) \(DynamicHomeVersion.current)\n")
            return 0
        }
        if words.first == "help" {
            words.removeFirst()
            if let name = words.first, let command = subcommands.first(where: { $0.name == name }) {
                context.console.write(command.help(width: width))
            } else {
                context.console.write(help(width: width, invocation: context.invocation))
            }
            return 0
        }
        let command: any Subcommand.Type
        if let name = words.first {
            guard let found = subcommands.first(where: { $0.name == name }) else {
                throw CommandFailure(UsageError(
                    "unknown command '\(Excerpt.of(name))'",
                    hint: Spelling.suggestion(for: name, in: subcommands.map { $0.name }) ?? "see '\(context.invocation("--help"))'"))
            }
            command = found
            words.removeFirst()
        } else {
            if parsed.has(.help) {
                context.console.write(help(width: width, invocation: context.invocation))
                return 0
            }
            command = InteractiveCommand.self
        }
        if parsed.has(.help) {
            context.console.write(command.help(width: width))
            return 0
        }
        do {
            try parsed.check(allowed: command.options, command: command.name)
            try parsed.checkValues(known: command.options, registered: context.factory.transitions.names)
        } catch {
            throw CommandFailure(error)
        }
        var context = context
        let readsFiles = command.command == .templates && ["validate", "schema", "new"].contains(words.first)
        if let folder = try? parsed.path(.templates), !readsFiles {
            context = try TemplateSources.loadFolder(folder, into: context)
        }
        return try await command.run(parsed, operands: words, context: context)
    }

    /// How wide help is: the terminal's width, or 80 columns when output is not a
    /// terminal; never narrower than 20.
    static func helpWidth(_ console: Console) -> Int {
        guard console.isTerminal, let columns = console.terminalSize?.columns else { return 80 }
        return max(20, columns)
    }

    /// `home --help`, in lines of at most `width` columns; its last line says how to run a
    /// command's help, starting as `invocation`.
    @MainActor
    static func help(width: Int, invocation: Invocation = .standard) -> String {
        let intro = "DynamicHome composes a home screen from the template the feature toggles pick, and draws it as text. "
            + "Without a command, home runs in the terminal; when its output is not a terminal, it prints the current screen once."
        var lines = ["usage: home [command] [options]", ""] + TextLayout.wrap(intro, width: width) + ["", "commands:"]
        for command in [InteractiveCommand.self] + subcommands {
            lines += TextTable.hanging("  home", command.usage, column: 7, width: width)
            lines += TextLayout.wrap(command.summary, width: max(16, width - 6)).map { "      " + $0 }
        }
        lines += ["  home --version", "      Print the version.", ""]
        lines += TextLayout.wrap("Run '\(invocation("COMMAND --help"))' for a command's options.", width: width)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Error {
    /// The message `home` prints for an error it did not make itself.
    var message: String {
        if let failure = self as? CommandFailure { return failure.message }
        return String(describing: self)
    }
}

extension CommandFailure {
    var exitCodeValue: Int32 { exitCode }
}
