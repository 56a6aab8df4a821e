import DynamicHome

/// `home` with no command: the interactive screen in a terminal, or one plain frame
/// when standard output is not a terminal.
enum InteractiveCommand: Subcommand {
    static let name = ""
    static let usage = "[options]"
    static let summary = "Run the home screen in the terminal (keys, mouse, live toggles); print one frame when output is not a terminal."
    static let options = [OptionSpec.fps, .contentRefresh] + OptionSpec.screen

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        try expectNoOperands(operands)
        guard context.console.isTerminal, Platform.isTerminal(Platform.standardInput) else {
            return try await RenderCommand.run(arguments, operands: operands, context: context)
        }
        let (options, transition) = try TransitionOptions.parse(arguments)
        let setup = ScreenSetup(options: options, environment: context.environment)
        let made = try await setup.makeScreen(interactive: true)
        made.server?.startBackground()
        let (screen, warnings) = (made.screen, made.warnings)
        let session = TerminalSession(
            screen: screen, size: options.size(console: context.console),
            colorMode: options.colorMode(console: context.console, environment: context.environment),
            watcher: TogglesWatcher(setup: setup, decisions: made.decisions, server: made.server), framesPerSecond: transition.framesPerSecond ?? made.decisions.framesPerSecond)
        screen.banner = warnings.first
        screen.showsNeighbours = true
        screen.store.send(.setRefreshInterval(options.contentRefresh ?? ContentProviders.defaultRefreshInterval(for: options.content)))
        let status = await session.run()
        made.finish(console: context.console)
        await made.finishServer(console: context.console)
        return status
    }
}
