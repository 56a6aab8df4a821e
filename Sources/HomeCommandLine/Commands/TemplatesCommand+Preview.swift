import DataTemplates
import Diagnostics
import DynamicHome
import Foundation

/// `home templates preview [STYLE…] [--watch]`: each registered template's frame (Swift
/// and JSON alike), under its name, at `--width`/`--height`; with `--watch` in a
/// terminal, drawn again on every save of the template files of `--templates DIR`.
extension TemplatesCommand {
    static func preview(_ arguments: ParsedArguments, styles names: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        let options: ScreenOptions
        do { options = try ScreenOptions(arguments) } catch { throw CommandFailure(error) }
        let watching = arguments.has(.watch)
        var context = context
        guard watching else {
            try await printPreview(names, options: options, context: context)
            return 0
        }
        guard context.console.isTerminal else {
            throw CommandFailure(UsageError("--watch draws again in a terminal, and standard output is not one", hint: "leave --watch out to print the frames once"))
        }
        guard var folder = context.templateFolder else {
            throw CommandFailure(UsageError("--watch draws again when a template file of --templates DIR is saved; give --templates DIR", hint: "e.g. \(context.invocation("templates preview --templates Templates/Data --watch"))"))
        }
        var watch = TemplateFolderWatch(folder: folder.folder)
        var problems: [String] = []
        while true {
            // Home the cursor and clear the screen: each save shows the frames anew.
            context.console.writeFrame("\u{1B}[H\u{1B}[2J")
            do {
                try await printPreview(names, options: options, context: context)
            } catch {
                problems.insert("home: \(error.message)", at: 0)
            }
            for problem in problems { context.console.writeError(problem + "\n") }
            context.console.write("# watching \(folder.folder) for saves; ctrl-c ends\n")
            problems = []
            while true {
                try? await Task.sleep(for: TogglesWatcher.interval)
                guard let change = watch.check() else { continue }
                switch change {
                case .failure(let problem):
                    problems.append("home: \(problem.commandLineDescription) — the last good templates stay")
                case .success(let readings):
                    let update = folder.files.update(readings)
                    problems += update.problems.all.map { "home: \($0)" + ($0.severity == .error ? " — the last good template stays" : "") }
                    let loading = TemplateLoading(folder.files.readings, in: folder.base)
                    problems += loading.diagnostics.errors.map { "home: \($0)" }
                    context.factory = loading.factory
                }
                context.templateFolder = folder
                break
            }
        }
    }

    /// Prints the frame of each of `names` (all registered styles when none), each
    /// after a line with its style and where it comes from.
    static func printPreview(_ names: [String], options: ScreenOptions, context: CommandContext) async throws(CommandFailure) {
        let registered = context.factory.styles
        var styles = registered
        if !names.isEmpty {
            styles = []
            for name in names {
                let style = TemplateStyle(name)
                guard registered.contains(style) else {
                    throw CommandFailure(HomeFactoryError.unknownStyle(style, registered: registered).description, exitCode: 2)
                }
                styles.append(style)
            }
        }
        let size = options.size(console: context.console)
        let mode = options.colorMode(console: context.console, environment: context.environment)
        for style in styles {
            var fixed = options
            fixed.template = style
            let made = try await ScreenSetup(options: fixed, context: context).makeScreen()
            let source = context.factory.registration(for: style).map { " (\($0.typeName))" } ?? ""
            context.console.write("# \(style)\(source)\n")
            context.console.writeFrame(ANSIEncoder(mode: mode).encode(made.screen.frame(size: size)))
            _ = made.finish(console: context.console)
        }
    }
}
