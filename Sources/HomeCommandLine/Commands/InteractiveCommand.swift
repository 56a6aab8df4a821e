import DynamicHome

/// `home` with no command: the interactive screen in a terminal, or one plain frame
/// when standard output is not a terminal or the terminal cannot move its cursor.
enum InteractiveCommand: Subcommand {
    static let command = CommandName.interactive
    static let usage = "[options]"
    static let summary = "Run the home screen in the terminal (keys, mouse, live toggles); print one frame when output is not a terminal (or TERM is dumb or unset)."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        try expectNoOperands(operands)
        guard context.console.isTerminal, Platform.isTerminal(Platform.standardInput) else {
            return try await RenderCommand.run(arguments, operands: operands, context: context)
        }
        // A screen reader's session moves no cursor: a terminal that cannot do it serves.
        guard canAddressCursor(environment: context.environment) || arguments.has(.screenReader) else {
            // As into a pipe: one plain frame, without escape codes, the terminal's size.
            var plain = context
            plain.console.isTerminal = false
            return try await RenderCommand.run(arguments, operands: operands, context: plain)
        }
        let (options, transition) = try TransitionOptions.parse(arguments, transitions: context.factory.transitions)
        let setup = ScreenSetup(options: options, context: context, transition: transition)
        // Every argument is checked before `--record` (and `--analytics`) is opened.
        let prepared = try await setup.prepare(interactive: true)
        let recording = try options.openRecording(size: options.size(console: context.console))
        // The session draws the loading day at once and takes keys while content loads.
        let made = try await setup.makeScreen(prepared, interactive: true)
        made.server?.startBackground()
        let (screen, warnings) = (made.screen, made.warnings)
        var watcher = TogglesWatcher(path: setup.togglesPath ?? "FeatureToggles.json", decisions: made.decisions, server: made.server)
        watcher.templates = context.templateFolder.map { TemplateFolderWatch(folder: $0.folder) }
        let session = TerminalSession(
            screen: screen, size: options.size(console: context.console),
            colorMode: options.colorMode(console: context.console, environment: context.environment),
            watcher: watcher, toggles: made.toggles, framesPerSecond: made.resolution.framesPerSecond, recording: recording,
            templates: TemplateReload(folder: context.templateFolder, compiled: context.templateFolder?.base ?? context.factory, decisions: made.decisions),
            speaks: made.resolution.screenReader)
        screen.chrome.warn(warnings.first, at: screen.clock())
        screen.onWarning = { [weak screen] warning in
            guard let screen else { return }
            screen.chrome.warn(warning, at: screen.clock())
        }
        screen.chrome.showsNeighbours = true
        screen.store.send(.setRefreshInterval(options.contentRefresh ?? ContentProviders.defaultRefreshInterval(for: options.content)))
        let status = made.finish(console: context.console, status: await session.run())
        await made.finishServer(console: context.console)
        if let failure = recording?.finish() {
            context.console.writeError("home: \(failure)\n")
            return status == 0 ? 1 : status
        }
        return status
    }

    /// Whether a terminal of the environment's `TERM` can move its cursor, which the
    /// session needs: not a `dumb` one (Emacs' shell, some CI logs), nor one that names
    /// no type at all.
    static func canAddressCursor(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty else { return false }
        return term != "dumb"
    }
}
