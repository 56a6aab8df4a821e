import DataTemplates
import Diagnostics
import DynamicHome
import Essentials
import Foundation

/// `home templates preview [STYLE…] [--watch]`: each registered template's frame (Swift
/// and JSON alike), under its name, at `--width`/`--height`; with `--watch` in a
/// terminal, drawn again on every save of the template files of `--templates DIR`, until
/// `q` (or ctrl-c, or a signal that ends `home`).
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
        let keys = PreviewKeys(context.keys)
        defer { keys.end() }
        while !keys.quit {
            // Home the cursor and clear the screen: each save shows the frames anew.
            context.console.writeFrame("\u{1B}[H\u{1B}[2J")
            do {
                try await printPreview(names, options: options, context: context)
            } catch {
                problems.insert("home: \(error.message)", at: 0)
            }
            for problem in problems { context.console.writeError(problem + "\n") }
            context.console.write("# watching \(folder.folder) for saves; q ends\n")
            problems = []
            var waited = Duration.zero
            while !keys.quit {
                // Keys are looked at often, the folder every interval.
                try? await Task.sleep(for: PreviewKeys.interval)
                waited += PreviewKeys.interval
                guard waited >= TogglesWatcher.interval else { continue }
                waited = .zero
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
        return 0
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
            var setup = ScreenSetup(options: fixed, context: context)
            setup.showsOneDay = true
            let made = try await setup.makeScreen()
            let source = context.factory.registration(for: style).map { " (\($0.typeName))" } ?? ""
            context.console.write("# \(style)\(source)\n")
            context.console.writeFrame(ANSIEncoder(mode: mode).encode(made.screen.frame(size: size)))
            _ = made.finish(console: context.console)
        }
    }
}

/// The keys of `templates preview --watch`: the terminal in raw mode, read on a thread
/// of its own (``InputReader``), so that `q` ends the watch as it ends the interactive
/// `home`; the terminal's mode is given back at the end.
final class PreviewKeys: Sendable {
    /// How often the watch looks whether a key asked it to end.
    static let interval = Duration.milliseconds(50)

    private let asked = Locked(false)
    private let reader = InputReader()
    private let original: Platform.TerminalMode?

    /// Starts reading keys: `q` and ctrl-c (the session's quit keys), the end of input
    /// and a signal that ends `home` ask the watch to end.
    init(_ keys: KeyBindings) {
        original = Platform.currentMode()
        let signalPipe = Platform.installSignalHandlers(restoreSequence: [])
        if let original { Platform.enterRawMode(from: original) }
        let asked = self.asked
        reader.start(signalPipe: signalPipe, isQuit: { keys.command(for: $0, on: .session) == .quit }) { event in
            switch event {
            case .inputs(let inputs):
                let quits = inputs.contains { input in
                    if case .key(let key) = input { return keys.command(for: key, on: .session) == .quit }
                    return false
                }
                if quits { asked.withLock { $0 = true } }
            case .inputClosed, .signal(.end):
                asked.withLock { $0 = true }
            default:
                break
            }
        }
    }

    /// Whether a key (or a signal) asked the watch to end.
    var quit: Bool { asked.withLock { $0 } }

    /// Gives the terminal back as it was.
    func end() {
        reader.sessionEnded()
        if let original { Platform.restoreMode(original) }
        Platform.removeSignalHandlers()
    }
}
